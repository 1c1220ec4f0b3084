// The bundled caption fonts on Skia, picked the way a browser picks @font-face subsets.
//
// The browser declares each family as many files, each with a unicode-range, and fetches only the
// files a text needs. Skia matches one file per family name, so each file is registered under its
// own name ("Noto Sans JP 57") the first time a text needs it, and a caption's CSS stack is
// rewritten into those names, family by family in the same order. Families that are not bundled
// (Impact, generic names) are left out, so no host font ever draws a caption.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';
import type { MemeCanvasContext } from '../../../core/render/canvas';
import { bundledFonts, EMOJI_FONT, EMOJI_UNICODE_RANGE, FALLBACK_THROUGH_FAMILIES, LATIN_FONT, LOOK_FONTS, type BundledFont } from '../../../core/render/fonts';

/** One font file: the name Skia knows it by, the file and the code points it is declared for. */
type Face = { alias: string; file: string; ranges: number[][] };
/** A family's files, and which of them hold each code point asked about so far. */
type FamilyIndex = { faces: Face[]; byCodePoint: Map<number, Face[]> };

const MAX_REMEMBERED_CODE_POINTS = 20_000;
const require = createRequire(import.meta.url);
const families = new Map([...LOOK_FONTS, ...bundledFonts()].map((font) => [font.family, font]));
const indexes = new Map<string, FamilyIndex>();
const registered = new Set<string>();

/** "U+25ee8,U+26ff6-26ff8" as [[0x25ee8, 0x25ee8], [0x26ff6, 0x26ff8]]. */
function parseUnicodeRange(range: string): number[][] {
  return range.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first!, 16), parseInt(last!, 16)];
  });
}

/** The files of a bundled family with their unicode ranges, read from its package once. */
function facesOf(font: BundledFont): Face[] {
  if (font === EMOJI_FONT) {
    return [{ alias: font.family, file: require.resolve(`${font.packageName}/twemoji.woff2`), ranges: parseUnicodeRange(EMOJI_UNICODE_RANGE) }];
  }
  const id = font.packageName.replace('@fontsource/', '');
  const subsets = JSON.parse(readFileSync(require.resolve(`${font.packageName}/unicode.json`), 'utf8')) as Record<string, string>;
  return Object.entries(subsets).map(([subset, range]) => {
    const key = subset.replace(/[[\]]/g, '');
    return {
      alias: `${font.family} ${key}`,
      file: require.resolve(`${font.packageName}/files/${id}-${key}-${font.weight}-normal.woff2`),
      ranges: parseUnicodeRange(range),
    };
  });
}

function familyIndex(font: BundledFont): FamilyIndex {
  let index = indexes.get(font.family);
  if (!index) {
    index = { faces: facesOf(font), byCodePoint: new Map() };
    indexes.set(font.family, index);
  }
  return index;
}

/** The files of a family whose ranges hold `codePoint` (usually one, none outside its scripts). */
function facesFor(index: FamilyIndex, codePoint: number): Face[] {
  let faces = index.byCodePoint.get(codePoint);
  if (!faces) {
    faces = index.faces.filter((face) => face.ranges.some(([first, last]) => first! <= codePoint && codePoint <= last!));
    // Bounded: a flood of distinct characters must not grow the memory of a long-lived worker.
    if (index.byCodePoint.size < MAX_REMEMBERED_CODE_POINTS) index.byCodePoint.set(codePoint, faces);
  }
  return faces;
}

/** The face that draws Latin text of a family (the first one when it has no Latin file). */
function latinFace(font: BundledFont): Face {
  const { faces } = familyIndex(font);
  return faces.find((face) => face.alias.endsWith(' latin')) ?? faces[0]!;
}

function register(face: Face): string {
  if (!registered.has(face.alias)) {
    if (!GlobalFonts.registerFromPath(face.file, face.alias)) throw new Error(`Could not register the font ${face.file}`);
    registered.add(face.alias);
  }
  return `"${face.alias}"`;
}

const FONT_SHORTHAND = /^(.*?)(\d+(?:\.\d+)?px)\s+(.+)$/;

/**
 * A CSS font (`bold 36px Impact, Anton, "Noto Sans JP", sans-serif`) as Skia needs it to draw
 * `text`: for each character, the files of the first bundled family of the stack whose ranges hold
 * it, in the stack's order, registered on first use.
 */
export function skiaFont(cssFont: string, text: string): string {
  const [, prefix = '', size = '', stack = ''] = FONT_SHORTHAND.exec(cssFont) ?? [];
  const stackFonts = stack.split(',').flatMap((name) => families.get(name.trim().replace(/^["']|["']$/g, '')) ?? []);
  const codePoints = new Set<number>();
  for (const char of text) codePoints.add(char.codePointAt(0)!);
  // Each character goes to the first family declaring it, as the browser picks which files to load.
  const picked = stackFonts.map(() => new Set<Face>());
  const declaring = (codePoint: number, from: number) => stackFonts.findIndex((font, at) => at >= from && facesFor(familyIndex(font), codePoint).length > 0);
  for (const codePoint of codePoints) {
    // A symbol goes to every family declaring it, as the browser falls back past a file without it.
    const symbol = FALLBACK_THROUGH_FAMILIES.test(String.fromCodePoint(codePoint));
    for (let family = declaring(codePoint, 0); family >= 0; family = symbol ? declaring(codePoint, family + 1) : -1) {
      facesFor(familyIndex(stackFonts[family]!), codePoint).forEach((face) => picked[family]!.add(face));
    }
  }
  const aliases = new Set(picked.flatMap((faces) => [...faces].map(register)));
  // A text with nothing to draw still needs a font to be measured in.
  if (aliases.size === 0) aliases.add(register(latinFace(stackFonts[0] ?? LATIN_FONT)));
  return `${prefix}${size} ${[...aliases].join(', ')}`;
}

/**
 * `ctx` seen through the bundled fonts: `font` takes the CSS the shared renderer writes, and each
 * measure or draw call sets the Skia font that its text needs.
 */
export function withBundledFonts(ctx: MemeCanvasContext): MemeCanvasContext {
  let cssFont = ctx.font;
  const withFont =
    <A extends unknown[], R>(call: (text: string, ...rest: A) => R) =>
    (text: string, ...rest: A): R => {
      ctx.font = skiaFont(cssFont, text);
      return call.call(ctx, text, ...rest);
    };
  const measureText = withFont(ctx.measureText);
  const fillText = withFont(ctx.fillText);
  const strokeText = withFont(ctx.strokeText);
  return new Proxy(ctx, {
    get(target, key) {
      if (key === 'font') return cssFont;
      if (key === 'measureText') return measureText;
      if (key === 'fillText') return fillText;
      if (key === 'strokeText') return strokeText;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(target, key, value) {
      if (key === 'font') cssFont = String(value);
      else Reflect.set(target, key, value, target);
      return true;
    },
  });
}

/** The Latin file of the default face (benchmarks hand it to ImageMagick for the same text). */
export function latinFontFile(): string {
  return latinFace(LATIN_FONT).file;
}
