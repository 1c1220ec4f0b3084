// The runtime for local caption models (node-llama-cpp and llama.cpp's prebuilt binaries) lives in
// its own package, local-model/, with its own lockfile: about 115 MB that only people who run a
// local model need, kept out of the app's `npm ci`. `npm run model:pull` installs it next to the
// model; `npm test` installs it because the tests run the real runtime on a tiny model.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../local-model/', import.meta.url));

function mtime(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** True when local-model/node_modules matches its lockfile (npm writes .package-lock.json on install). */
export function localModelRuntimeInstalled(): boolean {
  const installed = mtime(join(folder, 'node_modules', '.package-lock.json'));
  const locked = mtime(join(folder, 'package-lock.json'));
  return (
    installed !== undefined &&
    locked !== undefined &&
    installed >= locked &&
    mtime(join(folder, 'node_modules', 'node-llama-cpp', 'package.json')) !== undefined
  );
}

/** Installs the runtime from its lockfile when it is missing or stale; exits the process on failure. */
export function ensureLocalModelRuntime(log: (line: string) => void = console.log): void {
  if (localModelRuntimeInstalled()) return;
  const started = performance.now();
  log('[local-model] installing the local model runtime (node-llama-cpp, CPU build, about 115 MB) into local-model/node_modules');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[local-model] npm ci in local-model/ failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  log(`[local-model] runtime installed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
