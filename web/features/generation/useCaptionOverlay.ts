// The captions of a stored meme drawn by the shared renderer (core/render) on a transparent canvas
// at the picture's own pixel size, with the theme, style, text positions and scale the server uses
// for /media/memes: what the GIF caption editor shows is what saving renders.
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { drawMemeOverlay, type MemeFrameInput } from '../../../core/render/renderMeme';
import type { Caption } from '../../../core/templates/types';
import type { CaptionBounds, Size } from '../editor/previewGeometry';
import { useCaptionLayouts } from '../editor/useCaptionLayouts';
import type { MemeLook } from './generatedMeme';

export type CaptionOverlay = {
  size: Size;
  /** the non-blank captions with their layouts (canvas pixels), empty until the fonts are ready */
  placed: CaptionBounds[];
  /** the canvas to draw on; it gets data-drawn="true" once the captions are on it */
  canvasRef: RefObject<HTMLCanvasElement | null>;
};

/** The renderer's input for `captions` over a picture of `size` (no background: the picture is underneath). */
export function overlayInput(look: MemeLook, captions: Caption[], size: Size): MemeFrameInput {
  return {
    width: size.width,
    height: size.height,
    background: null,
    captions,
    textPositions: [...look.textPositions],
    style: look.style,
    theme: look.theme,
    // Pixel sizes refer to the design width (the template's), exactly as the server scales them.
    scale: size.width / (look.picture?.width || size.width),
  };
}

/** Lays out and draws `captions` over `image` once the bundled fonts have their glyphs. */
export function useCaptionOverlay(look: MemeLook, image: HTMLImageElement, captions: Caption[]): CaptionOverlay {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const size = useMemo(() => ({ width: image.naturalWidth, height: image.naturalHeight }), [image]);
  const input = useMemo(() => overlayInput(look, captions, size), [look, captions, size]);

  const { fontsLoaded, placed } = useCaptionLayouts(input);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !fontsLoaded) return;
    ctx.clearRect(0, 0, size.width, size.height);
    drawMemeOverlay(ctx, input);
    canvas.dataset.drawn = 'true';
  }, [input, size, fontsLoaded]);

  return { size, placed, canvasRef };
}
