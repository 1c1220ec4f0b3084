// Template search: people search by what they call a meme ("guy looking at another girl", "galaxy
// brain"), not only by its title. The spec's scoring (section 9) stays: exact name +100, exact
// category +50, each query word +15 to +50 by where and how well it matches, popularity up to +10.
// On top: aliases, the key words of the one-line use and the box roles, typos and other forms of a
// word, and a bonus when the query holds a whole name, alias or tag, in any order.
//
// Everything that can be is computed once per catalogue (postings per word, typo index, phrases),
// so a query touches only the entries that match it instead of scanning all 5000.
import { indexWords, type Postings, type Searchable } from './wordIndex';
import { searchWords, significantWords, withoutMemeWords } from './words';

export type { Searchable } from './wordIndex';
export { searchWords } from './words';

/** Points per rule. A query word earns only its best rule per template; phrases add their best bonus. */
export const SEARCH_SCORES = {
  exactName: 100,
  exactCategory: 50,
  /**
   * The query is the name, in any order, typos allowed; a query sharing only some words with it
   * earns the share of the words of both it has (2 of 3 words: two thirds).
   */
  wholeName: 60,
  /** the same for the best of its aliases */
  wholeAlias: 50,
  /** the same for the best of its tags of two words or more */
  wholeTag: 20,
  nameWord: 50,
  /** a typo or another form of a name word ("boyfirend", "buttons" for "button") */
  nameNear: 40,
  aliasWord: 40,
  aliasNear: 30,
  tagWord: 30,
  namePartial: 20,
  /** a key word of the one-line use, in any form ("choosing" meets "choice" halfway) */
  descriptionWord: 20,
  tagNear: 20,
  aliasPartial: 18,
  tagPartial: 15,
  boxRoleWord: 15,
  /** for popularity 100; proportional below */
  popularityMax: 10,
} as const;

export type SearchRule = Exclude<keyof typeof SEARCH_SCORES, 'popularityMax'>;

/** The dialog's All / Images / GIFs filter. */
export type TemplateKind = 'all' | 'image' | 'gif';

/** Why an entry scores what it does for a query: each rule that gave points, and the total the ranking uses. */
export type ScoreExplanation = {
  parts: { rule: SearchRule | 'popularity'; word?: string; points: number }[];
  /** the match, without popularity */
  score: number;
  /** score plus the popularity bonus (0 to 10, may be fractional) */
  total: number;
};

export type TemplateIndex<T extends Searchable> = {
  /** Matches, best first; equal scores keep the more popular, then the real template, then catalogue order. */
  search(query: string, kind?: TemplateKind): T[];
  /** The points `entry` earns for `query`, rule by rule (no points: not a match). */
  explain(query: string, entry: T): ScoreExplanation;
};

/** Query words beyond this many are ignored (a pasted paragraph should not cost more). */
const MAX_QUERY_WORDS = 8;
/** Precomputes the search structures for `entries` (their order is the final tie-break). */
export function createTemplateIndex<T extends Searchable>(entries: readonly T[]): TemplateIndex<T> {
  const count = entries.length;
  const { byExactName, byCategory, byName, byAlias, byTag, byDescription, byBoxRole, phrases, phrasesByWord, formsOf, partialWords } = indexWords(entries);

  // Sort keys pack (score × 10 + popularity, then real-template-first) above the popularity rank,
  // so one numeric sort of a Float64Array orders by score, popularity, real template, catalogue order.
  const rankSlots = 2 ** Math.ceil(Math.log2(Math.max(2, count)));
  const popularity = Int32Array.from(entries, (entry) => Math.max(0, Math.min(100, Math.round(entry.popularity))));
  const byRank = Int32Array.from(entries.keys()).sort((a, b) => popularity[b]! - popularity[a]! || a - b);
  const rank = new Int32Array(count);
  byRank.forEach((index, position) => (rank[index] = position));
  const isGif = Uint8Array.from(entries, (entry) => (entry.isGif ? 1 : 0));
  const isReal = Uint8Array.from(entries, (entry) => (entry.classic ? 1 : 0));
  const indexOf = new Map(entries.map((entry, index) => [entry, index]));

  // Scratch space reused by every query; searches are synchronous, so they never overlap. Stamps
  // mark which slots belong to the current query or word, so nothing needs clearing between them.
  const score = new Int32Array(count);
  const scoreStamp = new Uint32Array(count);
  const wordBest = new Int32Array(count);
  const wordRule = new Uint8Array(count);
  const wordStamp = new Uint32Array(count);
  const touched = new Int32Array(count);
  const wordTouched = new Int32Array(count);
  const phraseStamp = new Uint32Array(phrases.length);
  const phraseWordsFound = new Int32Array(phrases.length);
  const phraseQueryWords = new Int32Array(phrases.length);
  const phraseTouched = new Int32Array(phrases.length);
  let stamp = 0;
  const nextStamp = () => {
    if (stamp >= 0xffff_fff0) {
      scoreStamp.fill(0);
      wordStamp.fill(0);
      phraseStamp.fill(0);
      stamp = 0;
    }
    return ++stamp;
  };
  const RULES = Object.keys(SEARCH_SCORES) as SearchRule[];
  const ruleNumber = new Map(RULES.map((rule, at) => [rule, at]));

  /** Scores every entry the query matches; `trace` collects the parts of one entry's score. */
  function run(query: string, traced = -1, trace?: ScoreExplanation['parts']): number {
    const allWords = [...new Set(searchWords(query))].slice(0, MAX_QUERY_WORDS);
    if (allWords.length === 0) return 0;
    const queryStamp = nextStamp();
    let touchedCount = 0;
    const add = (index: number, points: number, rule: SearchRule, word?: string) => {
      if (scoreStamp[index] !== queryStamp) {
        scoreStamp[index] = queryStamp;
        score[index] = 0;
        touched[touchedCount++] = index;
      }
      score[index] = score[index]! + points;
      if (index === traced) trace!.push({ rule, ...(word ? { word } : {}), points });
    };
    const phrase = withoutMemeWords(allWords).join(' ');
    for (const index of byExactName.get(phrase) ?? []) add(index, SEARCH_SCORES.exactName, 'exactName');
    for (const index of byCategory.get(phrase) ?? []) add(index, SEARCH_SCORES.exactCategory, 'exactCategory');

    const words = significantWords(allWords);
    const phraseQuery = nextStamp();
    let phrasesTouched = 0;
    words.forEach((word, wordAt) => {
      const thisWord = nextStamp();
      let wordCount = 0;
      // Rules run from the best to the worst, so the first one to reach a template is its best.
      const award = (postings: Postings, keys: readonly string[], rule: SearchRule) => {
        const points = SEARCH_SCORES[rule];
        for (const key of keys) {
          for (const index of postings.get(key) ?? []) {
            if (wordStamp[index] === thisWord) continue;
            wordStamp[index] = thisWord;
            wordBest[index] = points;
            wordRule[index] = ruleNumber.get(rule)!;
            wordTouched[wordCount++] = index;
          }
        }
      };
      const exact = [word];
      const { near, stems } = formsOf(word);
      award(byName, exact, 'nameWord');
      award(byName, near, 'nameNear');
      award(byAlias, exact, 'aliasWord');
      award(byAlias, near, 'aliasNear');
      award(byTag, exact, 'tagWord');
      award(byName, partialWords('name', word), 'namePartial');
      award(byDescription, stems, 'descriptionWord');
      award(byTag, near, 'tagNear');
      award(byAlias, partialWords('alias', word), 'aliasPartial');
      award(byTag, partialWords('tag', word), 'tagPartial');
      award(byBoxRole, stems, 'boxRoleWord');
      for (let position = 0; position < wordCount; position += 1) {
        const index = wordTouched[position]!;
        add(index, wordBest[index]!, RULES[wordRule[index]!]!, word);
      }
      // Which phrases this word (or what it may mean) is part of.
      for (const form of exact.concat(near)) {
        for (const { phrase: at, bit } of phrasesByWord.get(form) ?? []) {
          if (phraseStamp[at] !== phraseQuery) {
            phraseStamp[at] = phraseQuery;
            phraseWordsFound[at] = 0;
            phraseQueryWords[at] = 0;
            phraseTouched[phrasesTouched++] = at;
          }
          phraseWordsFound[at] = phraseWordsFound[at]! | bit;
          phraseQueryWords[at] = phraseQueryWords[at]! | (1 << wordAt);
        }
      }
    });
    // A name, alias or tag the query is made of earns its bonus, in proportion to the words they
    // share of all the words of both: "buff doge" is more Buff Doge vs. Cheems (2 of 3) than Doge
    // (1 of 2). One word alone earns it only for a phrase of that one word. Each entry keeps its best.
    const bonusStamp = nextStamp();
    for (let position = 0; position < phrasesTouched; position += 1) {
      const at = phraseTouched[position]!;
      const { words: phraseWords, bonus, entries: holders } = phrases[at]!;
      const shared = Math.min(bitCount(phraseWordsFound[at]!), bitCount(phraseQueryWords[at]!));
      if (words.length === 1 && phraseWords.length !== 1) continue;
      const points = Math.round((SEARCH_SCORES[bonus] * shared) / (words.length + phraseWords.length - shared));
      for (const index of holders) {
        if (wordStamp[index] === bonusStamp && wordBest[index]! >= points) continue;
        wordStamp[index] = bonusStamp;
        wordBest[index] = points;
        wordRule[index] = ruleNumber.get(bonus)!;
      }
    }
    for (let position = 0; position < phrasesTouched; position += 1) {
      for (const index of phrases[phraseTouched[position]!]!.entries) {
        if (wordStamp[index] !== bonusStamp) continue;
        wordStamp[index] = 0;
        add(index, wordBest[index]!, RULES[wordRule[index]!]!);
      }
    }
    return touchedCount;
  }

  function ranked(touchedCount: number, kind: TemplateKind): T[] {
    const keys = new Float64Array(touchedCount);
    let kept = 0;
    for (let position = 0; position < touchedCount; position += 1) {
      const index = touched[position]!;
      if ((kind === 'gif' && !isGif[index]) || (kind === 'image' && isGif[index])) continue;
      const points = (score[index]! * 10 + popularity[index]!) * 2 + isReal[index]!;
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

  return {
    search: (query, kind = 'all') => ranked(run(query), kind),
    explain(query, entry) {
      const index = indexOf.get(entry);
      const parts: ScoreExplanation['parts'] = [];
      if (index === undefined) return { parts, score: 0, total: 0 };
      run(query, index, parts);
      const matched = parts.reduce((sum, part) => sum + part.points, 0);
      if (matched === 0) return { parts, score: 0, total: 0 };
      const bonus = (popularity[index]! / 100) * SEARCH_SCORES.popularityMax;
      return { parts: [...parts, { rule: 'popularity', points: bonus }], score: matched, total: matched + bonus };
    },
  };
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}
