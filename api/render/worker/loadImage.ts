import { loadImage, type Image } from '@napi-rs/canvas';
import { RenderError } from '../errors';

/** Decodes an image file with Skia (first frame of a GIF); undecodable bytes become a RenderError. */
export async function decodeImage(bytes: Uint8Array): Promise<Image> {
  try {
    return await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new RenderError('corrupt-image', 'The image could not be decoded');
  }
}
