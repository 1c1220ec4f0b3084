// A meme's page is /memes/<n>, named by the same row number as its picture (/media/memes/<n>.png),
// so the two read alike; the schema takes Relay global ids, base64 of `Meme:<n>`.

/** The row number inside a meme's global id, or null when it is not a Meme id. */
export function memeNumber(globalId: string): string | null {
  try {
    const match = /^Meme:([1-9][0-9]{0,9})$/.exec(atob(globalId));
    return match ? match[1]! : null;
  } catch {
    return null;
  }
}

/** The page of the meme with this global id. */
export function memePagePath(globalId: string): string {
  return `/memes/${memeNumber(globalId) ?? encodeURIComponent(globalId)}`;
}

/** The global id a /memes/<n> URL names (a URL that holds a global id already passes as is). */
export function memeGlobalId(param: string | undefined): string {
  const value = param ?? '';
  return /^[1-9][0-9]{0,9}$/.test(value) ? btoa(`Meme:${value}`) : value;
}
