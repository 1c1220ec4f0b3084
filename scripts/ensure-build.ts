// `prestart`: builds only what is missing or older than its sources, so `npm ci && npm start` works
// on a fresh clone and a second `npm start` costs a few file stats. Set SKIP_ENSURE_BUILD=1 to skip
// (the Docker image builds everything at image build time). `--codegen` (`pretest`): the Prisma
// client and Relay artifacts only.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, utimesSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureLocalModelRuntime } from './localModelRuntime';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string) => join(root, path);

/** Modification time in ms, or undefined when the path does not exist. */
function mtime(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The first file under `paths` (files or folders, walked recursively) newer than `than`. */
function firstNewer(paths: string[], than: number): string | undefined {
  for (const path of paths) {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      continue;
    }
    if (!stat.isDirectory()) {
      if (stat.mtimeMs > than) return path;
      continue;
    }
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.DS_Store') continue;
      const found = firstNewer([join(path, entry.name)], than);
      if (found) return found;
    }
  }
  return undefined;
}

function run(script: string): void {
  const started = performance.now();
  console.log(`[ensure-build] npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    const how = result.status ?? result.signal;
    console.error(`[ensure-build] npm run ${script} failed (exit ${how})`);
    process.exit(result.status ?? 1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[ensure-build] ${script} done in ${seconds} s`);
}

const show = (path: string) => relative(root, path) || '.';

function ensurePrismaClient(): boolean {
  const schema = at('prisma/schema.prisma');
  const outputs = [at('api/generated/prisma/client.ts'), at('api/generated/pothos-types.ts')];
  const times = outputs.map(mtime);
  const missing = outputs.find((_, i) => times[i] === undefined);
  const oldest = Math.min(...times.map((t) => t ?? 0));
  const schemaTime = mtime(schema) ?? 0;
  if (!missing && oldest >= schemaTime) return false;
  console.log(missing ? `[ensure-build] Prisma client: ${show(missing)} is missing` : `[ensure-build] Prisma client: older than prisma/schema.prisma`);
  run('prisma:generate');
  // Prisma may leave unchanged files alone; mark the outputs current so the next start is a no-op.
  const now = new Date();
  for (const output of outputs) if (mtime(output) !== undefined) utimesSync(output, now, now);
  return true;
}

// Everything the web bundle is built from. core/ is shared drawing and validation code the bundle
// imports; package-lock.json changes when a dependency does.
const webSources = ['web', 'core', 'locales', 'schema.graphql', 'index.html', 'vite.config.ts', 'relay.config.js', 'package-lock.json'].map(at);

function ensureWeb(): boolean {
  const index = at('dist/web/index.html');
  const built = mtime(index);
  const stale = built === undefined ? undefined : firstNewer(webSources, built);
  if (built !== undefined && !stale) return false;
  console.log(stale ? `[ensure-build] web app: ${show(stale)} is newer than dist/web` : `[ensure-build] web app: dist/web/index.html is missing`);
  run('build:web');
  return true;
}

// The GraphiQL playground at /graphql: its own build (vite.graphiql.config.ts) into dist/graphiql.
const graphiqlSources = ['web/graphiql', 'core/graphiqlPage.ts', 'vite.graphiql.config.ts', 'package-lock.json'].map(at);

function ensureGraphiQL(): boolean {
  const built = mtime(at('dist/graphiql/index.html'));
  const stale = built === undefined ? undefined : firstNewer(graphiqlSources, built);
  if (built !== undefined && !stale) return false;
  console.log(
    stale
      ? `[ensure-build] GraphQL playground: ${show(stale)} is newer than dist/graphiql`
      : `[ensure-build] GraphQL playground: dist/graphiql/index.html is missing`,
  );
  run('build:graphiql');
  return true;
}

if (process.env.SKIP_ENSURE_BUILD === '1') {
  console.log('[ensure-build] SKIP_ENSURE_BUILD=1: not checking builds');
} else {
  const started = performance.now();
  const generated = ensurePrismaClient();
  // `--codegen` (before tests): generated code only, no production bundle. Relay artifacts are
  // cheap to regenerate and typecheck needs them.
  const codegenOnly = process.argv.includes('--codegen');
  if (codegenOnly) run('relay');
  // The tests run the local model runtime on a tiny model; `npm start` installs it only through
  // `npm run model:pull`.
  if (codegenOnly) ensureLocalModelRuntime((line) => console.log(line));
  const built = codegenOnly ? false : [ensureWeb(), ensureGraphiQL()].some(Boolean);
  if (!generated && !built) {
    const ms = Math.round(performance.now() - started);
    const what = codegenOnly ? 'Prisma client is' : 'Prisma client, web app and GraphQL playground are';
    console.log(`[ensure-build] ${what} up to date (${ms} ms)`);
  }
}
