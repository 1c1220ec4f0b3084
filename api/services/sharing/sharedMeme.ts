// A shared meme as its public page and pictures need it, looked up by its share id on every
// request: once its owner stops sharing (or deletes it) the lookup finds nothing, whatever any
// cache holds.
import type { AppDeps } from '../../context';
import { readMemeDesign } from '../generation/memeDesignColumn';
import type { StoredMeme } from '../../media/renderPlans';
import { inspectImage } from '../../render/imageInfo';
import { getTemplate, type CatalogueEntry } from '../../templates/catalogue/catalogue';
import { loadTemplateImage } from '../../templates/images/templateImage';
import { SHARE_ID_PATTERN } from './shareId';

export type SharedMeme = StoredMeme & {
  shareId: string;
  animated: boolean;
  /** Alt text (Meme.description). */
  description: string | null;
  /** The caption texts, blank ones left out. */
  captionTexts: string[];
  /** The size the picture is drawn at (its upload's, else its template's). */
  width: number;
  height: number;
};

const SHARE_ID = new RegExp(`^${SHARE_ID_PATTERN}$`);

/** The meme shared as `shareId`, or null (never shared, stopped, deleted, or its template gone). */
export async function findSharedMeme(deps: AppDeps, shareId: string): Promise<SharedMeme | null> {
  if (!SHARE_ID.test(shareId)) return null;
  const meme = await deps.prisma.meme.findUnique({
    where: { shareId },
    select: {
      id: true,
      userId: true,
      templateId: true,
      theme: true,
      captions: true,
      type: true,
      description: true,
      upload: { select: { id: true, sha256: true, mimeType: true, width: true, height: true } },
    },
  });
  if (!meme) return null;
  const template = meme.upload ? undefined : getTemplate(meme.templateId);
  const size = meme.upload ?? (template && (await pictureSize(template, deps)));
  if (!size) return null;
  const { upload, type, ...rest } = meme;
  return {
    ...rest,
    shareId,
    upload: upload && { id: upload.id, sha256: upload.sha256, mimeType: upload.mimeType },
    animated: type === 'gif',
    captionTexts: captionTexts(meme),
    width: size.width,
    height: size.height,
  };
}

/**
 * The size a template meme is drawn at: its picture's as the renderer gets it (the original, a
 * mirror's copy or the app's stand-in artwork), so the page states the size the picture has.
 */
async function pictureSize(template: CatalogueEntry, deps: AppDeps): Promise<{ width: number; height: number }> {
  const image = await loadTemplateImage(template, deps);
  if (image.source === 'placeholder') return template;
  const { width, height } = inspectImage(image.bytes);
  return { width, height };
}

function captionTexts(meme: Pick<StoredMeme, 'theme' | 'captions'>): string[] {
  try {
    return (readMemeDesign(meme).captions ?? []).map((caption) => (typeof caption === 'string' ? caption : caption.text).trim()).filter(Boolean);
  } catch {
    // A design the renderer refuses has no captions to show; the page still shows the meme's alt text.
    return [];
  }
}
