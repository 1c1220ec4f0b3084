// Which real templates fit a prompt by what it means. First the situation it describes, in any
// language (situations.ts: "mom says we have food at home" is a letdown, "the rent went up again" a
// recurring annoyance), then what it is about, in English, against each template's one-line use,
// box roles and tags. A template's name counts only when the prompt names the meme ("drake meme
// about …"): "says" does not call for Say the Line Bart, nor "bug" for Bugs Bunny.
import { templateCatalogue } from './catalogue';
import type { CatalogueEntry } from './entry';
import { searchWords } from './search';
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
/** A prompt that says "meme" and a name's word ("drake meme") names the meme. */
const MEME_WORD = /(?:^| )(?:memes?|meme|mem|мем\p{L}*|template|vorlage|plantilla)(?: |$)|ミーム|梗|밈/u;

/** Words that say nothing about which meme fits: function words, and verbs every prompt has. */
const STOP_WORDS = new Set(
  `a an the and or but of to in on at by for with from into over about as is are was were be been being am do does did doing have has had
  i me my mine we our us you your he she it its they their them this that these those when while what who whom which where how why just so
  very really before after first one thing things something someone get got go going went can will would should could im ive dont not no
  yes say says said saying tell told ask asked again still even also too then than now there here all some any every more most much many
  make made know think want need like look see come take give let put keep new old day time way lot`.split(/\s+/),
);

const SUFFIXES = ['ing', 'ed', 'es', 's', 'e', 'y'];

/** A crude English stem, enough to meet "choosing", "choose" and "choice" halfway ("choos", "choic"). */
export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

const termsOf = (text: string) =>
  searchWords(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);

type Field = { weight: number; terms: ReadonlySet<string> };
type Indexed = {
  entry: CatalogueEntry;
  /** Its use and box roles, word by word. */
  fields: Field[];
  /** Its tags, each a phrase found whole or not at all ("bugs bunny", not "bug"). */
  tags: string[];
  /** Its name, and the tags that are part of it ("drake"), as plain text. */
  names: string[];
};

export type MeaningIndex = {
  /** Templates that fit `prompt`, best fit first; ties go to the more popular. */
  rank(prompt: string): CatalogueEntry[];
};

/** Precomputes the words of each template's meaning (normally the catalogue's real templates). */
export function createMeaningIndex(entries: readonly CatalogueEntry[]): MeaningIndex {
  const indexed: Indexed[] = entries.map((entry) => {
    const name = plainText(entry.name);
    return {
      entry,
      fields: [
        { weight: FIELD_WEIGHTS.description, terms: new Set(termsOf(entry.description)) },
        { weight: FIELD_WEIGHTS.boxRoles, terms: new Set(termsOf(entry.boxRoles.join(' , '))) },
      ],
      tags: entry.tags.map((tag) => termsOf(tag).join(' ')).filter(Boolean),
      names: [name, ...entry.tags.map(plainText).filter((tag) => tag && ` ${name} `.includes(` ${tag} `))],
    };
  });
  // A word most templates share ("idea", "the situation") tells them apart less than a rare one.
  const documentFrequency = new Map<string, number>();
  for (const item of indexed) {
    for (const term of new Set([...item.fields.flatMap((field) => [...field.terms]), ...item.tags])) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const idfs = new Map([...documentFrequency].map(([term, count]) => [term, Math.log(1 + indexed.length / (1 + count))]));
  const idf = (term: string) => idfs.get(term) ?? 0;

  /** What `prompt` is about, in English words, against a template's use, box roles and tags. */
  const wordsScore = (item: Indexed, words: readonly string[], text: string) => {
    let score = 0;
    for (const word of words) {
      let best = 0;
      for (const field of item.fields) if (field.terms.has(word)) best = Math.max(best, field.weight * idf(word));
      score += best;
    }
    for (const tag of item.tags) if (text.includes(` ${tag} `)) score += FIELD_WEIGHTS.tags * idf(tag);
    return score;
  };

  return {
    rank(prompt) {
      const words = [...new Set(termsOf(prompt))];
      const text = ` ${words.join(' ')} `;
      const plain = ` ${plainText(prompt)} `;
      const saysMeme = MEME_WORD.test(plain.trim());
      const situations = [...situationsIn(prompt)];
      const scored = indexed.map((item, order) => {
        const named = item.names.some((name, at) => (at === 0 || saysMeme) && plain.includes(` ${name} `));
        const score = (named ? NAMED : 0) + situationScore(item.entry.id, situations) + WORDS_WEIGHT * wordsScore(item, words, text);
        return { entry: item.entry, score, order };
      });
      return scored
        .filter((item) => item.score > 0)
        .sort((a, b) => b.score - a.score || b.entry.popularity - a.entry.popularity || a.order - b.order)
        .map((item) => item.entry);
    },
  };
}

/**
 * How well a template serves the situations a prompt describes: each one's weight, by the template's
 * place in it. Its best situation counts whole, the others half: This Is Fine serves many situations,
 * which makes it a fair second choice for many prompts, not the first for all of them.
 */
function situationScore(id: string, situations: readonly [Situation, number][]): number {
  const fits = situations.flatMap(([situation, weight]) => {
    const position = situation.templates.indexOf(id);
    return position >= 0 ? [weight * fitInSituation(position)] : [];
  });
  const best = Math.max(0, ...fits);
  return best + OTHER_SITUATIONS * (fits.reduce((sum, fit) => sum + fit, 0) - best);
}

let realIndex: MeaningIndex | undefined;

/** The catalogue's real templates (no variants) that fit `prompt` by meaning, best fit first. */
export function realTemplatesFitting(prompt: string): CatalogueEntry[] {
  realIndex ??= createMeaningIndex(templateCatalogue().filter((entry) => entry.classic));
  return realIndex.rank(prompt);
}
