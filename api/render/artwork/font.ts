// The bundled OFL display font (Anton), registered once with Skia for the 'Template Image Error' placeholder.
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

export const ARTWORK_FONT = 'Anton';
let registered = false;

/** Makes `ARTWORK_FONT` available to @napi-rs/canvas (idempotent). */
export function ensureArtworkFont(): void {
  if (registered) return;
  const file = createRequire(import.meta.url).resolve('@fontsource/anton/files/anton-latin-400-normal.woff2');
  GlobalFonts.registerFromPath(file, ARTWORK_FONT);
  registered = true;
}
