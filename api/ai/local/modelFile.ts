// Which model file the local provider runs: LOCAL_MODEL when set (a file, or an hf: address whose
// file `npm run model:pull` put in DATA_DIR/models), else the default model when it was pulled,
// else any other .gguf under DATA_DIR/models. Nothing here loads anything: a server with no model
// file never imports the runtime.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_MODEL, modelFileFor } from './modelSource';

export type ModelFileChoice = { file: string; problem?: undefined } | { file?: undefined; problem?: string };

/** .gguf files under `folder` (model:pull keeps them in <owner>/<repo>/), in name order. */
function modelsUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.gguf'))
      .sort()
      .map((name) => join(folder, name));
  } catch {
    return [];
  }
}

/** The model file to run, or why there is none (no problem: no model was asked for or pulled). */
export function chooseModelFile(source: string | undefined, dataDir: string): ModelFileChoice {
  if (source) {
    let file: string;
    try {
      file = modelFileFor(source, dataDir);
    } catch (error) {
      return { problem: `LOCAL_MODEL is not usable: ${(error as Error).message}` };
    }
    if (existsSync(file)) return { file };
    return { problem: `LOCAL_MODEL=${source} is not on this machine (${file}): run \`npm run model:pull\` to download it` };
  }
  const pulled = modelFileFor(DEFAULT_MODEL.source, dataDir);
  if (existsSync(pulled)) return { file: pulled };
  const [other] = modelsUnder(join(dataDir, 'models'));
  return other ? { file: other } : {};
}
