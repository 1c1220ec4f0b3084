import { gifenc, type RgbPalette as Palette } from '../worker/gifenc';
import { createGifWriter } from '../worker/gifWriter';

/** At most this many pixels are read to choose the palette: more only makes choosing slower. */
const PALETTE_SAMPLE_PIXELS = 1 << 16;

/**
 * Encodes RGBA frames of one size as a GIF that loops forever, `delayMs` per frame. One palette,
 * taken from all the frames together, serves all of them: the app's artwork has a handful of
 * colours, some of which only appear in later frames. `colors` (≤ 256) bounds the palette.
 */
export function encodeLoopingGif(
  frames: readonly Uint8ClampedArray[],
  width: number,
  height: number,
  delayMs: number,
  { colors = 128 }: { colors?: number } = {},
): Buffer {
  const encoder = createGifWriter();
  const palette = gifenc.quantize(paletteSample(frames, width), colors);
  const indexOf = createIndexer(palette);
  frames.forEach((rgba, index) => {
    encoder.writeFrame(indexOf(rgba), width, height, { palette, delay: delayMs, ...(index === 0 ? { repeat: 0 } : {}) });
  });
  encoder.finish();
  return Buffer.from(encoder.bytesView());
}

/**
 * Pixels of all the frames together, for choosing the palette: every pixel when they are few, else
 * an even spread of them (a photo's frames hold about 100,000 colours, far more than a palette).
 */
function paletteSample(frames: readonly Uint8ClampedArray[], width: number): Uint8ClampedArray {
  const pixels = frames.reduce((total, frame) => total + frame.length / 4, 0);
  let step = Math.max(1, Math.ceil(pixels / PALETTE_SAMPLE_PIXELS));
  // Sharing no factor with the width, the sample moves along each row to the next, so even a
  // one-pixel line of the artwork's gutters is in it.
  while (gcd(step, width) > 1) step += 1;
  const sample = new Uint8ClampedArray(4 * Math.max(1, Math.ceil(pixels / step)));
  let to = 0;
  let start = 0; // index of the frame's first pixel among all the frames' pixels
  for (const frame of frames) {
    for (let from = 4 * ((step - (start % step)) % step); from < frame.length; from += 4 * step) {
      sample[to++] = frame[from]!;
      sample[to++] = frame[from + 1]!;
      sample[to++] = frame[from + 2]!;
      sample[to++] = frame[from + 3]!;
    }
    start += frame.length / 4;
  }
  return sample;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Maps frames to palette indices: each colour to its nearest palette entry, looked up once per
 * 5-6-5-bit colour for all the frames together (gifenc's applyPalette starts afresh on each frame).
 */
function createIndexer(palette: Palette): (rgba: Uint8ClampedArray) => Uint8Array {
  const nearest = new Int16Array(1 << 16).fill(-1);
  const lookUp = (red: number, green: number, blue: number) => {
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let entry = 0; entry < palette.length; entry += 1) {
      const [r = 0, g = 0, b = 0] = palette[entry]!;
      const distance = (r - red) ** 2 + (g - green) ** 2 + (b - blue) ** 2;
      if (distance < bestDistance) {
        best = entry;
        bestDistance = distance;
      }
    }
    return best;
  };
  return (rgba) => {
    const index = new Uint8Array(rgba.length / 4);
    for (let pixel = 0, at = 0; at < rgba.length; pixel += 1, at += 4) {
      const key = ((rgba[at]! >> 3) << 11) | ((rgba[at + 1]! >> 2) << 5) | (rgba[at + 2]! >> 3);
      let entry = nearest[key]!;
      if (entry < 0) entry = nearest[key] = lookUp(rgba[at]!, rgba[at + 1]!, rgba[at + 2]!);
      index[pixel] = entry;
    }
    return index;
  };
}
