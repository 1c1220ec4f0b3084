import type { Caption, TextAlign, TextPosition } from '../templates/types';
import { CAPTION_ROTATION_LIMIT, CAPTION_SIZING, TEXT_DEFAULTS } from './constants';

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
  /** the block's height in the box at the sizes between `floor` and `largest` */
  maxHeight: number;
  /** the largest font size (a user's chosen size, or the cap for short text) */
  largest: number;
  /** the legible floor: text too long for the box at this size takes more lines, down to the margin */
  floor: number;
  /** no ink nearer the canvas edge than this */
  margin: number;
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
export function placeCaptions(captions: Caption[], textPositions: TextPosition[] | undefined, frame: MemeFrame, capShare?: number): PlacedCaption[] {
  const positions = textPositions ?? [];
  const slots = matchTextPositions(captions, positions);
  const sizes = captionSizes(frame, Math.max(positions.length, captions.filter((caption) => caption.text.trim()).length), capShare);
  return captions.flatMap((caption, index) => (caption.text.trim() ? [{ caption, box: captionBox(caption, slots[index], positions, frame, sizes) }] : []));
}

/** The size bounds and margin of a meme's captions (CAPTION_SIZING), in canvas pixels. */
export type CaptionSizes = { cap: number; floor: number; margin: number };

/** Cap, floor and margin for a picture of this size with `boxes` caption boxes (a look may lower the cap). */
export function captionSizes(frame: Pick<MemeFrame, 'width' | 'height'>, boxes: number, capShare: number = CAPTION_SIZING.capShare): CaptionSizes {
  const reference = Math.min(frame.height, frame.width * 1.5);
  const crowding = Math.sqrt(CAPTION_SIZING.floorBoxes / Math.max(boxes, CAPTION_SIZING.floorBoxes));
  const cap = capShare * reference;
  return {
    cap,
    floor: Math.min(CAPTION_SIZING.floorShare * crowding * reference, cap),
    margin: CAPTION_SIZING.marginShare * Math.min(frame.width, frame.height),
  };
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

function captionBox(caption: Caption, slot: TextPosition | undefined, slots: TextPosition[], frame: MemeFrame, sizes: CaptionSizes): CaptionBox {
  const { width, height, scale } = frame;
  const { margin } = sizes;
  const boxWidth = Math.max(Math.min(width - 2 * margin, (slot ? percent(slot.width) / 100 : TEXT_DEFAULTS.widthRatio) * width), 1);
  // A size the user chose is the largest; otherwise the box decides, up to the cap for short text.
  const largest = isFiniteNumber(caption.fontSize) && caption.fontSize > 0 ? caption.fontSize * scale : sizes.cap;
  const rotation = captionRotation(slot?.rotation);
  const room = slot ? slotRoom(slot, slots) * height : Infinity;
  const common = {
    width: boxWidth,
    maxHeight: Math.min(height * TEXT_DEFAULTS.maxHeightRatio, room, rotation ? boxWidth * CAPTION_SIZING.tiltedHeightShare : Infinity),
    largest,
    floor: Math.min(sizes.floor, largest),
    margin,
    align: caption.textAlign ?? slot?.textAlign ?? 'center',
    color: caption.color ?? slot?.color,
    // The tilt belongs to the picture's sign or button, so a dragged caption keeps its slot's.
    rotation,
  };
  // A dragged caption (x, y given) or a template slot is centred on its point; otherwise the kind decides.
  const point = isFiniteNumber(caption.x) && isFiniteNumber(caption.y) ? { x: caption.x, y: caption.y } : slot;
  if (point) {
    const centerX = (percent(point.x) / 100) * width;
    return { ...common, left: horizontalLeft(centerX, boxWidth, width, margin), centerX, anchor: 'middle', y: (percent(point.y) / 100) * height };
  }
  const centred = { left: horizontalLeft(width / 2, boxWidth, width, margin), centerX: width / 2 };
  const offset = Math.max(TEXT_DEFAULTS.edgeOffset * scale, margin);
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

/**
 * The height (share of the picture) a slot's block may take: twice the distance to the halfway
 * line towards the nearest slot above or below it that shares some of its width (Drake's two
 * panels, Flex Tape's three rows), so neighbouring captions never run into each other.
 */
function slotRoom(slot: TextPosition, slots: TextPosition[]): number {
  let room = Infinity;
  for (const other of slots) {
    if (other === slot) continue;
    const sharesWidth = Math.abs(percent(other.x) - percent(slot.x)) * 2 < percent(other.width) + percent(slot.width);
    const apart = Math.abs(percent(other.y) - percent(slot.y));
    if (sharesWidth && apart > 0) room = Math.min(room, apart);
  }
  return room / 100;
}

/** Keeps a box of `boxWidth` centred on `centerX` inside the canvas, `margin` from its sides. */
function horizontalLeft(centerX: number, boxWidth: number, canvasWidth: number, margin: number): number {
  return Math.min(Math.max(centerX - boxWidth / 2, margin), Math.max(canvasWidth - boxWidth - margin, margin));
}

function percent(value: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 100) : 50;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
