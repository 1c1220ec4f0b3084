import type { Caption, RenderStyle, TextPosition } from '../templates/types';
import type { MemeCanvasContext, MemeImage } from './canvas';
import { drawCaption, canvasMeasure, type MeasureCache, type MemeCaptionLayout } from './drawCaption';
import { fitCaption } from './fit';
import { templateLook } from './looks';
import { placeCaptions, type MemeFrame } from './placement';
import { drawSticker, type StickerDrawing } from './stickers';
import { outlineRatio, toCaptionCapitals } from './scripts';
import { fontStack, resolveTextPaint, type MemeTheme } from './style';

/** Everything one frame of a meme needs. Images are whatever the platform's drawImage accepts. */
export type MemeFrameInput<TImage extends MemeImage = MemeImage> = {
  width: number;
  height: number;
  /** drawn stretched to width × height; null leaves the context's pixels as they are */
  background: TImage | null;
  captions: Caption[];
  /** the template's text positions; captions are paired with them (see placeCaptions) */
  textPositions?: TextPosition[];
  stickers?: StickerDrawing<TImage>[];
  style?: Partial<RenderStyle>;
  /** default 'classic' (uppercase, heavy outline, shadow 8); a template's own look (looks.ts) wins */
  theme?: MemeTheme;
  /** multiplies a user's chosen font sizes, the edge offset and the shadow: canvas width ÷ design width (default 1) */
  scale?: number;
};

/** Lays out every non-blank caption of a meme on `ctx`'s font engine, without drawing. */
export function layoutMemeCaptions(ctx: MemeCanvasContext, input: MemeFrameInput): MemeCaptionLayout[] {
  const frame = frameOf(input);
  const paint = paintOf(input);
  const measures: MeasureCache = new Map();
  return placeCaptions(input.captions, input.textPositions, frame, templateLook(input.textPositions)?.capShare).map(({ caption, box }) => {
    const text = paint.uppercase ? toCaptionCapitals(caption.text) : caption.text;
    const stack = fontStack(paint.family, text);
    const layout = fitCaption(text, box, canvasMeasure(ctx, stack, measures), {
      outlineRatio: paint.outlineRatio * outlineRatio(text),
      canvasWidth: frame.width,
      canvasHeight: frame.height,
      scale: frame.scale,
    });
    return { ...layout, fontStack: stack };
  });
}

/** Draws captions and stickers (no background): the part of a meme that is the same on every GIF frame. */
export function drawMemeOverlay(ctx: MemeCanvasContext, input: MemeFrameInput): void {
  const frame = frameOf(input);
  const paint = paintOf(input);
  for (const layout of layoutMemeCaptions(ctx, input)) drawCaption(ctx, layout, paint, frame.scale);
  // Stickers go on top: they are the last thing a user places, and the editor shows them above text.
  for (const sticker of input.stickers ?? []) drawSticker(ctx, sticker, frame);
}

/** Draws one complete meme frame: background, captions, stickers. Browser and server share it. */
export function renderMemeFrame(ctx: MemeCanvasContext, input: MemeFrameInput): void {
  if (input.background) ctx.drawImage(input.background, 0, 0, input.width, input.height);
  drawMemeOverlay(ctx, input);
}

/** The theme's paint, or the template's own look (Doge) when its text positions name one. */
function paintOf(input: MemeFrameInput) {
  return resolveTextPaint(input.style, input.theme, templateLook(input.textPositions));
}

function frameOf(input: MemeFrameInput): MemeFrame {
  const scale = input.scale !== undefined && Number.isFinite(input.scale) && input.scale > 0 ? input.scale : 1;
  return { width: input.width, height: input.height, scale };
}
