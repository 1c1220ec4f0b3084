// Which caption provider a server uses, chosen once when the app is built: the OpenAI-compatible
// API when OPENAI_API_KEY is set; otherwise a local model when its file is on this machine
// (LOCAL_MODEL, or a .gguf in DATA_DIR/models); otherwise the offline engine, which is also what a
// local model hands over to when it cannot be loaded.
import type { Config } from '../platform/config';
import type { Logger } from '../platform/log';
import { chooseModelFile } from './local/modelFile';
import { createLocalProvider } from './local/provider';
import { createOfflineProvider } from './offline/engine';
import { createOpenAIProvider } from './openai/provider';
import type { CaptionProvider } from './types';

/** The provider for `config`; a local model starts loading at once (see ./local/provider.ts). */
export function createCaptionProvider(config: Config, log: Logger): CaptionProvider {
  if (config.openai) {
    log.info('Captions come from an OpenAI-compatible model', { model: config.openai.model, api: config.openai.baseUrl ?? 'OpenAI' });
    return createOpenAIProvider(config.openai);
  }
  const offline = createOfflineProvider();
  const choice = chooseModelFile(config.localModel.source, config.dataDir);
  if (choice.file) return createLocalProvider({ ...config.localModel, modelFile: choice.file }, { log, fallback: offline });
  if (choice.problem) log.warn(choice.problem);
  log.info('Captions come from the offline engine, without AI: run `npm run model:pull` once for a local model, or set OPENAI_API_KEY');
  return offline;
}
