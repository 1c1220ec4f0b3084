// Which model file the local provider runs: LOCAL_MODEL when set (a file, or an hf: address whose
// file `npm run model:pull` put in DATA_DIR/models), else the .gguf in DATA_DIR/models, the
// default model's first. Nothing here loads anything: a server with no model file never imports
// the runtime.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_MODEL, modelFileFor } from './modelSource';

export type ModelFileChoice = { file: string; problem?: undefined } | { file?: undefined; problem?: string };

/** The folder `npm run model:pull` downloads into. */
export function modelsFolder(dataDir: string): string {
  return join(dataDir, 'models');
}

function modelsIn(folder: string): string[] {
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith('.gguf'))
      .sort();
  } catch {
    return [];
  }
}

/** The model file to run, or why there is none (undefined problem: no model was asked for). */
export function chooseModelFile(source: string | undefined, dataDir: string): ModelFileChoice {
  if (source) {
    const file = modelFileFor(source, dataDir);
    if (existsSync(file)) return { file };
    return { problem: `LOCAL_MODEL=${source} is not on this machine (${file}): run \`npm run model:pull\` to download it` };
  }
  const folder = modelsFolder(dataDir);
  const found = modelsIn(folder);
  const preferred = found.find((name) => join(folder, name) === modelFileFor(DEFAULT_MODEL.source, dataDir)) ?? found[0];
  return preferred ? { file: join(folder, preferred) } : {};
}
