// Whether a picture the app did not draw itself (a template picture from the image host or its
// mirror) can be rendered: its header within RENDER_LIMITS (size, dimensions, GIF frames and
// pixels: ./imageInfo.ts, the check uploads pass too) and its pixels really decodable. A
// signature and a plausible header are not enough: a truncated file or one declaring 30000×30000
// in a few bytes would be kept and served, and every render on it refused.
import { RenderError } from './errors';
import { inspectImage, type ImageInfo } from './imageInfo';
import { RENDER_LIMITS } from './limits';
import { sharp } from './worker/vips';

/**
 * The picture's facts when it can be rendered; otherwise throws a RenderError saying why. The
 * decode streams into an 8×8 thumbnail, so a 4096×4096 PNG costs ~0.1 s and little memory. A GIF
 * is decoded up to its first frame; its other frames are counted and sized by the header walk.
 */
export async function checkUsableImage(bytes: Uint8Array, limits: typeof RENDER_LIMITS = RENDER_LIMITS): Promise<ImageInfo> {
  const info = inspectImage(bytes, limits);
  try {
    // failOn 'error': truncated or corrupt data fails, a harmless warning (odd metadata) does not.
    await sharp(bytes, { failOn: 'error', limitInputPixels: limits.maxDimension * limits.maxDimension, sequentialRead: true })
      .resize(8, 8, { fit: 'fill' })
      .raw()
      .toBuffer();
  } catch (error) {
    const detail = error instanceof Error ? `: ${error.message}` : '';
    throw new RenderError('corrupt-image', `The image could not be decoded${detail}`);
  }
  return info;
}
