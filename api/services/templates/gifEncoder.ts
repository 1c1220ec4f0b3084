// gifenc ships no type declarations; loading it through require keeps its (small) typing local to
// this file instead of declaring a global module that other parts of the app may declare too.
import { createRequire } from 'node:module';

type Palette = number[][];
type Encoder = {
  writeFrame(index: Uint8Array, width: number, height: number, options?: { palette?: Palette; delay?: number; repeat?: number }): void;
  finish(): void;
  bytes(): Uint8Array;
};
type Gifenc = {
  GIFEncoder(): Encoder;
  quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number): Palette;
  applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette): Uint8Array;
};

const gifenc = createRequire(import.meta.url)('gifenc') as Gifenc;

/**
 * Encodes RGBA frames of one size as a GIF that loops forever, `delayMs` per frame. One palette,
 * taken from all the frames together, serves all of them: the app's artwork has a handful of
 * colours, some of which only appear in later frames.
 */
export function encodeLoopingGif(frames: readonly Uint8ClampedArray[], width: number, height: number, delayMs: number): Buffer {
  const encoder = gifenc.GIFEncoder();
  const all = new Uint8ClampedArray(Math.max(4, frames.reduce((total, frame) => total + frame.length, 0)));
  let offset = 0;
  for (const frame of frames) {
    all.set(frame, offset);
    offset += frame.length;
  }
  const palette = gifenc.quantize(all, 128);
  frames.forEach((rgba, index) => {
    encoder.writeFrame(gifenc.applyPalette(rgba, palette), width, height, { palette, delay: delayMs, ...(index === 0 ? { repeat: 0 } : {}) });
  });
  encoder.finish();
  return Buffer.from(encoder.bytes());
}
