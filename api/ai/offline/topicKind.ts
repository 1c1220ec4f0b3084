// What kind of phrase a topic is, which decides the patterns that can take it (issue 25): a noun
// phrase fits "Ignoring {topic}", a finite clause does not ("Ignoring my code works"); a clause fits
// "When {clause}"; "cats vs dogs" goes to the templates that compare, one side per box. When the
// engine cannot tell, the topic is `unknown` and only goes where any phrase stands free ("Me:
// {topic}"), which is grammatical whatever it is.
import { grammarFor } from './grammar';

export type TopicKind = 'np' | 'clause' | 'question' | 'comparison' | 'me' | 'unknown';

/**
 * "pizza or sushi tonight" is a choice between two things, said like "pizza vs sushi"; in a longer
 * prompt, or one with a verb we know, "or" is a sentence's ("should I text her or wait").
 */
const MAX_CHOICE_WORDS = 5;
/** A noun phrase is short: longer topics without a verb we know are left `unknown`. */
const MAX_NOUN_PHRASE_WORDS = 4;
/** In scripts without spaces, a noun phrase is at most this many columns (six CJK characters). */
const MAX_UNSPACED_NOUN_PHRASE = 12;
/** English gerund phrases ("fixing bugs at 3 AM") are noun phrases however long. */
const GERUND = /^[a-z]{3,}ing$/;
const NOT_GERUNDS = new Set([
  'thing',
  'something',
  'nothing',
  'everything',
  'anything',
  'morning',
  'evening',
  'king',
  'ring',
  'spring',
  'string',
  'wedding',
  'building',
  'ceiling',
  'meeting',
  'feeling',
  'wing',
  'swing',
  'sibling',
  'pudding',
  'during',
]);
// "Me" opening a prompt ("me trying to wake up"): the prompt is already a caption of its own.
const ME = new Set(['me', 'moi', 'yo', 'eu', 'ich', 'io', 'ik', 'jag', 'jeg', 'minä', 'я', 'já', 'én', 'ben', 'saya', 'aku', 'ako']);

/** A phrase opening with one of these and holding no verb we know is a noun phrase ("the last slice of pizza"). */
const DETERMINERS: Readonly<Record<string, string>> = {
  en: 'the a an my your his her our their this these those every',
  es: 'el la los las un una mi mis tu tus su sus nuestro nuestra este esta',
  fr: 'le la les un une mon ma mes ton ta tes son sa ses notre nos ce cette ces',
  pt: 'o a os as um uma meu minha meus minhas seu sua nosso nossa este esta',
  it: 'il lo la i gli le un uno una mio mia miei mie tuo tua suo sua questo questa',
  de: 'der die das den ein eine einen mein meine dein deine sein seine unser unsere',
  nl: 'de het een mijn jouw zijn haar ons onze',
};
/** A noun phrase with its determiner may run this long ("the last slice of pizza at the party"). */
const MAX_DETERMINED_WORDS = 8;
const ENGLISH_VERB_AFTER_NOUN = /^[a-z]{2,}(?:[^s']s|ed)$/;
/** English: a noun phrase with a participle after it ("my cat knocking things off the table"). */
const PARTICIPLE = /^[a-z]{2,}ing$/;

type Reading = { whole: string; words: readonly string[]; spaced: boolean; afterWhen: boolean; question: boolean; locale: string };

/** The topic's kind and, for a comparison, its two sides as typed. */
export function kindOf({ whole, words, spaced, afterWhen, question, locale }: Reading): { kind: TopicKind; sides?: readonly [string, string] } {
  const grammar = grammarFor(locale);
  const choice = words.length <= MAX_CHOICE_WORDS && !words.some((word) => grammar.clauseMarkers.has(word));
  const sides = comparisonSides(whole, grammar.versus) ?? (choice ? comparisonSides(whole, grammar.or) : undefined);
  if (sides) return { kind: 'comparison', sides };
  if (question) return { kind: 'question' };
  const [first = ''] = words;
  if (ME.has(first) && words.length > 1) return { kind: 'me' };
  if (GERUND.test(first) && !NOT_GERUNDS.has(first)) return { kind: 'np' };
  if (words.some((word) => grammar.clauseMarkers.has(word))) return { kind: 'clause' };
  if (afterWhen && (words.length >= 2 || !spaced)) return { kind: 'clause' };
  const determiners = new Set(`${DETERMINERS[locale] ?? ''} ${DETERMINERS.en}`.split(' '));
  // English "the printer jams …", "my code crashed …": a determiner, a noun, then a verb's ending.
  if (locale === 'en' && determiners.has(first) && words.length > 2 && ENGLISH_VERB_AFTER_NOUN.test(words[2]!)) return { kind: 'clause' };
  if (spaced && determiners.has(first) && words.length <= MAX_DETERMINED_WORDS) return { kind: 'np' };
  if (spaced && words.some((word) => PARTICIPLE.test(word) && !NOT_GERUNDS.has(word)) && words.length <= MAX_DETERMINED_WORDS) return { kind: 'np' };
  if (spaced ? words.length <= MAX_NOUN_PHRASE_WORDS : columns(whole) <= MAX_UNSPACED_NOUN_PHRASE) return { kind: 'np' };
  return { kind: 'unknown' };
}

const columns = (text: string) =>
  [...text].reduce((sum, char) => sum + (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(char) ? 2 : 1), 0);

/** "cats vs dogs" → ["cats", "dogs"]; a side must be a few words, or it is a sentence with "vs" in it. */
function comparisonSides(whole: string, versus: ReadonlySet<string>): readonly [string, string] | undefined {
  const words = whole.split(/\s+/);
  const at = words.findIndex((word, index) => index > 0 && index < words.length - 1 && versus.has(word.toLocaleLowerCase()));
  if (at < 0) return undefined;
  const a = words
    .slice(0, at)
    .join(' ')
    .replace(/[,;:]+$/u, '');
  const b = words.slice(at + 1).join(' ');
  const short = (side: string) => side.split(/\s+/).length <= 6;
  return a && b && short(a) && short(b) ? [a, b] : undefined;
}
