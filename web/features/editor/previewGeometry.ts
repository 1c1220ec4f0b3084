// Where things are on the preview: caption and sticker boxes for hit-testing a pointer and drawing
// the selection outline, and the point a drag starts from. Canvas pixels throughout.
import { captionGeometry, type CaptionLayout } from '../../../core/render/fit';
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
    if (inside(point, stickerGeometry(sticker, image, size), 0)) return { kind: 'sticker', id: sticker.key };
  }
  // A little slack around text: thin lines are hard to hit with a finger.
  const slack = Math.min(size.width, size.height) * 0.02;
  for (const { caption, layout } of [...captions].reverse()) {
    if (inside(point, captionGeometry(layout), slack)) return { kind: 'caption', id: caption.id };
  }
  return null;
}

type Rotated = { centerX: number; centerY: number; width: number; height: number; radians: number };

/** Whether a point falls in a rotated rectangle grown by `slack` on every side. */
function inside(point: { x: number; y: number }, box: Rotated, slack: number): boolean {
  // Into the box's own (unrotated) frame.
  const dx = point.x - box.centerX;
  const dy = point.y - box.centerY;
  const cos = Math.cos(-box.radians);
  const sin = Math.sin(-box.radians);
  const localX = dx * cos - dy * sin;
  const localY = dx * sin + dy * cos;
  return Math.abs(localX) <= box.width / 2 + slack && Math.abs(localY) <= box.height / 2 + slack;
}

/**
 * The point (percent) a caption is centred on now: its dragged position, else its template slot,
 * else the middle of where it was laid out. Moving this point moves the caption without a jump.
 */
export function captionAnchor(caption: Caption, all: Caption[], template: EditorTemplate, bounds: CaptionBounds | undefined, size: Size) {
  if (caption.x !== undefined && caption.y !== undefined) return { x: caption.x, y: caption.y };
  // Where the block is drawn, which is where it was grabbed (a block near an edge keeps its margin).
  if (bounds) return { x: (bounds.layout.pivot.x / size.width) * 100, y: (bounds.layout.pivot.y / size.height) * 100 };
  const slot = matchTextPositions(all, template.textPositions)[all.indexOf(caption)];
  return slot ? { x: slot.x, y: slot.y } : { x: 50, y: 50 };
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
    return outlineOf(captionGeometry(found.layout), found.layout.rotation, size);
  }
  const sticker = stickers.find((entry) => entry.key === selection.id);
  const image = sticker && stickerImages.get(sticker.url);
  if (!sticker || !image) return null;
  return outlineOf(stickerGeometry(sticker, image, size), sticker.rotation, size);
}

function outlineOf(geometry: Rotated, rotation: number, size: Size): OutlineBox {
  return {
    left: ((geometry.centerX - geometry.width / 2) / size.width) * 100,
    top: ((geometry.centerY - geometry.height / 2) / size.height) * 100,
    width: (geometry.width / size.width) * 100,
    height: (geometry.height / size.height) * 100,
    rotation,
  };
}
