// Template caption boxes turned by their rotation, drawn by the shared core renderer on a real
// Skia canvas and judged by where the ink lands.
import { describe, expect, it } from 'vitest';
import type { Caption, TextPosition } from '../../core/templates/types';
import { boundingBox, drawMeme, nearWhite, type Pixels } from '../helpers/pixels';

const SIZE = 600;
const slot = (rotation?: number): TextPosition => ({
  id: 'text-1',
  position: 'custom',
  x: 50,
  y: 50,
  width: 80,
  fontSize: 48,
  defaultText: '',
  ...(rotation === undefined ? {} : { rotation }),
});
const sign = (extra: Partial<Caption> = {}): Caption => ({ id: 'text-1', text: 'Tilted sign text', position: 'custom', ...extra });
const draw = (rotation: number | undefined, extra: Partial<Caption> = {}) => drawMeme({ captions: [sign(extra)], textPositions: [slot(rotation)] });

/** Mean row of the letters' white pixels between two columns (undefined when there are none). */
function meanInkRow(pixels: Pixels, left: number, right: number): number | undefined {
  let sum = 0;
  let found = 0;
  for (let y = 0; y < pixels.height; y += 1) {
    for (let x = left; x < right; x += 1) {
      const at = (y * pixels.width + x) * 4;
      if (!nearWhite(pixels.data[at]!, pixels.data[at + 1]!, pixels.data[at + 2]!, pixels.data[at + 3]!)) continue;
      sum += y;
      found += 1;
    }
  }
  return found ? sum / found : undefined;
}

/** How far the ink of the right part sits below that of the left part (positive: falls to the right). */
function fall(pixels: Pixels, centerX = SIZE / 2): number {
  const ink = boundingBox(pixels, nearWhite)!;
  const span = (ink.right - ink.left) / 4;
  return meanInkRow(pixels, centerX + span, ink.right)! - meanInkRow(pixels, ink.left, centerX - span)!;
}

describe('rotated caption boxes', () => {
  it('draws an upright line level', () => {
    const pixels = draw(undefined);
    expect(Math.abs(fall(pixels))).toBeLessThan(4);
    expect(boundingBox(pixels, nearWhite)!.bottom - boundingBox(pixels, nearWhite)!.top).toBeLessThan(70);
  });

  it('tilts the line clockwise by a positive rotation, about the centre of the box', () => {
    const upright = boundingBox(draw(0), nearWhite)!;
    const pixels = draw(30);
    const ink = boundingBox(pixels, nearWhite)!;
    // Clockwise on screen: the right end goes down. Half the line's width apart, tan 30° ≈ 0.58.
    const drop = fall(pixels);
    expect(drop).toBeGreaterThan(0.3 * (ink.right - ink.left) * 0.58);
    expect(ink.bottom - ink.top).toBeGreaterThan(2.5 * (upright.bottom - upright.top));
    expect(Math.abs((ink.left + ink.right) / 2 - SIZE / 2)).toBeLessThan(8);
    expect(Math.abs((ink.top + ink.bottom) / 2 - SIZE / 2)).toBeLessThan(8);
  });

  it('tilts the other way for a negative rotation (text rising to the right, as on Two Buttons)', () => {
    const clockwise = fall(draw(30));
    const anticlockwise = fall(draw(-30));
    expect(anticlockwise).toBeLessThan(-40);
    expect(Math.abs(anticlockwise + clockwise)).toBeLessThan(6);
  });

  it("keeps the box's rotation when the user drags the caption elsewhere", () => {
    const pixels = draw(30, { x: 40, y: 70 });
    const ink = boundingBox(pixels, nearWhite)!;
    expect(Math.abs((ink.top + ink.bottom) / 2 - 0.7 * SIZE)).toBeLessThan(8);
    expect(fall(pixels, (ink.left + ink.right) / 2)).toBeGreaterThan(40);
  });

  it('turns no further than 45 degrees', () => {
    expect(Buffer.from(draw(80).data).equals(Buffer.from(draw(45).data))).toBe(true);
    expect(Buffer.from(draw(45).data).equals(Buffer.from(draw(30).data))).toBe(false);
  });
});
