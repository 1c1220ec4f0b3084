import type { TextAlign } from '../templates/types';
import { TEXT_DEFAULTS } from './constants';
import type { CaptionBox } from './placement';
import { wrapText, type WrappedText } from './wrap';

/** Width of `text` at `fontSize` in the caption font. */
export type MeasureText = (text: string, fontSize: number) => number;

/** A caption fitted into its box: what to draw, where and how big. */
export type CaptionLayout = {
  lines: string[];
  fontSize: number;
  lineHeight: number;
  /** canvas lineWidth of the outline at this font size */
  outlineWidth: number;
  align: TextAlign;
  /** x to pass to fillText for the chosen alignment */
  x: number;
  /** y of the middle of each line (drawCaption puts the baseline TEXT_DEFAULTS.baselineDrop below it) */
  lineCenters: number[];
  color: string | undefined;
  /** the text's rectangle before rotation, outline included (for hit-testing a drag in the editor) */
  bounds: { left: number; top: number; width: number; height: number };
  /** degrees clockwise the whole block turns about `pivot` (0: upright) */
  rotation: number;
  /** the box's centre: the middle of the block, horizontally the box's (or the centred text's) middle */
  pivot: { x: number; y: number };
};

/** Options for fitting: the outline width at the default font size, the canvas size and scale. */
export type FitOptions = { outlineWidth: number; canvasWidth: number; canvasHeight: number; scale: number };

const SEARCH_STEPS = 8;

/**
 * Wraps `text` into the box at the largest font size (from the box's size down to the minimum)
 * whose lines fit the box width without breaking words and whose block fits the box height.
 * When nothing fits, the minimum size is used and long words are broken.
 */
export function fitCaption(text: string, box: CaptionBox, measure: MeasureText, options: FitOptions): CaptionLayout {
  const largest = box.fontSize;
  const smallest = Math.min(largest, TEXT_DEFAULTS.minFontSize * options.scale);
  const outlineAt = (size: number) => (options.outlineWidth * size) / TEXT_DEFAULTS.fontSize;
  const attempt = (size: number, breakWords: boolean) => wrapText(text, Math.max(box.width - outlineAt(size), 1), (line) => measure(line, size), breakWords);
  const fits = (wrapped: WrappedText, size: number) => !wrapped.overflows && wrapped.lines.length * size * TEXT_DEFAULTS.lineHeight <= box.maxHeight;

  let size = largest;
  let wrapped = attempt(size, false);
  if (!fits(wrapped, size)) {
    // Binary search between the smallest size and the largest; sizes that fit are kept.
    let low = smallest;
    let high = largest;
    let best: { size: number; wrapped: WrappedText } | undefined;
    for (let step = 0; step < SEARCH_STEPS; step += 1) {
      // Quarter pixels keep sizes identical wherever the same measurements come back.
      const middle = Math.floor(((low + high) / 2) * 4) / 4;
      const candidate = attempt(middle, false);
      if (fits(candidate, middle)) {
        best = { size: middle, wrapped: candidate };
        low = middle;
      } else {
        high = middle;
      }
    }
    const atSmallest = attempt(smallest, false);
    if (!best && fits(atSmallest, smallest)) best = { size: smallest, wrapped: atSmallest };
    ({ size, wrapped } = best ?? { size: smallest, wrapped: attempt(smallest, true) });
  }
  const widest = Math.max(0, ...wrapped.lines.map((line) => measure(line, size)));
  return arrange(wrapped.lines, size, box, outlineAt(size), widest, options);
}

function arrange(lines: string[], fontSize: number, box: CaptionBox, outlineWidth: number, widest: number, canvas: FitOptions): CaptionLayout {
  const { canvasWidth, canvasHeight } = canvas;
  const lineHeight = fontSize * TEXT_DEFAULTS.lineHeight;
  const height = lines.length * lineHeight;
  const wanted = box.anchor === 'top' ? box.y : box.anchor === 'bottom' ? box.y - height : box.y - height / 2;
  // Keep the block on the canvas when it can fit at all.
  const top = height <= canvasHeight ? Math.min(Math.max(wanted, 0), canvasHeight - height) : wanted;
  const inset = outlineWidth / 2;
  // Centred text sits on its point, moved in only as far as needed to stay on the canvas.
  const half = widest / 2 + inset;
  const centred = half * 2 <= canvasWidth ? Math.min(Math.max(box.centerX, half), canvasWidth - half) : canvasWidth / 2;
  const x = box.align === 'left' ? box.left + inset : box.align === 'right' ? box.left + box.width - inset : centred;
  return {
    lines,
    fontSize,
    lineHeight,
    outlineWidth,
    align: box.align,
    x,
    lineCenters: lines.map((_, index) => top + (index + 0.5) * lineHeight),
    color: box.color,
    bounds: { left: box.align === 'left' ? x - inset : box.align === 'right' ? x - widest - inset : x - half, top, width: widest + 2 * inset, height },
    rotation: box.rotation,
    pivot: { x: box.align === 'center' ? x : box.left + box.width / 2, y: top + height / 2 },
  };
}

/**
 * Centre, size and rotation (radians) of a caption's drawn rectangle, the same shape as
 * stickerGeometry: the unrotated bounds turned about the layout's pivot.
 */
export function captionGeometry(layout: Pick<CaptionLayout, 'bounds' | 'rotation' | 'pivot'>) {
  const { left, top, width, height } = layout.bounds;
  const radians = (layout.rotation * Math.PI) / 180;
  const dx = left + width / 2 - layout.pivot.x;
  const dy = top + height / 2 - layout.pivot.y;
  return {
    centerX: layout.pivot.x + dx * Math.cos(radians) - dy * Math.sin(radians),
    centerY: layout.pivot.y + dx * Math.sin(radians) + dy * Math.cos(radians),
    width,
    height,
    radians,
  };
}
