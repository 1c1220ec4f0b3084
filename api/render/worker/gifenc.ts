// The one door to gifenc (the render workers and the template artwork use it). gifenc ships
// CommonJS without type declarations, and its named exports are invisible to Node's ESM loader;
// load it through require and type the few functions we use.
import { createRequire } from 'node:module';

export type RgbPalette = number[][];

export type GifEncoder = {
  writeFrame(
    index: Uint8Array,
    width: number,
    height: number,
    options: { palette: RgbPalette; delay: number; repeat?: number; transparent?: boolean; transparentIndex?: number; dispose?: number; first?: boolean },
  ): void;
  finish(): void;
  /** The GIF so far, as a view of the encoder's buffer (no copy). */
  bytesView(): Uint8Array;
  /** The GIF so far, copied. */
  bytes(): Uint8Array;
};

type Gifenc = {
  GIFEncoder(options?: { initialCapacity?: number; auto?: boolean }): GifEncoder;
  quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number): RgbPalette;
  applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: RgbPalette): Uint8Array;
};

export const gifenc = createRequire(import.meta.url)('gifenc') as Gifenc;
