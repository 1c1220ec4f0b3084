// Captions keep the direction of their own text (issue 8). A browser canvas inherits the page's
// direction, so an Arabic interface would draw "WOW!" as "!WOW"; and an Arabic caption must read
// right to left on the server too, whose canvas starts left to right.
import { describe, expect, it } from 'vitest';
import { withBundledFonts } from '../../api/render/worker/fonts';
import { textDirection } from '../../core/render/drawCaption';
import { renderMemeFrame } from '../../core/render/renderMeme';
import type { Caption } from '../../core/templates/types';
import { solidCanvas } from '../helpers/pixels';

const SIZE = 300;

/** Pixels of a meme drawn on a canvas whose context starts in the given direction. */
function drawWith(direction: 'ltr' | 'rtl', text: string): Uint8ClampedArray | Uint8Array {
  const canvas = solidCanvas(SIZE, SIZE);
  const ctx = canvas.getContext('2d');
  ctx.direction = direction;
  const captions: Caption[] = [{ id: 'top', text, position: 'top' }];
  renderMemeFrame(withBundledFonts(ctx), { captions, width: SIZE, height: SIZE, background: null });
  return ctx.getImageData(0, 0, SIZE, SIZE).data;
}

describe('caption direction', () => {
  it('draws a Latin caption the same whatever direction the page gave the canvas', () => {
    expect(Buffer.from(drawWith('rtl', 'WOW! 100%')).equals(Buffer.from(drawWith('ltr', 'WOW! 100%')))).toBe(true);
  });

  // Skia reorders only right-to-left text by the context's direction, so this is the case that
  // fails here without the per-line direction (Chromium reorders Latin lines as well).
  it('draws an Arabic caption the same whatever direction the page gave the canvas', () => {
    expect(Buffer.from(drawWith('ltr', 'مرحبا!')).equals(Buffer.from(drawWith('rtl', 'مرحبا!')))).toBe(true);
  });

  it('takes the direction from the first letter, like dir="auto"', () => {
    expect(textDirection('WOW!')).toBe('ltr');
    expect(textDirection('!!! שלום')).toBe('rtl');
    expect(textDirection('«مرحبا» world')).toBe('rtl');
    expect(textDirection('123 ?')).toBe('ltr');
    expect(textDirection('こんにちは')).toBe('ltr');
  });
});
