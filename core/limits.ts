// The limits the server enforces and the web app, the API's descriptions and /developers state:
// one home for each figure, so what a person is told is what the server applies. Where a figure
// is a setting (the rate limits), this is its default; the server may run with another.

/** The spec's upload maximum (section 5): 5 MB, i.e. 5×1024×1024 bytes; every image the renderer takes is held to it. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The spec's prompt maximum (section 9), in characters after trimming. */
export const PROMPT_MAX_CHARACTERS = 300;

/** SECURITY.md's image limits, and the output sizes the image URL API accepts. */
export const IMAGE_LIMITS = {
  /** each side of a frame, in pixels */
  maxDimension: 4096,
  maxGifFrames: 300,
  /** `?width=` and `?height=` of an image URL, in pixels (memegen.link's image API has the same) */
  minOutputSide: 16,
  maxOutputSide: 2048,
} as const;

/** Defaults of the API's per-minute limits (settings API_TOKEN_RATE_LIMIT and the rest: api/platform/config.ts). */
export const API_LIMIT_DEFAULTS = {
  /** requests per personal API token */
  requestsPerToken: 120,
  /** requests per network address without a session or token */
  requestsPerAnonymousAddress: 300,
  /** millions of pixels rendered per user (session or token) */
  renderMegapixelsPerUser: 1500,
  /** millions of pixels rendered per network address without a session or token */
  renderMegapixelsPerAnonymousAddress: 300,
} as const;

/**
 * What one meme's design may hold (core/meme/design.ts enforces them on every stored design and
 * render request), so no request can make a render arbitrarily expensive.
 */
export const MEME_DESIGN_LIMITS = {
  maxCaptions: 20,
  /** characters of one caption */
  maxCaptionLength: 500,
  maxStickers: 30,
  /** a caption's own font size, in pixels at the picture's design size */
  minFontSize: 6,
  maxFontSize: 400,
  /** how far (percent of the picture) a sticker's centre may lie beyond an edge: half off the picture */
  stickerOverhang: 50,
  /** characters of a caption's or sticker's id, a colour and a font family name */
  maxNameLength: 64,
} as const;

/** Reports of shared memes (api/services/moderation/): per reporting address, and the details' length. */
export const REPORT_LIMITS = {
  /** reports one address may file per hour; a second report of the same meme is not counted */
  perAddressPerHour: 5,
  /** characters of a report's optional details, after trimming */
  maxDetailsLength: 1000,
} as const;
