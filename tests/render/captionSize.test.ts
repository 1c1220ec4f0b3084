// Captions sized like Imgflip's (issue 25): as large as their box holds, never below a legible
// share of the picture, in balanced lines, a margin from the edge, and Doge in its Comic face.
// Real catalogue templates, drawn by the shared renderer with the bundled fonts on Skia.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { withBundledFonts } from '../../api/render/worker/fonts';
import { getTemplate } from '../../api/templates/catalogue/catalogue';
import { layoutMemeCaptions, type MemeFrameInput } from '../../core/render/renderMeme';
import { cssFont } from '../../core/render/style';
import type { Caption } from '../../core/templates/types';
import { boundingBox, drawMeme, inkRowRuns, isInk, nearBlack, nearWhite } from '../helpers/pixels';

const caption = (id: string, text: string, position: Caption['position'] = 'custom'): Caption => ({ id, text, position });

/** A template's captions, one per text position in order, ready for the renderer. */
function onTemplate(id: string, texts: string[]): Omit<MemeFrameInput, 'background'> {
  const template = getTemplate(id);
  if (!template) throw new Error(`no template ${id}`);
  const captions = texts.map((text, index) => caption(template.textPositions[index]!.id, text));
  return { width: template.width, height: template.height, captions, textPositions: template.textPositions };
}

function layouts(input: Omit<MemeFrameInput, 'background'>) {
  const ctx = withBundledFonts(createCanvas(input.width, input.height).getContext('2d'));
  return { ctx, placed: layoutMemeCaptions(ctx, { ...input, background: null }) };
}

// A 3:4 phone photo 1169 px tall, captioned top and bottom as an upload is.
const PHOTO = { width: 877, height: 1169 };
const LONG = 'Me at 3 AM reorganising my entire music library by the mood of each album cover';

describe('caption size', () => {
  it('draws "NOBODY:" on a 1169 px photo with letters at least 6 % of its height (it was 2 %)', () => {
    const pixels = drawMeme({ ...PHOTO, captions: [caption('a', 'Nobody:', 'top'), caption('b', LONG, 'bottom')] });
    const rows = inkRowRuns(pixels, nearWhite, { bottom: Math.round(PHOTO.height / 4) });
    expect((rows.at(-1)!.bottom - rows[0]!.top) / PHOTO.height).toBeGreaterThanOrEqual(0.06);
  });

  it('keeps a short word to a tenth of the height, and long text at 4.5 % or more', () => {
    const { placed } = layouts({ ...PHOTO, captions: [caption('a', 'Nobody:', 'top'), caption('b', `${LONG}. ${LONG}. ${LONG}`, 'bottom')] });
    expect(placed[0]!.fontSize).toBeCloseTo(PHOTO.height / 10);
    expect(placed[1]!.fontSize / PHOTO.height).toBeGreaterThanOrEqual(0.045);
    // It took more lines than a third of the picture holds instead of shrinking, inside the picture.
    expect(placed[1]!.bounds.height).toBeGreaterThan(PHOTO.height / 3);
    expect(placed[1]!.bounds.top).toBeGreaterThan(0);
  });

  it('wraps a long caption into balanced lines: no lone last word, the last line at least half the widest', () => {
    const { ctx, placed } = layouts({ ...PHOTO, captions: [caption('a', 'Nobody:', 'top'), caption('b', LONG, 'bottom')] });
    const bottom = placed[1]!;
    expect(bottom.lines.length).toBeGreaterThan(1);
    ctx.font = cssFont(bottom.fontSize, bottom.fontStack);
    const widths = bottom.lines.map((line) => ctx.measureText(line).width);
    expect(bottom.lines.every((line) => line.trim().split(/\s+/).length >= 2)).toBe(true);
    expect(widths.at(-1)! / Math.max(...widths)).toBeGreaterThanOrEqual(0.5);
  });

  it('never draws a caption nearer the edge than 2 % of the shorter side', () => {
    const long = 'Writing the whole thing from scratch on a Friday afternoon while everyone else went home already';
    const pixels = drawMeme({ ...PHOTO, captions: [caption('a', long, 'top'), caption('b', long, 'bottom')] });
    const ink = boundingBox(pixels, isInk)!;
    const margin = 0.02 * PHOTO.width;
    expect(ink.left).toBeGreaterThanOrEqual(margin);
    expect(ink.top).toBeGreaterThanOrEqual(margin);
    expect(PHOTO.width - ink.right).toBeGreaterThanOrEqual(margin);
    expect(PHOTO.height - ink.bottom).toBeGreaterThanOrEqual(margin);
  });

  it("fills Flex Tape's three rows with legible text: 8 % of the height or more (it was 3.8 %)", () => {
    const input = onTemplate('flex-tape', ['My sleep schedule', 'One strong coffee', 'Fixed until 3 PM']);
    const { placed } = layouts(input);
    expect(placed).toHaveLength(3);
    for (const layout of placed) expect(layout.fontSize / input.height).toBeGreaterThanOrEqual(0.08);
    // Each row's caption stays in its own third.
    placed.forEach((layout, index) => {
      expect(layout.bounds.top).toBeGreaterThanOrEqual((input.height / 3) * index);
      expect(layout.bounds.top + layout.bounds.height).toBeLessThanOrEqual((input.height / 3) * (index + 1));
    });
  });

  it("sizes four boxes of Gru's Plan above their lower floor (3.2 %) without running into each other", () => {
    const input = onTemplate('grus-plan', ['Make a plan', 'Follow the plan', 'The plan fails', 'The plan fails']);
    const { placed } = layouts(input);
    for (const layout of placed) expect(layout.fontSize / input.height).toBeGreaterThanOrEqual(0.032);
    expect(placed[0]!.bounds.top + placed[0]!.bounds.height).toBeLessThanOrEqual(placed[2]!.bounds.top);
  });
});

describe('per-template looks', () => {
  it('draws Doge in Comic Neue as typed (coloured, no capitals), other templates in Anton capitals', () => {
    const { ctx, placed } = layouts(onTemplate('doge', ['such meme', 'very template', 'wow']));
    expect(placed.map((layout) => layout.lines.join(' '))).toEqual(['such meme', 'very template', 'wow']);
    expect(placed[0]!.fontStack).toMatch(/^"Comic Neue", /);
    // The face drawn is not Anton: Comic Neue's capitals are much wider than Anton's condensed ones.
    ctx.font = cssFont(40, placed[0]!.fontStack);
    const comic = ctx.measureText('SUCH MEME').width;
    ctx.font = 'bold 40px Anton';
    const anton = ctx.measureText('SUCH MEME').width;
    expect(comic / anton).toBeGreaterThan(1.2);

    const classic = layouts(onTemplate('success-kid', ['Tried a new recipe', 'Nobody got food poisoning'])).placed;
    expect(classic[0]!.lines.join(' ')).toBe('TRIED A NEW RECIPE');
    expect(classic[0]!.fontStack).toMatch(/^Impact, Anton, /);
  });

  it('paints Doge in its box colour without the black outline of the classic look', () => {
    const pixels = drawMeme(onTemplate('doge', ['such meme']));
    const magenta = (r: number, g: number, b: number, a: number) => a > 200 && r > 200 && g < 80 && b > 200;
    expect(boundingBox(pixels, magenta)).toBeDefined();
    expect(boundingBox(pixels, nearBlack)).toBeUndefined();
  });
});
