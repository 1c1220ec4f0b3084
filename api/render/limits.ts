/** SECURITY.md upload limits, applied to every image the renderer takes (templates, uploads, stickers). */
export const RENDER_LIMITS = {
  /** 5 MiB, the spec's upload maximum */
  maxInputBytes: 5 * 1024 * 1024,
  /** per frame, each side */
  maxDimension: 4096,
  maxGifFrames: 300,
  /** wall-clock time of one render in a worker; the worker is terminated past it */
  renderTimeoutMs: 10_000,
  // Bounds on what a URL can ask for, so a request cannot make a render arbitrarily expensive.
  maxCaptions: 20,
  maxCaptionLength: 500,
  maxStickers: 30,
} as const;
