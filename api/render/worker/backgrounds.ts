// Decoded backgrounds kept per worker, keyed by content hash: popular templates are rendered over
// and over with new captions, and decoding an 800×800 JPEG costs more than drawing the captions.
import type { Image } from '@napi-rs/canvas';
import { decodeImage } from './loadImage';

const MAX_PIXEL_BYTES = 64 * 1024 * 1024;
const decoded = new Map<string, Image>();
let pixelBytes = 0;

/** The decoded image for these bytes, reusing an earlier decode when `key` (a content hash) is given. */
export async function decodeBackground(bytes: Uint8Array, key: string | undefined): Promise<Image> {
  if (!key) return decodeImage(bytes);
  const hit = decoded.get(key);
  if (hit) {
    decoded.delete(key); // re-insert: Map order is the least recently used first
    decoded.set(key, hit);
    return hit;
  }
  const image = await decodeImage(bytes);
  const size = image.width * image.height * 4;
  if (size <= MAX_PIXEL_BYTES / 4) {
    decoded.set(key, image);
    pixelBytes += size;
    for (const [oldKey, oldest] of decoded) {
      if (pixelBytes <= MAX_PIXEL_BYTES) break;
      decoded.delete(oldKey);
      pixelBytes -= oldest.width * oldest.height * 4;
    }
  }
  return image;
}
