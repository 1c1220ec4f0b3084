// Captions and stickers are the same on every GIF frame: draw them once on a transparent canvas,
// keep only the pixels they touch, and blend those onto each composed frame.
import { createCanvas } from '@napi-rs/canvas';
import { drawMemeOverlay, type MemeFrameInput } from '../../../core/render/renderMeme';
import { withBundledFonts } from './fonts';
import { TRANSPARENT_PIXEL, type ScreenPixels } from './gifFrames';

const BLEND_PRECISION = 0xf8f8f8;
const BLEND_ROUNDING = 0x040404; // the middle of each 8-level step

/** The touched pixels of an overlay: positions and straight (non-premultiplied) RGBA. */
export type Overlay = { positions: Uint32Array; rgba: Uint8Array };

/** Draws the overlay at the frame size and collects the pixels with any coverage. */
export function drawOverlay(input: Omit<MemeFrameInput, 'background'>): Overlay {
  const canvas = createCanvas(input.width, input.height);
  const ctx = canvas.getContext('2d');
  drawMemeOverlay(withBundledFonts(ctx), { ...input, background: null });
  const pixels = ctx.getImageData(0, 0, input.width, input.height).data;
  let count = 0;
  for (let at = 3; at < pixels.length; at += 4) if (pixels[at]! > 0) count += 1;
  const positions = new Uint32Array(count);
  const rgba = new Uint8Array(count * 4);
  for (let at = 3, pixel = 0, next = 0; at < pixels.length; at += 4, pixel += 1) {
    if (pixels[at]! === 0) continue;
    positions[next] = pixel;
    rgba.set(pixels.subarray(at - 3, at + 1), next * 4);
    next += 1;
  }
  return { positions, rgba };
}

/**
 * Blends the overlay onto a composed frame in place (source-over). A GIF pixel is either opaque or
 * transparent, so a blend over a transparent pixel is kept only when mostly covered. Partial blends
 * (edges, the soft shadow) are rounded to 5 bits a channel: over a photo they would otherwise make
 * thousands of near-identical colours that each cost the palette step time, for no visible gain.
 */
export function blendOverlay(frame: ScreenPixels, overlay: Overlay): void {
  const { positions, rgba } = overlay;
  for (let index = 0; index < positions.length; index += 1) {
    const position = positions[index]!;
    const at = index * 4;
    const alpha = rgba[at + 3]!;
    const below = frame[position]!;
    if (alpha === 255 || (below === TRANSPARENT_PIXEL && alpha >= 128)) {
      frame[position] = (rgba[at]! << 16) | (rgba[at + 1]! << 8) | rgba[at + 2]!;
    } else if (below !== TRANSPARENT_PIXEL) {
      const keep = 255 - alpha;
      const red = ((rgba[at]! * alpha + (below >> 16) * keep + 127) / 255) | 0;
      const green = ((rgba[at + 1]! * alpha + ((below >> 8) & 0xff) * keep + 127) / 255) | 0;
      const blue = ((rgba[at + 2]! * alpha + (below & 0xff) * keep + 127) / 255) | 0;
      frame[position] = (((red << 16) | (green << 8) | blue) & BLEND_PRECISION) | BLEND_ROUNDING;
    }
  }
}
