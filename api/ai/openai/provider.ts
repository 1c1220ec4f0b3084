// Captions from any OpenAI-compatible chat API (OpenAI, Ollama, vLLM, llama.cpp's server) through
// the official SDK. Structured output: the model is given a JSON schema built for the request
// (./reply.ts), and its answer is streamed: each meme is judged (../memeSelector.ts) and, when kept,
// handed to the caller as soon as its captions are complete, and the request is cut once enough
// are kept. The whole call, retries included, stays within `timeoutMs`; the SDK retries 429, 5xx
// and dropped connections before the answer starts.
//
// An answer that ends with too few usable memes (malformed, off-schema, short, a wrong template or
// box count, the wrong language, captions far too long for their boxes) gets one more try, told
// what was wrong and which memes are kept already, feeding the same selector. At least one usable
// meme is a success: the generation service charges one token for it. None after the tries, or
// none by the deadline, is a CaptionProviderError, and the service refunds the token.
import OpenAI from 'openai';
import { createOpenAIClient } from './client';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { createMemeSelector, type MemeSelector } from '../memeSelector';
import { CaptionProviderError, type CaptionProvider, type CaptionRequest, type CaptionResult } from '../types';
import { captionMessages, retryMessages } from './messages';
import { createReplyReader, replyFormat } from './reply';

/** Attempts when the model answers but its answer gives too few usable memes. */
const OUTPUT_ATTEMPTS = 2;

export type OpenAISettings = {
  apiKey: string;
  baseUrl?: string | undefined;
  model: string;
  visionModel: string;
  timeoutMs: number;
  maxRetries: number;
};

/** One answer as far as it was read: its text, and what it lacked when it ended short. */
type Answer = { text: string; problem: string | undefined; imageDescription: string | undefined };

/** A provider calling the configured OpenAI-compatible API. */
export function createOpenAIProvider(settings: OpenAISettings): CaptionProvider {
  const client = createOpenAIClient(settings);

  type Call = { request: CaptionRequest; format: ReturnType<typeof replyFormat>; signal: AbortSignal; deadline: number; selector: MemeSelector };

  /** Streams one answer into the selector; stops reading once the selector is full or the answer is unreadable. */
  async function answer({ request, format, signal, deadline, selector }: Call, messages: ChatCompletionMessageParam[]): Promise<Answer> {
    const stream = await client.chat.completions.create(
      {
        model: request.kind === 'upload' ? settings.visionModel : settings.model,
        messages,
        response_format: format,
        temperature: 0.9,
        stream: true,
      },
      { signal, timeout: Math.max(1, deadline - Date.now()) },
    );
    const reader = createReplyReader(request, selector);
    let text = '';
    let refusal = '';
    let cut = false;
    // Leaving the loop early aborts the request, so the model stops writing memes nobody needs.
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta;
      if (delta?.refusal) refusal += delta.refusal;
      if (delta?.content) {
        text += delta.content;
        reader.write(delta.content);
      }
      if (selector.full || reader.broken) {
        cut = true;
        break;
      }
    }
    // The SDK ends the loop quietly when the signal fires: the deadline passed mid-answer.
    if (signal.aborted) throw signal.reason;
    if (!cut) reader.end();
    const problem = text ? reader.problem : refusal ? `the model refused: ${refusal}` : 'the reply was empty';
    return { text, problem, imageDescription: reader.imageDescription };
  }

  return {
    engine: 'openai',
    async generate(request, options) {
      const deadline = Date.now() + settings.timeoutMs;
      const signal = AbortSignal.timeout(settings.timeoutMs);
      const selector = createMemeSelector(request, options);
      let call: Call;
      let messages: ChatCompletionMessageParam[];
      try {
        call = { request, format: replyFormat(request), signal, deadline, selector };
        messages = captionMessages(request);
      } catch (error) {
        throw new CaptionProviderError(`The request could not be prepared for the caption model: ${(error as Error).message}`, { cause: error });
      }
      let lastProblem = 'no attempt was made';
      let imageDescription: string | undefined;
      const result = (): CaptionResult => {
        const variations = selector.finish();
        if (variations.length === 0) throw new CaptionProviderError(`The caption model gave no usable captions: ${lastProblem}`);
        return { variations, ...(request.kind === 'upload' && imageDescription ? { imageDescription } : {}) };
      };
      for (let attemptNumber = 1; attemptNumber <= OUTPUT_ATTEMPTS; attemptNumber += 1) {
        let outcome: Answer;
        try {
          outcome = await answer(call, messages);
        } catch (error) {
          // Memes already kept are delivered; with none the error says what happened.
          if (selector.usable > 0) return result();
          throw providerError(error, signal);
        }
        imageDescription ??= outcome.imageDescription;
        if (selector.missing === 0) return result();
        lastProblem = outcome.problem ?? lastProblem;
        if (Date.now() >= deadline) break;
        messages = retryMessages(messages, outcome.text, request, { problem: lastProblem, missing: selector.missing, kept: selector.kept });
      }
      return result();
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
