// The provider's moderation endpoint (OpenAI's omni-moderation) through the official SDK. Its
// failures are handled like the caption call's (../openai/provider.ts): the SDK retries 429, 5xx
// and dropped connections within the same timeout, and what still fails is a
// ModerationUnavailableError, which the generation service treats like a caption failure (nothing
// charged before the charge, the token refunded after it). The filter fails closed: an unchecked
// text is not made into a meme.
import OpenAI from 'openai';
import { createOpenAIClient } from '../openai/client';

export type ModerationSettings = { apiKey: string; baseUrl?: string | undefined; model: string; timeoutMs: number; maxRetries: number };

/** Flagged texts name the first category the endpoint flagged (hate, sexual, harassment/threatening, ...). */
export type ModerationVerdict = { flagged: false } | { flagged: true; category: string | undefined };

export class ModerationUnavailableError extends Error {
  override readonly name = 'ModerationUnavailableError';
}

export type ModerationClient = { model: string; check(text: string): Promise<ModerationVerdict> };

export function createModerationClient(settings: ModerationSettings): ModerationClient {
  const client = createOpenAIClient(settings);
  return {
    model: settings.model,
    async check(text) {
      let response: OpenAI.Moderations.ModerationCreateResponse;
      try {
        response = await client.moderations.create({ model: settings.model, input: text }, { signal: AbortSignal.timeout(settings.timeoutMs) });
      } catch (error) {
        throw new ModerationUnavailableError(`The moderation endpoint failed: ${describe(error)}`, { cause: error });
      }
      const result = response.results[0];
      if (!result) throw new ModerationUnavailableError('The moderation endpoint answered without a result');
      if (!result.flagged) return { flagged: false };
      const category = Object.entries(result.categories ?? {}).find(([, flagged]) => flagged)?.[0];
      return { flagged: true, category };
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError || (error as Error)?.name === 'TimeoutError') return 'no answer in time';
  if (error instanceof OpenAI.APIError) return `status ${error.status ?? 'none'}: ${error.message}`;
  return (error as Error)?.message ?? String(error);
}
