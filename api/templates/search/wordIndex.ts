// What each word finds in a template catalogue, computed once: postings per word for each field
// (name, aliases, tags, the key words of the one-line use and of the box roles), the names, aliases
// and tags as phrases, and what a query word may also mean (its typos, its other forms, the longer
// words it is part of). search.ts scores with them.
import type { MemeTemplate } from '../../../core/templates/types';
import { stem } from './stem';
import { createTypoIndex } from './typos';
import { isFiller, keyWordsOf, searchWords, significantWords, withoutMemeWords } from './words';

/** What search reads of a template; the catalogue has it all, a test's fake may leave out the optional part. */
export type Searchable = Pick<MemeTemplate, 'name' | 'category' | 'tags' | 'popularity' | 'isGif'> &
  Partial<Pick<MemeTemplate, 'id'>> & {
    aliases?: readonly string[];
    description?: string;
    boxRoles?: readonly string[];
    /** a real template itself: ahead of its variants on an equal score */
    classic?: boolean;
    /** id of the real template whose picture this is: a variant's name is that name plus a style */
    pictureOf?: string;
  };

/** Partial matches need two letters, or "a" would match nearly everything. */
const MIN_PARTIAL_LENGTH = 2;
/** Bounds each memo of what a query word matches: what people type repeats, a stream of junk must not grow it forever. */
const MEMO_LIMIT = 5000;

/** Entry numbers (catalogue order, ascending) by word. */
export type Postings = Map<string, number[]>;

function addPosting(postings: Postings, key: string, index: number): void {
  const list = postings.get(key);
  if (!list) postings.set(key, [index]);
  else if (list[list.length - 1] !== index) list.push(index);
}

/** The words of a field as search files them: each word, and each two neighbours written as one ("spider man" → "spiderman"). */
function fieldWords(words: readonly string[]): string[] {
  const filed = [...words];
  for (let index = 1; index < words.length; index += 1) {
    const [left, right] = [words[index - 1]!, words[index]!];
    if (!isFiller(left) && !isFiller(right)) filed.push(left + right);
  }
  return filed;
}

/** A name, alias or tag whose words, found in a query, earn a bonus (named by its rule in search.ts). */
export type Phrase = { words: string[]; bonus: 'wholeName' | 'wholeAlias' | 'wholeTag'; entries: number[] };

/** The postings, phrases and word forms of `entries` (numbered in their order). */
export function indexWords(entries: readonly Searchable[]) {
  const byExactName = new Map<string, number[]>();
  const byCategory = new Map<string, number[]>();
  const byName: Postings = new Map();
  const byAlias: Postings = new Map();
  const byTag: Postings = new Map();
  const byDescription: Postings = new Map();
  const byBoxRole: Postings = new Map();
  const phrases: Phrase[] = [];
  const sharedPhrases = new Map<string, Phrase>();
  const ids = new Map(entries.flatMap((entry) => (entry.id ? [[entry.id, entry] as const] : [])));
  // A real template's tags, aliases, use and roles recur in each of its variants: split each text once.
  const split = new Map<string, string[]>();
  const wordsOf = (text: string) => split.get(text) ?? split.set(text, searchWords(text)).get(text)!;
  const keyWords = new Map<string, string[]>();
  const keyWordsIn = (text: string) => keyWords.get(text) ?? keyWords.set(text, keyWordsOf(text)).get(text)!;

  const sharedPhrase = (kind: 'wholeAlias' | 'wholeTag', words: string[], index: number) => {
    const key = `${kind}:${words.join(' ')}`;
    let phrase = sharedPhrases.get(key);
    if (!phrase) sharedPhrases.set(key, (phrase = { words, bonus: kind, entries: [] }));
    if (phrase.entries[phrase.entries.length - 1] !== index) phrase.entries.push(index);
  };
  entries.forEach((entry, index) => {
    const nameWords = searchWords(entry.name);
    addPosting(byExactName, withoutMemeWords(nameWords).join(' '), index);
    addPosting(byCategory, entry.category, index);
    phrases.push({ words: [...new Set(significantWords(nameWords))], bonus: 'wholeName', entries: [index] });
    // A variant's name is its picture's name and a style ("... Top Text", "... Remix"): the style
    // words describe the layout, not the meme, so they count as tags do.
    const base = entry.pictureOf && entry.pictureOf !== entry.id ? ids.get(entry.pictureOf) : undefined;
    const styled = base !== undefined && entry.name.startsWith(base.name);
    for (const word of fieldWords(styled ? wordsOf(base.name) : nameWords)) addPosting(byName, word, index);
    const tagWords = entry.tags.map(wordsOf);
    if (styled) tagWords.push(searchWords(entry.name.slice(base.name.length)));
    for (const words of tagWords) {
      for (const word of fieldWords(words)) addPosting(byTag, word, index);
      if (words.length >= 2) sharedPhrase('wholeTag', [...new Set(significantWords(words))], index);
    }
    for (const alias of entry.aliases ?? []) {
      const words = wordsOf(alias);
      for (const word of fieldWords(words)) addPosting(byAlias, word, index);
      sharedPhrase('wholeAlias', [...new Set(significantWords(words))], index);
    }
    for (const word of keyWordsIn(entry.description ?? '')) addPosting(byDescription, word, index);
    for (const word of keyWordsIn((entry.boxRoles ?? []).join(' , '))) addPosting(byBoxRole, word, index);
  });
  phrases.push(...sharedPhrases.values());
  // Phrase i's words, found by word: which phrases a word is in, and where (a bit per word).
  const phrasesByWord = new Map<string, { phrase: number; bit: number }[]>();
  phrases.forEach((phrase, at) =>
    phrase.words.forEach((word, position) => {
      const list = phrasesByWord.get(word) ?? [];
      list.push({ phrase: at, bit: 1 << Math.min(position, 30) });
      phrasesByWord.set(word, list);
    }),
  );

  // Names, aliases and tags are what typos are corrected towards; forms of a word meet by their stem.
  const strongWords = new Set([...byName.keys(), ...byAlias.keys(), ...byTag.keys()]);
  const typos = createTypoIndex(strongWords);
  const byStem = new Map<string, string[]>();
  for (const word of strongWords) {
    const key = stem(word);
    const list = byStem.get(key);
    if (list) list.push(word);
    else byStem.set(key, [word]);
  }
  const vocabularies = { name: [...byName.keys()], alias: [...byAlias.keys()], tag: [...byTag.keys()] };

  type Forms = { near: string[]; stems: string[] };
  const formsMemo = new Map<string, Forms>();
  /**
   * Other words a query word may mean (its other forms, and, when search knows no such word, its
   * typo corrections), and the stems it meets the key words of uses and box roles by.
   */
  function formsOf(word: string): Forms {
    let forms = formsMemo.get(word);
    if (!forms) {
      const near = new Set((byStem.get(stem(word)) ?? []).filter((known) => known !== word));
      if (!strongWords.has(word) && !isFiller(word)) for (const known of typos.near(word)) near.add(known);
      const stems = isFiller(word) ? [] : [...new Set([word, ...near].map(stem))];
      forms = { near: [...near], stems };
      if (formsMemo.size >= MEMO_LIMIT) formsMemo.clear();
      formsMemo.set(word, forms);
    }
    return forms;
  }
  const partialMemo = new Map<string, string[]>();
  /** Known words of a field that contain `word` ("pika" → pikachu). */
  function partialWords(field: keyof typeof vocabularies, word: string): string[] {
    const key = `${field}:${word}`;
    let found = partialMemo.get(key);
    if (!found) {
      found = word.length < MIN_PARTIAL_LENGTH ? [] : vocabularies[field].filter((known) => known !== word && known.includes(word));
      if (partialMemo.size >= MEMO_LIMIT) partialMemo.clear();
      partialMemo.set(key, found);
    }
    return found;
  }

  return { byExactName, byCategory, byName, byAlias, byTag, byDescription, byBoxRole, phrases, phrasesByWord, formsOf, partialWords };
}
