// The caption boxes of a template being made, as the box editor holds them: rectangles in percent
// of the picture. The API takes a box's centre and width, and a font size instead of a height: the
// size at which one line of caption fills the drawn box (the renderer's line height is 1.2 em).
import { MEME_DESIGN_LIMITS } from '../../../core/limits';
import { TEXT_DEFAULTS } from '../../../core/render/constants';

/** What the editor holds per box: its rectangle in percent of the picture, from the top-left corner. */
export type EditorBox = {
  key: string;
  left: number;
  top: number;
  width: number;
  height: number;
  role: string;
  defaultText: string;
};

/** The API's TemplateBoxInput: centre and width in percent, font size in pixels of the picture. */
export type TemplateBoxValues = { x: number; y: number; width: number; role: string; defaultText: string | null; fontSize: number };

/** A template has 1 to 8 boxes (the API's rule, checked here first). */
export const MAX_BOXES = 8;
/** A box smaller than this (percent of the picture, either side) is a click, not a drawn box. */
export const MIN_BOX_PERCENT = 3;
/** Arrow keys move a box this far (percent), with Shift ten times as far. */
export const KEY_STEP = 1;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
const round1 = (value: number) => Math.round(value * 10) / 10;

let counter = 0;
/** A key for a new box (React's list key; never sent). */
export function newBoxKey(): string {
  counter += 1;
  return `box-${counter}`;
}

/** The box spanned by two corners (either order), kept inside the picture. */
export function boxFromCorners(from: { x: number; y: number }, to: { x: number; y: number }): Pick<EditorBox, 'left' | 'top' | 'width' | 'height'> {
  const left = clamp(Math.min(from.x, to.x), 0, 100);
  const top = clamp(Math.min(from.y, to.y), 0, 100);
  return {
    left: round1(left),
    top: round1(top),
    width: round1(clamp(Math.max(from.x, to.x), 0, 100) - left),
    height: round1(clamp(Math.max(from.y, to.y), 0, 100) - top),
  };
}

/** The box moved by (dx, dy) percent, never past the picture's edges. */
export function moveBox(box: EditorBox, dx: number, dy: number): EditorBox {
  return { ...box, left: round1(clamp(box.left + dx, 0, 100 - box.width)), top: round1(clamp(box.top + dy, 0, 100 - box.height)) };
}

/** The box with its bottom-right corner dragged by (dx, dy) percent, at least MIN_BOX_PERCENT a side. */
export function resizeBox(box: EditorBox, dx: number, dy: number): EditorBox {
  return {
    ...box,
    width: round1(clamp(box.width + dx, MIN_BOX_PERCENT, 100 - box.left)),
    height: round1(clamp(box.height + dy, MIN_BOX_PERCENT, 100 - box.top)),
  };
}

/** The box with its centre at (x, y) and this width, as typed in its fields. */
export function placeBox(box: EditorBox, place: { x?: number; y?: number; width?: number; height?: number }): EditorBox {
  const width = clamp(place.width ?? box.width, MIN_BOX_PERCENT, 100);
  const height = clamp(place.height ?? box.height, MIN_BOX_PERCENT, 100);
  const x = place.x ?? box.left + box.width / 2;
  const y = place.y ?? box.top + box.height / 2;
  return {
    ...box,
    width: round1(width),
    height: round1(height),
    left: round1(clamp(x - width / 2, 0, 100 - width)),
    top: round1(clamp(y - height / 2, 0, 100 - height)),
  };
}

/** A new box in the middle of the picture (the keyboard's way to add one), below the last one added. */
export function centredBox(existing: number): EditorBox {
  const top = clamp(10 + existing * 12, 0, 85);
  return { key: newBoxKey(), left: 20, top, width: 60, height: 12, role: '', defaultText: '' };
}

/** The font size (pixels of the picture) at which one line fills a box this tall. */
export function fontSizeFor(box: Pick<EditorBox, 'height'>, pictureHeight: number): number {
  const pixels = (box.height / 100) * pictureHeight;
  return clamp(Math.round(pixels / TEXT_DEFAULTS.lineHeight), TEXT_DEFAULTS.minFontSize, MEME_DESIGN_LIMITS.maxFontSize);
}

/** The box's centre in percent, as the API and the x/y fields name it. */
export function boxCentre(box: EditorBox): { x: number; y: number } {
  return { x: round1(box.left + box.width / 2), y: round1(box.top + box.height / 2) };
}

/** What the API receives for these boxes. */
export function toBoxValues(boxes: readonly EditorBox[], pictureHeight: number): TemplateBoxValues[] {
  return boxes.map((box) => ({
    ...boxCentre(box),
    width: round1(box.width),
    role: box.role.trim(),
    defaultText: box.defaultText.trim() || null,
    fontSize: fontSizeFor(box, pictureHeight),
  }));
}
