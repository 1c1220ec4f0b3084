// Helpers for tests that look at real pixels drawn by @napi-rs/canvas with the bundled fonts.
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { renderMemeFrame, type MemeFrameInput } from '../../core/render/renderMeme';
import { withBundledFonts } from '../../api/render/worker/fonts';

export type Pixels = { width: number; height: number; data: Uint8ClampedArray | Uint8Array };
export type Box = { left: number; top: number; right: number; bottom: number };
type Test = (red: number, green: number, blue: number, alpha: number) => boolean;

export const GREY = '#808080';
export const nearWhite: Test = (r, g, b, a) => a > 200 && r > 225 && g > 225 && b > 225;
export const nearBlack: Test = (r, g, b, a) => a > 200 && r < 30 && g < 30 && b < 30;
export const isInk: Test = (r, g, b, a) => nearWhite(r, g, b, a) || nearBlack(r, g, b, a);

/** A canvas filled with one colour (mid grey by default: neither caption white nor outline black). */
export function solidCanvas(width: number, height: number, color = GREY): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, width, height);
  return canvas;
}

/** Draws a meme with the shared core renderer over a grey canvas and returns its pixels. */
export function drawMeme(input: Omit<MemeFrameInput, 'width' | 'height' | 'background'> & { width?: number; height?: number }): Pixels {
  const width = input.width ?? 600;
  const height = input.height ?? 600;
  const canvas = solidCanvas(width, height);
  renderMemeFrame(withBundledFonts(canvas.getContext('2d')), { ...input, width, height, background: null });
  return canvas.getContext('2d').getImageData(0, 0, width, height);
}

/** How many pixels in the rectangle pass the test. */
export function count(pixels: Pixels, test: Test, box: Partial<Box> = {}): number {
  const { left = 0, top = 0, right = pixels.width, bottom = pixels.height } = box;
  let found = 0;
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      const at = (y * pixels.width + x) * 4;
      if (test(pixels.data[at]!, pixels.data[at + 1]!, pixels.data[at + 2]!, pixels.data[at + 3]!)) found += 1;
    }
  }
  return found;
}

/** The smallest box holding every pixel that passes the test (undefined when none does). */
export function boundingBox(pixels: Pixels, test: Test): Box | undefined {
  let box: Box | undefined;
  for (let y = 0; y < pixels.height; y += 1) {
    for (let x = 0; x < pixels.width; x += 1) {
      const at = (y * pixels.width + x) * 4;
      if (!test(pixels.data[at]!, pixels.data[at + 1]!, pixels.data[at + 2]!, pixels.data[at + 3]!)) continue;
      box = box
        ? { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x + 1), bottom: Math.max(box.bottom, y + 1) }
        : { left: x, top: y, right: x + 1, bottom: y + 1 };
    }
  }
  return box;
}

/** Runs of consecutive rows that contain at least one passing pixel: one per line of text. */
export function inkRowRuns(pixels: Pixels, test: Test, box: Partial<Box> = {}): { top: number; bottom: number }[] {
  const { top = 0, bottom = pixels.height } = box;
  const runs: { top: number; bottom: number }[] = [];
  for (let y = top; y < bottom; y += 1) {
    const hasInk = count(pixels, test, { ...box, top: y, bottom: y + 1 }) > 0;
    const last = runs.at(-1);
    if (hasInk && last && last.bottom === y) last.bottom = y + 1;
    else if (hasInk) runs.push({ top: y, bottom: y + 1 });
  }
  return runs;
}
