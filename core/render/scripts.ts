// What a caption's script changes about drawing it: letter case and the outline's weight.

// Scripts whose letters are intricate at caption sizes: a Latin-weight outline fills their
// counters and joins (kanji strokes, Arabic dots, Indic conjuncts, Thai loops).
const DENSE_LETTER =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Telugu}\p{Script=Thai}]/u;
const LETTER = /\p{L}/u;

/** The outline of dense scripts is this share of the Latin outline. */
export const DENSE_OUTLINE_RATIO = 0.55;

/** Multiplier for the outline width: smaller when most letters of the caption are of a dense script. */
export function outlineRatio(text: string): number {
  let letters = 0;
  let dense = 0;
  for (const char of text) {
    if (!LETTER.test(char)) continue;
    letters += 1;
    if (DENSE_LETTER.test(char)) dense += 1;
  }
  return dense * 2 > letters ? DENSE_OUTLINE_RATIO : 1;
}

// Greek capitals carry no accents (ΌΤΑΝ is written ΟΤΑΝ); the diaeresis stays (Ϊ, Ϋ).
const GREEK_WITH_MARKS = /(\p{Script=Greek})(\p{M}+)/gu;
const GREEK_ACCENTS = /[\u0300\u0301\u0313\u0314\u0342\u0343\u0345]/gu;

/**
 * The classic look's capitals. Only scripts that have case change (toUpperCase leaves the others
 * as they are); not toLocaleUpperCase, so the browser's and the server's locales cannot differ.
 */
export function toCaptionCapitals(text: string): string {
  const upper = text.toUpperCase();
  if (!/\p{Script=Greek}/u.test(upper)) return upper;
  return upper
    .normalize('NFD')
    .replace(GREEK_WITH_MARKS, (_, letter: string, marks: string) => letter + marks.replace(GREEK_ACCENTS, ''))
    .normalize('NFC');
}
