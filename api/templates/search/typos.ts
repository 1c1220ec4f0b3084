// Typo tolerance for template search: which known words a mistyped one may mean ("boyfirend" →
// boyfriend, "spongbob" → spongebob). Symmetric deletes: every known word is filed under the
// strings left by deleting up to two of its letters, so a query word finds its candidates by
// looking up its own deletes (a few dozen lookups) instead of comparing itself with every word.

/** Edits allowed for a word of this length: none below 4 letters, one from 4, two from 8. */
export function typosAllowed(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Damerau–Levenshtein distance (optimal string alignment: a swap of two neighbours is one edit),
 * or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** The strings left by deleting up to `depth` letters of `word` (not the word itself). */
function deletesOf(word: string, depth: number, into: Set<string>): Set<string> {
  if (depth === 0 || word.length <= 1) return into;
  for (let index = 0; index < word.length; index += 1) {
    const shorter = word.slice(0, index) + word.slice(index + 1);
    if (into.has(shorter)) continue;
    into.add(shorter);
    deletesOf(shorter, depth - 1, into);
  }
  return into;
}

export type TypoIndex = {
  /** Known words within the allowed edits of `word` (never `word` itself), closest first. */
  near(word: string): readonly string[];
};

/** Bounds the memo of answered words: what people type repeats, but a stream of junk must not grow it forever. */
const MEMO_LIMIT = 5000;

export function createTypoIndex(vocabulary: Iterable<string>): TypoIndex {
  const byDelete = new Map<string, string[]>();
  const file = (key: string, word: string) => {
    const list = byDelete.get(key);
    if (!list) byDelete.set(key, [word]);
    else if (list[list.length - 1] !== word) list.push(word);
  };
  for (const word of new Set(vocabulary)) {
    // Deleting up to k letters on both sides finds every word within k edits. Only queries of 8
    // letters or more get two edits; a shorter known word is then longer-by-one-insertion at least,
    // which the query's own deletes undo, so only words of 8 or more need their double deletes.
    const depth = word.length >= 8 ? 2 : word.length >= 3 ? 1 : 0;
    if (depth === 0) continue;
    file(word, word);
    for (const shorter of deletesOf(word, depth, new Set())) file(shorter, word);
  }

  const memo = new Map<string, readonly string[]>();
  function near(word: string): readonly string[] {
    const known = memo.get(word);
    if (known) return known;
    const limit = typosAllowed(word.length);
    let found: readonly string[] = [];
    if (limit > 0) {
      const distances = new Map<string, number>();
      for (const key of [word, ...deletesOf(word, limit, new Set())]) {
        for (const candidate of byDelete.get(key) ?? []) {
          if (candidate === word || distances.has(candidate)) continue;
          const distance = editDistance(word, candidate, limit);
          if (distance <= limit) distances.set(candidate, distance);
        }
      }
      found = [...distances].sort((a, b) => a[1] - b[1]).map(([candidate]) => candidate);
    }
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(word, found);
    return found;
  }
  return { near };
}
