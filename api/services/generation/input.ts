// The rules a generation request must pass before anything is charged: a prompt of 1–300
// characters after trimming, a known template or an acceptable image for the methods that need
// one, a sane number of variations.
import { PROMPT_MAX_CHARACTERS } from '../../../core/limits';
import { captionLocale } from '../../ai/languages';
import { getTemplate, type CatalogueEntry } from '../../templates/catalogue/catalogue';
import { templateUsableBy } from '../../templates/custom/registry';
import { EmptyPromptError, InvalidProgressKeyError, NoImageSelectedError, PromptTooLongError, TemplateNotFoundError } from './errors';

/** The spec's prompt maximum (core/limits.ts); generation asks for 4 captions. */
export const GENERATION_LIMITS = { promptMax: PROMPT_MAX_CHARACTERS, defaultCount: 4, maxCount: 4 } as const;

/**
 * A client-chosen key naming one generation's progress events: long and random enough that
 * nobody guesses another tab's (and events only ever reach the same user anyway), URL-safe.
 */
export const PROGRESS_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Text to Meme, Template + Prompt, Upload + Prompt. */
export type GenerationMethod = 'text' | 'template' | 'upload';

export type GenerateMemesInput = {
  /** Inferred when absent: an image makes it 'upload', a template 'template', neither 'text'. */
  method?: GenerationMethod | null;
  prompt: string;
  /** A template's slug (the spec's template id). */
  templateId?: string | null;
  /** What uploadImage returned. */
  uploadReference?: string | null;
  /** An inline `data:image/...;base64,...` upload (the spec's REST create flow). */
  imageDataUrl?: string | null;
  /** GIF mode: Text to Meme then picks among animated templates. */
  gif?: boolean | null;
  /** Variations to write, 1–4 (default 4); one token whatever the number. */
  count?: number | null;
  /** The interface language: captions are in the prompt's language, this one when the prompt is too short to tell. */
  locale?: string | null;
  /** Announces each meme as it is stored to the creator's memeGenerationProgress subscription with this key. */
  progressKey?: string | null;
};

/** A request that passed the rules; the image is not loaded yet. */
export type CheckedInput = {
  method: GenerationMethod;
  prompt: string;
  template: CatalogueEntry | undefined;
  image: { reference: string } | { dataUrl: string } | undefined;
  gif: boolean;
  count: number;
  locale: string;
  progressKey: string | undefined;
};

/** Checks the rules in the order a user meets them (prompt, then image choice); throws the first broken one. */
export function checkGenerationInput(input: GenerateMemesInput, viewerId?: number): CheckedInput {
  // A client's mistake rather than the user's: refused before anything else, like a bad argument.
  if (input.progressKey != null && !PROGRESS_KEY_PATTERN.test(input.progressKey)) throw new InvalidProgressKeyError();
  const prompt = input.prompt.trim();
  if (!prompt) throw new EmptyPromptError();
  if ([...prompt].length > GENERATION_LIMITS.promptMax) throw new PromptTooLongError(GENERATION_LIMITS.promptMax);

  const image = input.uploadReference ? { reference: input.uploadReference } : input.imageDataUrl ? { dataUrl: input.imageDataUrl } : undefined;
  const templateId = input.templateId?.trim() || undefined;
  const method: GenerationMethod = input.method ?? (image ? 'upload' : templateId ? 'template' : 'text');
  if (method === 'upload' && !image) throw new NoImageSelectedError();
  if (method === 'template' && !templateId) throw new NoImageSelectedError();
  const template = method === 'template' ? getTemplate(templateId!) : undefined;
  // Someone else's own template, or a deleted one, is no template to them.
  if (method === 'template' && (!template || !templateUsableBy(template, viewerId))) throw new TemplateNotFoundError(templateId!);

  const count = Math.min(Math.max(Math.trunc(input.count ?? GENERATION_LIMITS.defaultCount), 1), GENERATION_LIMITS.maxCount);
  return {
    method,
    prompt,
    template,
    image: method === 'upload' ? image : undefined,
    gif: input.gif === true,
    count: Number.isFinite(count) ? count : GENERATION_LIMITS.defaultCount,
    locale: captionLocale(input.locale),
    progressKey: input.progressKey ?? undefined,
  };
}
