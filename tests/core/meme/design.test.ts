// The design codec: what a stored meme or a render request may hold, and the error that says which
// field broke which rule (answered as a 400 by the render routes).
import { describe, expect, it } from 'vitest';
import { MEME_DESIGN_LIMITS as LIMITS } from '../../../core/limits';
import { encodeMemeDesign, MemeDesignError, parseMemeDesign, placeCaptions, type Caption, type StoredMemeDesign } from '../../../core/meme/design';
import type { TextPosition } from '../../../core/templates/types';

const design: StoredMemeDesign = {
  captions: [{ id: 'drake:text-1', text: 'Writing tests', position: 'top', x: 25, y: 10, fontSize: 48, color: '#ffcc00', textAlign: 'left' }, 'plain text'],
  stickers: [{ id: 'sunglasses', x: -20, y: 120, scale: 1.5, rotation: 30 }],
  style: { primaryColor: 'rgb(255, 0, 0)', fontFamily: 'Comic Neue' },
  theme: 'standard',
};

describe('a valid design', () => {
  it('round-trips through encode and parse unchanged', () => {
    expect(parseMemeDesign(encodeMemeDesign(design))).toEqual(design);
    expect(encodeMemeDesign(parseMemeDesign(JSON.parse(JSON.stringify(design))))).toEqual(design);
  });

  it('is stored as its caption list when it has nothing else, as memes always were', () => {
    const captions: Caption[] = [{ id: 'caption-1', text: 'Top', position: 'top' }];
    expect(encodeMemeDesign({ captions })).toEqual(captions);
    expect(parseMemeDesign(captions)).toEqual({ captions });
  });

  it('fills in what a caption or sticker leaves out', () => {
    expect(parseMemeDesign({ captions: [{ text: 'No place' }], stickers: [{ id: 'star', x: 1, y: 2 }] })).toEqual({
      captions: [{ text: 'No place', position: 'top' }],
      stickers: [{ id: 'star', x: 1, y: 2, scale: 1, rotation: 0 }],
    });
  });

  it("places text alone in the template's boxes, and beyond them on a free line", () => {
    const box = (id: string, position: TextPosition['position']): TextPosition => ({ id, position, x: 50, y: 90, width: 90, fontSize: 30, defaultText: '' });
    expect(placeCaptions(['first', 'second', { text: 'third', position: 'custom' }], [box('one:text-1', 'bottom')])).toEqual([
      { id: 'one:text-1', text: 'first', position: 'bottom' },
      { id: 'caption-2', text: 'second', position: 'top' },
      { id: 'caption-3', text: 'third', position: 'custom' },
    ]);
  });
});

describe('an invalid design is refused, naming the field and the rule', () => {
  const caption = (fields: object) => ({ captions: [{ text: 'x', ...fields }] });
  const cases: [string, unknown, string][] = [
    ['not an object', 'captions', 'at top level: Invalid input: expected object, received string'],
    ['too many captions', { captions: Array(LIMITS.maxCaptions + 1).fill('x') }, `at captions: Too big: expected array to have <=${LIMITS.maxCaptions} items`],
    ['a caption that is neither text nor an object', { captions: [7] }, 'at captions.0: A caption is its text or an object with text'],
    ['text too long', ['x'.repeat(LIMITS.maxCaptionLength + 1)], `at captions.0: Too big: expected string to have <=${LIMITS.maxCaptionLength} characters`],
    ['a caption without text', caption({ text: undefined }), 'at captions.0.text: Invalid input: expected string, received undefined'],
    ['an unknown position', caption({ position: 'middle' }), 'at captions.0.position: Invalid option'],
    ['x off the picture', caption({ x: 101, y: 50 }), 'at captions.0.x: Too big: expected number to be <=100'],
    ['y off the picture', caption({ x: 50, y: -1 }), 'at captions.0.y: Too small: expected number to be >=0'],
    ['a font too small', caption({ fontSize: LIMITS.minFontSize - 1 }), `at captions.0.fontSize: Too small: expected number to be >=${LIMITS.minFontSize}`],
    ['a font too big', caption({ fontSize: LIMITS.maxFontSize + 1 }), `at captions.0.fontSize: Too big: expected number to be <=${LIMITS.maxFontSize}`],
    ['a colour that is not CSS', caption({ color: 'red; background: url(x)' }), 'at captions.0.color: Not a CSS colour'],
    ['an unknown alignment', caption({ textAlign: 'justify' }), 'at captions.0.textAlign: Invalid option'],
    [
      'an id too long',
      caption({ id: 'x'.repeat(LIMITS.maxNameLength + 1) }),
      `at captions.0.id: Too big: expected string to have <=${LIMITS.maxNameLength} characters`,
    ],
    ['too many stickers', { stickers: Array(LIMITS.maxStickers + 1).fill({ id: 'star', x: 0, y: 0 }) }, `at stickers: Too big`],
    ['a sticker without an id', { stickers: [{ x: 0, y: 0 }] }, 'at stickers.0.id: Invalid input: expected string'],
    [
      'a sticker too far off',
      { stickers: [{ id: 'star', x: 100 + LIMITS.stickerOverhang + 1, y: 0 }] },
      `at stickers.0.x: Too big: expected number to be <=${100 + LIMITS.stickerOverhang}`,
    ],
    ['a sticker scale that is not a number', { stickers: [{ id: 'star', x: 0, y: 0, scale: 'big' }] }, 'at stickers.0.scale: Invalid input: expected number'],
    ['a style colour that is not CSS', { style: { outlineColor: 'url(evil)' } }, 'at style.outlineColor: Not a CSS colour'],
    ['a font family with CSS in it', { style: { fontFamily: 'Impact; color: red' } }, 'at style.fontFamily: Not a font family name'],
    ['an unknown theme', { theme: 'dark' }, 'at theme: Invalid option: expected one of "classic"|"standard"'],
  ];

  it.each(cases)('%s', (_name, value, message) => {
    expect(() => parseMemeDesign(value)).toThrow(MemeDesignError);
    expect(() => parseMemeDesign(value)).toThrow(`Invalid meme design ${message}`);
  });

  it('is never encoded for storing', () => {
    expect(() => encodeMemeDesign({ theme: 'dark' } as never)).toThrow('Invalid meme design at theme');
  });
});
