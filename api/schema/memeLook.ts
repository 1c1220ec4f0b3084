// What a client needs to draw a stored meme's captions exactly as /media/memes does (the GIF
// editor draws them over the uncaptioned picture): the picture, its design size, captions, theme and style.
import { MemeDesignError, placeCaptions, type Caption, type StickerById } from '../../core/meme/design';
import { parseTheme, type MemeTheme as Theme } from '../../core/render/style';
import type { RenderStyle } from '../../core/templates/types';
import { readMemeDesign } from '../services/generation/memeDesignColumn';
import { getTemplate } from '../templates/catalogue/catalogue';
import { builder } from './builder';

export const MemeTheme = builder.enumType('MemeTheme', {
  description: 'How captions are painted: CLASSIC is the meme look (upper case, thick outline, shadow), STANDARD plain outlined text.',
  values: { CLASSIC: { value: 'classic' }, STANDARD: { value: 'standard' } } as const,
});

type Picture = { url: string; width: number; height: number };

export const MemePictureRef = builder.objectRef<Picture>('MemePicture').implement({
  description:
    "The picture a meme's captions are drawn on, without them. Caption pixel sizes refer to width × height: scale them by the picture's own width ÷ width.",
  fields: (t) => ({
    url: t.exposeString('url', {
      description: "The template's image (/media/templates/…) or the uploaded picture (/media/memes/<id>/picture, for the meme's owner).",
    }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

export const MemeStyleRef = builder.objectRef<Partial<RenderStyle>>('MemeStyle').implement({
  description: "Colours and font a meme's captions were given; null fields take the renderer's defaults.",
  fields: (t) => ({
    primaryColor: t.string({ nullable: true, resolve: (style) => style.primaryColor ?? null }),
    secondaryColor: t.string({ nullable: true, resolve: (style) => style.secondaryColor ?? null }),
    outlineColor: t.string({ nullable: true, resolve: (style) => style.outlineColor ?? null }),
    shadowColor: t.string({ nullable: true, resolve: (style) => style.shadowColor ?? null }),
    fontFamily: t.string({ nullable: true, resolve: (style) => style.fontFamily ?? null }),
  }),
});

type StoredLook = { id: number; templateId: string; theme: string; captions: unknown; upload: { width: number; height: number } | null };

/** The uncaptioned picture: the upload when there is one (as /media/memes draws it), else the template's image. */
export function memePicture(meme: StoredLook): Picture | null {
  if (meme.upload) return { url: `/media/memes/${meme.id}/picture`, width: meme.upload.width, height: meme.upload.height };
  const template = getTemplate(meme.templateId);
  return template ? { url: template.url, width: template.width, height: template.height } : null;
}

type Look = { captions: Caption[]; stickers: StickerById[]; theme: Theme; style: Partial<RenderStyle> };

/** Captions (in the template's boxes), stickers, theme and style as the renderer resolves them. */
export function memeLook(meme: Pick<StoredLook, 'templateId' | 'theme' | 'captions'>): Look {
  try {
    const design = readMemeDesign(meme);
    const captions = placeCaptions(design.captions ?? [], getTemplate(meme.templateId)?.textPositions);
    return { captions, stickers: design.stickers ?? [], theme: design.theme, style: design.style ?? {} };
  } catch (error) {
    if (!(error instanceof MemeDesignError)) throw error;
    // A design the renderer refuses renders nothing; its theme column still says how it would look.
    return { captions: [], stickers: [], theme: parseTheme(meme.theme), style: {} };
  }
}
