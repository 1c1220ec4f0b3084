import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { SHELLS_FILE, type ShellManifest } from '../../api/webApp/appShell';
import { DEFAULT_LANGUAGE, LANGUAGE_ALIASES, languages } from '../../web/i18n/languages';
import { LANGUAGE_COOKIE } from '../../web/shell/languageCookie';
import type * as ShellRenderer from '../../web/shell/renderShell';

/**
 * After the client build, renders web/shell/renderShell.tsx (the entry pages' first screen from
 * the real components) for every language and writes the result beside index.html. It loads the
 * web code through a Vite dev server in SSR mode, with this same config, so the locale files,
 * Relay artifacts and emotion styles are handled exactly as in the browser build.
 */
export function prerenderShells(configFile: string): Plugin {
  let outDir = '';
  return {
    name: 'meme-maker:prerender-shells',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const server = await createServer({
        configFile,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        // Relay's generated artifacts import types from relay-runtime without `import type`; kept
        // (verbatimModuleSyntax), Node could not link them from that CommonJS package.
        oxc: { typescript: { onlyRemoveTypeImports: false } },
      });
      const restoreTimers = unrefTimers();
      try {
        const { renderShell, SHELL_PATHS } = (await server.ssrLoadModule('/shell/renderShell.tsx')) as typeof ShellRenderer;
        const manifest: ShellManifest = { defaultLanguage: DEFAULT_LANGUAGE, aliases: { ...LANGUAGE_ALIASES }, cookie: LANGUAGE_COOKIE, languages: {} };
        for (const { code, dir } of languages) {
          const pages: Record<string, string> = {};
          for (const path of SHELL_PATHS) pages[path] = await renderShell(code, path);
          manifest.languages[code] = { dir, pages };
        }
        await writeFile(join(outDir, SHELLS_FILE), JSON.stringify(manifest));
      } finally {
        restoreTimers();
        await server.close();
      }
    },
  };
}

/**
 * A Relay query read in a render that never commits (every shell: renderToString) is kept for five
 * minutes by a timer (react-relay's SuspenseResource), which would hold the build's process open
 * that long after the build is done. While the shells render, new timers do not keep it alive.
 */
function unrefTimers(): () => void {
  const original = globalThis.setTimeout;
  const unrefed = (...args: Parameters<typeof setTimeout>) => original(...args).unref();
  globalThis.setTimeout = Object.assign(unrefed, original) as typeof setTimeout;
  return () => {
    globalThis.setTimeout = original;
  };
}
