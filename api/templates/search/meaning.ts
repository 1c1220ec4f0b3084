// Which real templates fit a prompt by what it means. First the situation it describes, in any
// language (situations.ts: "mom says we have food at home" is a letdown, "the rent went up again" a
// recurring annoyance), then what it is about, in English, against each template's one-line use,
// box roles and tags. A template's name counts only when the prompt names the meme ("drake meme
// about …"): "says" does not call for Say the Line Bart, nor "bug" for Bugs Bunny.
import { templateCatalogue } from '../catalogue/catalogue';
import type { CatalogueEntry } from '../catalogue/entry';
import { customTemplatesVersion } from '../custom/registry';
import { searchableWithAliases } from '../custom/listing';
import { searchWords } from './search';
import { stem } from './stem';
import { plainText, situationsIn } from './situationTriggers';
import type { Situation } from './situations';

/** A prompt naming the meme gets it first. */
const NAMED = 10;
/** A situation's first template gets its whole weight, each next one a tenth less, down to half. */
const fitInSituation = (position: number) => Math.max(0.5, 1 - 0.1 * position);
/** What a template's other situations add to its best one. */
const OTHER_SITUATIONS = 0.5;
/**
 * What the prompt is about weighs less than the situation it describes: a rare word found in a
 * template's use (idf ~5, field weight 2) is worth about a third of a situation trigger.
 */
const WORDS_WEIGHT = 0.03;
/** Points for a prompt word found in each part of a template; rarer words count more (idf). */
const FIELD_WEIGHTS = { tags: 3, description: 2, boxRoles: 1.5 } as const;
/** A prompt that says "meme" (accents gone: "mème" is "meme") and a word of a name ("drake meme") names the meme. */
const MEME_WORD = /(?:^| )(?:memes?|mem|мем\p{L}*|template|vorlage|plantilla)(?: |$)|ミーム|梗|밈/u;

/** Words that say nothing about which meme fits: function words, and verbs every prompt has. */
const STOP_WORDS = new Set(
  `a an the and or but of to in on at by for with from into over about as is are was were be been being am do does did doing have has had
  i me my mine we our us you your he she it its they their them this that these those when while what who whom which where how why just so
  very really before after first one thing things something someone get got go going went can will would should could im ive dont not no
  yes say says said saying tell told ask asked again still even also too then than now there here all some any every more most much many
  make made know think want need like look see come take give let put keep new old day time way lot`.split(/\s+/),
);

const termsOf = (text: string) =>
  searchWords(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem)
    .filter((term) => !STOP_WORDS.has(term));

/** Phrases of up to `longest` consecutive words of `words`, joined by spaces. */
function phrasesOf(words: readonly string[], longest: number): string[] {
  const phrases: string[] = [];
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= Math.min(words.length, start + longest); end += 1) phrases.push(words.slice(start, end).join(' '));
  }
  return phrases;
}

/** Which templates a key (a word, a tag, a name) finds, and for how many points. */
type Postings = Map<string, Map<number, number>>;

function post(postings: Postings, key: string, template: number, points: number): void {
  const found = postings.get(key) ?? new Map<number, number>();
  found.set(template, Math.max(found.get(template) ?? 0, points));
  postings.set(key, found);
}

export type MeaningIndex = {
  /** Templates that fit `prompt`, best fit first; ties go to the more popular. */
  rank(prompt: string): CatalogueEntry[];
};

/**
 * Precomputes what each template (normally the catalogue's real templates) is about, word by word,
 * so a prompt looks up its own words rather than reading every template.
 */
export function createMeaningIndex(entries: readonly CatalogueEntry[]): MeaningIndex {
  const described = entries.map((entry) => ({
    fields: [
      { weight: FIELD_WEIGHTS.description, terms: new Set(termsOf(entry.description)) },
      { weight: FIELD_WEIGHTS.boxRoles, terms: new Set(termsOf(entry.boxRoles.join(' , '))) },
    ],
    // Each tag is a phrase, found whole or not at all ("bugs bunny", not "bug").
    tags: entry.tags.map((tag) => termsOf(tag).join(' ')).filter(Boolean),
  }));
  // A word most templates share ("idea", "the situation") tells them apart less than a rare one.
  const documentFrequency = new Map<string, number>();
  for (const item of described) {
    for (const term of new Set([...item.fields.flatMap((field) => [...field.terms]), ...item.tags])) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const idf = (term: string) => Math.log(1 + entries.length / (1 + (documentFrequency.get(term) ?? 0)));

  const about: Postings = new Map();
  const names: Postings = new Map();
  const nameTags: Postings = new Map();
  described.forEach(({ fields, tags }, template) => {
    for (const field of fields) for (const term of field.terms) post(about, term, template, field.weight * idf(term));
    for (const tag of tags) post(about, tag, template, FIELD_WEIGHTS.tags * idf(tag));
    // Its name, and the tags that are words of its name ("drake" of Drake Hotline Bling).
    const name = plainText(entries[template]!.name);
    post(names, name, template, NAMED);
    for (const tag of entries[template]!.tags.map(plainText)) if (tag && ` ${name} `.includes(` ${tag} `)) post(nameTags, tag, template, NAMED);
  });
  const longest = (postings: Postings) => Math.max(1, ...[...postings.keys()].map((key) => key.split(' ').length));
  const longestAbout = longest(about);
  const longestName = Math.max(longest(names), longest(nameTags));
  const templateNumbers = new Map(entries.map((entry, template) => [entry.id, template]));

  return {
    rank(prompt) {
      const scores = new Map<number, number>();
      const add = (template: number, points: number) => scores.set(template, (scores.get(template) ?? 0) + points);
      for (const phrase of new Set(phrasesOf(termsOf(prompt), longestAbout))) {
        for (const [template, points] of about.get(phrase) ?? []) add(template, WORDS_WEIGHT * points);
      }
      const plainWords = plainText(prompt).split(' ');
      const saysMeme = MEME_WORD.test(plainWords.join(' '));
      const named = new Set<number>();
      for (const phrase of phrasesOf(plainWords, longestName)) {
        for (const [template] of names.get(phrase) ?? []) named.add(template);
        if (saysMeme) for (const [template] of nameTags.get(phrase) ?? []) named.add(template);
      }
      for (const template of named) add(template, NAMED);
      for (const [id, score] of situationScores(situationsIn(prompt))) {
        const template = templateNumbers.get(id);
        if (template !== undefined) add(template, score);
      }
      return [...scores]
        .filter(([, score]) => score > 0)
        .sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || entries[b]!.popularity - entries[a]!.popularity || a - b)
        .map(([template]) => entries[template]!);
    },
  };
}

/**
 * How well each template serves the situations a prompt describes: each one's weight, by the
 * template's place in it. Its best situation counts whole, the others half: This Is Fine serves many
 * situations, which makes it a fair second choice for many prompts, not the first for all of them.
 */
function situationScores(situations: ReadonlyMap<Situation, number>): Map<string, number> {
  const fits = new Map<string, number[]>();
  for (const [situation, weight] of situations) {
    situation.templates.forEach((id, position) => fits.set(id, [...(fits.get(id) ?? []), weight * fitInSituation(position)]));
  }
  return new Map(
    [...fits].map(([id, scores]) => {
      const best = Math.max(...scores);
      return [id, best + OTHER_SITUATIONS * (scores.reduce((sum, score) => sum + score, 0) - best)];
    }),
  );
}

let realIndex: { version: number; index: MeaningIndex; original: (entry: CatalogueEntry) => CatalogueEntry } | undefined;

/**
 * The catalogue's real templates (no variants) that fit `prompt` by meaning, best fit first;
 * templates administrators added count as real ones, their aliases as tags.
 */
export function realTemplatesFitting(prompt: string): CatalogueEntry[] {
  const version = customTemplatesVersion();
  if (realIndex?.version !== version) {
    const searchable = searchableWithAliases(templateCatalogue().filter((entry) => entry.classic));
    realIndex = { version, index: createMeaningIndex(searchable.entries), original: searchable.original };
  }
  return realIndex.index.rank(prompt).map(realIndex.original);
}
