// Close pairs a trigram model cannot split on a few words (Malay and Indonesian, Danish and
// Norwegian) are told apart by everyday words only one of them uses: "nggak" is Indonesian, "tak"
// Malay. The words are data (./tellingWords.json).
import { z } from 'zod';
import data from './tellingWords.json' with { type: 'json' };

const groupsSchema = z.array(
  z.object({
    languages: z.array(z.string()).min(2),
    /** What a model's guess in this group becomes when no word tells (eld says Malay for both). */
    unsettled: z.string().optional(),
    words: z.record(z.string(), z.array(z.string().min(1))),
  }),
);
const groups = groupsSchema.parse(data.groups).map((group) => ({
  ...group,
  words: Object.entries(group.words).map(([language, words]) => ({ language, words: new Set(words) })),
}));

/** The close group `language` belongs to (its languages, and what a guess becomes when no word tells), if any. */
export function closeGroupOf(language: string): { languages: readonly string[]; unsettled: string } | undefined {
  const group = groups.find((candidate) => candidate.languages.includes(language));
  return group && { languages: group.languages, unsettled: group.unsettled ?? language };
}

/**
 * The language that `prompt`'s words tell within the close group of one of `contenders` (the
 * languages a model found about as likely); undefined when no word tells.
 */
export function toldByWords(prompt: string, contenders: readonly string[]): string | undefined {
  const words = prompt.toLowerCase().split(/[^\p{L}]+/u);
  for (const group of groups.filter((candidate) => candidate.languages.some((language) => contenders.includes(language)))) {
    const hits = group.words
      .map((entry) => ({ language: entry.language, count: words.filter((word) => entry.words.has(word)).length }))
      .sort((a, b) => b.count - a.count);
    if (hits[0]!.count > (hits[1]?.count ?? 0)) return hits[0]!.language;
  }
  return undefined;
}
