import type { TextAlign } from '../templates/types';
import { TEXT_DEFAULTS } from './constants';
import type { CaptionBox } from './placement';
import { balanceLines, wrapText, type WrappedText } from './wrap';

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

/** Options for fitting: the outline's lineWidth per pixel of font size and the canvas size. */
export type FitOptions = { outlineRatio: number; canvasWidth: number; canvasHeight: number; scale: number };

const SEARCH_STEPS = 9;
/** A caption takes one line fewer when that keeps at least this share of its largest size. */
const FEWER_LINES_SIZE = 0.85;

/**
 * Wraps `text` into the box at the largest font size between the box's floor and its largest size
 * whose lines fit the box width without breaking words and whose block fits the box height, as
 * Imgflip fills its boxes. Text too long for the box at the floor takes more lines, as far as the
 * canvas's margins allow, instead of shrinking below a legible size; only text too long for the
 * whole picture shrinks further, down to the minimum, where long words break. The chosen lines are
 * then balanced: as many as needed, of similar widths (no lone word on the last line).
 */
export function fitCaption(text: string, box: CaptionBox, measure: MeasureText, options: FitOptions): CaptionLayout {
  const outlineAt = (size: number) => options.outlineRatio * size;
  const widthAt = (size: number) => Math.max(box.width - outlineAt(size), 1);
  const attempt = (size: number, breakWords: boolean) => wrapText(text, widthAt(size), (line) => measure(line, size), breakWords);
  const fitsIn = (height: number) => (wrapped: WrappedText, size: number) =>
    !wrapped.overflows && wrapped.lines.length * size * TEXT_DEFAULTS.lineHeight <= height;
  const canvasRoom = options.canvasHeight - 2 * box.margin;
  const smallest = Math.min(box.floor, TEXT_DEFAULTS.minFontSize * options.scale);

  const inBox = fitsIn(box.maxHeight);
  const largest = largestFitting(box.floor, box.largest, attempt, inBox);
  // One line fewer reads better than a slightly bigger size ("ME AT / MIDNIGHT", "A / FORMATTER").
  const fewer =
    largest && largest.wrapped.lines.length > 1
      ? largestFitting(
          Math.max(box.floor, largest.size * FEWER_LINES_SIZE),
          largest.size,
          attempt,
          (wrapped, size) => wrapped.lines.length < largest.wrapped.lines.length && inBox(wrapped, size),
        )
      : undefined;
  const chosen = fewer ??
    largest ??
    largestFitting(smallest, box.floor, attempt, fitsIn(Math.max(canvasRoom, box.maxHeight))) ?? { size: smallest, wrapped: attempt(smallest, true) };
  const { size } = chosen;
  const lines = balanceLines(text, chosen.wrapped.lines.length, widthAt(size), (line) => measure(line, size)) ?? chosen.wrapped.lines;
  const widest = Math.max(0, ...lines.map((line) => measure(line, size)));
  return arrange(lines, size, box, outlineAt(size), widest, options);
}

type Fitted = { size: number; wrapped: WrappedText };

/** The largest size in [low, high] whose wrap `fits` (binary search in quarter pixels), or undefined. */
function largestFitting(
  low: number,
  high: number,
  attempt: (size: number, breakWords: boolean) => WrappedText,
  fits: (wrapped: WrappedText, size: number) => boolean,
): Fitted | undefined {
  const atHigh = attempt(high, false);
  if (fits(atHigh, high)) return { size: high, wrapped: atHigh };
  const atLow = attempt(low, false);
  if (!fits(atLow, low)) return undefined;
  let best: Fitted = { size: low, wrapped: atLow };
  let below = high;
  for (let step = 0; step < SEARCH_STEPS; step += 1) {
    // Quarter pixels keep sizes identical wherever the same measurements come back.
    const middle = Math.floor(((best.size + below) / 2) * 4) / 4;
    if (middle <= best.size) break;
    const candidate = attempt(middle, false);
    if (fits(candidate, middle)) best = { size: middle, wrapped: candidate };
    else below = middle;
  }
  return best;
}

function arrange(lines: string[], fontSize: number, box: CaptionBox, outlineWidth: number, widest: number, canvas: FitOptions): CaptionLayout {
  const { canvasWidth, canvasHeight } = canvas;
  const { margin } = box;
  const lineHeight = fontSize * TEXT_DEFAULTS.lineHeight;
  const height = lines.length * lineHeight;
  const wanted = box.anchor === 'top' ? box.y : box.anchor === 'bottom' ? box.y - height : box.y - height / 2;
  // Keep the block inside the margins when it can fit at all, else at least on the canvas.
  const edge = height + 2 * margin <= canvasHeight ? margin : Math.max((canvasHeight - height) / 2, 0);
  const top = height <= canvasHeight ? Math.min(Math.max(wanted, edge), canvasHeight - height - edge) : wanted;
  const inset = outlineWidth / 2;
  // Centred text sits on its point, moved in only as far as needed to stay inside the margins.
  const half = widest / 2 + inset;
  const side = half * 2 + 2 * margin <= canvasWidth ? margin : 0;
  const centred = half * 2 <= canvasWidth ? Math.min(Math.max(box.centerX, half + side), canvasWidth - half - side) : canvasWidth / 2;
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
