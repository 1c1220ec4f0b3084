// The renderer's layout rules, with a fake font (every character 10 px wide at 20 px) so the
// expected lines and sizes can be worked out by hand.
import { describe, expect, it } from 'vitest';
import { contrastingOutline } from '../../core/render/color';
import { captionGeometry, fitCaption, type MeasureText } from '../../core/render/fit';
import { matchTextPositions, placeCaptions, type CaptionBox } from '../../core/render/placement';
import { clampStickerScale, stickerGeometry } from '../../core/render/stickers';
import { fontStack, resolveTextPaint } from '../../core/render/style';
import { balanceLines, wrapText } from '../../core/render/wrap';
import { templateLook } from '../../core/render/looks';
import type { Caption, TextPosition } from '../../core/templates/types';

const measure: MeasureText = (text, fontSize) => Array.from(text).length * fontSize * 0.5;
const at20 = (text: string) => measure(text, 20);
const box = (overrides: Partial<CaptionBox> = {}): CaptionBox => ({
  left: 0,
  width: 200,
  centerX: 100,
  anchor: 'top',
  y: 40,
  maxHeight: 200,
  largest: 20,
  floor: 14,
  margin: 0,
  align: 'center',
  color: undefined,
  rotation: 0,
  ...overrides,
});
const fitOptions = { outlineRatio: 0, canvasWidth: 200, canvasHeight: 600, scale: 1 };
const caption = (id: string, text: string, position: Caption['position'], extra: Partial<Caption> = {}): Caption => ({ id, text, position, ...extra });
const slot = (id: string, position: TextPosition['position'], x: number, y: number): TextPosition => ({
  id,
  position,
  x,
  y,
  width: 50,
  fontSize: 32,
  defaultText: '',
});

describe('wrapText', () => {
  it('fills each line up to the width, breaking at spaces', () => {
    expect(wrapText('aaa bbb ccc ddd', 75, at20, false).lines).toEqual(['aaa bbb', 'ccc ddd']);
  });

  it('keeps explicit line breaks', () => {
    expect(wrapText('one\ntwo', 1000, at20, false).lines).toEqual(['one', 'two']);
  });

  it('reports a word wider than the box, and breaks it only when asked', () => {
    expect(wrapText('abcdefghij', 50, at20, false)).toEqual({ lines: ['abcdefghij'], overflows: true });
    expect(wrapText('abcdefghij', 50, at20, true)).toEqual({ lines: ['abcde', 'fghij'], overflows: false });
  });

  it('may break between CJK characters, which have no spaces', () => {
    expect(wrapText('你好世界再见', 40, at20, false).lines).toEqual(['你好世界', '再见']);
  });

  it('balances lines to similar widths instead of leaving one word alone on the last', () => {
    expect(wrapText('one two three four five', 200, at20, false).lines).toEqual(['one two three four', 'five']);
    expect(balanceLines('one two three four five', 2, 200, at20)).toEqual(['one two three', 'four five']);
    expect(balanceLines('one two', 1, 200, at20)).toBeUndefined();
  });
});

describe('fitCaption', () => {
  it('takes the largest size when the text fits', () => {
    const layout = fitCaption('short', box(), measure, fitOptions);
    expect(layout.fontSize).toBe(20);
    expect(layout.lines).toEqual(['short']);
    expect(layout.lineHeight).toBe(24);
  });

  it('shrinks the font until the block fits the box height', () => {
    const text = 'word '.repeat(40).trim();
    const layout = fitCaption(text, box({ maxHeight: 150 }), measure, fitOptions);
    expect(layout.fontSize).toBeLessThan(20);
    expect(layout.fontSize).toBeGreaterThanOrEqual(14);
    expect(layout.lines.length * layout.lineHeight).toBeLessThanOrEqual(150);
    expect(layout.lines.every((line) => measure(line, layout.fontSize) <= 200)).toBe(true);
  });

  it('takes more lines at the floor, down the canvas, rather than shrinking below it', () => {
    const text = 'word '.repeat(40).trim();
    const layout = fitCaption(text, box({ maxHeight: 50 }), measure, fitOptions);
    expect(layout.fontSize).toBe(14);
    expect(layout.lines.length * layout.lineHeight).toBeGreaterThan(50);
    expect(layout.lines.every((line) => measure(line, 14) <= 200)).toBe(true);
  });

  it('takes one line fewer when that keeps 85 % of the size, and balances the lines it keeps', () => {
    const oneLine = fitCaption('aaaa bbbb cccc dddd eee', box(), measure, fitOptions);
    expect(oneLine.lines).toEqual(['aaaa bbbb cccc dddd eee']);
    expect(oneLine.fontSize).toBeGreaterThanOrEqual(17);
    const twoLines = fitCaption('one two three four five', box({ floor: 20 }), measure, fitOptions);
    expect(twoLines.lines).toEqual(['one two three', 'four five']);
  });

  it('breaks words at the smallest size when nothing else fits', () => {
    const layout = fitCaption('x'.repeat(100), box({ width: 100 }), measure, fitOptions);
    expect(layout.fontSize).toBe(12);
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.join('')).toBe('x'.repeat(100));
  });

  it('anchors top blocks at y, bottom blocks above y and others around y', () => {
    expect(fitCaption('a', box({ anchor: 'top', y: 40 }), measure, fitOptions).bounds.top).toBe(40);
    expect(fitCaption('a', box({ anchor: 'bottom', y: 560 }), measure, fitOptions).bounds.top).toBe(560 - 24);
    expect(fitCaption('a', box({ anchor: 'middle', y: 300 }), measure, fitOptions).bounds.top).toBe(300 - 12);
  });

  it('places left, centre and right aligned text at the box edges or centre', () => {
    expect(fitCaption('a', box({ align: 'left' }), measure, fitOptions).x).toBe(0);
    expect(fitCaption('a', box({ align: 'right' }), measure, fitOptions).x).toBe(200);
    expect(fitCaption('a', box({ align: 'center' }), measure, fitOptions).x).toBe(100);
  });

  it('keeps centred text on the canvas when its point is near an edge', () => {
    const layout = fitCaption('abcd', box({ centerX: 5 }), measure, fitOptions);
    expect(layout.x).toBe(20);
    expect(layout.bounds.left).toBe(0);
  });

  it('keeps the block the margin away from every edge of the canvas', () => {
    expect(fitCaption('abcd', box({ centerX: 5, margin: 10 }), measure, fitOptions).bounds.left).toBe(10);
    expect(fitCaption('abcd', box({ centerX: 195, margin: 10 }), measure, fitOptions).bounds.left).toBe(200 - 10 - 40);
    expect(fitCaption('a', box({ anchor: 'top', y: 0, margin: 10 }), measure, fitOptions).bounds.top).toBe(10);
    expect(fitCaption('a', box({ anchor: 'bottom', y: 600, margin: 10 }), measure, fitOptions).bounds.top).toBe(600 - 10 - 24);
  });
});

describe('placeCaptions', () => {
  const frame = { width: 500, height: 400, scale: 1 };

  it('uses the spec defaults (80% wide, 40 px from the edges) and sizes from a tenth of the height down to 4.5 %', () => {
    const [top, bottom] = placeCaptions([caption('a', 'x', 'top'), caption('b', 'y', 'bottom')], undefined, frame);
    expect(top!.box).toMatchObject({ width: 400, left: 50, anchor: 'top', y: 40, largest: 40, align: 'center', margin: 10 });
    expect(top!.box.floor).toBeCloseTo(18);
    expect(bottom!.box).toMatchObject({ anchor: 'bottom', y: 360 });
  });

  it('lowers the floor as boxes crowd the picture, and measures a very tall picture by 1.5 × its width', () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => caption(id, id, 'center'));
    expect(placeCaptions(four, undefined, frame)[0]!.box.floor).toBeCloseTo(18 * Math.sqrt(2 / 4));
    expect(placeCaptions([caption('a', 'x', 'top')], undefined, { width: 200, height: 900, scale: 1 })[0]!.box.largest).toBeCloseTo(30);
  });

  it('scales the edge offset and a chosen size with the scale', () => {
    const [top] = placeCaptions([caption('a', 'x', 'top', { fontSize: 30 })], undefined, { ...frame, scale: 2 });
    expect(top!.box).toMatchObject({ y: 80, largest: 60 });
  });

  it('takes per-caption colour, size and alignment', () => {
    const [placed] = placeCaptions([caption('a', 'x', 'center', { color: '#ff0000', fontSize: 50, textAlign: 'right' })], undefined, frame);
    expect(placed!.box).toMatchObject({ color: '#ff0000', largest: 50, align: 'right', anchor: 'middle', y: 200 });
  });

  it('gives a slot the height up to its neighbours above and below, and a tilted sign half its width', () => {
    const stacked = [slot('text-1', 'custom', 50, 40), slot('text-2', 'custom', 50, 60), slot('text-3', 'custom', 50, 90)];
    const placed = placeCaptions([caption('text-1', 'a', 'custom'), caption('text-2', 'b', 'custom'), caption('text-3', 'c', 'custom')], stacked, frame);
    expect(placed.map((found) => found.box.maxHeight)).toEqual([80, 80, 120]);
    const sign = [{ ...slot('text-1', 'custom', 50, 50), rotation: -20 }];
    expect(placeCaptions([caption('text-1', 'a', 'custom')], sign, frame)[0]!.box.maxHeight).toBe(125);
  });

  it('drops blank captions but keeps their slots', () => {
    const slots = [slot('text-1', 'custom', 25, 25), slot('text-2', 'custom', 75, 75)];
    const placed = placeCaptions([caption('c1', ' ', 'top'), caption('c2', 'second', 'bottom')], slots, frame);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.box).toMatchObject({ centerX: 375, y: 300, width: 250, largest: 40 });
  });

  it('pairs captions with text positions by id, then by kind, then in order', () => {
    const slots = [slot('text-1', 'top', 50, 10), slot('text-2', 'bottom', 50, 90), slot('text-3', 'custom', 20, 50)];
    const matched = matchTextPositions([caption('x', 'a', 'bottom'), caption('text-1', 'b', 'center'), caption('y', 'c', 'center')], slots);
    expect(matched.map((found) => found?.id)).toEqual(['text-2', 'text-1', 'text-3']);
  });

  it('lets a dragged caption (x, y) leave its slot', () => {
    const [placed] = placeCaptions([caption('text-1', 'moved', 'custom', { x: 10, y: 90 })], [slot('text-1', 'top', 50, 10)], frame);
    expect(placed!.box).toMatchObject({ centerX: 50, y: 360, width: 250 });
  });

  it("turns a caption by its slot's rotation, dragged or not, and keeps it within ±45°", () => {
    const tilted = (rotation: number | undefined) => [{ ...slot('text-1', 'custom', 50, 50), rotation }];
    const rotationOf = (found: { x?: number; y?: number }, rotation: number | undefined) =>
      placeCaptions([caption('text-1', 'sign', 'custom', found)], tilted(rotation), frame)[0]!.box.rotation;
    expect(rotationOf({}, -12.5)).toBe(-12.5);
    expect(rotationOf({ x: 10, y: 90 }, -12.5)).toBe(-12.5);
    expect(rotationOf({}, undefined)).toBe(0);
    expect(rotationOf({}, 90)).toBe(45);
    expect(rotationOf({}, -90)).toBe(-45);
    expect(rotationOf({}, Number.NaN)).toBe(0);
    expect(placeCaptions([caption('a', 'x', 'top')], undefined, frame)[0]!.box.rotation).toBe(0);
  });
});

describe('rotated captions', () => {
  it("wraps in the box's own frame: the same lines and size as upright", () => {
    const text = 'aaa bbb ccc ddd eee fff';
    const upright = fitCaption(text, box({ anchor: 'middle', y: 300 }), measure, fitOptions);
    const turned = fitCaption(text, box({ anchor: 'middle', y: 300, rotation: 30 }), measure, fitOptions);
    expect(turned.lines).toEqual(upright.lines);
    expect(turned.fontSize).toBe(upright.fontSize);
    expect(turned).toMatchObject({ rotation: 30, pivot: { x: 100, y: 300 } });
  });

  it("turns left-aligned text about the box's centre, not the text's", () => {
    const layout = fitCaption('ab', box({ anchor: 'middle', y: 300, align: 'left', rotation: 90 }), measure, fitOptions);
    // The 20 px wide text sits at x 0..20 in a 200 px box centred on x = 100: turned a quarter
    // clockwise about (100, 300), its centre (10, 300) lands at (100, 210).
    expect(layout.pivot).toEqual({ x: 100, y: 300 });
    const geometry = captionGeometry(layout);
    expect(geometry.centerX).toBeCloseTo(100);
    expect(geometry.centerY).toBeCloseTo(210);
    expect(geometry.radians).toBeCloseTo(Math.PI / 2);
  });
});

describe('style', () => {
  it('puts the chosen family first, then Impact, every bundled face (emoji before the Noto faces) and a generic fallback', () => {
    const bundled =
      'Anton, Oswald, "Fira Sans Extra Condensed", Twemoji, "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Telugu", "Noto Sans Thai"';
    expect(fontStack('Impact')).toBe(`Impact, ${bundled}, "Noto Sans SC", "Noto Sans JP", "Noto Sans KR", sans-serif`);
    expect(fontStack('Comic Sans MS')).toMatch(/^"Comic Sans MS", Impact, Anton, /);
  });

  it('gives Han the forms of the language the caption is written in', () => {
    expect(fontStack('Impact', 'コードが動いた')).toMatch(/"Noto Sans JP", "Noto Sans KR", "Noto Sans SC"/);
    expect(fontStack('Impact', '코드가 작동한다')).toMatch(/"Noto Sans KR", "Noto Sans JP", "Noto Sans SC"/);
    expect(fontStack('Impact', '代码第一次就成功了')).toMatch(/"Noto Sans SC", "Noto Sans JP", "Noto Sans KR"/);
  });

  it('has the classic look by default (outline 0.22 × the size) and the thin standard outline otherwise', () => {
    expect(resolveTextPaint()).toMatchObject({ fill: '#ffffff', outline: '#000000', outlineRatio: 0.22, shadowBlur: 8, uppercase: true });
    expect(resolveTextPaint({ primaryColor: '#ffff00' }, 'standard')).toMatchObject({ fill: '#ffff00', outlineRatio: 3 / 36, shadowBlur: 0, uppercase: false });
  });

  it("gives Doge its own look in either theme: Comic Neue as typed, no outline; other templates the theme's", () => {
    const doge = templateLook([{ id: 'doge:text-1' }]);
    expect(resolveTextPaint({}, 'classic', doge)).toMatchObject({ family: 'Comic Neue', uppercase: false, outlineRatio: 0 });
    expect(fontStack('Comic Neue')).toMatch(/^"Comic Neue", Impact, Anton, /);
    expect(templateLook([{ id: 'buff-doge-vs-cheems:text-1' }])).toBeUndefined();
    expect(templateLook([{ id: 'doge' }])).toBeUndefined();
    expect(templateLook(undefined)).toBeUndefined();
  });

  it('flips an outline that would not contrast with the caption colour', () => {
    expect(contrastingOutline('#000', '#000000')).toBe('#ffffff');
    expect(contrastingOutline('white', '#eeeeee')).toBe('#000000');
    expect(contrastingOutline('#ffffff', '#000000')).toBe('#000000');
  });
});

describe('stickers', () => {
  it('clamps the scale to 0.2–3', () => {
    expect([0.01, 0.2, 1, 3, 10, Number.NaN].map(clampStickerScale)).toEqual([0.2, 0.2, 1, 3, 3, 1]);
  });

  it('sizes a sticker from the canvas, keeps its aspect and converts degrees', () => {
    const geometry = stickerGeometry({ x: 50, y: 25, scale: 2, rotation: 90 }, { width: 200, height: 100 }, { width: 1000, height: 500 });
    expect(geometry).toMatchObject({ centerX: 500, centerY: 125, width: 200, height: 100 });
    expect(geometry.radians).toBeCloseTo(Math.PI / 2);
  });
});
