// The browser side of the shared renderer (core/render): loads pictures and the bundled fonts, turns
// the editor's design into the renderer's input, and encodes finished memes.
import type { StoredMemeDesign } from '../../../core/meme/design';
import { templateLook } from '../../../core/render/looks';
import type { MemeFrameInput } from '../../../core/render/renderMeme';
import { renderMemeFrame } from '../../../core/render/renderMeme';
import type { TextPosition } from '../../../core/templates/types';
import type { MemeDesign } from './memeDesign';
import { fontsReady } from './memeFonts';

/** A template as the editor uses it (enum values already in the renderer's lower case). */
export type EditorTemplate = {
  slug: string;
  name: string;
  url: string;
  isGif: boolean;
  width: number;
  height: number;
  textPositions: TextPosition[];
};

/** Spec section 8's rendering failures (message ids). */
export class RenderFailure extends Error {
  override readonly name = 'RenderFailure';
  constructor(readonly messageId: 'TemplateEditor.loadImageFailed' | 'TemplateEditor.noCanvas') {
    super(messageId);
  }
}

const images = new Map<string, Promise<HTMLImageElement>>();

/** Loads a same-origin picture once (anonymous CORS, so canvases drawn with it stay exportable). */
export function loadImage(url: string): Promise<HTMLImageElement> {
  let image = images.get(url);
  if (!image) {
    image = new Promise<HTMLImageElement>((resolve, reject) => {
      const element = new Image();
      element.crossOrigin = 'anonymous';
      element.decoding = 'async';
      element.onload = () => resolve(element);
      element.onerror = () => reject(new RenderFailure('TemplateEditor.loadImageFailed'));
      element.src = url;
    });
    // A failed load is tried again next time rather than remembered.
    image.catch(() => images.delete(url));
    images.set(url, image);
  }
  return image;
}

/** The renderer's input for a design over `background` at the picture's own size. */
export function frameInput(
  design: MemeDesign,
  template: EditorTemplate,
  background: HTMLImageElement | null,
  size: { width: number; height: number },
  stickerImages: ReadonlyMap<string, HTMLImageElement>,
): MemeFrameInput<HTMLImageElement> {
  return {
    width: size.width,
    height: size.height,
    background,
    captions: design.captions,
    textPositions: template.textPositions,
    stickers: design.stickers.flatMap((sticker) => {
      const image = stickerImages.get(sticker.url);
      return image ? [{ image, placement: sticker }] : [];
    }),
    theme: design.theme,
    // Pixel sizes are at the template's own width, exactly as the server scales them.
    scale: size.width / template.width,
  };
}

/** Draws the whole meme at the picture's full size and encodes it as PNG. */
export async function renderPng(design: MemeDesign, template: EditorTemplate, stickerImages: ReadonlyMap<string, HTMLImageElement>): Promise<Blob> {
  const image = await loadImage(template.url);
  const fonts = fontsReady(
    design.captions.map((caption) => caption.text),
    templateLook(template.textPositions)?.family,
  );
  if (!fonts.ready) await fonts.whenReady;
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new RenderFailure('TemplateEditor.noCanvas');
  renderMemeFrame(ctx, frameInput(design, template, image, { width: canvas.width, height: canvas.height }, stickerImages));
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new RenderFailure('TemplateEditor.noCanvas'))), 'image/png'),
  );
}

/**
 * The server's render of this design (GET /media/render/<slug>.<ext>?d=…): used for GIF templates,
 * whose frames are captioned on the server with the same renderer.
 */
export function serverRenderUrl(template: EditorTemplate, design: MemeDesign, format: 'gif' | 'png'): string {
  const payload: StoredMemeDesign = {
    captions: design.captions.map(({ id, text, position, x, y, fontSize, color, textAlign }) => ({ id, text, position, x, y, fontSize, color, textAlign })),
    stickers: design.stickers.map(({ slug, x, y, scale, rotation }) => ({ id: slug, x, y, scale, rotation })),
    theme: design.theme,
  };
  return `/media/render/${encodeURIComponent(template.slug)}.${format}?d=${base64Url(JSON.stringify(payload))}`;
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
