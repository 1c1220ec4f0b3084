// How many characters a caption box holds while its text stays legible: what a caption writer
// (the model, the offline engine) is told to aim for. The renderer never draws below its legible
// floor (placement.ts captionSizes) but gives long text more lines instead, down to the picture's
// edge; the budget is what fits the box itself at that floor, the size a person sharing the meme
// would want.
import type { TextPosition } from '../templates/types';
import { CAPTION_SIZING, TEXT_DEFAULTS } from './constants';
import { captionSizes } from './placement';

/** More lines than this in one box reads as a paragraph, not a caption. */
const MAX_LINES = 3;

/**
 * Average advance of a character in an uppercase English caption, in em, as Skia measures the
 * bundled Anton face (tests/render/captionBudget.test.ts measures it again).
 */
export const LATIN_GLYPH_EM = 0.43;

/**
 * Average character advance of the scripts whose glyphs are much wider or narrower than Anton's,
 * in em, measured the same way; the others (Greek, Arabic, Devanagari, Thai, ...) come near Latin.
 */
const GLYPH_EM_BY_LANGUAGE: Readonly<Record<string, number>> = { ja: 1, zh: 1, ko: 0.74, ru: 0.53, uk: 0.53, bg: 0.53 };

/**
 * Word wrapping leaves each line short of the box by part of a word; whole lines hold about this
 * share of what their width would hold as one run of characters.
 */
const WRAP_FILL = 0.85;

/** Never ask for less than a few words, however small the box. */
const MIN_BUDGET = 12;
/**
 * Nor for more than a long sentence, however wide the picture: three lines across a landscape
 * photo would hold 200 characters, and nobody reads that on a meme.
 */
const MAX_BUDGET = 100;

type Picture = { width: number; height: number };
type Box = Pick<TextPosition, 'x' | 'y' | 'width'>;

/** Characters of `width` px × `room` px of text at the legible size `fontSize`. */
function budgetFor(width: number, room: number, fontSize: number): number {
  // The outline (half of it on each side of the text) narrows the box, as in fit.ts.
  const outline = CAPTION_SIZING.classicOutline * fontSize;
  const perLine = Math.max(width - outline, 0) / (LATIN_GLYPH_EM * fontSize);
  const lines = Math.min(Math.max(Math.floor(room / (fontSize * TEXT_DEFAULTS.lineHeight)), 1), MAX_LINES);
  return Math.min(Math.max(Math.floor(perLine * lines * WRAP_FILL), MIN_BUDGET), MAX_BUDGET);
}

/**
 * The vertical room of a template box, in percent of the height: from halfway to the nearest box
 * above that shares its columns (or the top edge) to halfway to the nearest below (or the bottom
 * edge), at most the share fit.ts lets a caption block take.
 */
function verticalRoom(box: Box, others: readonly Box[]): number {
  const sharesColumns = (other: Box) => Math.abs(other.x - box.x) < (other.width + box.width) / 2;
  let top = 0;
  let bottom = 100;
  for (const other of others) {
    if (other === box || !sharesColumns(other)) continue;
    if (other.y < box.y) top = Math.max(top, (other.y + box.y) / 2);
    else if (other.y > box.y) bottom = Math.min(bottom, (other.y + box.y) / 2);
  }
  return Math.min(bottom - top, TEXT_DEFAULTS.maxHeightRatio * 100);
}

/**
 * Each box's budget in characters of an English caption, in the boxes' order. Without text
 * positions (an uploaded picture) there are `defaultBoxes` boxes of the default layout: top and
 * bottom text across 80% of the width, each up to a third of the height.
 */
export function captionBudgets(picture: Picture, textPositions: readonly Box[], defaultBoxes = 2): number[] {
  const { width, height } = picture;
  const legible = captionSizes(picture, Math.max(textPositions.length, defaultBoxes)).floor;
  if (textPositions.length === 0) {
    const budget = budgetFor(width * TEXT_DEFAULTS.widthRatio, height * TEXT_DEFAULTS.maxHeightRatio, legible);
    return Array.from({ length: defaultBoxes }, () => budget);
  }
  return textPositions.map((box) => budgetFor((box.width / 100) * width, (verticalRoom(box, textPositions) / 100) * height, legible));
}

/** An English budget in characters of `locale`'s script: fewer for the wide CJK glyphs, ... */
export function budgetInLanguage(budget: number, locale: string): number {
  const em = GLYPH_EM_BY_LANGUAGE[locale] ?? LATIN_GLYPH_EM;
  // The epsilon keeps 57 × 0.43 / 0.43 from flooring to 56.
  return Math.max(Math.floor((budget * LATIN_GLYPH_EM) / em + 1e-9), Math.ceil(MIN_BUDGET / 2));
}
