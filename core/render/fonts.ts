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

/** Doge's Comic-style face (core/render/looks.ts): a template's own look, never a fallback. */
export const COMIC_FONT = font('Comic Neue', '@fontsource/comic-neue', 700);

/** Faces that only a template's look asks for; they come first in that look's stack. */
export const LOOK_FONTS: readonly BundledFont[] = [COMIC_FONT];

/**
 * The Latin, Cyrillic and Greek faces. Of the emoji they claim only punctuation-like ‼ ⁉ ™, drawn
 * as text, so they come before Twemoji.
 */
const LATIN_LIKE_FONTS: readonly BundledFont[] = [
  LATIN_FONT,
  font('Oswald', '@fontsource/oswald', 700), // Cyrillic (bg, ru, uk): Anton has none; Oswald matches its look
  font('Fira Sans Extra Condensed', '@fontsource/fira-sans-extra-condensed', 900), // Greek (el), Cyrillic Extended
];

/** The other scripts, after Twemoji: their symbol subsets claim emoji they cannot draw in colour. */
const SCRIPT_FONTS: readonly BundledFont[] = [
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

/**
 * Where Twemoji is used: the emoji of Unicode's Extended_Pictographic property from U+2000 on
 * (☕ ❤ ✅ 📺 🤓; the Latin faces keep © ® and punctuation), plus the emoji joiners, keycap,
 * variation selector, flags, skin tones and tag characters. Twemoji comes before the Noto faces,
 * whose symbol subsets also claim these code points without drawing them in colour.
 */
export const EMOJI_UNICODE_RANGE =
  'U+200D,U+203C,U+2049,U+20E3,U+2122,U+2139,U+2194-2199,U+21A9-21AA,U+231A-231B,U+2328,U+23CF,U+23E9-23F3,U+23F8-23FA,U+24C2,U+25AA-25AB,U+25B6,U+25C0,U+25FB-25FE,U+2600-2604,U+260E,U+2611,U+2614-2615,U+2618,U+261D,U+2620,U+2622-2623,U+2626,U+262A,U+262E-262F,U+2638-263A,U+2640,U+2642,U+2648-2653,U+265F-2660,U+2663,U+2665-2666,U+2668,U+267B,U+267E-267F,U+2692-2697,U+2699,U+269B-269C,U+26A0-26A1,U+26A7,U+26AA-26AB,U+26B0-26B1,U+26BD-26BE,U+26C4-26C5,U+26C8,U+26CE-26CF,U+26D1,U+26D3-26D4,U+26E9-26EA,U+26F0-26F5,U+26F7-26FA,U+26FD,U+2702,U+2705,U+2708-270D,U+270F,U+2712,U+2714,U+2716,U+271D,U+2721,U+2728,U+2733-2734,U+2744,U+2747,U+274C,U+274E,U+2753-2755,U+2757,U+2763-2764,U+2795-2797,U+27A1,U+27B0,U+27BF,U+2934-2935,U+2B05-2B07,U+2B1B-2B1C,U+2B50,U+2B55,U+3030,U+303D,U+3297,U+3299,U+FE0F,U+1F004,U+1F02C-1F02F,U+1F094-1F09F,U+1F0AF-1F0B0,U+1F0C0,U+1F0CF-1F0D0,U+1F0F6-1F0FF,U+1F170-1F171,U+1F17E-1F17F,U+1F18E,U+1F191-1F19A,U+1F1AE-1F1FF,U+1F201-1F20F,U+1F21A,U+1F22F,U+1F232-1F23A,U+1F23C-1F23F,U+1F249-1F25F,U+1F266-1F321,U+1F324-1F393,U+1F396-1F397,U+1F399-1F39B,U+1F39E-1F3F0,U+1F3F3-1F3F5,U+1F3F7-1F4FD,U+1F4FF-1F53D,U+1F549-1F54E,U+1F550-1F567,U+1F56F-1F570,U+1F573-1F57A,U+1F587,U+1F58A-1F58D,U+1F590,U+1F595-1F596,U+1F5A4-1F5A5,U+1F5A8,U+1F5B1-1F5B2,U+1F5BC,U+1F5C2-1F5C4,U+1F5D1-1F5D3,U+1F5DC-1F5DE,U+1F5E1,U+1F5E3,U+1F5E8,U+1F5EF,U+1F5F3,U+1F5FA-1F64F,U+1F680-1F6C5,U+1F6CB-1F6D2,U+1F6D5-1F6E5,U+1F6E9,U+1F6EB-1F6F0,U+1F6F3-1F6FF,U+1F7DA-1F7FF,U+1F80C-1F80F,U+1F848-1F84F,U+1F85A-1F85F,U+1F888-1F88F,U+1F8AE-1F8AF,U+1F8BC-1F8BF,U+1F8C2-1F8CF,U+1F8D9-1F8FF,U+1F90C-1F93A,U+1F93C-1F945,U+1F947-1F9FF,U+1FA58-1FA5F,U+1FA6E-1FAFF,U+1FC00-1FFFD,U+E0020-E007F';

/**
 * Symbols and emoji: the fontsource symbol subsets are declared alike for every Noto family whether
 * or not its file draws them (★ is claimed by Noto Sans Arabic and drawn by Noto Sans JP), so both
 * renderers give such a character every family declaring it, in order, to fall back through.
 */
export const FALLBACK_THROUGH_FAMILIES = /[\p{S}\p{Extended_Pictographic}]/u;

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

/**
 * Every bundled face in fallback order for `text` (the order only changes among the CJK faces):
 * the Latin-like faces, colour emoji, then the other scripts.
 */
export function bundledFonts(text = ''): BundledFont[] {
  return [...LATIN_LIKE_FONTS, EMOJI_FONT, ...SCRIPT_FONTS, ...cjkOrder(text)];
}

/**
 * The bundled faces a caption is drawn with, in order: the look's own face when it has one (Doge's
 * Comic Neue), then every bundled fallback for `text`.
 */
export function captionFonts(text = '', family?: string): BundledFont[] {
  const own = LOOK_FONTS.filter((face) => face.family === family);
  return [...own, ...bundledFonts(text)];
}
