// The one way this app makes an OpenAI SDK client: the caption provider and the safety filter's
// moderation check call the same configured API with the same timeout and retry policy (the SDK
// retries 429, 5xx and dropped connections).
import OpenAI from 'openai';

export type OpenAIClientSettings = { apiKey: string; baseUrl?: string | undefined; timeoutMs: number; maxRetries: number };

export function createOpenAIClient(settings: OpenAIClientSettings): OpenAI {
  return new OpenAI({
    apiKey: settings.apiKey,
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
  });
}
