// Captions drawn by the shared core renderer on a real Skia canvas, judged by their pixels.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { withBundledFonts } from '../../api/render/worker/fonts';
import { layoutMemeCaptions } from '../../core/render/renderMeme';
import { cssFont, fontStack } from '../../core/render/style';
import type { Caption } from '../../core/templates/types';
import { boundingBox, count, drawMeme, inkRowRuns, isInk, nearBlack, nearWhite, solidCanvas } from '../helpers/pixels';

const caption = (text: string, position: Caption['position'], extra: Partial<Caption> = {}): Caption => ({
  id: `${position}-${text.length}`,
  text,
  position,
  ...extra,
});
const SIZE = 600;
const third = SIZE / 3;

describe('caption placement', () => {
  it('puts the top caption in the top band and the bottom one in the bottom band, none in between', () => {
    const pixels = drawMeme({ captions: [caption('Top text', 'top'), caption('Bottom text', 'bottom')] });
    for (const test of [nearWhite, nearBlack]) {
      expect(count(pixels, test, { bottom: third })).toBeGreaterThan(300);
      expect(count(pixels, test, { top: 2 * third })).toBeGreaterThan(300);
      expect(count(pixels, test, { top: third, bottom: 2 * third })).toBe(0);
    }
    // 40 px from the edges (plus the outline): ink starts near y = 40 and ends near y = 560.
    const ink = boundingBox(pixels, isInk)!;
    expect(ink.top).toBeGreaterThan(30);
    expect(ink.top).toBeLessThan(50);
    expect(ink.bottom).toBeGreaterThan(550);
    expect(ink.bottom).toBeLessThan(570);
  });

  it('centres a custom caption on its x, y (percent)', () => {
    const pixels = drawMeme({ captions: [caption('HI', 'custom', { x: 25, y: 75 })] });
    const ink = boundingBox(pixels, nearWhite)!;
    expect(Math.abs((ink.left + ink.right) / 2 - 150)).toBeLessThan(6);
    expect(Math.abs((ink.top + ink.bottom) / 2 - 450)).toBeLessThan(6);
  });

  it('follows a template text position matched by id', () => {
    const textPositions = [{ id: 'text-1', position: 'custom' as const, x: 80, y: 20, width: 30, fontSize: 32, defaultText: '' }];
    const pixels = drawMeme({ captions: [caption('Here', 'top', { id: 'text-1' })], textPositions });
    const ink = boundingBox(pixels, nearWhite)!;
    expect(ink.left).toBeGreaterThan(SIZE * 0.65);
    expect(Math.abs((ink.top + ink.bottom) / 2 - 120)).toBeLessThan(8);
  });

  it('moves ink left or right with the text alignment', () => {
    const left = boundingBox(drawMeme({ captions: [caption('Hi', 'top', { textAlign: 'left' })] }), nearWhite)!;
    const right = boundingBox(drawMeme({ captions: [caption('Hi', 'top', { textAlign: 'right' })] }), nearWhite)!;
    // The box is 80% wide and centred: from x = 60 to x = 540.
    expect(left.left).toBeLessThan(80);
    expect(right.right).toBeGreaterThan(520);
    expect(right.left - left.left).toBeGreaterThan(350);
  });
});

describe('wrapping and shrinking', () => {
  const long = 'This caption is far too long to fit on a single line of the picture so it has to wrap';

  it('wraps long text onto several lines', () => {
    const pixels = drawMeme({ captions: [caption(long, 'top')] });
    expect(inkRowRuns(pixels, nearWhite, { bottom: SIZE / 2 }).length).toBeGreaterThanOrEqual(2);
  });

  it('draws short text at a tenth of the height, and text too long for that smaller, never below 4.5 %', () => {
    const ctx = createCanvas(SIZE, SIZE).getContext('2d');
    const [short] = layoutMemeCaptions(ctx, { width: SIZE, height: SIZE, background: null, captions: [caption('Short', 'top')] });
    const [crowded] = layoutMemeCaptions(ctx, { width: SIZE, height: SIZE, background: null, captions: [caption(`${long} ${long} ${long}`, 'top')] });
    expect(short!.fontSize).toBe(SIZE / 10);
    expect(crowded!.fontSize).toBeLessThan(SIZE / 10);
    expect(crowded!.fontSize).toBeGreaterThanOrEqual(SIZE * 0.045);
    expect(crowded!.bounds.top + crowded!.bounds.height).toBeLessThanOrEqual(SIZE);
  });

  it('breaks a word wider than the box instead of letting it run off the image', () => {
    const pixels = drawMeme({ width: 200, height: 400, captions: [caption('Supercalifragilisticexpialidocious'.repeat(3), 'top')] });
    const ink = boundingBox(pixels, isInk)!;
    expect(ink.left).toBeGreaterThanOrEqual(0);
    expect(ink.right).toBeLessThanOrEqual(200);
    expect(inkRowRuns(pixels, nearWhite).length).toBeGreaterThanOrEqual(2);
  });
});

describe('paint', () => {
  it('strokes with the outline colour and fills with the caption colour', () => {
    const pixels = drawMeme({ captions: [caption('Colour', 'top', { color: '#00ff00' })], style: { outlineColor: '#ff00ff' } });
    expect(count(pixels, (r, g, b) => r < 40 && g > 215 && b < 40)).toBeGreaterThan(200);
    expect(count(pixels, (r, g, b) => r > 215 && g < 40 && b > 215)).toBeGreaterThan(200);
  });

  it('draws white text with a black outline in the classic style', () => {
    const pixels = drawMeme({ captions: [caption('Classic', 'top')] });
    expect(count(pixels, nearWhite)).toBeGreaterThan(300);
    expect(count(pixels, nearBlack)).toBeGreaterThan(300);
  });

  it('gives dark caption text a light outline so it stays readable', () => {
    const pixels = drawMeme({ captions: [caption('Dark', 'top', { color: '#000000' })] });
    expect(count(pixels, nearBlack)).toBeGreaterThan(200);
    expect(count(pixels, nearWhite)).toBeGreaterThan(200);
  });

  it('uppercases in the classic style only', () => {
    const ctx = createCanvas(SIZE, SIZE).getContext('2d');
    const input = { width: SIZE, height: SIZE, background: null, captions: [caption('Such wow', 'top')] };
    expect(layoutMemeCaptions(ctx, input)[0]!.lines).toEqual(['SUCH WOW']);
    expect(layoutMemeCaptions(ctx, { ...input, theme: 'standard' })[0]!.lines).toEqual(['Such wow']);
  });

  it('draws nothing for blank captions: pixels equal the background', () => {
    const background = solidCanvas(SIZE, SIZE).getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
    const pixels = drawMeme({ captions: [caption('   ', 'top'), caption('', 'bottom'), caption('\n\t', 'center')] });
    expect(Buffer.compare(Buffer.from(pixels.data), Buffer.from(background))).toBe(0);
  });

  it('draws right-to-left and other scripts as typed', () => {
    const pixels = drawMeme({ captions: [caption('مرحبا بالعالم', 'top'), caption('你好，世界', 'bottom')] });
    expect(count(pixels, nearWhite, { bottom: third })).toBeGreaterThan(50);
    expect(count(pixels, nearWhite, { top: 2 * third })).toBeGreaterThan(50);
  });

  it('uses the bundled font when Impact is missing (the server never has Impact), never a host font', () => {
    const host = createCanvas(10, 10).getContext('2d');
    const bundled = withBundledFonts(host);
    const measure = (ctx: typeof bundled, font: string) => {
      ctx.font = font;
      return ctx.measureText('BUNDLED FONT').width;
    };
    expect(measure(bundled, cssFont(36, fontStack('Impact')))).toBe(measure(bundled, 'bold 36px Anton'));
    expect(measure(bundled, 'bold 36px Anton')).not.toBe(measure(host, 'bold 36px sans-serif'));
  });
});
