// Captions from any OpenAI-compatible chat API (OpenAI, Ollama, vLLM, llama.cpp's server) through
// the official SDK. Structured output: the model is given a JSON schema and its reply is checked
// with zod, then against the request (./validate.ts). The whole call, retries included, stays
// within `timeoutMs`; the SDK retries 429, 5xx and dropped connections, and unusable output gets
// one more try.
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { acceptVariations, type ProposedVariation } from '../validate';
import { CaptionProviderError, type CaptionProvider, type CaptionRequest, type CaptionResult } from '../types';
import { captionMessages, UPLOAD_TEMPLATE_ID } from './messages';

/** The reply the model must give (strict JSON schema: every field present). */
export const modelReplySchema = z.object({
  memes: z.array(z.object({ templateId: z.string(), captions: z.array(z.string()) })),
  imageDescription: z.string(),
});

const RESPONSE_FORMAT = zodResponseFormat(modelReplySchema, 'meme_captions');

/** Attempts when the model answers but its answer can't be used (bad JSON, wrong template, ...). */
const OUTPUT_ATTEMPTS = 2;

export type OpenAISettings = {
  apiKey: string;
  baseUrl?: string | undefined;
  model: string;
  visionModel: string;
  timeoutMs: number;
  maxRetries: number;
};

/** Why one attempt's reply was unusable (kept for the error message). */
class UnusableReply extends Error {}

/** A provider calling the configured OpenAI-compatible API. */
export function createOpenAIProvider(settings: OpenAISettings): CaptionProvider {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
  });

  async function attempt(request: CaptionRequest, signal: AbortSignal, deadline: number): Promise<CaptionResult> {
    const completion = await client.chat.completions.create(
      {
        model: request.kind === 'upload' ? settings.visionModel : settings.model,
        messages: captionMessages(request),
        response_format: RESPONSE_FORMAT,
        temperature: 0.9,
      },
      { signal, timeout: Math.max(1, deadline - Date.now()) },
    );
    const message = completion.choices[0]?.message;
    if (!message?.content) throw new UnusableReply(message?.refusal ? `the model refused: ${message.refusal}` : 'the reply was empty');
    let json: unknown;
    try {
      json = JSON.parse(message.content);
    } catch {
      throw new UnusableReply('the reply was not JSON');
    }
    const reply = modelReplySchema.safeParse(json);
    if (!reply.success) throw new UnusableReply(`the reply did not match the schema: ${reply.error.issues[0]?.message ?? ''}`);
    const proposed: ProposedVariation[] = reply.data.memes.map((meme) => ({
      templateId: request.kind === 'upload' && meme.templateId === UPLOAD_TEMPLATE_ID ? null : meme.templateId,
      captions: meme.captions,
    }));
    const variations = acceptVariations(request, proposed);
    if (variations.length === 0) throw new UnusableReply('no meme in the reply fit its template');
    const description = reply.data.imageDescription.trim();
    return { variations, ...(request.kind === 'upload' && description ? { imageDescription: description.slice(0, 300) } : {}) };
  }

  return {
    engine: 'openai',
    async generate(request) {
      const deadline = Date.now() + settings.timeoutMs;
      const signal = AbortSignal.timeout(settings.timeoutMs);
      let lastProblem = 'no attempt was made';
      for (let attemptNumber = 1; attemptNumber <= OUTPUT_ATTEMPTS; attemptNumber += 1) {
        try {
          return await attempt(request, signal, deadline);
        } catch (error) {
          if (!(error instanceof UnusableReply)) throw providerError(error, signal);
          lastProblem = error.message;
          if (Date.now() >= deadline) break;
        }
      }
      throw new CaptionProviderError(`The caption model gave no usable captions: ${lastProblem}`);
    },
  };
}

function providerError(error: unknown, signal: AbortSignal): CaptionProviderError {
  if (signal.aborted || error instanceof OpenAI.APIConnectionTimeoutError) {
    return new CaptionProviderError('The caption model did not answer in time', { cause: error });
  }
  if (error instanceof OpenAI.APIError) {
    return new CaptionProviderError(`The caption model refused the request (${error.status ?? 'no status'}): ${error.message}`, { cause: error });
  }
  return new CaptionProviderError(`The caption model could not be reached: ${(error as Error)?.message ?? String(error)}`, { cause: error });
}
