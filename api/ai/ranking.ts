// How a model's memes are ranked: by the order it writes them, funniest first. It writes a few more
// than are kept, so that the kept ones are its best and an unusable one is replaced at once, without
// another request; order rather than a rank field lets the first meme be shown as soon as it is
// written, and lets the model be stopped once enough are kept (./memeSelector.ts keeps them).

/** At most this many memes are asked of a model, whatever the count. */
export const MAX_MEMES_ASKED = 6;

/** How many memes a model writes for `count` kept: two more, to choose the funniest from. */
export function memesToAskFor(count: number): number {
  return Math.max(Math.min(count + 2, MAX_MEMES_ASKED), count);
}
