// Animated outputs made by libvips (sharp); @napi-rs/canvas has no animated WebP encoder:
// - an animated WebP of a GIF: the GIF's frames composed and captioned as for our GIF, but handed to
//   the WebP encoder as full-colour pixels (no palette step, no GIF written and decoded again),
//   with each frame's delay and the loop count;
// - a scaled GIF: the GIF we rendered, resized frame by frame (delays and loop count carry over).
import { createCanvas, ImageData } from '@napi-rs/canvas';
import { RenderError } from '../errors';
import type { PixelSize, RenderJob } from '../job';
import { composeFrames, readGif, TRANSPARENT_PIXEL, type ScreenPixels } from './gifFrames';
import { blendOverlay } from './overlay';
import { drawJobOverlay } from './renderAnimated';
import { SCALED_GIF_EFFORT, sharp, WEBP_EFFORT, WEBP_QUALITY } from './vips';

/** Browsers show GIF frames of 0 or 10 ms for 100 ms; a WebP or MP4 frame would really be that short. */
const SHORTEST_GIF_DELAY_MS = 20;
const BROWSER_GIF_DELAY_MS = 100;

/** An animated WebP of the job's GIF background with its captions, at job.size if given. */
export async function renderAnimatedWebp(job: RenderJob): Promise<Buffer> {
  const source = readGif(job.background);
  const overlay = await drawJobOverlay(job, source);
  const { width, height } = job.size ?? source;
  const frameBytes = width * height * 4;
  const pixels = Buffer.alloc(frameBytes * source.images.length);
  const scaler = job.size ? createScaler(source, job.size) : undefined;
  const delays: number[] = [];
  try {
    for (const { screen, delayCentiseconds } of composeFrames(source)) {
      const composed = screen.slice();
      blendOverlay(composed, overlay);
      const target = pixels.subarray(delays.length * frameBytes, (delays.length + 1) * frameBytes);
      if (scaler) scaler(composed, target);
      else toRgba(composed, target);
      delays.push(shownDelayMs(delayCentiseconds));
    }
  } catch (error) {
    if (error instanceof RenderError) throw error;
    throw new RenderError('corrupt-image', 'The GIF could not be decoded');
  }
  // GIF: no loop extension plays once; a count of N repeats N times after the first (N + 1 plays).
  const loop = source.loopCount === undefined ? 1 : source.loopCount === 0 ? 0 : source.loopCount + 1;
  return sharp(pixels, { raw: { width, height: height * delays.length, channels: 4, pageHeight: height }, limitInputPixels: false })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT, loop, delay: delays })
    .toBuffer();
}

/** How long a browser shows a GIF frame of this delay, in milliseconds. */
export function shownDelayMs(delayCentiseconds: number): number {
  const delay = delayCentiseconds * 10;
  return delay < SHORTEST_GIF_DELAY_MS ? BROWSER_GIF_DELAY_MS : delay;
}

/** Screen pixels (0xRRGGBB or transparent) as RGBA bytes. */
export function toRgba(screen: ScreenPixels, target: Uint8Array): void {
  const words = new Uint32Array(target.buffer, target.byteOffset, screen.length);
  // Little-endian words: 0xAABBGGRR is the bytes R, G, B, A. Transparent is all zero.
  for (let at = 0; at < screen.length; at += 1) {
    const color = screen[at]!;
    words[at] = color === TRANSPARENT_PIXEL ? 0 : (0xff000000 | ((color & 0xff) << 16) | (color & 0xff00) | ((color >> 16) & 0xff)) >>> 0;
  }
}

/** Scales composed frames to `size` with Skia's high-quality filter (libvips scales raw pixels as one picture, not frame by frame). */
export function createScaler(source: PixelSize, size: PixelSize): (screen: ScreenPixels, target: Uint8Array) => void {
  const frame = createCanvas(source.width, source.height);
  const frameContext = frame.getContext('2d');
  const rgba = new Uint8ClampedArray(source.width * source.height * 4);
  const scaled = createCanvas(size.width, size.height).getContext('2d');
  scaled.imageSmoothingQuality = 'high';
  return (screen, target) => {
    toRgba(screen, new Uint8Array(rgba.buffer));
    frameContext.putImageData(new ImageData(rgba, source.width, source.height), 0, 0);
    scaled.clearRect(0, 0, size.width, size.height);
    scaled.drawImage(frame, 0, 0, size.width, size.height);
    target.set(scaled.getImageData(0, 0, size.width, size.height).data);
  };
}

/** Our GIF scaled to exactly `size`, frame by frame. */
export async function scaleGif(gif: Uint8Array, size: PixelSize): Promise<Buffer> {
  try {
    return await sharp(gif, { animated: true, limitInputPixels: false })
      .resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' })
      .gif({ effort: SCALED_GIF_EFFORT })
      .toBuffer();
  } catch {
    throw new RenderError('corrupt-image', 'The animation could not be scaled');
  }
}
