// The captions of a stored meme drawn by the shared renderer (core/render) on a transparent canvas
// at the picture's own pixel size, with the theme, style, text positions and scale the server uses
// for /media/memes: what the GIF caption editor shows is what saving renders.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { drawMemeOverlay, layoutMemeCaptions, type MemeFrameInput } from '../../../core/render/renderMeme';
import type { Caption } from '../../../core/templates/types';
import { captionBounds, type CaptionBounds, type Size } from '../editor/previewGeometry';
import { fontsReady } from '../editor/memeFonts';
import type { MemeLook } from './generatedMeme';

// One context for measuring text outside a draw (layouts for hit-testing and the handles).
let measuring: CanvasRenderingContext2D | null = null;
const measureContext = () => (measuring ??= document.createElement('canvas').getContext('2d'));

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

  // No flash of a fallback face: captions are drawn once the faces for their texts are loaded.
  const fontKey = captions.map((caption) => caption.text).join('\n');
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const fontsLoaded = settledKey === fontKey || fontsReady(fontKey.split('\n')).ready;
  useEffect(() => {
    const fonts = fontsReady(fontKey.split('\n'));
    if (fonts.ready) return;
    let live = true;
    void fonts.whenReady.then(() => live && setSettledKey(fontKey));
    return () => {
      live = false;
    };
  }, [fontKey]);

  // Layouts depend on which faces are loaded, hence fontsLoaded.
  const placed = useMemo(() => {
    const ctx = measureContext();
    return ctx && fontsLoaded ? captionBounds(input.captions, layoutMemeCaptions(ctx, input)) : [];
  }, [input, fontsLoaded]);

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
