import type { MemeTheme } from '../meme/design';
import type { RenderStyle } from '../templates/types';
import { CAPTION_SIZING, CLASSIC_TEXT, TEXT_DEFAULTS } from './constants';
import { captionFonts } from './fonts';
import type { CaptionLook } from './looks';

// The stored memes' default is 'classic' (parseTheme); the design codec declares the themes.
export type { MemeTheme };

/** The spec's render style defaults: white on black, Impact first. */
export const DEFAULT_RENDER_STYLE: RenderStyle = {
  primaryColor: CLASSIC_TEXT.color,
  secondaryColor: CLASSIC_TEXT.outlineColor,
  fontFamily: 'Impact',
  outlineColor: CLASSIC_TEXT.outlineColor,
  shadowColor: CLASSIC_TEXT.outlineColor,
};

/** How caption text is painted, at scale 1 and the default font size. */
export type TextPaint = {
  /** the family asked for; each caption's stack adds the bundled faces after it (captionFontStack) */
  family: string;
  fill: string;
  outline: string;
  /** canvas lineWidth per pixel of font size: the outline grows and shrinks with the font */
  outlineRatio: number;
  shadowColor: string;
  shadowBlur: number;
  uppercase: boolean;
};

/**
 * Turns a (partial) render style, a theme and the template's own look (looks.ts) into paint
 * settings; caption colours override `fill`. A template's look wins over both: Doge stays Doge.
 */
export function resolveTextPaint(style: Partial<RenderStyle> = {}, theme: MemeTheme = 'classic', look?: CaptionLook): TextPaint {
  const merged = { ...DEFAULT_RENDER_STYLE, ...definedOnly(style) };
  const classic = theme === 'classic';
  return {
    family: look?.family ?? merged.fontFamily,
    fill: merged.primaryColor,
    outline: merged.outlineColor,
    outlineRatio: look?.outline ?? (classic ? CAPTION_SIZING.classicOutline : CAPTION_SIZING.standardOutline),
    shadowColor: merged.shadowColor,
    shadowBlur: classic ? CLASSIC_TEXT.shadowBlur : 0,
    uppercase: look?.uppercase ?? classic,
  };
}

/** Reads a stored theme name; unknown names get the standard look rather than an error. */
export function parseTheme(value: string | null | undefined): MemeTheme {
  return value === 'standard' ? 'standard' : 'classic';
}

/**
 * `"<family>", Impact, Anton, Oswald, …, Twemoji, sans-serif` for a caption's text, without
 * repeating a family: Impact stays first for those who have it, then every bundled face in the
 * order both renderers use (host fonts never come before them).
 */
export function fontStack(family: string, text = ''): string {
  const wanted = family.replace(/["\\;{}]/g, '').trim();
  const families = [wanted, 'Impact', ...captionFonts(text, wanted).map((face) => face.family)].filter(Boolean);
  const unique = families.filter((name, index) => families.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index);
  return [...unique.map((name) => (/^[A-Za-z-]+$/.test(name) ? name : `"${name}"`)), 'sans-serif'].join(', ');
}

/** A CSS font shorthand for the canvas: `bold 36px Impact, Anton, ...`. */
export function cssFont(fontSize: number, stack: string): string {
  return `${TEXT_DEFAULTS.fontWeight} ${Math.round(fontSize * 100) / 100}px ${stack}`;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== '')) as Partial<T>;
}
