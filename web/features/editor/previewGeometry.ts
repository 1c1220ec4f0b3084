// Where things are on the preview: caption and sticker boxes for hit-testing a pointer and drawing
// the selection outline, and the point a drag starts from. Canvas pixels throughout.
import type { CaptionLayout } from '../../../core/render/fit';
import { matchTextPositions } from '../../../core/render/placement';
import { stickerGeometry } from '../../../core/render/stickers';
import type { Caption } from '../../../core/templates/types';
import type { DesignSelection, DesignSticker } from './memeDesign';
import type { EditorTemplate } from './renderDesign';

export type Size = { width: number; height: number };

/** A caption's fitted layout (non-blank captions only). */
export type CaptionBounds = { caption: Caption; layout: CaptionLayout };

/** A box on the preview in percent, rotated by `rotation` degrees about its centre. */
export type OutlineBox = { left: number; top: number; width: number; height: number; rotation: number };

/** Pairs each non-blank caption with its layout (layoutMemeCaptions skips blank ones, in order). */
export function captionBounds(captions: Caption[], layouts: CaptionLayout[]): CaptionBounds[] {
  const drawn = captions.filter((caption) => caption.text.trim());
  return drawn.flatMap((caption, index) => (layouts[index] ? [{ caption, layout: layouts[index] }] : []));
}

/** The topmost sticker or caption under a point (stickers are drawn above captions). */
export function hitTest(
  point: { x: number; y: number },
  captions: CaptionBounds[],
  stickers: DesignSticker[],
  stickerImages: ReadonlyMap<string, HTMLImageElement>,
  size: Size,
): NonNullable<DesignSelection> | null {
  for (const sticker of [...stickers].reverse()) {
    const image = stickerImages.get(sticker.url);
    if (!image) continue;
    const geometry = stickerGeometry(sticker, image, size);
    // Into the sticker's own (unrotated) frame.
    const dx = point.x - geometry.centerX;
    const dy = point.y - geometry.centerY;
    const cos = Math.cos(-geometry.radians);
    const sin = Math.sin(-geometry.radians);
    const localX = dx * cos - dy * sin;
    const localY = dx * sin + dy * cos;
    if (Math.abs(localX) <= geometry.width / 2 && Math.abs(localY) <= geometry.height / 2) return { kind: 'sticker', id: sticker.key };
  }
  // A little slack around text: thin lines are hard to hit with a finger.
  const slack = Math.min(size.width, size.height) * 0.02;
  for (const { caption, layout } of [...captions].reverse()) {
    const { left, top, width, height } = layout.bounds;
    if (point.x >= left - slack && point.x <= left + width + slack && point.y >= top - slack && point.y <= top + height + slack) {
      return { kind: 'caption', id: caption.id };
    }
  }
  return null;
}

/**
 * The point (percent) a caption is centred on now: its dragged position, else its template slot,
 * else the middle of where it was laid out. Moving this point moves the caption without a jump.
 */
export function captionAnchor(caption: Caption, all: Caption[], template: EditorTemplate, bounds: CaptionBounds | undefined, size: Size) {
  if (caption.x !== undefined && caption.y !== undefined) return { x: caption.x, y: caption.y };
  const slot = matchTextPositions(all, template.textPositions)[all.indexOf(caption)];
  if (slot) return { x: slot.x, y: slot.y };
  if (!bounds) return { x: 50, y: 50 };
  const { left, top, width, height } = bounds.layout.bounds;
  return { x: ((left + width / 2) / size.width) * 100, y: ((top + height / 2) / size.height) * 100 };
}

/** The selected item's outline, in percent of the preview. */
export function selectionOutline(
  selection: DesignSelection,
  captions: CaptionBounds[],
  stickers: DesignSticker[],
  stickerImages: ReadonlyMap<string, HTMLImageElement>,
  size: Size,
): OutlineBox | null {
  if (!selection) return null;
  if (selection.kind === 'caption') {
    const found = captions.find((entry) => entry.caption.id === selection.id);
    if (!found) return null;
    const { left, top, width, height } = found.layout.bounds;
    return { left: (left / size.width) * 100, top: (top / size.height) * 100, width: (width / size.width) * 100, height: (height / size.height) * 100, rotation: 0 };
  }
  const sticker = stickers.find((entry) => entry.key === selection.id);
  const image = sticker && stickerImages.get(sticker.url);
  if (!sticker || !image) return null;
  const geometry = stickerGeometry(sticker, image, size);
  return {
    left: ((geometry.centerX - geometry.width / 2) / size.width) * 100,
    top: ((geometry.centerY - geometry.height / 2) / size.height) * 100,
    width: (geometry.width / size.width) * 100,
    height: (geometry.height / size.height) * 100,
    rotation: sticker.rotation,
  };
}
