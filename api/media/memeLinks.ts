// Stored memes are private (api/schema/meme.ts): their owner and admins see them. To share one, the
// app hands out a signed link; the signature (HMAC of the meme id under the app's secret) cannot be
// guessed from the id, so ids stay unenumerable.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OutputFormat } from '../../core/render/outputFormats';

const SIGNATURE_LENGTH = 22; // base64url characters: 132 bits

/** The signature that lets anyone holding the link see meme `memeId`. */
export function memeLinkSignature(memeId: number, secret: string): string {
  return createHmac('sha256', secret).update(`meme-image:${memeId}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
}

/** A shareable path to a stored meme's image: `/media/memes/<id>.<png|jpg|webp|gif|mp4>?s=<signature>`. */
export function signedMemeImagePath(memeId: number, format: OutputFormat, secret: string): string {
  return `/media/memes/${memeId}.${format}?s=${memeLinkSignature(memeId, secret)}`;
}

/** Whether `signature` is the one for `memeId` (constant-time comparison). */
export function isValidMemeSignature(memeId: number, signature: string | null, secret: string): boolean {
  if (!signature || signature.length !== SIGNATURE_LENGTH) return false;
  // Compare bytes of equal length: `é` is one character but two bytes, and timingSafeEqual throws on a mismatch.
  const given = Buffer.from(signature);
  const expected = Buffer.from(memeLinkSignature(memeId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
