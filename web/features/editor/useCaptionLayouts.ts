// Caption layouts in the browser, shared by the template editor's preview and the GIF caption
// editor: nothing is laid out or drawn before the bundled fonts have the captions' glyphs (no
// flash of a fallback face, and hit boxes measured in the face that will be drawn).
import { useEffect, useMemo, useState } from 'react';
import { templateLook } from '../../../core/render/looks';
import { layoutMemeCaptions, type MemeFrameInput } from '../../../core/render/renderMeme';
import { fontsReady } from './memeFonts';
import { captionBounds, type CaptionBounds } from './previewGeometry';

// One context for measuring text outside a draw.
let measuring: CanvasRenderingContext2D | null = null;
const measureContext = () => (measuring ??= document.createElement('canvas').getContext('2d'));

/** Whether the fonts for `input`'s captions are loaded (draw only then), and their layouts once they are. */
export function useCaptionLayouts(input: MemeFrameInput): { fontsLoaded: boolean; placed: CaptionBounds[] } {
  // The caption texts whose font load has finished (loaded or failed: then a fallback face draws).
  const fontKey = input.captions.map((caption) => caption.text).join('\n');
  const family = templateLook(input.textPositions)?.family;
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const fontsLoaded = settledKey === fontKey || fontsReady(fontKey.split('\n'), family).ready;
  useEffect(() => {
    const fonts = fontsReady(fontKey.split('\n'), family);
    if (fonts.ready) return;
    let live = true;
    void fonts.whenReady.then(() => live && setSettledKey(fontKey));
    return () => {
      live = false;
    };
  }, [fontKey, family]);

  // Layouts depend on which faces are loaded, hence fontsLoaded.
  const placed = useMemo(() => {
    const ctx = measureContext();
    return ctx && fontsLoaded ? captionBounds(input.captions, layoutMemeCaptions(ctx, input)) : [];
  }, [input, fontsLoaded]);
  return { fontsLoaded, placed };
}
