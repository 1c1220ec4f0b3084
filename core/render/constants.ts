/**
 * Rendering constants of the spec (section 9). Pixel values are at scale 1: the size the template
 * or image was designed at. Renderers multiply them by `scale` when drawing bigger or smaller.
 */
export const TEXT_DEFAULTS = {
  /** the spec's default size: the editor's size slider shows it before a caption is laid out */
  fontSize: 36,
  fontWeight: 'bold',
  /** line height as a multiple of the font size */
  lineHeight: 1.2,
  /** text box width as a share of the canvas width when no template position says otherwise */
  widthRatio: 0.8,
  /** distance of top and bottom captions from the image edge (at least CAPTION_SIZING.marginShare) */
  edgeOffset: 40,
  /** a caption block may take at most this share of the image height before it shrinks */
  maxHeightRatio: 1 / 3,
  /** shrinking stops here, below the legible floor only for text too long for the picture (then long words break) */
  minFontSize: 12,
  /**
   * a line's alphabetic baseline sits this share of the font size below its middle, which centres
   * Anton's capitals. Fixed rather than textBaseline 'middle', which Chromium and Skia place apart.
   */
  baselineDrop: 0.43,
} as const;

/**
 * How big captions are drawn, as shares of the picture's reference length (its height, or 1.5 × its
 * width for a very tall picture, which is seen at the width of a phone). Each caption takes the
 * largest size its box holds, as Imgflip's do (its API's default largest size is 50 px, a tenth of
 * its 500 px classics), between these bounds.
 */
export const CAPTION_SIZING = {
  /** the largest size, so one short word does not fill the picture */
  capShare: 0.1,
  /**
   * the smallest size a meme of one or two boxes is read at on a phone; text longer than its box
   * holds at this size takes more lines (down to the picture's edge) rather than shrinking
   */
  floorShare: 0.045,
  /** with more boxes the floor falls with √(2 / boxes): 3.7 % for three, 3.2 % for four */
  floorBoxes: 2,
  /** no caption's ink comes nearer the picture's edge than this share of its shorter side */
  marginShare: 0.025,
  /** a tilted box is text on a sign or button: its block is at most this share of its width tall */
  tiltedHeightShare: 0.5,
  /** the outline's canvas lineWidth per pixel of font size (half of it shows outside the letters) */
  classicOutline: 0.22,
  standardOutline: 3 / 36,
} as const;

/** A template caption box turns at most this many degrees either way (beyond, text reads sideways). */
export const CAPTION_ROTATION_LIMIT = 45;

/** The classic meme look: white text, black outline (CAPTION_SIZING.classicOutline), soft shadow, uppercase. */
export const CLASSIC_TEXT = { color: '#ffffff', outlineColor: '#000000', shadowBlur: 8 } as const;

/** Stickers: scale range and editor steps; base size is a share of the image's shorter side. */
export const STICKER_LIMITS = { minScale: 0.2, maxScale: 3, scaleStep: 1.1, rotationStep: 15, baseSizeRatio: 0.2 } as const;

/**
 * A client asks again for a meme picture the server was too busy to draw (503 with Retry-After,
 * its render queue full) after these waits, then gives up: the web's card and the load bench.
 */
export const IMAGE_RETRY_DELAYS_MS: readonly number[] = [2000, 4000, 8000];
