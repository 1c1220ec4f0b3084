/**
 * The bundled caption fonts: one heavy, open-licensed face per script of the 35 interface
 * languages, then colour emoji. The browser declares them with @font-face and unicode-range (the
 * fontsource CSS), the server registers the very same files with Skia, both in this order, so a
 * caption looks the same in the preview, the download and the shared link on any host.
 */
export type BundledFont = {
  family: string;
  /** npm package holding the files: a fontsource package (subsets with unicode ranges) or Twemoji */
  packageName: string;
  /** the one weight we ship of the family: the heaviest that keeps the bold meme look */
  weight: number;
};

const font = (family: string, packageName: string, weight: number): BundledFont => ({ family, packageName, weight });

/** Latin, Latin Extended and Vietnamese: the classic condensed meme face. */
export const LATIN_FONT = font('Anton', '@fontsource/anton', 400);

/** Scripts whose faces never compete for the same letters, in fallback order after Latin. */
const SCRIPT_FONTS: readonly BundledFont[] = [
  LATIN_FONT,
  font('Oswald', '@fontsource/oswald', 700), // Cyrillic (bg, ru, uk): Anton has none; Oswald matches its look
  font('Fira Sans Extra Condensed', '@fontsource/fira-sans-extra-condensed', 900), // Greek (el), Cyrillic Extended
  font('Noto Sans Arabic', '@fontsource/noto-sans-arabic', 900), // ar, fa, ur
  font('Noto Sans Hebrew', '@fontsource/noto-sans-hebrew', 900),
  font('Noto Sans Devanagari', '@fontsource/noto-sans-devanagari', 900),
  font('Noto Sans Bengali', '@fontsource/noto-sans-bengali', 900),
  font('Noto Sans Telugu', '@fontsource/noto-sans-telugu', 900),
  font('Noto Sans Thai', '@fontsource/noto-sans-thai', 900),
];

/** Han is shared by Chinese, Japanese and Korean, each with its own glyph forms: see cjkOrder. */
export const CJK_FONTS = {
  ja: font('Noto Sans JP', '@fontsource/noto-sans-jp', 900),
  ko: font('Noto Sans KR', '@fontsource/noto-sans-kr', 900),
  zh: font('Noto Sans SC', '@fontsource/noto-sans-sc', 900),
} as const;

/** Colour emoji as COLR vector glyphs, which both Chromium and Skia draw in colour. */
export const EMOJI_FONT = font('Twemoji', 'twemoji-colr-font', 400);

/** The emoji blocks: the Twemoji file (one file, no subsets) is fetched only for these. */
export const EMOJI_UNICODE_RANGE =
  'U+00A9,U+00AE,U+200D,U+203C,U+2049,U+20E3,U+2122,U+2139,U+2194-2199,U+21A9-21AA,U+231A-231B,U+2328,U+23CF,U+23E9-23F3,U+23F8-23FA,U+24C2,U+25AA-25AB,U+25B6,U+25C0,U+25FB-25FE,U+2600-27BF,U+2934-2935,U+2B05-2B07,U+2B1B-2B1C,U+2B50,U+2B55,U+3030,U+303D,U+3297,U+3299,U+FE0F,U+1F000-1FAFF,U+E0020-E007F';

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

/**
 * The CJK faces in the order a caption needs them: kana means Japanese, Hangul Korean, and Han
 * alone is read as Chinese, so Han characters take that language's forms instead of a mix.
 */
export function cjkOrder(text: string): BundledFont[] {
  const { ja, ko, zh } = CJK_FONTS;
  if (KANA.test(text)) return [ja, ko, zh];
  if (HANGUL.test(text)) return [ko, ja, zh];
  return [zh, ja, ko];
}

/** Every bundled face in fallback order for `text` (the order only changes among the CJK faces). */
export function bundledFonts(text = ''): BundledFont[] {
  return [...SCRIPT_FONTS, ...cjkOrder(text), EMOJI_FONT];
}
