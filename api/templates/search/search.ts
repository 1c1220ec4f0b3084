// Template search with the spec's scoring (section 9): exact name +100, exact category +50, each
// query word +15 to +50 by how well it matches, popularity bonus up to +10. Everything that can be
// is computed once per catalogue (lower-cased words, postings per word, popularity rank), so a
// query touches only the entries that match it instead of scanning all 5000.
import type { MemeTemplate } from '../../../core/templates/types';

/** Points per rule. A query word earns only its best rule per template. */
export const SEARCH_SCORES = {
  exactName: 100,
  exactCategory: 50,
  nameWord: 50,
  tagWord: 30,
  namePartial: 20,
  tagPartial: 15,
  /** for popularity 100; proportional below */
  popularityMax: 10,
} as const;

/** The dialog's All / Images / GIFs filter. */
export type TemplateKind = 'all' | 'image' | 'gif';

export type Searchable = Pick<MemeTemplate, 'name' | 'category' | 'tags' | 'popularity' | 'isGif'>;

export type TemplateIndex<T extends Searchable> = {
  /** Matches, best first; equal scores keep the more popular, then catalogue order. */
  search(query: string, kind?: TemplateKind): T[];
};

/** Query words beyond this many are ignored (a pasted paragraph should not cost more). */
const MAX_QUERY_WORDS = 8;
/** Partial matches need two letters, or "a" would match nearly everything. */
const MIN_PARTIAL_LENGTH = 2;

/** Lower-case words of a text; apostrophes vanish ("Gru's" → "grus") as in the ids. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function addPosting(postings: Map<string, number[]>, key: string, index: number): void {
  const list = postings.get(key);
  if (!list) postings.set(key, [index]);
  else if (list[list.length - 1] !== index) list.push(index);
}

/** Precomputes the search structures for `entries` (their order is the final tie-break). */
export function createTemplateIndex<T extends Searchable>(entries: readonly T[]): TemplateIndex<T> {
  const count = entries.length;
  const byExactName = new Map<string, number[]>();
  const byCategory = new Map<string, number[]>();
  const byNameWord = new Map<string, number[]>();
  const byTagWord = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    const nameWords = searchWords(entry.name);
    addPosting(byExactName, nameWords.join(' '), index);
    addPosting(byCategory, entry.category, index);
    for (const word of nameWords) addPosting(byNameWord, word, index);
    for (const tag of entry.tags) for (const word of searchWords(tag)) addPosting(byTagWord, word, index);
  });
  const nameVocabulary = [...byNameWord.keys()];
  const tagVocabulary = [...byTagWord.keys()];

  // Sort keys pack (score × 10 + popularity) above the popularity rank, so one numeric sort of a
  // Float64Array orders by score, then popularity, then catalogue order.
  const rankSlots = 2 ** Math.ceil(Math.log2(Math.max(2, count)));
  const popularity = Int32Array.from(entries, (entry) => Math.max(0, Math.min(100, Math.round(entry.popularity))));
  const byRank = Int32Array.from(entries.keys()).sort((a, b) => popularity[b]! - popularity[a]! || a - b);
  const rank = new Int32Array(count);
  byRank.forEach((index, position) => (rank[index] = position));
  const isGif = Uint8Array.from(entries, (entry) => (entry.isGif ? 1 : 0));

  // Scratch space reused by every query; searches are synchronous, so they never overlap. Stamps
  // mark which slots belong to the current query or word, so nothing needs clearing between them.
  const score = new Int32Array(count);
  const scoreStamp = new Uint32Array(count);
  const wordBest = new Int32Array(count);
  const wordStamp = new Uint32Array(count);
  const touched = new Int32Array(count);
  const wordTouched = new Int32Array(count);
  let stamp = 0;
  const nextStamp = () => {
    if (stamp >= 0xffff_fff0) {
      scoreStamp.fill(0);
      wordStamp.fill(0);
      stamp = 0;
    }
    return ++stamp;
  };

  function search(query: string, kind: TemplateKind = 'all'): T[] {
    const words = [...new Set(searchWords(query))].slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return [];
    const queryStamp = nextStamp();
    let touchedCount = 0;
    const add = (index: number, points: number) => {
      if (scoreStamp[index] !== queryStamp) {
        scoreStamp[index] = queryStamp;
        score[index] = 0;
        touched[touchedCount++] = index;
      }
      score[index] = score[index]! + points;
    };
    const phrase = words.join(' ');
    for (const index of byExactName.get(phrase) ?? []) add(index, SEARCH_SCORES.exactName);
    for (const index of byCategory.get(phrase) ?? []) add(index, SEARCH_SCORES.exactCategory);

    for (const word of words) {
      const thisWord = nextStamp();
      let wordCount = 0;
      // Rules run from the best to the worst, so the first one to reach a template is its best.
      const award = (postings: readonly number[] | undefined, points: number) => {
        if (!postings) return;
        for (const index of postings) {
          if (wordStamp[index] === thisWord) continue;
          wordStamp[index] = thisWord;
          wordBest[index] = points;
          wordTouched[wordCount++] = index;
        }
      };
      award(byNameWord.get(word), SEARCH_SCORES.nameWord);
      award(byTagWord.get(word), SEARCH_SCORES.tagWord);
      if (word.length >= MIN_PARTIAL_LENGTH) {
        for (const known of nameVocabulary) if (known !== word && known.includes(word)) award(byNameWord.get(known), SEARCH_SCORES.namePartial);
        for (const known of tagVocabulary) if (known !== word && known.includes(word)) award(byTagWord.get(known), SEARCH_SCORES.tagPartial);
      }
      for (let position = 0; position < wordCount; position += 1) {
        const index = wordTouched[position]!;
        add(index, wordBest[index]!);
      }
    }
    return ranked(touchedCount, kind);
  }

  function ranked(touchedCount: number, kind: TemplateKind): T[] {
    const keys = new Float64Array(touchedCount);
    let kept = 0;
    for (let position = 0; position < touchedCount; position += 1) {
      const index = touched[position]!;
      if ((kind === 'gif' && !isGif[index]) || (kind === 'image' && isGif[index])) continue;
      const points = score[index]! * 10 + popularity[index]!;
      keys[kept++] = points * rankSlots + (rankSlots - 1 - rank[index]!);
    }
    const sorted = keys.subarray(0, kept).sort();
    const results: T[] = new Array(kept);
    for (let position = 0; position < kept; position += 1) {
      const key = sorted[kept - 1 - position]!;
      results[position] = entries[byRank[rankSlots - 1 - (key % rankSlots)]!]!;
    }
    return results;
  }

  return { search };
}
