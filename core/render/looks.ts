// Per-template caption looks: memes whose text is part of the joke's look (Doge's coloured Comic
// Sans) instead of the classic white Impact capitals. Keyed by template id, read from the ids of
// the template's text positions (`<template id>:text-<n>`), which the server and the browser both
// hand the renderer, so the preview, the download and the shared picture all draw the same.
import type { TextPosition } from '../templates/types';
import { COMIC_FONT } from './fonts';

/** What a template's look changes about the paint of its captions. */
export type CaptionLook = {
  /** the face drawn first (a bundled look face, see fonts.ts LOOK_FONTS) */
  family: string;
  /** false: drawn as typed, in either theme */
  uppercase: boolean;
  /** outline lineWidth per pixel of font size; 0 draws none (the fill then casts the shadow) */
  outline: number;
  /** the largest size as a share of the picture (instead of CAPTION_SIZING.capShare) */
  capShare: number;
};

const LOOKS: Readonly<Record<string, CaptionLook>> = {
  // Doge: lower-case broken English in coloured Comic Sans, no outline, as the 2013 originals.
  // Its words float small around the dog, one short phrase a line.
  doge: { family: COMIC_FONT.family, uppercase: false, outline: 0, capShare: 0.075 },
};

/** The look of the template whose text positions these are; undefined for the classic look. */
export function templateLook(textPositions: readonly Pick<TextPosition, 'id'>[] | undefined): CaptionLook | undefined {
  const id = textPositions?.[0]?.id ?? '';
  const end = id.lastIndexOf(':text-');
  return end > 0 ? LOOKS[id.slice(0, end)] : undefined;
}
