import type { OutputFormat } from '../../core/render/outputFormats';
import type { StickerPlacement } from '../../core/render/stickers';
import type { MemeTheme } from '../../core/render/style';
import type { Caption, RenderStyle, TextPosition } from '../../core/templates/types';
import type { ArtworkSubject } from './artwork/artwork';
import type { RenderErrorCode } from './errors';

/** A sticker to draw: its image file (PNG, JPEG, GIF, WebP or our own SVG) and where it goes. */
export type StickerInput = { image: Uint8Array; placement: StickerPlacement };

/** What a render needs: the background image file and what to draw on it. */
export type RenderInput = {
  /** template or upload bytes: PNG, JPEG, GIF or WebP */
  background: Uint8Array;
  captions: Caption[];
  textPositions?: TextPosition[];
  stickers?: StickerInput[];
  style?: Partial<RenderStyle>;
  theme?: MemeTheme;
  /** the width the pixel sizes refer to (the template's width); default: the image's own width */
  designWidth?: number;
  /** a content hash of `background`: workers then keep its decoded pixels for the next render */
  backgroundKey?: string;
};

/** The file formats a render can be written as (core/render/outputFormats.ts). */
export type { OutputFormat };

/** A picture's size in pixels. */
export type PixelSize = { width: number; height: number };

/**
 * An output size as asked for (`?width=`/`?height=`): one side keeps the picture's aspect ratio,
 * both give exactly that size, neither the picture's own size.
 */
export type RequestedSize = { width?: number | undefined; height?: number | undefined };

/**
 * One job as the worker receives it: the input, the output format and size and, for a GIF rendered
 * by several workers at once, the frames this one writes (the first segment writes the header, the
 * last the trailer; the parts are concatenated in order). `animated` (format webp only) makes an
 * animated WebP of a GIF background; `size` scales the output (default: the background's size).
 */
export type RenderJob = RenderInput & { format: OutputFormat; animated?: boolean; size?: PixelSize; segment?: { start: number; end: number } };

/**
 * A template's own picture, drawn in a worker so the event loop never does pixel work: the animated
 * take on `background` (the original), or the stand-in artwork (`background` empty).
 */
export type TemplatePictureJob = { templatePicture: 'animated-take' | 'artwork'; subject: ArtworkSubject; background: Uint8Array };

/** Anything the pool's workers do. */
export type WorkerJob = RenderJob | TemplatePictureJob;

export type WorkerRequest = { id: number; job: WorkerJob };

export type WorkerReply = { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; code: RenderErrorCode | 'internal'; message: string };
