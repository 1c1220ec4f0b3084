// Stickers drawn by the shared core renderer: centred on their point, scaled (clamped), rotated.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { StickerPlacement } from '../../core/render/stickers';
import { boundingBox, drawMeme } from '../helpers/pixels';

// A wide red bar: rotating it changes its bounding box a lot.
const bar = createCanvas(100, 20);
bar.getContext('2d').fillStyle = '#ff0000';
bar.getContext('2d').fillRect(0, 0, 100, 20);
const isRed = (r: number, g: number, b: number) => r > 200 && g < 60 && b < 60;
const drawBar = (placement: Partial<StickerPlacement>) =>
  drawMeme({ width: 400, height: 400, captions: [], stickers: [{ image: bar, placement: { x: 50, y: 50, scale: 1, rotation: 0, ...placement } }] });

describe('stickers', () => {
  it('draws the image centred on its point at 20% of the shorter side per unit of scale', () => {
    const box = boundingBox(drawBar({ x: 25, y: 75 }), isRed)!;
    expect(box.right - box.left).toBeCloseTo(80, -1);
    expect(box.bottom - box.top).toBeCloseTo(16, -1);
    expect((box.left + box.right) / 2).toBeCloseTo(100, 0);
    expect((box.top + box.bottom) / 2).toBeCloseTo(300, 0);
  });

  it('rotates by the given degrees', () => {
    const flat = boundingBox(drawBar({ rotation: 0 }), isRed)!;
    const turned = boundingBox(drawBar({ rotation: 45 }), isRed)!;
    const upright = boundingBox(drawBar({ rotation: 90 }), isRed)!;
    expect(flat.right - flat.left).toBeGreaterThan(4 * (flat.bottom - flat.top));
    // At 45° a bar's box is roughly square; at 90° it stands upright.
    expect(Math.abs(turned.right - turned.left - (turned.bottom - turned.top))).toBeLessThan(4);
    expect(upright.bottom - upright.top).toBeGreaterThan(4 * (upright.right - upright.left));
  });

  it('clamps the scale: 10 draws like 3 and 0.01 like 0.2', () => {
    const same = (a: { data: ArrayLike<number> }, b: { data: ArrayLike<number> }) =>
      Buffer.compare(Buffer.from(a.data as Uint8ClampedArray), Buffer.from(b.data as Uint8ClampedArray)) === 0;
    expect(same(drawBar({ scale: 10 }), drawBar({ scale: 3 }))).toBe(true);
    expect(same(drawBar({ scale: 0.01 }), drawBar({ scale: 0.2 }))).toBe(true);
    expect(same(drawBar({ scale: 3 }), drawBar({ scale: 2 }))).toBe(false);
    const big = boundingBox(drawBar({ scale: 10 }), isRed)!;
    expect(big.right - big.left).toBeCloseTo(240, -1);
  });

  it('draws stickers over captions', () => {
    const pixels = drawMeme({
      width: 400,
      height: 400,
      captions: [{ id: 'c', text: 'UNDER', position: 'center' }],
      stickers: [{ image: bar, placement: { x: 50, y: 50, scale: 3, rotation: 0 } }],
    });
    const at = (200 * 400 + 200) * 4;
    expect(isRed(pixels.data[at]!, pixels.data[at + 1]!, pixels.data[at + 2]!)).toBe(true);
  });
});
