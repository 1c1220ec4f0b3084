// Which real templates fit a prompt by what each meme means: its name, its one-line use, what each
// box means and its tags, against the prompt's words and the situations they evoke ("choosing
// between" → a choice, "pretending" → smiling through pain). The catalogue search (search.ts)
// matches names and tags as typed; this one reads a sentence the way a meme maker would.
import { templateCatalogue } from './catalogue';
import type { CatalogueEntry } from './entry';
import { searchWords } from './search';

/** Points for a prompt word found in each part of a template; rarer words count more (idf). */
const FIELD_WEIGHTS = { name: 3, tags: 3, description: 2, boxRoles: 1.5 } as const;
/** A word the prompt only evokes counts less than the word itself. */
const EVOKED = 0.6;
/** Words that say which kind of meme it is (a choice, a pretence) weigh more than what it is about. */
const FRAMING_WEIGHT = 1.5;
const FRAMING_WORDS = 'choose choosing choice between decide vs versus instead rather pretending ignoring procrastinating again';

/** Words that say nothing about which meme fits (and match every box role: "the thing"). */
const STOP_WORDS = new Set(
  'a an the and or but of to in on at by for with from into over about as is are was were be been being am do does did doing have has had i me my mine we our us you your he she it its they their them this that these those when while what who whom which where how why just so very really before after first one thing things something someone get got go going can will would should could im ive dont not no yes'.split(
    ' ',
  ),
);

/**
 * Everyday words and the meme situations they evoke, in the words the templates' descriptions, box
 * roles and tags use. Written as plain words; stemmed on load like everything else.
 */
const EVOKES_TEXT: Readonly<Record<string, string>> = {
  // a choice between two things
  choose: 'choice, prefer, option, dilemma, decision',
  choice: 'choice, prefer, option, dilemma, decision',
  between: 'choice, option, prefer',
  decide: 'choice, decision, dilemma',
  vs: 'then and now, past, present, versus, prefer',
  versus: 'then and now, past, present, prefer',
  instead: 'prefer, temptation, rather',
  rather: 'prefer, rather',
  // then and now, before and after
  january: 'then and now, strong, past',
  february: 'then and now, weak, present',
  gym: 'buff, strong, weak, swole',
  resolution: 'then and now, strong, weak',
  // small wins
  works: 'victory, win',
  try: 'victory, win',
  finally: 'victory, win, waiting',
  passed: 'victory, win',
  code: 'victory, smart, plan',
  bug: 'flaw, mistake, fix',
  arrives: 'excited, waiting, crave, more',
  delivery: 'excited, waiting, crave',
  pizza: 'excited, crave, more',
  food: 'excited, crave, more',
  payday: 'victory, money, excited',
  weekend: 'excited, victory',
  // pretending, enduring
  pretending: 'pretending, fine, pain, smiling, awkward',
  fake: 'pretending, smiling, lie',
  boss: 'boss, office, meeting',
  office: 'boss, office, meeting',
  meetings: 'meeting, boss, office, pain',
  monday: 'pain, meeting, office, grumpy',
  morning: 'grumpy, awake, pain',
  // neglect and procrastination
  ignoring: 'ignoring, neglecting, distracted, temptation',
  procrastinating: 'ignoring, distracted, temptation, anything rather',
  distracted: 'distracted, temptation',
  responsibilities: 'neglecting, ignoring, old favourite',
  exams: 'panic, plan, pain',
  studying: 'panic, plan',
  homework: 'panic, anything rather',
  games: 'game, gaming, temptation',
  play: 'game, temptation',
  episode: 'sleep, more, crave, bedtime',
  netflix: 'sleep, more, crave, netflix',
  sleep: 'sleep, bedtime, awake',
  tired: 'sleep, awake',
  // things going wrong
  dying: 'die, fine, disaster, hopeless, setback',
  die: 'die, fine, hopeless, setback',
  dead: 'die, fine, hopeless',
  again: 'again, keeps happening, panic again',
  fail: 'failure, setback, mistake',
  broke: 'money, gone, setback',
  knocking: 'chaos, caused',
  everything: 'chaos, disaster, everywhere',
  mess: 'chaos, disaster',
  plants: 'fine, setback, die',
};

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

const FRAMING: ReadonlySet<string> = new Set(termsOf(FRAMING_WORDS));

const EVOKES: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(EVOKES_TEXT).map(([word, evoked]) => [
    stem(word),
    evoked
      .split(',')
      .map((phrase) => termsOf(phrase).join(' '))
      .filter(Boolean),
  ]),
);

type Indexed = { entry: CatalogueEntry; fields: { weight: number; terms: ReadonlySet<string>; text: string }[] };

export type MeaningIndex = {
  /** Templates with any word in common with `prompt`, best fit first; ties go to the more popular. */
  rank(prompt: string): CatalogueEntry[];
};

/** Precomputes the words of each template's meaning (normally the catalogue's real templates). */
export function createMeaningIndex(entries: readonly CatalogueEntry[]): MeaningIndex {
  const indexed: Indexed[] = entries.map((entry) => ({
    entry,
    fields: [
      { weight: FIELD_WEIGHTS.name, text: entry.name },
      { weight: FIELD_WEIGHTS.tags, text: entry.tags.join(' , ') },
      { weight: FIELD_WEIGHTS.description, text: entry.description },
      { weight: FIELD_WEIGHTS.boxRoles, text: entry.boxRoles.join(' , ') },
    ].map(({ weight, text }) => {
      const terms = termsOf(text);
      return { weight, terms: new Set(terms), text: ` ${terms.join(' ')} ` };
    }),
  }));
  // A word most templates share ("idea", "the situation") tells them apart less than a rare one.
  // Counted once here for every word and evoked phrase, so prompts add nothing to memory.
  const documentFrequency = new Map<string, number>();
  const count = (term: string) => documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const phrases = new Set([...EVOKES.values()].flat().filter((term) => term.includes(' ')));
  for (const item of indexed) {
    for (const term of new Set(item.fields.flatMap((field) => [...field.terms]))) count(term);
    for (const phrase of phrases) if (item.fields.some((field) => matches(field, phrase))) count(phrase);
  }
  const idf = (term: string) => Math.log(1 + indexed.length / (1 + (documentFrequency.get(term) ?? 0)));

  return {
    rank(prompt) {
      const words = [...new Set(termsOf(prompt))];
      const scored = indexed.map((item, order) => {
        let score = 0;
        for (const word of words) {
          const evoked = EVOKES.get(word) ?? [];
          let best = 0;
          for (const field of item.fields) {
            if (matches(field, word)) best = Math.max(best, field.weight * idf(word));
            for (const term of evoked) if (matches(field, term)) best = Math.max(best, field.weight * EVOKED * idf(term));
          }
          score += FRAMING.has(word) ? best * FRAMING_WEIGHT : best;
        }
        return { entry: item.entry, score, order };
      });
      return scored
        .filter((item) => item.score > 0)
        .sort((a, b) => b.score - a.score || b.entry.popularity - a.entry.popularity || a.order - b.order)
        .map((item) => item.entry);
    },
  };
}

/** A field holds a term: a word of it, or a phrase of several ("then and now"). */
function matches(field: { terms: ReadonlySet<string>; text: string }, term: string): boolean {
  return term.includes(' ') ? field.text.includes(` ${term} `) : field.terms.has(term);
}

let realIndex: MeaningIndex | undefined;

/** The catalogue's real templates (no variants) that fit `prompt` by meaning, best fit first. */
export function realTemplatesFitting(prompt: string): CatalogueEntry[] {
  realIndex ??= createMeaningIndex(templateCatalogue().filter((entry) => entry.classic));
  return realIndex.rank(prompt);
}
