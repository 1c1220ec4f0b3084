// The words template search reads: what counts as a word, which words say nothing about which meme
// is meant, and the key words of a template's one-line use and box roles.
import { stem } from './stem';

/** Lower-case words of a text; apostrophes vanish ("Gru's" → "grus") as in the ids. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words that tell no meme from another in a search or a name ("woman yelling AT cat"). */
const FILLER = new Set('a an the at of to in on is it its and or for with by from as vs my me i you your'.split(' '));
/** "drake meme" means Drake: these words never decide which meme, not even the exact name. */
const MEME_WORDS = new Set(['meme', 'memes', 'template', 'templates']);
/** Besides the filler, words every one-line use or box role has ("the thing", "someone"). */
const DESCRIPTION_FILLER = new Set(
  `but be been being am are was were do does did have has had we our us he she they their them this that these those when while what who
  which where how why just so very really one thing things something someone what get got go can will would not no yet`.split(/\s+/),
);

/** The words without "meme" and "template" (unless that is all there is). */
export function withoutMemeWords(words: readonly string[]): string[] {
  const kept = words.filter((word) => !MEME_WORDS.has(word));
  return kept.length > 0 ? kept : [...words];
}

/** The words that tell memes apart: no filler, no "meme" (all of them if nothing else is left). */
export function significantWords(words: readonly string[]): string[] {
  const kept = words.filter((word) => !FILLER.has(word) && !MEME_WORDS.has(word));
  return kept.length > 0 ? kept : [...words];
}

export function isFiller(word: string): boolean {
  return FILLER.has(word) || MEME_WORDS.has(word) || DESCRIPTION_FILLER.has(word);
}

/** Stems of the words of a use or a box role that say something ("choosing" → "choos"). */
export function keyWordsOf(text: string): string[] {
  return searchWords(text)
    .filter((word) => !isFiller(word))
    .map(stem);
}
