// F1: the initial JavaScript of the home route (every script and modulepreload index.html loads,
// and the app files its start script loads after the first paint: what the browser fetches before
// the home page can render), gzip -9, vs a React + Relay +
// react-router floor app (tests/bench/floor) built with the same Vite config and plugins.
// Targets: ratio ≤ 1.6 and ≤ 150 KB (KiB) gzip. Sizes are deterministic: one build of each.
// F1_REUSE=1 reuses an existing dist/web instead of building the app again.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { APP_FILES_ATTRIBUTE } from '../../scripts/vite/preloadPageChunks';
import { buildFloor, FLOOR_DIR } from './floor/build';
import { report } from './lib';

const APP_DIR = 'dist/web';

async function buildApp(): Promise<void> {
  if (process.env.F1_REUSE === '1' && existsSync(join(APP_DIR, 'index.html'))) return;
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
}

type InitialJs = { files: { file: string; gzip: number }[]; total: number };

/** The JS files index.html makes the browser fetch up front (any script, modulepreloads, the start script's list), gzip -9. */
function initialJs(dir: string): InitialJs {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const files = new Set<string>();
  for (const tag of tags) {
    const isScript = tag.startsWith('<script');
    const isPreload = /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url) files.add(url.replace(/^\//, ''));
    const started = new RegExp(`\\b${APP_FILES_ATTRIBUTE}="([^"]+)"`).exec(tag)?.[1] ?? '';
    for (const file of started.split(' ').filter(Boolean)) files.add(file.replace(/^\//, ''));
  }
  const sized = [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(join(dir, file)), { level: 9 }).length }));
  return { files: sized, total: sized.reduce((sum, entry) => sum + entry.gzip, 0) };
}

await buildApp();
await buildFloor();
const app = initialJs(APP_DIR);
const floor = initialJs(FLOOR_DIR);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const [name, result] of [
  ['app', app],
  ['floor', floor],
] as const) {
  console.log(`${name}: ${kb(result.total)} gzip in ${result.files.length} files`);
  for (const entry of result.files) console.log(`  ${kb(entry.gzip).padStart(9)}  ${entry.file}`);
}
const ratio = app.total / floor.total;
const ok = report([
  { id: 'F1', what: 'initial JS gzip, app / floor', value: `${ratio.toFixed(2)} (${kb(app.total)} / ${kb(floor.total)})`, target: '≤ 1.6', ok: ratio <= 1.6 },
  { id: 'F1', what: 'initial JS gzip, app', value: kb(app.total), target: '≤ 150 KB', ok: app.total <= 150 * 1024 },
]);
process.exit(ok ? 0 : 1);
