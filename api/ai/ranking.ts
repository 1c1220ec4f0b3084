// Which memes are kept when a provider wrote more than were asked for and ranked them: the best
// ranked, but in Text to Meme not two on one template while another template's meme is left, since
// a user shown four memes expects four different pictures.
import type { CaptionRequest, CaptionVariation } from './types';

/** At most this many memes are asked of a model, whatever the count. */
export const MAX_MEMES_ASKED = 6;

/** How many memes a model writes for `count` kept: two more, to choose the funniest from. */
export function memesToAskFor(count: number): number {
  return Math.max(Math.min(count + 2, MAX_MEMES_ASKED), count);
}

/** Items by rank (1 = best), ties and unranked ones in their given order after the ranked. */
export function byRank<T>(items: readonly T[], rankOf: (item: T) => number | undefined): T[] {
  const rank = (item: T) => {
    const value = rankOf(item);
    return value !== undefined && Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
  };
  return items
    .map((item, order) => ({ item, order, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ item }) => item);
}

/** The first `limit` of `ranked` (best first), each template once while others are left in Text to Meme; in rank order. */
export function keepBest<T extends { variation: CaptionVariation }>(request: CaptionRequest, ranked: readonly T[], limit = request.count): T[] {
  if (request.kind !== 'text') return ranked.slice(0, limit);
  const seen = new Set<string | null>();
  const firstOfTemplate: T[] = [];
  const repeats: T[] = [];
  for (const meme of ranked) {
    (seen.has(meme.variation.templateId) ? repeats : firstOfTemplate).push(meme);
    seen.add(meme.variation.templateId);
  }
  const kept = new Set([...firstOfTemplate, ...repeats].slice(0, limit));
  return ranked.filter((meme) => kept.has(meme));
}
