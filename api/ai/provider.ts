// Which caption provider a server uses: the OpenAI-compatible API when OPENAI_API_KEY is set,
// otherwise the offline engine. One provider per configuration, made on first use.
import type { Config } from '../config';
import { createOfflineProvider } from './offline/engine';
import { createOpenAIProvider } from './openai/provider';
import type { CaptionProvider } from './types';

const providers = new WeakMap<Config, CaptionProvider>();

/** The configured provider (kept per config object, so two apps in one process never share one). */
export function captionProviderFor(config: Config): CaptionProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = config.openai ? createOpenAIProvider(config.openai) : createOfflineProvider();
    providers.set(config, provider);
  }
  return provider;
}
