import type { PlacedSticker } from '../templates/types';
import type { MemeCanvasContext, MemeImage } from './canvas';
import { STICKER_LIMITS } from './constants';
import type { MemeFrame } from './placement';

/** What the renderer needs of a placed sticker: centre (percent), scale and rotation (degrees). */
export type StickerPlacement = Pick<PlacedSticker, 'x' | 'y' | 'scale' | 'rotation'>;

/** A sticker's image with its placement. */
export type StickerDrawing<TImage extends MemeImage = MemeImage> = { image: TImage; placement: StickerPlacement };

/** The spec's scale range 0.2–3; anything unreadable counts as 1. */
export function clampStickerScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(Math.max(scale, STICKER_LIMITS.minScale), STICKER_LIMITS.maxScale);
}

/** Centre, drawn size and rotation (radians) of a sticker on the canvas. */
export function stickerGeometry(placement: StickerPlacement, image: MemeImage, frame: Pick<MemeFrame, 'width' | 'height'>) {
  // Sized from the canvas, not the image file, so previews and server renders agree at any size.
  const base = Math.min(frame.width, frame.height) * STICKER_LIMITS.baseSizeRatio * clampStickerScale(placement.scale);
  const aspect = image.width > 0 && image.height > 0 ? image.width / image.height : 1;
  const width = aspect >= 1 ? base : base * aspect;
  const height = aspect >= 1 ? base / aspect : base;
  const rotation = Number.isFinite(placement.rotation) ? placement.rotation : 0;
  return {
    centerX: (finitePercent(placement.x) / 100) * frame.width,
    centerY: (finitePercent(placement.y) / 100) * frame.height,
    width,
    height,
    radians: (rotation * Math.PI) / 180,
  };
}

/** Draws one sticker centred on its point, scaled (clamped) and rotated. */
export function drawSticker(ctx: MemeCanvasContext, sticker: StickerDrawing, frame: Pick<MemeFrame, 'width' | 'height'>): void {
  const geometry = stickerGeometry(sticker.placement, sticker.image, frame);
  ctx.save();
  ctx.translate(geometry.centerX, geometry.centerY);
  ctx.rotate(geometry.radians);
  ctx.drawImage(sticker.image, -geometry.width / 2, -geometry.height / 2, geometry.width, geometry.height);
  ctx.restore();
}

function finitePercent(value: number): number {
  return Number.isFinite(value) ? value : 50;
}
