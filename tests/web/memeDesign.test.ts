// The template editor's rules (spec sections 4, 5 and 9), on its state reducer: one caption per
// text position, at least one caption kept, 'Add a second caption', sticker rotation in 15° steps
// and scale ×0.9 / ×1.1 clamped to 0.2–3, selection cleared with what it pointed at.
import { describe, expect, it } from 'vitest';
import type { TextPosition } from '../../core/templates/types';
import { designReducer, initialDesign, type DesignAction, type MemeDesign } from '../../web/features/editor/memeDesign';

const reduce = designReducer({ secondCaption: 'Add a second caption' });
const run = (design: MemeDesign, ...actions: DesignAction[]) => actions.reduce(reduce, design);
const slot = (id: string, position: TextPosition['position'], defaultText: string): TextPosition => ({
  id,
  position,
  x: 50,
  y: 10,
  width: 90,
  fontSize: 32,
  defaultText,
});
const fire = { slug: 'fire', name: 'Fire', url: '/media/stickers/fire.svg' };

describe('template editor state', () => {
  it('starts with one caption per text position, with its default text, and nothing placed', () => {
    const design = initialDesign([slot('a:text-1', 'top', 'Top'), slot('a:text-2', 'bottom', 'Bottom')]);
    expect(design.captions).toEqual([
      { id: 'a:text-1', text: 'Top', position: 'top' },
      { id: 'a:text-2', text: 'Bottom', position: 'bottom' },
    ]);
    expect(design.stickers).toEqual([]);
    expect(design.selection).toBeNull();
  });

  it('keeps at least one caption, and a second one reads "Add a second caption"', () => {
    let design = initialDesign([slot('a:text-1', 'top', 'Top')]);
    design = run(design, { type: 'removeCaption', id: 'a:text-1' });
    expect(design.captions).toHaveLength(1);
    design = run(design, { type: 'addCaption' });
    expect(design.captions[1]).toMatchObject({ text: 'Add a second caption', position: 'bottom' });
    expect(design.selection).toEqual({ kind: 'caption', id: design.captions[1]!.id });
    design = run(design, { type: 'removeCaption', id: design.captions[1]!.id });
    expect(design.captions.map((caption) => caption.id)).toEqual(['a:text-1']);
    expect(design.selection).toBeNull();
  });

  it('rotates stickers in 15° steps and scales by 0.9 or 1.1 within 0.2–3', () => {
    let design = run(initialDesign([]), { type: 'addSticker', sticker: fire });
    const key = design.stickers[0]!.key;
    expect(design.stickers[0]).toMatchObject({ x: 50, y: 50, scale: 1, rotation: 0 });
    design = run(design, { type: 'rotateSticker', key, direction: 1 }, { type: 'rotateSticker', key, direction: 1 });
    expect(design.stickers[0]!.rotation).toBe(30);
    design = run(design, ...Array.from({ length: 3 }, () => ({ type: 'rotateSticker', key, direction: -1 }) as const));
    expect(design.stickers[0]!.rotation).toBe(-15);
    design = run(design, { type: 'scaleSticker', key, direction: 1 });
    expect(design.stickers[0]!.scale).toBeCloseTo(1.1);
    design = run(design, { type: 'scaleSticker', key, direction: -1 });
    expect(design.stickers[0]!.scale).toBeCloseTo(0.99);
    design = run(design, ...Array.from({ length: 40 }, () => ({ type: 'scaleSticker', key, direction: -1 }) as const));
    expect(design.stickers[0]!.scale).toBe(0.2);
    design = run(design, ...Array.from({ length: 40 }, () => ({ type: 'scaleSticker', key, direction: 1 }) as const));
    expect(design.stickers[0]!.scale).toBe(3);
  });

  it('moves captions within the picture and removing the selected sticker clears the selection', () => {
    let design = run(initialDesign([slot('a:text-1', 'top', 'Top')]), {
      type: 'moveTo',
      target: { kind: 'caption', id: 'a:text-1' },
      x: 130,
      y: -4,
    });
    expect(design.captions[0]).toMatchObject({ x: 100, y: 0 });
    design = run(design, { type: 'addSticker', sticker: fire });
    const key = design.stickers[0]!.key;
    design = run(design, { type: 'removeSticker', key });
    expect(design.stickers).toEqual([]);
    expect(design.selection).toBeNull();
  });
});
