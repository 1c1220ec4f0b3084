// The box editor's arithmetic: what a drawn, moved, resized or typed box becomes, and what the API
// receives for it (centre and width in percent, the font size at which one line fills the box).
import { describe, expect, it } from 'vitest';
import { boxFromCorners, fontSizeFor, moveBox, placeBox, resizeBox, toBoxValues, type EditorBox } from '../../web/features/customTemplates/boxGeometry';

const box = (rect: Partial<EditorBox>): EditorBox => ({ key: 'k', left: 10, top: 10, width: 40, height: 12, role: 'top text', defaultText: '', ...rect });

describe('a box drawn by dragging', () => {
  it('spans the two corners whichever way the drag went, inside the picture', () => {
    expect(boxFromCorners({ x: 60, y: 40 }, { x: 20, y: 10 })).toEqual({ left: 20, top: 10, width: 40, height: 30 });
    expect(boxFromCorners({ x: 90, y: 90 }, { x: 130, y: -5 })).toEqual({ left: 90, top: 0, width: 10, height: 90 });
  });

  it('moves without leaving the picture and resizes to at least 3 % a side', () => {
    expect(moveBox(box({}), 70, -50)).toMatchObject({ left: 60, top: 0, width: 40 });
    expect(resizeBox(box({}), -60, 200)).toMatchObject({ width: 3, height: 90 });
  });

  it('takes typed centre and size, kept inside the picture', () => {
    expect(placeBox(box({}), { x: 50 })).toMatchObject({ left: 30, top: 10 });
    expect(placeBox(box({}), { width: 80, x: 95 })).toMatchObject({ left: 20, width: 80 });
  });
});

describe('what the API receives', () => {
  it('gives centre, width and the font size at which one line (1.2 em) fills the box', () => {
    // 12 % of a 500 px tall picture is 60 px: a 50 px font.
    expect(fontSizeFor({ height: 12 }, 500)).toBe(50);
    expect(toBoxValues([box({ role: '  the rejected  ', defaultText: ' ' })], 500)).toEqual([
      { x: 30, y: 16, width: 40, role: 'the rejected', defaultText: null, fontSize: 50 },
    ]);
  });

  it('keeps a tiny box legible and a huge one within the design limits', () => {
    expect(fontSizeFor({ height: 3 }, 100)).toBe(12);
    expect(fontSizeFor({ height: 100 }, 4000)).toBe(400);
  });
});
