// Where a model comes from and where it is kept. (Placeholder until the model:pull branch lands.)
import { basename, join, resolve } from 'node:path';

export const DEFAULT_MODEL = { source: 'hf:unsloth/Qwen3-4B-Instruct-2507-GGUF/Qwen3-4B-Instruct-2507-Q4_K_M.gguf' };

/** The file a source names: a path as given, an hf: address's file in DATA_DIR/models. */
export function modelFileFor(source: string, dataDir: string): string {
  if (!source.startsWith('hf:')) return resolve(source);
  return join(dataDir, 'models', basename(source.split('#')[0]!));
}
