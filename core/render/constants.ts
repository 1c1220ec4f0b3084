/**
 * Rendering constants of the spec (section 9). Pixel values are at scale 1: the size the template
 * or image was designed at. Renderers multiply them by `scale` when drawing bigger or smaller.
 */
export const TEXT_DEFAULTS = {
  fontSize: 36,
  fontWeight: 'bold',
  /** outline width of the standard style */
  outlineWidth: 3,
  /** line height as a multiple of the font size */
  lineHeight: 1.2,
  /** text box width as a share of the canvas width when no template position says otherwise */
  widthRatio: 0.8,
  /** distance of top and bottom captions from the image edge */
  edgeOffset: 40,
  /** a template text position's font size when it gives none */
  templateFontSize: 32,
  /** a caption block may take at most this share of the image height before it shrinks */
  maxHeightRatio: 1 / 3,
  /** shrinking stops here (then long words break); never above the starting size */
  minFontSize: 12,
  /**
   * a line's alphabetic baseline sits this share of the font size below its middle, which centres
   * Anton's capitals. Fixed rather than textBaseline 'middle', which Chromium and Skia place apart.
   */
  baselineDrop: 0.43,
} as const;

/** A template caption box turns at most this many degrees either way (beyond, text reads sideways). */
export const CAPTION_ROTATION_LIMIT = 45;

/** The classic meme look: white text, thick black outline, soft shadow, uppercase. */
export const CLASSIC_TEXT = { color: '#ffffff', outlineColor: '#000000', outlineWidth: 8, shadowBlur: 8 } as const;

/** Stickers: scale range and editor steps; base size is a share of the image's shorter side. */
export const STICKER_LIMITS = { minScale: 0.2, maxScale: 3, scaleStep: 1.1, rotationStep: 15, baseSizeRatio: 0.2 } as const;

/**
 * A client asks again for a meme picture the server was too busy to draw (503 with Retry-After,
 * its render queue full) after these waits, then gives up: the web's card and the load bench.
 */
export const IMAGE_RETRY_DELAYS_MS: readonly number[] = [2000, 4000, 8000];
