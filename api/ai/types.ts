// What a caption provider is asked and what it answers. Providers know nothing of tokens, users or
// the database: the generation service (api/services/generation) charges, stores and refunds.
import type { TextPositionKind } from '../../core/templates/types';

/**
 * One caption box of a template, in the template's order; `role` says what the box means when the
 * catalogue knows it (Drake: "the thing rejected", then "the thing preferred").
 */
export type CaptionSlot = {
  position: TextPositionKind;
  defaultText: string;
  role?: string;
  /**
   * Characters of English the box holds at a legible size (core/render/captionBudget.ts). Every
   * template's slots have one (services/generation/candidates.ts); an upload's boxes get theirs from
   * the picture's size when the request is written (./budgets.ts).
   */
  characterBudget?: number;
};

/** A template as a provider sees it: enough to choose it and to fill its boxes. */
export type TemplateChoice = {
  id: string;
  name: string;
  /** When people use this meme, in one line (the catalogue's description). */
  description: string;
  category: string;
  tags: readonly string[];
  isGif: boolean;
  slots: readonly CaptionSlot[];
  /**
   * The real template whose written captions fit this one: a variant that keeps its original's
   * boxes (same meanings, same order) takes the original's, as its GIF take often does.
   */
  captionsOf?: string;
};

/** An uploaded picture, for providers that can look at it. */
export type CaptionImage = { bytes: Uint8Array; mimeType: string; width: number; height: number };

type CommonRequest = {
  /** Trimmed, 1–300 characters. */
  prompt: string;
  /**
   * The language the captions are written in (en, es, ko, …): the prompt's own, chosen by
   * api/ai/promptLanguage.ts, the interface's only when the prompt is too short to tell.
   */
  locale: string;
  /** How many variations to write (1–4). */
  count: number;
};

/** Text to Meme: the provider picks templates among `candidates` (found by the catalogue search). */
export type TextRequest = CommonRequest & { kind: 'text'; candidates: readonly TemplateChoice[] };
/** Template + Prompt: captions for this template's boxes. */
export type TemplateRequest = CommonRequest & { kind: 'template'; template: TemplateChoice };
/** Upload + Prompt: captions for the image (top and bottom boxes). */
export type UploadRequest = CommonRequest & { kind: 'upload'; image: CaptionImage; slots: readonly CaptionSlot[] };

export type CaptionRequest = TextRequest | TemplateRequest | UploadRequest;

/** One meme's captions, in its template's box order; `templateId` is null for uploads. */
export type CaptionVariation = { templateId: string | null; captions: string[] };

export type CaptionResult = {
  /** At least one, at most `count`, each valid for its template (see ./validate.ts). */
  variations: CaptionVariation[];
  /** One sentence about an uploaded image, when the provider looked at it (alt text). */
  imageDescription?: string;
};

/** Who writes captions: the rule-based offline engine, an OpenAI-compatible API, or a model run in this process. */
export type CaptionEngineName = 'offline' | 'openai' | 'local';

/** How a caller follows a generation while it is written. */
export type GenerateOptions = {
  /**
   * Called once for each meme as soon as its captions are complete and it is kept, in the order of
   * the final result, whose variations begin with these (`index` 0, 1, ...). A provider that has
   * every meme at once calls it for each before it returns.
   */
  onVariation?: (variation: CaptionVariation, index: number) => void;
};

export interface CaptionProvider {
  /** Who writes now: a local model that could not be loaded says 'offline', which writes for it. */
  readonly engine: CaptionEngineName;
  /** Writes captions; throws CaptionProviderError when no usable captions could be had. */
  generate(request: CaptionRequest, options?: GenerateOptions): Promise<CaptionResult>;
  /** Lets running generations end and frees what the provider holds (a loaded model). */
  close?(): Promise<void>;
}

/** The provider could not deliver usable captions (timeout, refusal, malformed output, ...). */
export class CaptionProviderError extends Error {
  override readonly name = 'CaptionProviderError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Boxes of an uploaded image: classic top and bottom text. */
export const UPLOAD_SLOTS: readonly CaptionSlot[] = [
  { position: 'top', defaultText: 'Top text' },
  { position: 'bottom', defaultText: 'Bottom text' },
];

/** Longest caption kept from any provider (characters). */
export const MAX_CAPTION_LENGTH = 150;
