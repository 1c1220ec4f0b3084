// The bundled meme font, registered with Skia under the family name the core font stack uses.
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';
import { BUNDLED_FONT_FAMILY } from '../../../core/render/constants';

// The same files the browser loads through @fontsource/anton's CSS (one per unicode range); Skia
// picks the file that has each glyph, as the browser does with unicode-range.
const SUBSETS = ['latin', 'latin-ext', 'vietnamese'] as const;

/** Absolute paths of the bundled font files, Latin first (ImageMagick takes that one in benchmarks). */
export function bundledFontFiles(): string[] {
  const require = createRequire(import.meta.url);
  return SUBSETS.map((subset) => require.resolve(`@fontsource/anton/files/anton-${subset}-400-normal.woff2`));
}

let registered = false;

/** Registers the bundled font once per thread (Skia's font collection is process-wide; this is idempotent). */
export function registerBundledFonts(): void {
  if (registered) return;
  for (const file of bundledFontFiles()) {
    if (!GlobalFonts.registerFromPath(file, BUNDLED_FONT_FAMILY)) throw new Error(`Could not register the font ${file}`);
  }
  registered = true;
}
