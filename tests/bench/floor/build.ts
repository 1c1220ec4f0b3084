// Builds the floor app (tests/bench/floor: React + Relay + react-router and nothing else) with the
// app's own Vite config and plugins, for the benches that compare the app with it (F1's sizes, F2's
// Lighthouse figures on the same machine).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, loadConfigFromFile, type PluginOption } from 'vite';

export const FLOOR_DIR = resolve('dist/bench/f1-floor');
const FLOOR_ROOT = resolve('tests/bench/floor');
// App-only HTML plugins that fail without the app: the display font's <link rel=preload>, and
// the script preloading the app's entry pages and messages (counted in the app's initial JS).
const APP_ONLY_PLUGINS = new Set(['meme-maker:preload-display-font', 'meme-maker:preload-page-chunks']);

function pluginName(plugin: PluginOption): string | undefined {
  return plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : undefined;
}

export async function buildFloor(): Promise<void> {
  if (!existsSync(join(FLOOR_ROOT, '__generated__/mainQuery.graphql.ts'))) {
    const relay = spawnSync('npx', ['relay-compiler', join(FLOOR_ROOT, 'relay.config.json')], { stdio: 'inherit' });
    if (relay.status !== 0) throw new Error('relay-compiler failed for the floor app');
  }
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts');
  if (!loaded) throw new Error('vite.config.ts not found');
  const config = loaded.config;
  const plugins = (config.plugins ?? []).flat(Infinity as 1).filter((plugin) => !APP_ONLY_PLUGINS.has(pluginName(plugin) ?? ''));
  await build({
    ...config,
    configFile: false,
    logLevel: 'warn',
    root: FLOOR_ROOT,
    publicDir: false,
    plugins,
    build: { ...config.build, outDir: FLOOR_DIR, emptyOutDir: true },
  });
}
