// The GraphiQL playground served at GET /graphql: its own small build beside the web app's
// (vite.config.ts), since it shares no code with the app and needs none of its plugins. Its files
// have content-hashed names under /graphiql/assets/, cached for a year; the page itself is
// web/graphiql/index.html, which the server fills with the example tabs (api/graphql/graphiqlPage.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from './scripts/vite/precompressAssets';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Monaco with the features GraphiQL's editors use, not every one of the editor: monaco-graphql's
 * module that loads all of Monaco (imported by GraphiQL and by monaco-graphql itself) becomes
 * web/graphiql/monacoEditor.ts.
 */
function trimmedMonaco(): Plugin {
  const full = /[\\/]monaco-graphql[\\/]esm[\\/]monaco-editor\.js$/;
  return {
    name: 'meme-maker:graphiql-monaco',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/monaco-editor(\.js)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && full.test(resolved.id) ? fromRoot('./web/graphiql/monacoEditor.ts') : null;
    },
  };
}

export default defineConfig({
  root: fromRoot('./web/graphiql'),
  base: '/graphiql/',
  publicDir: false,
  plugins: [trimmedMonaco(), ...precompressAssets()],
  resolve: {
    alias: [
      // Tabs that stay under the pointer (framerMotionTabs.ts says why).
      { find: /^framer-motion$/, replacement: fromRoot('./web/graphiql/framerMotionTabs.ts') },
    ],
  },
  build: {
    outDir: fromRoot('./dist/graphiql'),
    emptyOutDir: true,
    assetsDir: 'assets',
    modulePreload: { polyfill: false },
    // Fonts and icons as files: the page's policy loads fonts from this site only, never data: URLs.
    assetsInlineLimit: 0,
    // Monaco is one large chunk by nature; the first visit's total is what tests/e2e/graphiql.spec.ts holds to a budget.
    chunkSizeWarningLimit: 2500,
    reportCompressedSize: false,
    rolldownOptions: {
      // GraphiQL's dependencies mark modules "use client" for React server components; a browser
      // bundle has no use for it, so bundling it away is no news.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  worker: { format: 'es' },
});
