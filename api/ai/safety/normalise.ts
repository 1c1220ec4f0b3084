// How a text is made comparable with the word lists, whatever tricks it uses: compatibility forms
// (NFKC: full-width letters, ligatures), case, accents on Latin, Greek and Cyrillic letters, and
// invisible characters. Accents are dropped only on those scripts: in Devanagari, Thai or Arabic
// the marks are letters of the word, and dropping them would make unrelated words collide.
// Leetspeak, look-alike letters and repeated letters are not rewritten here: the matcher
// (./wordMatcher.ts) tries each reading of such a character while it walks the text.

/** Format characters (zero-width space and joiners, soft hyphen, BOM, bidi controls) and blank fillers. */
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0]/gu;
const ACCENTED = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu;

/** Separators people put between the letters of a word: "f u c k", "f.u.c.k", "f-u-c-k", "f_u_c_k". */
const SPACER = String.raw`[\s.\-_*·•,:;'’"~+/\\|]+`;
/** A lone character (letter, digit or leet symbol), not part of a longer word. */
const LONE = String.raw`[\p{L}\p{N}@$!]`;
// Three or more lone characters in a row are read as one word: "a b c" stays harmless, and two
// single letters ("I a") are too common to join.
const SPACED_LETTERS = new RegExp(String.raw`(?<![\p{L}\p{N}@$!])${LONE}(?:${SPACER}${LONE}(?![\p{L}\p{N}])){2,}`, 'gu');
const SPACER_GLOBAL = new RegExp(SPACER, 'gu');

/** Anything that is not a letter, digit or leet symbol separates words. */
const NOT_WORD = /[^\p{L}\p{N}\p{M}@$!]+/gu;

/**
 * The text as the matcher reads it: lower case, accents and invisible characters gone, letters
 * spaced out one by one joined back, every other run of punctuation or spaces one space.
 */
export function normaliseText(text: string): string {
  const folded = text.normalize('NFKC').replace(INVISIBLE, '').toLowerCase().normalize('NFD').replace(ACCENTED, '$1').normalize('NFC');
  const joined = folded.replace(SPACED_LETTERS, (run) => run.replace(SPACER_GLOBAL, ''));
  return ` ${joined.replace(NOT_WORD, ' ').trim()} `;
}

/** A list entry read the same way, without joining spaced letters (entries are written plainly). */
export function normaliseEntry(entry: string): string {
  return entry.normalize('NFKC').replace(INVISIBLE, '').toLowerCase().normalize('NFD').replace(ACCENTED, '$1').normalize('NFC').replace(NOT_WORD, ' ').trim();
}
