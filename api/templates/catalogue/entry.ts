import type { MemeTemplate, Panel, TextPosition, TextPositionKind } from '../../../core/templates/types';
import type { PictureHost } from './realTemplate';

/**
 * A template as the catalogue holds it: the spec's shape plus what only the server needs. The
 * extra fields never reach GraphQL.
 */
export type CatalogueEntry = MemeTemplate & {
  /**
   * Path of the original image on its picture host (`sourceHost`). Absent only for GIF templates: an
   * animated take drawn by the app (artwork.ts) on the shape of the real picture named by `pictureOf`.
   */
  sourcePath?: string;
  /**
   * The host of `sourcePath` (../images/imageHost.ts, pictureHostBase): Imgflip's (config.templateImageHost,
   * by default i.imgflip.com) or memegen's (config.memegenTemplateHost). Set with `sourcePath`.
   */
  sourceHost?: PictureHost;
  /** A real template itself (the dialog's 'classic' tab), not a variant of one. */
  classic: boolean;
  /** Id of the real template whose picture this is: its own id for a real template. */
  pictureOf: string;
  /** When people use this meme, in one line (of the real template it comes from). */
  description: string;
  /** What each caption box means, one per text position, in the same order. */
  boxRoles: string[];
  /** Day (since 1970-01-01) the template joined the catalogue; orders the 'recent' list. */
  addedDay: number;
  /** Panels of the picture, so the app's own artwork can draw the layout. */
  panels?: Panel[];
  /** What people call the meme besides its name (of the real template it comes from). */
  aliases: string[];
  /**
   * Id of the card this entry is listed under: the real meme it is a layout of (its own id for the
   * card itself). Variants, and real templates that are copies of another (sameMemeAs), fold into it.
   */
  foldsInto: string;
};

/** A text position before it gets its id. */
export type TextPositionDraft = Omit<TextPosition, 'id'>;

/** What a caption box may set besides its place: size, colour, alignment, tilt. */
export type TextStyle = Partial<Pick<TextPosition, 'fontSize' | 'color' | 'textAlign' | 'rotation'>>;

/**
 * A caption box. x and y are the CENTRE of the box and width its width, all in percent of the
 * image; fontSize is in pixels at the template's own width and height; rotation is in degrees
 * clockwise about the centre (only where the picture's sign or button is tilted).
 */
export function textAt(position: TextPositionKind, x: number, y: number, width: number, defaultText: string, style: TextStyle = {}): TextPositionDraft {
  return {
    position,
    x,
    y,
    width,
    fontSize: style.fontSize ?? 32,
    defaultText,
    ...(style.color ? { color: style.color } : {}),
    ...(style.textAlign ? { textAlign: style.textAlign } : {}),
    ...(style.rotation ? { rotation: style.rotation } : {}),
  };
}

/**
 * Gives each text position its id, `<template id>:text-<n>`: unique across the whole catalogue,
 * because Relay clients key every object that has an `id` by that id alone.
 */
export function withIds(templateId: string, drafts: readonly TextPositionDraft[]): TextPosition[] {
  return drafts.map((draft, index) => ({ id: `${templateId}:text-${index + 1}`, ...draft }));
}

/** Where the app serves a template's image: `/media/templates/<id>.<ext>`. */
export function templateImageUrl(id: string, extension: string): string {
  return `/media/templates/${id}.${extension}`;
}

/** The file extension of an image path (`/30b1gx.jpg` → `jpg`). */
export function extensionOf(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}

/** Day number of an ISO date (`2017-08` or `2017-08-21`). */
export function dayOf(isoDate: string): number {
  return Math.floor(Date.parse(isoDate.length === 7 ? `${isoDate}-01` : isoDate) / 86_400_000);
}
