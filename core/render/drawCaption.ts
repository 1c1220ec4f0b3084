import type { MemeCanvasContext } from './canvas';
import { contrastingOutline } from './color';
import { TEXT_DEFAULTS } from './constants';
import type { CaptionLayout, MeasureText } from './fit';
import { cssFont, type TextPaint } from './style';

/** A fitted caption with the font stack chosen for its text. */
export type MemeCaptionLayout = CaptionLayout & { fontStack: string };

/** Measurers by font stack, so captions sharing a stack share their measurements. */
export type MeasureCache = Map<string, MeasureText>;

/** measureText on `ctx` in `fontStack`, remembering each (size, text) it has measured. */
export function canvasMeasure(ctx: MemeCanvasContext, fontStack: string, cache: MeasureCache = new Map()): MeasureText {
  const known = cache.get(fontStack);
  if (known) return known;
  const widths = new Map<string, number>();
  const measure: MeasureText = (text, fontSize) => {
    const key = `${fontSize}\u0000${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      ctx.font = cssFont(fontSize, fontStack);
      width = ctx.measureText(text).width;
      widths.set(key, width);
    }
    return width;
  };
  cache.set(fontStack, measure);
  return measure;
}

// Strong right-to-left letters: Hebrew, Arabic (with Syriac, Thaana, NKo...) and their
// presentation forms.
const rtlLetter = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const strongLetter = /\p{L}/u;

/**
 * Base direction of a caption line from its first letter, as a browser does for dir="auto". The
 * canvas would otherwise inherit the page's direction, so an Arabic interface would draw "WOW!"
 * as "!WOW".
 */
export function textDirection(line: string): 'ltr' | 'rtl' {
  for (const char of line) if (strongLetter.test(char)) return rtlLetter.test(char) ? 'rtl' : 'ltr';
  return 'ltr';
}

/**
 * Paints a fitted caption: outline (casting the shadow) first for every line, then the fill, so an
 * outline never covers the letters of the line above. The text is drawn as given (any script),
 * turned by the layout's rotation.
 */
export function drawCaption(ctx: MemeCanvasContext, layout: MemeCaptionLayout, paint: TextPaint, scale: number): void {
  ctx.save();
  if (layout.rotation) {
    // Lines were fitted in the box's own frame; turn that frame about the box's centre.
    ctx.translate(layout.pivot.x, layout.pivot.y);
    ctx.rotate((layout.rotation * Math.PI) / 180);
    ctx.translate(-layout.pivot.x, -layout.pivot.y);
  }
  ctx.font = cssFont(layout.fontSize, layout.fontStack);
  ctx.textAlign = layout.align;
  ctx.textBaseline = 'alphabetic';
  const baseline = (index: number) => layout.lineCenters[index]! + layout.fontSize * TEXT_DEFAULTS.baselineDrop;
  ctx.lineJoin = 'round';
  ctx.miterLimit = 2;
  ctx.shadowOffsetX = 0;
  ctx.shadowOffsetY = 0;
  const fill = layout.color ?? paint.fill;
  // A caption's own colour (e.g. a template's black text) gets an outline it can be read against.
  const outline = layout.color ? contrastingOutline(fill, paint.outline) : paint.outline;
  ctx.shadowColor = outline === paint.outline ? paint.shadowColor : outline;
  ctx.shadowBlur = paint.shadowBlur * scale;
  if (layout.outlineWidth > 0) {
    ctx.strokeStyle = outline;
    ctx.lineWidth = layout.outlineWidth;
    layout.lines.forEach((line, index) => {
      ctx.direction = textDirection(line);
      ctx.strokeText(line, layout.x, baseline(index));
    });
    // The shadow belongs to the outline; a second one under the fill would darken the letters.
    ctx.shadowColor = 'rgba(0, 0, 0, 0)';
    ctx.shadowBlur = 0;
  }
  ctx.fillStyle = fill;
  layout.lines.forEach((line, index) => {
    ctx.direction = textDirection(line);
    ctx.fillText(line, layout.x, baseline(index));
  });
  ctx.restore();
}
