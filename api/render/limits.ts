import { IMAGE_LIMITS, MEME_DESIGN_LIMITS, UPLOAD_MAX_BYTES } from '../../core/limits';

/** SECURITY.md upload limits, applied to every image the renderer takes (templates, uploads, stickers). */
export const RENDER_LIMITS = {
  /** the spec's upload maximum */
  maxInputBytes: UPLOAD_MAX_BYTES,
  /** per frame, each side */
  maxDimension: IMAGE_LIMITS.maxDimension,
  maxGifFrames: IMAGE_LIMITS.maxGifFrames,
  /**
   * Pixels one render may compose, summed over its frames (each frame counts its screen or its own
   * rectangle, whichever is larger): four 4096×4096 frames, or 300 frames of 473×473. A render's
   * time grows with this, not with the file's size (a 7 KB GIF can declare 300 full-size frames):
   * measured on 2 busy cores, 15–40 million pixels a second, so the largest render stays a few
   * seconds, well inside renderTimeoutMs, and no render holds a worker of the fair pool for long.
   */
  maxTotalPixels: IMAGE_LIMITS.maxDimension ** 2 * 4,
  /** wall-clock time of one render in a worker; the worker is terminated past it */
  renderTimeoutMs: 10_000,
  // Bounds on what a URL can ask for, so a request cannot make a render arbitrarily expensive.
  maxCaptions: MEME_DESIGN_LIMITS.maxCaptions,
  maxCaptionLength: MEME_DESIGN_LIMITS.maxCaptionLength,
  maxStickers: MEME_DESIGN_LIMITS.maxStickers,
  /** `?width=` and `?height=` of a render URL, in pixels */
  minOutputSide: IMAGE_LIMITS.minOutputSide,
  maxOutputSide: IMAGE_LIMITS.maxOutputSide,
} as const;
