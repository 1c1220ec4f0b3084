// The memes of one generation, stored as the provider completes them: one whole row per meme, in
// the provider's order, each announced to the creator's progress subscription as soon as it is
// stored, so the first meme can be shown while the others are still being written.
import { UPLOAD_SLOTS, type CaptionResult, type CaptionVariation } from '../../ai/types';
import { getTemplate } from '../../templates/catalogue/catalogue';
import type { GenerationContext } from './context';
import { captionsColumn } from './memeDesignColumn';
import { memeDescription, memeUwuText } from './memeText';

/** The template id stored with memes made on an uploaded image (the spec's 'custom'). */
export const UPLOAD_TEMPLATE_ID = 'custom';

/** What every meme of a generation shares. */
export type GenerationRows = {
  userId: number;
  generationId: string;
  prompt: string;
  /** The uploaded picture the memes are drawn on (Upload + Prompt). */
  upload: { uploadId: number; mimeType: string } | undefined;
  /** Names the creator's memeGenerationProgress subscription that hears of each stored meme. */
  progressKey: string | undefined;
  /** The safety filter's judgement of a meme's captions and of an upload's description (true: let through). */
  screen: { captions(texts: readonly string[]): Promise<boolean>; description(text: string): Promise<boolean> };
};

export type StoredMemes = {
  /** The stored memes' ids, in the provider's order. */
  memeIds: number[];
  /** The first failure to store a meme (the others may have been stored). */
  storeError: unknown;
  /** Whether the safety filter refused memes (their captions, or the upload's description, which refuses them all). */
  refused: boolean;
};

type Stored = { id: number; variation: CaptionVariation; described: boolean };

export type MemeStore = ReturnType<typeof createMemeStore>;

export function createMemeStore(ctx: GenerationContext, rows: GenerationRows) {
  const stored: Stored[] = [];
  const seen = new Set<number>();
  let queue = Promise.resolve();
  let storeError: unknown;
  let refused = false;
  let closed = false;
  // An upload's alt text names what the model saw in the picture, which it says only with its
  // whole answer: memes stored before then are complete without it and get it in finish().
  let imageDescription: string | undefined;

  /** A failure of the moderation endpoint on the description counts like a failure to store. */
  const screenDescription = async (text: string): Promise<'passes' | 'refused' | 'failed'> => {
    try {
      return (await rows.screen.description(text)) ? 'passes' : 'refused';
    } catch (error) {
      storeError ??= error;
      return 'failed';
    }
  };

  /** Stores one meme after those before it (a provider's index is taken once; late calls are ignored). */
  const add = (variation: CaptionVariation, index: number) => {
    if (closed || seen.has(index)) return;
    seen.add(index);
    queue = queue.then(async () => {
      try {
        if (!(await rows.screen.captions(variation.captions))) {
          refused = true;
          return;
        }
        const described = imageDescription !== undefined;
        const { id } = await ctx.prisma.meme.create({ data: memeRow(rows, variation, imageDescription), select: { id: true } });
        const position = stored.push({ id, variation, described }) - 1;
        if (rows.progressKey) {
          ctx.pubsub.publish('memeGenerated', rows.userId, { progressKey: rows.progressKey, generationId: rows.generationId, memeId: id, index: position });
        }
      } catch (error) {
        storeError ??= error;
        ctx.log.error('could not store a generated meme', { requestId: ctx.requestId, generationId: rows.generationId, error });
      }
    });
  };

  return {
    add,
    /** Stores the final result's memes that were not delivered one by one. */
    addRest(result: CaptionResult) {
      if (rows.upload && result.imageDescription?.trim()) imageDescription = result.imageDescription;
      result.variations.forEach((variation, index) => add(variation, index));
    },
    /** Waits for every store; nothing is stored after this. */
    async finish(): Promise<StoredMemes> {
      closed = true;
      await queue;
      const verdict = imageDescription === undefined ? 'passes' : await screenDescription(imageDescription);
      if (verdict !== 'passes') {
        // The description says what the picture shows: no meme drawn on it is kept.
        await ctx.prisma.meme.deleteMany({ where: { id: { in: stored.map((meme) => meme.id) } } });
        return { memeIds: [], storeError, refused: verdict === 'refused' };
      }
      const undescribed = imageDescription === undefined ? [] : stored.filter((meme) => !meme.described);
      if (undescribed.length > 0) {
        const description = imageDescription;
        // Without it the memes still have their captions as alt text: not worth failing them for.
        await ctx.prisma
          .$transaction(
            undescribed.map(({ id, variation }) =>
              ctx.prisma.meme.update({ where: { id }, data: { description: memeDescription({ imageDescription: description }, variation.captions) } }),
            ),
          )
          .catch((error: unknown) => ctx.log.warn('could not describe the uploaded picture in its memes', { requestId: ctx.requestId, error }));
      }
      return { memeIds: stored.map((meme) => meme.id), storeError, refused };
    },
  };
}

/** One meme's row: its template's boxes filled in order (or an upload's top and bottom). */
function memeRow(rows: GenerationRows, variation: CaptionVariation, imageDescription: string | undefined) {
  // Validated by the provider: a variation's template is the chosen one or one of the candidates.
  const template = variation.templateId ? getTemplate(variation.templateId) : undefined;
  const captions = template
    ? template.textPositions.map((box, index) => ({ id: box.id, text: variation.captions[index] ?? '', position: box.position }))
    : variation.captions.map((text, index) => ({ id: `caption-${index + 1}`, text, position: UPLOAD_SLOTS[index]?.position ?? 'center' }));
  return {
    userId: rows.userId,
    generationId: rows.generationId,
    originalText: rows.prompt,
    uwuText: memeUwuText(variation.captions),
    templateId: template?.id ?? UPLOAD_TEMPLATE_ID,
    captions: captionsColumn(captions),
    type: (template ? template.isGif : rows.upload?.mimeType === 'image/gif') ? 'gif' : 'image',
    uploadId: template ? null : (rows.upload?.uploadId ?? null),
    description: memeDescription(template ? { templateName: template.name } : { imageDescription }, variation.captions),
  };
}
