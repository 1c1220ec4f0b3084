// Links the API hands out to be used elsewhere (a bot's post, a chat message) are absolute, on the
// origin the app is published at (PUBLIC_ORIGIN, config.publicOrigin).

/** `path` (starting with /) on the public origin. */
export function publicUrl(publicOrigin: string, path: string): string {
  return `${publicOrigin}${path}`;
}

/** The public page of a shared meme. */
export function sharePageUrl(publicOrigin: string, shareId: string): string {
  return publicUrl(publicOrigin, `/s/${shareId}`);
}
