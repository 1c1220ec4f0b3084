import type { Caption, TextAlign, TextPosition, TextPositionKind } from '../templates/types';
import { CAPTION_ROTATION_LIMIT, TEXT_DEFAULTS } from './constants';

/** Every caption position kind of the spec. */
export const TEXT_POSITION_KINDS = ['top', 'bottom', 'center', 'custom'] as const satisfies readonly TextPositionKind[];

/** The canvas a meme is laid out on; `scale` multiplies every pixel constant (1 = design size). */
export type MemeFrame = { width: number; height: number; scale: number };

/** Where one caption may go, in canvas pixels, before its text is fitted. */
export type CaptionBox = {
  /** left edge and width of the text box (kept on the canvas) */
  left: number;
  width: number;
  /** where centred text is centred (may be nearer an edge than the box allows) */
  centerX: number;
  /** the block's top, bottom or middle sits at `y` */
  anchor: 'top' | 'bottom' | 'middle';
  y: number;
  maxHeight: number;
  /** starting (largest) font size */
  fontSize: number;
  align: TextAlign;
  color: string | undefined;
  /** degrees clockwise about the box's centre (the text is fitted unrotated) */
  rotation: number;
};

/** A non-blank caption and the box it goes in. */
export type PlacedCaption = { caption: Caption; box: CaptionBox };

/**
 * Pairs captions with the template's text positions (by id, then by position kind, then in order)
 * and computes their boxes. Blank captions are dropped after pairing, so they keep their slot.
 */
export function placeCaptions(captions: Caption[], textPositions: TextPosition[] | undefined, frame: MemeFrame): PlacedCaption[] {
  const slots = matchTextPositions(captions, textPositions ?? []);
  return captions.flatMap((caption, index) => (caption.text.trim() ? [{ caption, box: captionBox(caption, slots[index], frame) }] : []));
}

/** For each caption, the text position it uses (or undefined for the default layout). */
export function matchTextPositions(captions: Caption[], textPositions: TextPosition[]): (TextPosition | undefined)[] {
  const free = new Set(textPositions);
  const take = (found: TextPosition | undefined) => {
    if (found) free.delete(found);
    return found;
  };
  const byId = captions.map((caption) => take([...free].find((position) => position.id === caption.id)));
  const byKind = byId.map((found, index) => found ?? take([...free].find((position) => position.position === captions[index]!.position)));
  return byKind.map((found) => found ?? take([...free][0]));
}

function captionBox(caption: Caption, slot: TextPosition | undefined, frame: MemeFrame): CaptionBox {
  const { width, height, scale } = frame;
  const boxWidth = Math.min(width, (slot ? percent(slot.width) / 100 : TEXT_DEFAULTS.widthRatio) * width);
  const fontSize = (caption.fontSize ?? slot?.fontSize ?? (slot ? TEXT_DEFAULTS.templateFontSize : TEXT_DEFAULTS.fontSize)) * scale;
  const common = {
    width: boxWidth,
    maxHeight: height * TEXT_DEFAULTS.maxHeightRatio,
    fontSize,
    align: caption.textAlign ?? slot?.textAlign ?? 'center',
    color: caption.color ?? slot?.color,
    // The tilt belongs to the picture's sign or button, so a dragged caption keeps its slot's.
    rotation: captionRotation(slot?.rotation),
  };
  // A dragged caption (x, y given) or a template slot is centred on its point; otherwise the kind decides.
  const point = isFiniteNumber(caption.x) && isFiniteNumber(caption.y) ? { x: caption.x, y: caption.y } : slot;
  if (point) {
    const centerX = (percent(point.x) / 100) * width;
    return { ...common, left: horizontalLeft(centerX, boxWidth, width), centerX, anchor: 'middle', y: (percent(point.y) / 100) * height };
  }
  const centred = { left: horizontalLeft(width / 2, boxWidth, width), centerX: width / 2 };
  const offset = TEXT_DEFAULTS.edgeOffset * scale;
  switch (caption.position) {
    case 'top':
      return { ...common, ...centred, anchor: 'top', y: offset };
    case 'bottom':
      return { ...common, ...centred, anchor: 'bottom', y: height - offset };
    default:
      return { ...common, ...centred, anchor: 'middle', y: height / 2 };
  }
}

/** A text position's rotation in degrees clockwise: 0 when unset or not a number, else within the limit. */
export function captionRotation(degrees: number | undefined): number {
  if (!isFiniteNumber(degrees)) return 0;
  return Math.min(Math.max(degrees, -CAPTION_ROTATION_LIMIT), CAPTION_ROTATION_LIMIT);
}

/** Keeps a box of `boxWidth` centred on `centerX` inside the canvas. */
function horizontalLeft(centerX: number, boxWidth: number, canvasWidth: number): number {
  return Math.min(Math.max(centerX - boxWidth / 2, 0), Math.max(canvasWidth - boxWidth, 0));
}

function percent(value: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 100) : 50;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
