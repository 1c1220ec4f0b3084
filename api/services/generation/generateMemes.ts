// A generation: prompt (and template or image) in, several captioned memes out, one token. Every
// rule is checked before the charge; the charge happens before the model is called. Each meme is
// stored (and announced to the creator's progress subscription) as soon as the provider completes
// it; a generation that stored none refunds the token exactly once, one that stored some keeps
// them and the charge even if the provider failed later. The safety filter (services/safety) judges
// the prompt before anything is stored or charged, and each meme's captions before it is stored: a
// generation whose memes were all refused refunds its token and answers with the refusal. The
// memes' images are rendered on demand by the /media/memes route, so nothing here waits for pixels.
import { randomUUID } from 'node:crypto';
import { detectPromptLanguage } from '../../ai/promptLanguage';
import { CaptionProviderError, UPLOAD_SLOTS, type CaptionEngineName, type CaptionRequest } from '../../ai/types';
import { decodeImageDataUrl, findOwnUpload, storeUpload } from '../uploads/uploads';
import { templateChoice, textCandidates } from './candidates';
import { chargeGeneration, GENERATION_COST, refundGeneration } from './charge';
import { requireCreator, type GenerationContext } from './context';
import { GenerationFailedError, NoImageSelectedError, NotEnoughTokensError } from './errors';
import { checkGenerationInput, type CheckedInput, type GenerateMemesInput } from './input';
import { ModerationUnavailableError } from '../../ai/safety/moderation';
import { ContentRefusedError } from '../safety/errors';
import { passesSafetyFilter, requireSafeText } from '../safety/screen';
import { createMemeStore, type GenerationRows } from './memeStore';
import { generationMessages } from './messages';

export type GenerationResult = {
  /** Also the ledger reference of the charge (and of the refund, had there been one). */
  generationId: string;
  /** The stored memes, in the provider's order (at least one). */
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
  const checked = checkGenerationInput(input, user.id);
  const promptLanguage = detectPromptLanguage(checked.prompt, checked.locale).language;
  // Before anything is stored or charged: a refused prompt costs nothing and leaves nothing behind.
  await requireSafeText(ctx, { text: checked.prompt, source: 'prompt', language: promptLanguage }).catch(unavailableAsFailure);
  const image = checked.image ? await loadImage(ctx, checked.image) : undefined;
  const request = captionRequest(checked, image);

  // A quick refusal without a transaction; the charge itself is what guarantees the balance.
  const current = await ctx.prisma.user.findUnique({ where: { id: user.id }, select: { tokens: true } });
  if (!current) throw new Error('the signed-in user no longer exists');
  if (current.tokens < GENERATION_COST) throw new NotEnoughTokensError(current.tokens);

  const generationId = randomUUID();
  const balance = await chargeGeneration(ctx, user.id, generationId);
  const provider = ctx.captions;
  const upload = image && { uploadId: image.uploadId, mimeType: image.mimeType };
  const memes = createMemeStore(ctx, {
    userId: user.id,
    generationId,
    prompt: checked.prompt,
    upload,
    progressKey: checked.progressKey,
    screen: screenOf(ctx, request.locale),
  });
  let failure: unknown;
  try {
    memes.addRest(await provider.generate(request, { onVariation: memes.add }));
  } catch (error) {
    failure = error;
  }
  const { memeIds, storeError, refused } = await memes.finish();
  const done = { generationId, memeIds, balance, engine: provider.engine, language: request.locale };
  if (memeIds.length > 0) {
    // The memes the user already saw are theirs: the token pays for them.
    if (failure) ctx.log.warn('caption generation stopped early; keeping the memes written', { ...logged(ctx, done), error: String(failure) });
    return done;
  }

  await refundGeneration(ctx, user.id, generationId);
  if (refused) throw new ContentRefusedError();
  const error = failure ?? storeError ?? new CaptionProviderError('the provider returned no memes');
  if (error instanceof CaptionProviderError || error instanceof ModerationUnavailableError) {
    ctx.log.warn('caption generation failed; token refunded', { ...logged(ctx, done), error: error.message });
    throw new GenerationFailedError();
  }
  throw error;
}

/** The moderation endpoint failing before the charge is a failed generation that cost nothing. */
function unavailableAsFailure(error: unknown): never {
  if (error instanceof ModerationUnavailableError) throw new GenerationFailedError();
  throw error;
}

/** How the meme store asks the safety filter about what the provider wrote, in the captions' language. */
function screenOf(ctx: GenerationContext, language: string): GenerationRows['screen'] {
  return {
    captions: (texts) => passesSafetyFilter(ctx, { text: texts.filter(Boolean).join('\n'), source: 'caption', language }),
    description: (text) => passesSafetyFilter(ctx, { text, source: 'upload_description', language }),
  };
}

const logged = (ctx: GenerationContext, result: GenerationResult) => ({
  requestId: ctx.requestId,
  generationId: result.generationId,
  engine: result.engine,
  memes: result.memeIds.length,
});

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
