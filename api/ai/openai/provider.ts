// Captions from any OpenAI-compatible chat API (OpenAI, Ollama, vLLM, llama.cpp's server) through
// the official SDK. Structured output: the model is given a JSON schema built for the request
// (./reply.ts) and its answer is checked against the request. The whole call, retries included,
// stays within `timeoutMs`; the SDK retries 429, 5xx and dropped connections, and an unusable
// answer (malformed, off-schema, short, wrong template or box count, wrong language) gets one
// more try, told what was wrong. So does an answer that is only complete with captions far too long
// for their boxes; if the next try is no better, the last usable answer's memes are delivered.
//
// A second answer that is still short is a failure too, although its memes may be fine: a
// generation costs one token up front whatever the number of memes (services/generation/charge.ts)
// and the ledger has no partial refunds, so delivering 2 memes of the 4 asked would have the user
// pay in full for memes they never got. Failing refunds the token, and trying again is free.
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { CaptionProviderError, type CaptionProvider, type CaptionRequest, type CaptionResult } from '../types';
import { captionMessages, retryMessages } from './messages';
import { readReply, replyFormat, UnusableReply } from './reply';

/** Attempts when the model answers but its answer can't be used. */
const OUTPUT_ATTEMPTS = 2;

export type OpenAISettings = {
  apiKey: string;
  baseUrl?: string | undefined;
  model: string;
  visionModel: string;
  timeoutMs: number;
  maxRetries: number;
};

/** A usable result (maybe with a problem worth one more try), or what made the answer unusable. */
type Attempt = { result: CaptionResult; answer: string; problem?: string } | { answer: string | null; problem: string };

/** A provider calling the configured OpenAI-compatible API. */
export function createOpenAIProvider(settings: OpenAISettings): CaptionProvider {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
  });

  type Call = { request: CaptionRequest; format: ReturnType<typeof replyFormat>; signal: AbortSignal; deadline: number };

  async function attempt({ request, format, signal, deadline }: Call, messages: ChatCompletionMessageParam[]): Promise<Attempt> {
    const completion = await client.chat.completions.create(
      {
        model: request.kind === 'upload' ? settings.visionModel : settings.model,
        messages,
        response_format: format,
        temperature: 0.9,
      },
      { signal, timeout: Math.max(1, deadline - Date.now()) },
    );
    const message = completion.choices[0]?.message;
    if (!message?.content) return { answer: null, problem: message?.refusal ? `the model refused: ${message.refusal}` : 'the reply was empty' };
    try {
      return { ...readReply(request, message.content), answer: message.content };
    } catch (error) {
      if (error instanceof UnusableReply) return { answer: message.content, problem: error.message };
      throw error;
    }
  }

  return {
    engine: 'openai',
    async generate(request) {
      const deadline = Date.now() + settings.timeoutMs;
      const signal = AbortSignal.timeout(settings.timeoutMs);
      let call: Call;
      let messages: ChatCompletionMessageParam[];
      try {
        call = { request, format: replyFormat(request), signal, deadline };
        messages = captionMessages(request);
      } catch (error) {
        throw new CaptionProviderError(`The request could not be prepared for the caption model: ${(error as Error).message}`, { cause: error });
      }
      let lastProblem = 'no attempt was made';
      let fallback: CaptionResult | undefined;
      for (let attemptNumber = 1; attemptNumber <= OUTPUT_ATTEMPTS; attemptNumber += 1) {
        let outcome: Attempt;
        try {
          outcome = await attempt(call, messages);
        } catch (error) {
          if (fallback) return fallback;
          throw providerError(error, signal);
        }
        if ('result' in outcome && !outcome.problem) return outcome.result;
        // Usable but worth asking better: kept in case the next answer is no better.
        if ('result' in outcome) fallback = outcome.result;
        lastProblem = outcome.problem ?? lastProblem;
        if (Date.now() >= deadline) break;
        messages = retryMessages(messages, outcome.answer, lastProblem);
      }
      if (fallback) return fallback;
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
