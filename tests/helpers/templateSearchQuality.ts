// How well a template search answers tests/data/templateSearch/queries.json: 100 searches as people
// type them, each with the meme they mean. Results are folded as the template browser shows them,
// one card per real meme (the first entry of each foldsInto counts), so a variant ranking above its
// own original is no miss. Shared by the S2 bench and the quality test.
import file from '../data/templateSearch/queries.json' with { type: 'json' };

export type QualityQuery = { query: string; kind: string; expected: string };
export type Folded = { foldsInto: string };

export const QUALITY_QUERIES: readonly QualityQuery[] = file.queries;

/** The cards of `results`, in order: each real meme once, where its first entry stands. */
export function foldedCards(results: readonly Folded[], limit = Infinity): string[] {
  const cards: string[] = [];
  const seen = new Set<string>();
  for (const result of results) {
    if (seen.has(result.foldsInto)) continue;
    seen.add(result.foldsInto);
    cards.push(result.foldsInto);
    if (cards.length >= limit) break;
  }
  return cards;
}

export type QualityReport = {
  queries: number;
  /** searches whose first card is the expected meme */
  first: number;
  /** searches with the expected meme among the first three cards */
  topThree: number;
  /** every search whose first card is not the expected one, with the first three cards */
  misses: string[];
};

export function searchQuality(search: (query: string) => readonly Folded[], queries: readonly QualityQuery[] = QUALITY_QUERIES): QualityReport {
  let first = 0;
  let topThree = 0;
  const misses: string[] = [];
  for (const { query, kind, expected } of queries) {
    const cards = foldedCards(search(query), 3);
    const at = cards.indexOf(expected);
    if (at === 0) first += 1;
    if (at >= 0) topThree += 1;
    if (at !== 0) misses.push(`[${kind}] "${query}" → ${expected} ${at < 0 ? 'not in the top 3' : `at ${at + 1}`}; got ${cards.join(', ') || 'nothing'}`);
  }
  return { queries: queries.length, first, topThree, misses };
}
