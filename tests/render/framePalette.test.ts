// The per-frame palette of captioned GIFs: exact when a frame has at most 256 colours, the most
// used colours exact otherwise, transparency always kept.
import { describe, expect, it } from 'vitest';
import { createFrameIndexer } from '../../api/render/worker/framePalette';
import { TRANSPARENT_PIXEL } from '../../api/render/worker/gifFrames';

const rgb = (color: number) => [color >> 16, (color >> 8) & 0xff, color & 0xff];
const unknownIndices = (length: number) => new Int16Array(length).fill(-1);
const index = (pixels: Int32Array) =>
  createFrameIndexer(pixels.length)({ pixels, known: unknownIndices(pixels.length), table: new Int32Array(0), changed: new Uint32Array(0) });

describe('frame palettes', () => {
  it('is lossless with at most 256 colours, transparency included', () => {
    const pixels = Int32Array.from({ length: 4000 }, (_, at) => (at % 300 === 0 ? TRANSPARENT_PIXEL : (at % 255) * 0x010203));
    const frame = index(pixels);
    expect(frame.palette.length).toBeLessThanOrEqual(256);
    pixels.forEach((color, at) => {
      if (color === TRANSPARENT_PIXEL) expect(frame.index[at]).toBe(frame.transparentIndex);
      else expect(frame.palette[frame.index[at]!]).toEqual(rgb(color));
    });
  });

  it('keeps the 256 most used colours exact and maps rare ones to a near colour', () => {
    // 250 common colours (40 pixels each) and 2000 rare greyish ones (1 pixel each, all different).
    const common = Array.from({ length: 250 }, (_, n) => ((n * 7) << 16) | ((255 - n) << 8) | ((n % 3) * 60));
    const rare = Array.from({ length: 2000 }, (_, n) => ((0x80 + (n % 13)) << 16) | ((0x80 + (Math.floor(n / 13) % 13)) << 8) | (0x80 + Math.floor(n / 169)));
    const pixels = Int32Array.from([...common.flatMap((color) => Array(40).fill(color)), ...rare, TRANSPARENT_PIXEL]);
    const frame = index(pixels);
    expect(frame.palette).toHaveLength(256);
    pixels.forEach((color, at) => {
      if (color === TRANSPARENT_PIXEL) return expect(frame.index[at]).toBe(frame.transparentIndex);
      const [r, g, b] = frame.palette[frame.index[at]!]!;
      const [wr, wg, wb] = rgb(color);
      if (common.includes(color)) expect([r, g, b]).toEqual([wr, wg, wb]);
      else expect(Math.abs(r! - wr!) + Math.abs(g! - wg!) + Math.abs(b! - wb!)).toBeLessThanOrEqual(60);
    });
  });

  it('quantizes a frame with more colours than it can count, keeping transparency', () => {
    const pixels = Int32Array.from({ length: 70_000 }, (_, at) => (at === 5 ? TRANSPARENT_PIXEL : at * 239));
    const frame = index(pixels);
    expect(frame.palette.length).toBeLessThanOrEqual(256);
    expect(frame.transparentIndex).toBeGreaterThanOrEqual(0);
    expect(frame.index[5]).toBe(frame.transparentIndex);
    expect(Array.from(frame.index).filter((value) => value === frame.transparentIndex)).toHaveLength(1);
  });
});
