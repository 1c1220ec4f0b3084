// The offline word lists: the "List of Dirty, Naughty, Obscene, and Otherwise Bad Words" (LDNOOBW,
// https://github.com/LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words), as packaged
// by the npm package naughty-words 1.2.0, licensed CC-BY-4.0 (attribution: ./WORD_LISTS.md and the
// README's licences). Every list is used for every text; ./wordListExceptions.ts says which entries
// are not refused, and why.
import lists from 'naughty-words';
import { normaliseEntry } from './normalise';
import { ALLOWED_PHRASES, NOT_REFUSED, ORDINARY_IN } from './wordListExceptions';
import { compileWordMatcher, type ListedWord, type WordMatcher } from './wordMatcher';

/** Lists left out: Klingon (a joke list). */
const SKIPPED_LISTS = new Set(['tlh']);

/** The package's list code as a language code: its Québec French list is French. */
const languageOf = (list: string) => list.split('-')[0]!;

/** Every listed entry that the filter refuses, with its list's language (English first). */
export function listedWords(): ListedWord[] {
  const notRefused = new Set(NOT_REFUSED.map(normaliseEntry));
  const ordinaryIn = new Map(Object.entries(ORDINARY_IN).map(([term, languages]) => [normaliseEntry(term), languages]));
  const byList = Object.entries(lists as Record<string, readonly string[]>)
    .filter(([list]) => !SKIPPED_LISTS.has(list))
    .sort(([a], [b]) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
  return byList.flatMap(([list, terms]) =>
    terms
      .filter((term) => !notRefused.has(normaliseEntry(term)))
      .map((term) => {
        const exceptIn = ordinaryIn.get(normaliseEntry(term));
        return { term, language: languageOf(list), ...(exceptIn ? { exceptIn } : {}) };
      }),
  );
}

/** The languages that have a list. */
export const LISTED_LANGUAGES: readonly string[] = [
  ...new Set(
    Object.keys(lists)
      .filter((list) => !SKIPPED_LISTS.has(list))
      .map(languageOf),
  ),
].sort();

/** The matcher of every list, compiled once per process (a few milliseconds). */
let compiled: WordMatcher | undefined;
export function wordListMatcher(): WordMatcher {
  compiled ??= compileWordMatcher(listedWords(), ALLOWED_PHRASES);
  return compiled;
}
