// A generation: prompt (and template or image) in, several captioned memes out, one token. Every
// rule is checked before the charge; the charge happens before the model is called; any failure
// after it refunds the token exactly once. The memes' images are rendered on demand by the
// /media/memes route, so nothing here waits for pixels.
import { randomUUID } from 'node:crypto';
import { detectPromptLanguage } from '../../ai/promptLanguage';
import { CaptionProviderError, UPLOAD_SLOTS, type CaptionEngineName, type CaptionRequest, type CaptionResult } from '../../ai/types';
import { getTemplate } from '../templates/catalogue';
import { decodeImageDataUrl, findOwnUpload, storeUpload } from '../uploads/uploads';
import { templateChoice, textCandidates } from './candidates';
import { chargeGeneration, GENERATION_COST, refundGeneration } from './charge';
import { requireCreator, type GenerationContext } from './context';
import { GenerationFailedError, NoImageSelectedError, NotEnoughTokensError } from './errors';
import { checkGenerationInput, type CheckedInput, type GenerateMemesInput } from './input';
import { memeDescription, memeUwuText } from './memeText';
import { generationMessages } from './messages';

/** The template id stored with memes made on an uploaded image (the spec's 'custom'). */
export const UPLOAD_TEMPLATE_ID = 'custom';

export type GenerationResult = {
  /** Also the ledger reference of the charge (and of the refund, had there been one). */
  generationId: string;
  /** The stored memes, in the provider's order. */
  memeIds: number[];
  /** The balance right after the charge. */
  balance: number;
  engine: CaptionEngineName;
  /** The language the captions were asked in: the prompt's own (api/ai/promptLanguage.ts). */
  language: string;
};

type LoadedImage = { uploadId: number; bytes: Uint8Array; mimeType: string; width: number; height: number };

/** Generates and stores memes for the signed-in user; throws a UserFacingError for anything they can fix. */
export async function generateMemes(ctx: GenerationContext, input: GenerateMemesInput): Promise<GenerationResult> {
  const user = requireCreator(ctx);
  const checked = checkGenerationInput(input);
  const image = checked.image ? await loadImage(ctx, checked.image) : undefined;
  const request = captionRequest(checked, image);

  // A quick refusal without a transaction; the charge itself is what guarantees the balance.
  const current = await ctx.prisma.user.findUnique({ where: { id: user.id }, select: { tokens: true } });
  if (!current) throw new Error('the signed-in user no longer exists');
  if (current.tokens < GENERATION_COST) throw new NotEnoughTokensError(current.tokens);

  const generationId = randomUUID();
  const balance = await chargeGeneration(ctx, user.id, generationId);
  const provider = ctx.captions;
  try {
    const result = await provider.generate(request);
    if (result.variations.length === 0) throw new CaptionProviderError('the provider returned no memes');
    const memeIds = await storeMemes(ctx, user.id, generationId, checked, image, result);
    return { generationId, memeIds, balance, engine: provider.engine, language: request.locale };
  } catch (error) {
    await refundGeneration(ctx, user.id, generationId);
    if (error instanceof CaptionProviderError) {
      ctx.log.warn('caption generation failed; token refunded', { requestId: ctx.requestId, generationId, engine: provider.engine, error: error.message });
      throw new GenerationFailedError();
    }
    throw error;
  }
}

async function loadImage(ctx: GenerationContext, image: NonNullable<CheckedInput['image']>): Promise<LoadedImage> {
  if ('reference' in image) {
    const upload = await findOwnUpload(ctx, image.reference);
    if (!upload) throw new NoImageSelectedError(generationMessages.uploadNotFound);
    return { uploadId: upload.id, bytes: upload.bytes, mimeType: upload.mimeType, width: upload.width, height: upload.height };
  }
  const { bytes, declaredType } = decodeImageDataUrl(image.dataUrl);
  const receipt = await storeUpload(ctx, bytes, declaredType);
  return { uploadId: receipt.uploadId, bytes, mimeType: receipt.mimeType, width: receipt.width, height: receipt.height };
}

function captionRequest(input: CheckedInput, image: LoadedImage | undefined): CaptionRequest {
  // Captions speak the prompt's language; the interface's decides only what the prompt cannot tell.
  const common = { prompt: input.prompt, locale: detectPromptLanguage(input.prompt, input.locale).language, count: input.count };
  if (input.method === 'upload') {
    return {
      ...common,
      kind: 'upload',
      image: { bytes: image!.bytes, mimeType: image!.mimeType, width: image!.width, height: image!.height },
      slots: UPLOAD_SLOTS,
    };
  }
  if (input.method === 'template') return { ...common, kind: 'template', template: templateChoice(input.template!) };
  return { ...common, kind: 'text', candidates: textCandidates(input.prompt, input.gif).map(templateChoice) };
}

async function storeMemes(
  ctx: GenerationContext,
  userId: number,
  generationId: string,
  input: CheckedInput,
  image: LoadedImage | undefined,
  result: CaptionResult,
): Promise<number[]> {
  const rows = result.variations.map((variation) => {
    // Validated by the provider: a variation's template is the chosen one or one of the candidates.
    const template = variation.templateId ? getTemplate(variation.templateId) : undefined;
    const captions = template
      ? template.textPositions.map((box, index) => ({ id: box.id, text: variation.captions[index] ?? '', position: box.position }))
      : variation.captions.map((text, index) => ({ id: `caption-${index + 1}`, text, position: UPLOAD_SLOTS[index]?.position ?? 'center' }));
    return {
      userId,
      generationId,
      originalText: input.prompt,
      uwuText: memeUwuText(variation.captions),
      templateId: template?.id ?? UPLOAD_TEMPLATE_ID,
      captions,
      type: (template ? template.isGif : image?.mimeType === 'image/gif') ? 'gif' : 'image',
      uploadId: template ? null : (image?.uploadId ?? null),
      description: memeDescription(template ? { templateName: template.name } : { imageDescription: result.imageDescription }, variation.captions),
    };
  });
  const created = await ctx.prisma.meme.createManyAndReturn({ data: rows, select: { id: true } });
  return created.map((meme) => meme.id);
}
