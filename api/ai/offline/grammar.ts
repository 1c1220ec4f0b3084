// Per-language facts the offline engine needs to read a prompt and to join its words to a topic:
// the words that open a "when" clause, that split "A vs B" (and "A or B" in a short prompt), that
// only occur in clauses (subject pronouns, clitics, finite verbs), and the request phrases people
// type before the topic ("haz un meme sobre"). They live with each language's patterns (phrases/<code>.json "grammar"). A prompt is
// read in the language it is written in (detected, see ../promptLanguage.ts), so one language's lists
// are enough: English's "do" or "am" would be a verb in Portuguese "do verão" or German "am Montag".
import { phrasesFor } from './phrases';

export type Grammar = {
  when: ReadonlySet<string>;
  versus: ReadonlySet<string>;
  /** "or" between two short choices ("pizza or sushi tonight"): a comparison too, in a short prompt. */
  or: ReadonlySet<string>;
  /** Subject pronouns, clitics and finite verb forms: a phrase holding one is a clause. */
  clauseMarkers: ReadonlySet<string>;
  /** Request phrases, longest first, lower case ("make a meme about"). */
  requestPrefixes: readonly string[];
};

/** Said the same way in every language we know of. */
const EVERYWHERE = { versus: ['vs', 'vs.', 'versus'], when: ['when', 'whenever'] } as const;

const lower = (items: readonly string[] | undefined) => (items ?? []).map((item) => item.toLocaleLowerCase().trim()).filter(Boolean);

const cache = new Map<string, Grammar>();

/** The grammar lists of `locale`. */
export function grammarFor(locale: string): Grammar {
  let grammar = cache.get(locale);
  if (!grammar) {
    const own = phrasesFor(locale).grammar ?? {};
    const list = (key: keyof typeof own) => lower(own[key]);
    grammar = {
      when: new Set([...EVERYWHERE.when, ...list('when')]),
      versus: new Set([...EVERYWHERE.versus, ...list('versus')]),
      or: new Set(list('or')),
      clauseMarkers: new Set([...list('subjects'), ...list('finite')]),
      requestPrefixes: [...new Set(list('requestPrefixes'))].sort((a, b) => b.length - a.length),
    };
    cache.set(locale, grammar);
  }
  return grammar;
}

/**
 * Where a pattern's last word meets the topic's first: article and preposition contractions and
 * elisions each language makes in writing. [frame word, topic word, joined]; matched case-blind,
 * the frame word's capital kept.
 */
const SEAMS: Readonly<Record<string, readonly [string, string, string][]>> = {
  fr: [
    ['de', 'le', 'du'],
    ['de', 'les', 'des'],
    ['à', 'le', 'au'],
    ['à', 'les', 'aux'],
  ],
  pt: [
    ['de', 'o', 'do'],
    ['de', 'a', 'da'],
    ['de', 'os', 'dos'],
    ['de', 'as', 'das'],
    ['em', 'o', 'no'],
    ['em', 'a', 'na'],
    ['em', 'os', 'nos'],
    ['em', 'as', 'nas'],
    ['em', 'um', 'num'],
    ['em', 'uma', 'numa'],
    ['a', 'o', 'ao'],
    ['a', 'os', 'aos'],
    ['a', 'a', 'à'],
    ['a', 'as', 'às'],
    ['por', 'o', 'pelo'],
    ['por', 'a', 'pela'],
    ['por', 'os', 'pelos'],
    ['por', 'as', 'pelas'],
  ],
  es: [
    ['de', 'el', 'del'],
    ['a', 'el', 'al'],
  ],
  it: [
    ...(['di:de', 'a:a', 'da:da', 'in:ne', 'su:su'] as const).flatMap((pair) => {
      const [preposition, stem] = pair.split(':') as [string, string];
      return [
        [preposition, 'il', `${stem}l`],
        [preposition, 'lo', `${stem}llo`],
        [preposition, 'la', `${stem}lla`],
        [preposition, 'i', `${stem}i`],
        [preposition, 'gli', `${stem}gli`],
        [preposition, 'le', `${stem}lle`],
      ] as [string, string, string][];
    }),
  ],
  de: [
    ['zu', 'dem', 'zum'],
    ['zu', 'der', 'zur'],
    ['in', 'dem', 'im'],
    ['an', 'dem', 'am'],
    ['von', 'dem', 'vom'],
    ['bei', 'dem', 'beim'],
    ['in', 'das', 'ins'],
    ['an', 'das', 'ans'],
  ],
};

/** Words whose vowel is dropped before a vowel or mute h, in writing (fr de → d', it di l' …). */
const ELISIONS: Readonly<Record<string, readonly string[]>> = {
  fr: ['de', 'le', 'la', 'que', 'je', 'me', 'te', 'se', 'ne', 'jusque', 'lorsque', 'puisque'],
};
// Not h: French elides before a mute h only, and which h is mute is a dictionary's business.
const STARTS_WITH_VOWEL = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;
/** Italian "di l'amico" → "dell'amico". */
const ITALIAN_ELIDED = /^(di|a|da|in|su) l['’]/i;

const keepCase = (model: string, word: string) =>
  model.charAt(0) === model.charAt(0).toLocaleUpperCase() ? word.charAt(0).toLocaleUpperCase() + word.slice(1) : word;

/**
 * `before` (a pattern's words up to the topic) joined to `topic` as `locale` writes it: "parler de" +
 * "le lundi" → "parler du lundi", "Sobrevivi a" + "o ônibus" → "Sobrevivi ao ônibus".
 */
export function joinAtSeam(before: string, topic: string, locale: string): string {
  const frameWord = /([\p{L}]+)(\s+)$/u.exec(before);
  if (!frameWord) return before + topic;
  const [, word, space] = frameWord as unknown as [string, string, string];
  const head = before.slice(0, frameWord.index);
  const topicWord = /^([\p{L}]+)(?=\s|$)/u.exec(topic)?.[1] ?? '';
  for (const [frame, article, joined] of SEAMS[locale] ?? []) {
    if (word.toLocaleLowerCase(locale) === frame && topicWord.toLocaleLowerCase(locale) === article) {
      return head + keepCase(word, joined) + topic.slice(topicWord.length);
    }
  }
  if (locale === 'it') {
    const elided = ITALIAN_ELIDED.exec(`${word} ${topic}`);
    if (elided) {
      const stem = { di: 'de', a: 'a', da: 'da', in: 'ne', su: 'su' }[elided[1]!.toLowerCase()]!;
      return head + keepCase(word, `${stem}ll'`) + topic.slice(2);
    }
  }
  if ((ELISIONS[locale] ?? []).includes(word.toLocaleLowerCase(locale)) && STARTS_WITH_VOWEL.test(topic)) {
    return `${head}${word.slice(0, -1)}'${topic}`;
  }
  return head + word + space + topic;
}
