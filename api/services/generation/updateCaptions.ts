// Editing a stored meme's captions (the template page's edit mode, the Edit Meme dialog, dragging
// captions on a GIF). The image is re-rendered by /media/memes on its next request: its cache key
// and ETag come from the captions, and the meme's imageUrl carries a version of them.
import type { Caption, TextPositionKind } from '../../../core/templates/types';
import { cleanCaption } from '../../ai/validate';
import { RENDER_LIMITS } from '../../render/limits';
import { getTemplate } from '../../templates/catalogue/catalogue';
import { screenHandWritten } from '../safety/handWritten';
import { requireCreator, type GenerationContext } from './context';
import { CaptionRequiredError, MemeNotFoundError } from './errors';
import { withNewCaptions } from './memeDesignColumn';
import { describedPicture, memeDescription, memeUwuText } from './memeText';

export type CaptionEdit = {
  id?: string | null;
  text: string;
  position?: TextPositionKind | null;
  /** Centre of the caption in percent of the image, when dragged. */
  x?: number | null;
  y?: number | null;
};

const percent = (value: number | null | undefined) => (value == null || !Number.isFinite(value) ? undefined : Math.min(100, Math.max(0, value)));

/**
 * Replaces the captions of the viewer's meme `memeId`. At least one caption is kept, though it may be
 * blank: blank ones are skipped when rendering (spec), so clearing the only caption shows the picture.
 */
export async function updateMemeCaptions(ctx: GenerationContext, memeId: number, edits: readonly CaptionEdit[]): Promise<number> {
  const user = requireCreator(ctx);
  const meme = await ctx.prisma.meme.findUnique({
    where: { id: memeId },
    select: { id: true, userId: true, templateId: true, captions: true, description: true },
  });
  if (!meme || meme.userId !== user.id) throw new MemeNotFoundError();

  const template = getTemplate(meme.templateId);
  const captions: Caption[] = edits.slice(0, RENDER_LIMITS.maxCaptions).map((edit, index) => {
    const box = template?.textPositions[index];
    const x = percent(edit.x);
    const y = percent(edit.y);
    return {
      id: edit.id?.slice(0, 64) || box?.id || `caption-${index + 1}`,
      text: cleanCaption(edit.text),
      position: edit.position ?? box?.position ?? (index === 0 ? 'top' : index === 1 ? 'bottom' : 'center'),
      ...(x !== undefined && y !== undefined ? { x, y } : {}),
    };
  });
  if (captions.length === 0) throw new CaptionRequiredError();

  const texts = captions.map((caption) => caption.text);
  await screenHandWritten(ctx, texts);
  const uploaded = !template;
  const previousPicture = uploaded ? describedPicture(meme.description) : undefined;
  await ctx.prisma.meme.update({
    where: { id: meme.id },
    data: {
      captions: withNewCaptions(meme, captions),
      uwuText: memeUwuText(texts),
      description: memeDescription(template ? { templateName: template.name } : { imageDescription: previousPicture }, texts),
    },
  });
  return meme.id;
}
