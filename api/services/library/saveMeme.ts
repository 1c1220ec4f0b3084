// Memes made by hand: the template editor's "Save to My Memes" and "Edit" of a stored meme. Both are
// free (no Meme Fuel: no model is asked) and both store a new meme, so an edit keeps its original.
import { MemeDesignError, parseMemeDesign, placeCaptions, type MemeDesign } from '../../../core/meme/design';
import { cleanCaption } from '../../ai/validate';
import { getTemplate } from '../../templates/catalogue/catalogue';
import { templateUsableBy } from '../../templates/custom/registry';
import { getSticker } from '../../templates/stickers';
import { requireCreator } from '../generation/context';
import { CaptionRequiredError, MemeNotFoundError, NoImageSelectedError, TemplateNotFoundError } from '../generation/errors';
import { designColumn } from '../generation/memeDesignColumn';
import { describedPicture, memeDescription, memeUwuText } from '../generation/memeText';
import { screenHandWritten } from '../safety/handWritten';
import { InvalidMemeDesignError } from './errors';
import type { LibraryContext } from './ownMeme';

export type SaveMemeRequest = {
  /** A new meme on this template (the template editor). */
  templateId?: string | null;
  /** An edit of this meme of the viewer's: same picture, the original kept. Wins over templateId. */
  editedFromMemeId?: number | null;
  /** The design as core/meme/design.ts reads it: captions, stickers, style, theme. */
  design: unknown;
};

/** Stores the viewer's new meme and returns its id; nothing is written when any rule fails. */
export async function saveMeme(ctx: LibraryContext, request: SaveMemeRequest): Promise<number> {
  const user = requireCreator(ctx);
  const design = readDesign(request.design);
  const base = await pictureOf(ctx, user.id, request);
  const template = getTemplate(base.templateId);

  const captions = placeCaptions(design.captions ?? [], template?.textPositions).map((caption) => ({ ...caption, text: cleanCaption(caption.text) }));
  const texts = captions.map((caption) => caption.text);
  // Something must be drawn on the picture, or it is the template itself, not a meme.
  if (!texts.some(Boolean) && !design.stickers?.length) throw new CaptionRequiredError();
  await screenHandWritten(ctx, texts);

  const { id } = await ctx.prisma.meme.create({
    data: {
      userId: user.id,
      originalText: base.originalText,
      uwuText: memeUwuText(texts),
      templateId: base.templateId,
      theme: design.theme ?? 'classic',
      captions: designColumn({ ...design, captions }),
      type: base.type,
      uploadId: base.uploadId,
      editedFromId: base.editedFromId,
      description: memeDescription(template ? { templateName: template.name } : { imageDescription: base.picture }, texts),
    },
    select: { id: true },
  });
  return id;
}

function readDesign(value: unknown): MemeDesign {
  let design: MemeDesign;
  try {
    design = parseMemeDesign(value);
  } catch (error) {
    if (error instanceof MemeDesignError) throw new InvalidMemeDesignError(error.message);
    throw error;
  }
  const unknownSticker = design.stickers?.find((sticker) => !getSticker(sticker.id));
  if (unknownSticker) throw new InvalidMemeDesignError(`No sticker is called "${unknownSticker.id}"`);
  return design;
}

/** What the new meme is drawn on: the original's picture for an edit, else the template's. */
async function pictureOf(ctx: LibraryContext, userId: number, request: SaveMemeRequest) {
  if (request.editedFromMemeId != null) {
    const original = await ctx.prisma.meme.findFirst({
      where: { id: request.editedFromMemeId, userId },
      select: { id: true, templateId: true, type: true, uploadId: true, originalText: true, description: true },
    });
    if (!original) throw new MemeNotFoundError();
    return {
      templateId: original.templateId,
      type: original.type,
      uploadId: original.uploadId,
      originalText: original.originalText,
      picture: describedPicture(original.description),
      editedFromId: original.id,
    };
  }
  if (!request.templateId) throw new NoImageSelectedError();
  const template = getTemplate(request.templateId);
  // Someone else's own template, or a deleted one, is no template to them.
  if (!template || !templateUsableBy(template, userId)) throw new TemplateNotFoundError(request.templateId);
  return { templateId: template.id, type: template.isGif ? 'gif' : 'image', uploadId: null, originalText: '', picture: undefined, editedFromId: null };
}
