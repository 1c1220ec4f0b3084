import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { paintBeforeScripts } from './scripts/vite/paintBeforeScripts';
import { precompressAssets } from './scripts/vite/precompressAssets';
import { preloadPageChunks } from './scripts/vite/preloadPageChunks';
import { prerenderShells } from './scripts/vite/prerenderShells';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const api = 'http://localhost:3000';

// babel-plugin-relay replaces graphql`` tags with imports of the compiled artifacts. Babel only
// runs on files that contain such a tag; everything else stays on Oxc's fast path.
const relayPreset = defineRolldownBabelPreset({
  preset: { plugins: [['babel-plugin-relay', { eagerEsModules: true }]] },
  rolldown: { filter: { code: /\bgraphql`/ } },
});

/**
 * Serves `locales/<code>.json` as ICU message ASTs, parsed here at build time, so the browser
 * needs no message parser: `@formatjs/icu-messageformat-parser` is aliased to its no-parser
 * build below (about 8 KB gzip less initial JS). Messages must therefore come from the locale
 * files; a `defaultMessage` string in code would not be formatted.
 */
function precompiledMessages(): Plugin {
  const localeFile = /[\\/]locales[\\/][\w-]+\.json$/;
  return {
    name: 'meme-maker:precompiled-messages',
    enforce: 'pre',
    async load(id) {
      if (!localeFile.test(id)) return null;
      const messages = JSON.parse(await readFile(id, 'utf8')) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        try {
          compiled[key] = parseIcu(message);
        } catch (error) {
          throw new Error(`${id}: message "${key}" is not valid ICU: ${(error as Error).message}`);
        }
      }
      return JSON.stringify(compiled); // still JSON: Vite's JSON plugin turns it into a module
    },
  };
}

/**
 * Preloads the display face's Latin file (web/ui/displayFont.ts) from index.html, so headings are
 * drawn in it from the first paint instead of swapping from a fallback face. The file's name is
 * hashed, so the link is added after bundling; the dev server serves the page without it.
 */
function preloadDisplayFont(): Plugin {
  const file = /(^|\/)anton-latin-400-normal-[\w-]+\.woff2$/;
  return {
    name: 'meme-maker:preload-display-font',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const font = Object.values(bundle).find((output) => output.type === 'asset' && file.test(output.fileName));
        if (!font) throw new Error('preloadDisplayFont: the Anton Latin woff2 is not in the bundle');
        const href = `/${font.fileName}`;
        return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: '' }, injectTo: 'head-prepend' }];
      },
    },
  };
}

export default defineConfig({
  root: fromRoot('./web'),
  publicDir: fromRoot('./web/public'),
  plugins: [
    precompiledMessages(),
    react({ jsxImportSource: '@emotion/react' }),
    babel({ presets: [relayPreset] }),
    preloadDisplayFont(),
    paintBeforeScripts(),
    preloadPageChunks(),
    prerenderShells(fromRoot('./vite.config.ts')),
    ...precompressAssets(),
  ],
  resolve: {
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    assetsDir: 'assets',
    // Every browser the app supports (ES2023, import maps era) knows <link rel=modulepreload>;
    // the polyfill would only add to the initial JS.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target: api, ws: true },
      '/api': { target: api },
      '/media': { target: api },
      '/healthz': { target: api },
    },
  },
  preview: { port: 4173 },
});
