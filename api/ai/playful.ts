// The playful ("uwu") style of a text: stored with each meme as uwuText and offered on its own by
// the text generator page. Deterministic: the same text always comes out the same.

const FACES = ['uwu', 'owo', '>w<', '^w^', '(◕‿◕✿)', '(｡♥‿♥｡)', '(≧◡≦)', '✧w✧'];
const MAX_INPUT = 1000;

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

/** Keeps the case of the letter it replaces. */
function sameCase(original: string, replacement: string): string {
  return original === original.toUpperCase() && original !== original.toLowerCase() ? replacement.toUpperCase() : replacement;
}

function playfulWord(word: string, stutter: boolean): string {
  // Links, numbers and e-mail addresses stay readable.
  if (/[\d@/]/.test(word) || !/\p{L}/u.test(word)) return word;
  let soft = word
    .replace(/[rl]/gi, (letter) => sameCase(letter, 'w'))
    .replace(/n([aeiou])/gi, (match: string, vowel: string) => `${match[0]}y${vowel}`)
    .replace(/ove/gi, (match) => sameCase(match[0]!, 'u') + match[1]!);
  if (stutter && /^\p{L}/u.test(soft)) soft = `${soft[0]}-${soft}`;
  return soft;
}

/** `text` in the playful style: softened letters, a stutter now and then, and a happy face. */
export function playfulText(text: string): string {
  const source = text.replace(/\s+/g, ' ').trim().slice(0, MAX_INPUT);
  if (!source) return '';
  const seed = hash(source);
  const words = source.split(' ');
  const softened = words.map((word, index) => playfulWord(word, hash(`${index}:${word}`) % 6 === 0 && word.length > 2));
  const exclaimed = softened.join(' ').replace(/!+/g, '!! ✧');
  return `${exclaimed} ${FACES[seed % FACES.length]}`;
}
