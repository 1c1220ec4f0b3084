// The id in a share link (/s/<shareId>): 128 random bits, base64url, so it can be neither guessed
// nor derived from the meme's sequential id. A new one each time a meme is shared again, so a link
// handed out before "Stop sharing" stays dead.
import { randomBytes } from 'node:crypto';

const SHARE_ID_BYTES = 16;

/** What a share id looks like (22 base64url characters); anything else is answered 404 unread. */
export const SHARE_ID_PATTERN = '[A-Za-z0-9_-]{22}';

export function newShareId(): string {
  return randomBytes(SHARE_ID_BYTES).toString('base64url');
}
