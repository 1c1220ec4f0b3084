/** Shapes shared by the server catalogue, the renderer and the browser (spec section 3). */
import type { Caption, RenderStyle, StickerById, TextAlign } from '../meme/design';
import type { TextPositionKind } from '../meme/positions';

// A meme's design (its captions, their alignment, the render style) is the design codec's.
export type { Caption, RenderStyle, TextAlign, TextPositionKind };

/** Where a caption goes on a template; x, y and width are percentages of the image. */
export type TextPosition = {
  id: string;
  position: TextPositionKind;
  x: number;
  y: number;
  width: number;
  /** default 32 */
  fontSize: number;
  /** default 'center' */
  textAlign?: TextAlign;
  /** default white */
  color?: string;
  /**
   * Degrees clockwise (as CSS rotate) about the box's centre, for text on a tilted sign or button;
   * default 0, kept within ±CAPTION_ROTATION_LIMIT. The text wraps in the box's own frame.
   */
  rotation?: number;
  defaultText: string;
};

export const TEMPLATE_CATEGORIES = [
  'trending',
  'reaction',
  'comparison',
  'choice',
  'opinion',
  'advice',
  'animal',
  'celebrity',
  'movie',
  'cartoon',
  'gaming',
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** A rectangle in percent of the image, from its top-left corner (panels of a multi-panel meme). */
export type Panel = { x: number; y: number; width: number; height: number };

/** A meme template; `id` is the slug of the name. */
export type MemeTemplate = {
  id: string;
  name: string;
  /** where the app serves its image: /media/templates/<id>.<png|gif|jpg> */
  url: string;
  width: number;
  height: number;
  category: TemplateCategory;
  isGif: boolean;
  popularity: number;
  tags: string[];
  textPositions: TextPosition[];
};

export type StickerCategory = 'emoji' | 'decoration' | 'meme' | 'text';
export type Sticker = { id: string; name: string; category: StickerCategory; url: string; tags: string[] };
/** A sticker on a meme: x, y in percent of the image, rotation in degrees, scale 0.2–3. */
export type PlacedSticker = Sticker & Omit<StickerById, 'id'>;
