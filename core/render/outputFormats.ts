// The files a meme can be written as, one table for the server's routes (/media/render,
// /media/memes, share links), its renderer and the web's download menus: a new format added here
// appears everywhere that lists them.

/**
 * Each format by its URL extension: the Content-Type it is served with, and whether it needs an
 * animated (GIF) picture. PNG, JPEG and WebP of a GIF are its first frame (WebP: animated).
 */
export const OUTPUT_FORMATS = {
  png: { contentType: 'image/png', animatedOnly: false },
  jpg: { contentType: 'image/jpeg', animatedOnly: false },
  webp: { contentType: 'image/webp', animatedOnly: false },
  gif: { contentType: 'image/gif', animatedOnly: true },
  /** H.264 in an MP4, no sound: what chat apps and social networks take for animations */
  mp4: { contentType: 'video/mp4', animatedOnly: true },
} as const satisfies Record<string, { contentType: string; animatedOnly: boolean }>;

export type OutputFormat = keyof typeof OUTPUT_FORMATS;

/** Every format's extension, in the table's order. */
export const OUTPUT_EXTENSIONS = Object.keys(OUTPUT_FORMATS) as OutputFormat[];

/** The extensions as a regular expression's alternation (`png|jpg|…`), for route patterns. */
export const OUTPUT_EXTENSION_PATTERN = OUTPUT_EXTENSIONS.join('|');

export function isOutputFormat(value: string): value is OutputFormat {
  return Object.hasOwn(OUTPUT_FORMATS, value);
}

/** The formats a meme's picture can be written as: all of them for a GIF, the still ones otherwise. */
export function outputFormatsFor(animated: boolean): OutputFormat[] {
  return OUTPUT_EXTENSIONS.filter((format) => animated || !OUTPUT_FORMATS[format].animatedOnly);
}

/**
 * The size an MP4 of a `width`×`height` picture has: H.264 4:2:0 needs even sides, so an odd side
 * loses its last column or row. The renderer encodes at it and share pages announce it.
 */
export function mp4FrameSize(width: number, height: number): { width: number; height: number } {
  return { width: width - (width % 2), height: height - (height % 2) };
}
