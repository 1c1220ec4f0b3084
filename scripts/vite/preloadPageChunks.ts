import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { PAINT_FIRST_ATTRIBUTE } from '../../api/webApp/appShell';
import { DEFAULT_LANGUAGE, LANGUAGE_ALIASES, LANGUAGE_STORAGE_KEY } from '../../web/i18n/languages';
import { EARLY_QUERIES_GLOBAL, GRAPHQL_HEADERS, GRAPHQL_PATH } from '../../web/relay/earlyQueries';

const root = new URL('../../', import.meta.url);
const fromRoot = (path: string) => fileURLToPath(new URL(path, root));

/**
 * The public entry pages whose chunks (and route query, named after the loader) start loading
 * with the app's own JS: path → the loader and page modules, from web/. Every loader listed here
 * must run its query with no variables, as the preload script sends it.
 */
const ENTRY_PAGES: Record<string, { loader: string; page: string }> = {
  '/': { loader: 'pages/home/homePageLoader', page: 'pages/home/HomePage' },
  '/text-to-meme': { loader: 'features/generation/creatorPageLoader', page: 'pages/textToMeme/TextToMemePage' },
  '/template-meme': { loader: 'pages/templateMeme/templateMemePageLoader', page: 'pages/templateMeme/TemplateMemePage' },
  '/upload-meme': { loader: 'features/generation/creatorPageLoader', page: 'pages/uploadMeme/UploadMemePage' },
  '/pricing': { loader: 'pages/pricing/pricingPageLoader', page: 'pages/pricing/PricingPage' },
};
/** The shell's loader, which runs on every path. */
const SHELL_LOADER = 'pages/layout/appLayoutLoader';

/** A route loader's compiled query: `{ name, text }` as Relay sends it. */
function loaderQuery(loader: string): { name: string; text: string } {
  const folder = loader.slice(0, loader.lastIndexOf('/'));
  const name = `${loader.slice(folder.length + 1)}Query`;
  const artifact = readFileSync(fromRoot(`./web/${folder}/__generated__/${name}.graphql.ts`), 'utf8');
  const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(artifact)?.[1];
  if (!text) throw new Error(`preloadPageChunks: no query text in the ${name} artifact (run relay-compiler)`);
  return { name, text: JSON.parse(text) as string };
}

/** The app's own scripts in Vite's index.html: the entry module and its module preloads. */
const ENTRY_SCRIPT = /<script type="module" crossorigin (?:fetchpriority="low" )?src="(\/[^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin (?:fetchpriority="low" )?href="(\/[^"]+)">/g;

/**
 * The attribute of the start script that lists the app's initial JS, entry first (read by the
 * script itself and by the F1 benchmark).
 */
export const APP_FILES_ATTRIBUTE = 'data-app';

/**
 * One small async script, loaded from index.html, starts everything the app needs besides its
 * initial JS, at once and in parallel:
 * - the messages of the language main.tsx will pick (same rule as web/i18n/detectLocale.ts);
 * - the chunks of the entry page at this address and the shell's and the page's queries, which
 *   web/relay/environment.ts then takes over (web/relay/earlyQueries.ts); without this the browser
 *   would learn of them only once the whole initial JS has run.
 * On the pages with an HTML shell the server leaves the app's script tags out (api/webApp/appShell.ts,
 * PAINT_FIRST_ATTRIBUTE): this script then starts the app's initial JS too, once the shell has
 * painted. The paint needs no script, and on a slow network it should
 * not share the line with them (Lighthouse counts every download begun before the largest paint as
 * holding it back).
 * A file, not inline: the CSP allows no inline script.
 */
export function preloadPageChunks(): Plugin {
  return {
    name: 'meme-maker:preload-page-chunks',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const source = String(html.source);
      const entry = ENTRY_SCRIPT.exec(source)?.[1];
      if (!entry) throw new Error('preloadPageChunks: no entry <script type="module"> in index.html');
      const appFiles = [entry, ...[...source.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)];
      const initial = new Set(appFiles.map((file) => file.slice(1)));
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!, chunk]));
      const closure = (modules: string[]) => {
        const files = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName) || initial.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const file of chunk.imports) visit(bundle[file] as Rollup.OutputChunk | undefined);
        };
        for (const module of modules) {
          const chunk = byModule.get(fromRoot(`./web/${module}`));
          if (!chunk) throw new Error(`preloadPageChunks: no chunk for web/${module}`);
          visit(chunk);
        }
        return [...files].map((file) => `/${file}`);
      };
      const locales: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const code = /[\\/]locales[\\/]([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? '')?.[1];
        if (code) locales[code] = closure([`../locales/${code}.json`]);
      }
      const pages = Object.fromEntries(
        Object.entries(ENTRY_PAGES).map(([path, { loader, page }]) => [path, { files: closure([`${loader}.ts`, `${page}.tsx`]), query: loaderQuery(loader) }]),
      );
      const script = `(() => {
  const app = document.currentScript.getAttribute(${JSON.stringify(APP_FILES_ATTRIBUTE)}).split(' ');
  const locales = ${JSON.stringify(locales)};
  const pages = ${JSON.stringify(pages)};
  const aliases = ${JSON.stringify(LANGUAGE_ALIASES)};
  const element = (tag, properties) => {
    // crossorigin as Vite's own tags and imports, or the browser fetches the file again. Low
    // priority: the display font may still be on its way, and the page shows it.
    document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '', fetchPriority: 'low' }, properties));
  };
  // Each preload appended costs the main thread about half a millisecond, four times that on a slow
  // phone: twenty in one go make a long task that blocks input. A few per task keep each short.
  const queued = [];
  const appendQueued = () => {
    for (const href of queued.splice(0, 4)) element('link', href.endsWith('.css') ? { rel: 'preload', as: 'style', href } : { rel: 'modulepreload', href });
    if (queued.length > 0) setTimeout(appendQueued, 0);
  };
  const preload = (href) => {
    if (queued.push(href) === 1) setTimeout(appendQueued, 0);
  };
  const language = (tag) => {
    const primary = (tag || '').trim().toLowerCase().split(/[-_]/)[0] || '';
    return locales[aliases[primary] || primary];
  };
  const early = (window[${JSON.stringify(EARLY_QUERIES_GLOBAL)}] ??= {});
  const send = ({ name, text }) => {
    if (name in early) return; // the app has asked for it itself already
    const body = JSON.stringify({ operationName: name, query: text, variables: {} });
    const response = fetch(${JSON.stringify(GRAPHQL_PATH)}, { method: 'POST', credentials: 'same-origin', headers: ${JSON.stringify(GRAPHQL_HEADERS)}, body });
    response.catch(() => {}); // the app sends it again
    early[name] = { at: performance.now(), response };
  };
  const page = pages[location.pathname.replace(/\\/+$/, '') || '/'];
  const paintFirst = document.documentElement.hasAttribute(${JSON.stringify(PAINT_FIRST_ATTRIBUTE)});
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    send(${JSON.stringify(loaderQuery(SHELL_LOADER))});
    if (page) send(page.query);
    if (paintFirst) {
      element('script', { type: 'module', src: app[0] });
      app.slice(1).forEach(preload);
    }
    let stored = null;
    try { stored = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}); } catch {}
    (language(stored) || language(navigator.language) || locales[${JSON.stringify(DEFAULT_LANGUAGE)}] || []).forEach(preload);
    if (page) page.files.forEach(preload);
  };
  // Once the browser reports the first contentful paint (the frame that ran is not yet on screen
  // when an animation frame's callbacks run), with a timer in case no report comes. A hidden tab
  // paints nothing: it starts at once.
  const afterPaint = () => {
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        start();
      }).observe({ type: 'paint', buffered: true });
    } else requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 500);
  };
  if (!paintFirst || document.visibilityState === 'hidden') start();
  else if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
})();
`;
      const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
      const fileName = `assets/preload-page-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: script });
      const startTag = `<script async src="/${fileName}" ${APP_FILES_ATTRIBUTE}="${appFiles.join(' ')}"></script>`;
      html.source = source.replace('<meta charset="UTF-8" />', `$&\n    ${startTag}`);
    },
  };
}
