// Finds a listed word in a text in one walk: the entries are compiled once into a trie, and the
// text is walked from each word start (or, for entries of unspaced scripts, each character),
// trying every reading of a character (itself, its leetspeak value, the Latin letter it imitates)
// and letting a repeated character stand for one ("fuuuck"). Whole words only in spaced scripts,
// so "Scunthorpe", "analysis" and "cockpit" pass; Chinese, Japanese and Thai entries match
// anywhere, since those scripts do not separate words; Korean entries match at a word's start,
// since particles follow the word ("씨발놈아").
import { normaliseEntry, normaliseText } from './normalise';

/** `exceptIn`: languages in which the word is an ordinary one (Spanish "con", Indonesian "suka"). */
export type ListedWord = { term: string; language: string; exceptIn?: readonly string[] };
export type WordMatch = { term: string; language: string };

type Mode = 'word' | 'prefix' | 'anywhere';
type Node = { next: Map<string, Node>; end?: ListedWord & { mode: Mode } };

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const LETTER = /\p{L}/u;

/** Leetspeak digits and symbols, read as letters only inside a word that has letters ("f4g", not "450"). */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'il',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'g',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Cyrillic and Greek letters (lower case, accents gone) that look like Latin ones. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  п: 'n',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  т: 't',
  у: 'y',
  ц: 'u',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  ϲ: 'c',
  ς: 'c',
  σ: 'c',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  ɡ: 'g',
  ℓ: 'l',
};

function modeOf(entry: string): Mode {
  if (UNSPACED.test(entry)) return 'anywhere';
  return HANGUL.test(entry) ? 'prefix' : 'word';
}

/** `language`: the text's language, which decides the words that are ordinary in it. */
export type WordMatcher = { find(text: string, language?: string): WordMatch | undefined; size: number };

/**
 * Compiles the entries (and phrases that are never a match, such as "Dick Van Dyke") once.
 * An entry listed in several languages keeps the first language given.
 */
export function compileWordMatcher(words: readonly ListedWord[], allowedPhrases: readonly string[] = []): WordMatcher {
  const root: Node = { next: new Map() };
  let size = 0;
  for (const word of words) {
    const term = normaliseEntry(word.term);
    if (!term) continue;
    let node = root;
    for (const character of term) {
      let child = node.next.get(character);
      if (!child) node.next.set(character, (child = { next: new Map() }));
      node = child;
    }
    if (!node.end) {
      node.end = { term, language: word.language, mode: modeOf(term), ...(word.exceptIn ? { exceptIn: word.exceptIn } : {}) };
      size += 1;
    }
  }
  const phrases = allowedPhrases.map(normaliseEntry).filter(Boolean);
  // Masked wherever they occur: Chinese phrases have no spaces around them ("妈妈的" holds "妈的").
  const allowed = phrases.length > 0 ? new RegExp(phrases.map(escapeRegExp).join('|'), 'gu') : undefined;

  return {
    size,
    find(text, language) {
      const normalised = normaliseText(text);
      const masked = allowed ? normalised.replace(allowed, ' ') : normalised;
      return walkText([...masked], root, language);
    },
  };
}

function walkText(characters: string[], root: Node, language: string | undefined): WordMatch | undefined {
  const runs = runLengths(characters);
  let wordHasLetter = false;
  for (let index = 1; index < characters.length; index += 1) {
    const wordStart = characters[index - 1] === ' ' && characters[index] !== ' ';
    if (wordStart) wordHasLetter = hasLetterBefore(characters, index);
    if (characters[index] === ' ') continue;
    const found = walkFrom(characters, index, root, { wordStart, leet: wordHasLetter, runs, language });
    if (found) return { term: found.term, language: found.language };
  }
  return undefined;
}

/** Whether the word starting at `start` has a letter (so its digits may be leetspeak). */
function hasLetterBefore(characters: string[], start: number): boolean {
  for (let index = start; index < characters.length && characters[index] !== ' '; index += 1) if (LETTER.test(characters[index]!)) return true;
  return false;
}

type Walk = { wordStart: boolean; leet: boolean; runs: number[]; language: string | undefined };

/** For each character, how long the run of identical characters it belongs to is. */
function runLengths(characters: string[]): number[] {
  const runs = new Array<number>(characters.length).fill(1);
  for (let start = 0; start < characters.length;) {
    let end = start + 1;
    while (end < characters.length && characters[end] === characters[start]) end += 1;
    runs.fill(end - start, start, end);
    start = end;
  }
  return runs;
}

function walkFrom(characters: string[], start: number, root: Node, walk: Walk): Node['end'] | undefined {
  const visit = (node: Node, at: number, last: string | undefined): Node['end'] | undefined => {
    const end = node.end;
    if (end && at > start && accepts(end.mode, walk.wordStart, characters[at]) && !end.exceptIn?.includes(walk.language ?? '')) return end;
    const character = characters[at];
    if (character === undefined) return undefined;
    for (const reading of readings(character, walk.leet)) {
      const child = node.next.get(reading);
      // A whole-word entry may only begin at a word start; the others may begin anywhere.
      if (child && (node !== root || walk.wordStart || startsAnywhere(child))) {
        const found = visit(child, at + 1, reading);
        if (found) return found;
      }
      // "fuuuck": a run of three or more stands for one letter. Two are left alone: double letters
      // are ordinary spelling in many languages (Norwegian "slutt" is "end").
      if (reading === last && reading !== ' ' && walk.runs[at]! >= 3) {
        const found = visit(node, at + 1, last);
        if (found) return found;
      }
    }
    return undefined;
  };
  return visit(root, start, undefined);
}

/** Whether a terminal's entry is matched here: whole words need a space next, prefixes need a word start only. */
function accepts(mode: Mode, wordStart: boolean, next: string | undefined): boolean {
  if (mode === 'anywhere') return true;
  if (!wordStart) return false;
  return mode === 'prefix' || next === ' ' || next === undefined;
}

/** Cached: whether any entry under this node may start in the middle of a word. */
const anywhereBelow = new WeakMap<Node, boolean>();
function startsAnywhere(node: Node): boolean {
  let known = anywhereBelow.get(node);
  if (known === undefined) {
    known = node.end?.mode === 'anywhere' || [...node.next.values()].some(startsAnywhere);
    anywhereBelow.set(node, known);
  }
  return known;
}

function readings(character: string, leet: boolean): string[] {
  const list = [character];
  const leetLetters = leet ? LEET[character] : undefined;
  if (leetLetters) list.push(...leetLetters);
  const latin = LOOK_ALIKES[character];
  if (latin) list.push(latin);
  return list;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
