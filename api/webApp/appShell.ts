// The entry pages' first screen in the visitor's language, put into index.html so it paints
// before the app's JS has loaded. The HTML comes from the web build (scripts/vite/prerenderShells.ts
// renders web/shell/renderShell.tsx per language into app-shells.json); the server only picks
// the language, as the browser app will (web/i18n/detectLocale.ts), and inserts it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Written by the build next to index.html; read here, never served. */
export const SHELLS_FILE = 'app-shells.json';

/** What the server needs to pick and insert a shell, without importing anything from web/. */
export type ShellManifest = {
  defaultLanguage: string;
  aliases: Record<string, string>;
  /** The cookie in which the app repeats its language (web/shell/languageCookie.ts). */
  cookie: string;
  /** Language code → its direction and, per path, the HTML inside #root. */
  languages: Record<string, { dir: 'ltr' | 'rtl'; pages: Record<string, string> }>;
};

/**
 * On a page with a shell, `<html>` carries this attribute and the app's script tags are left out:
 * the build's start script (scripts/vite/preloadPageChunks.ts) loads them once the shell has
 * painted, so nothing else is on the line while it downloads. The shell holds each of these pages'
 * largest text, so that paint is the one people (and Lighthouse's LCP) wait for.
 */
export const PAINT_FIRST_ATTRIBUTE = 'data-paint-first';
/** The app's own script tags in index.html: its entry module and module preloads. */
const APP_SCRIPT_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/** What index.html says before a language is chosen, and where the shell goes. */
const HTML_TAG = '<html lang="en" dir="ltr">';
const BOOT_ROOT = '<div id="root"><div id="boot"></div></div>';

export type AppShells = {
  /** index.html for `pathname` in the request's language (`key` names that pair), or null where the page has no shell. */
  page(request: Request, pathname: string): { key: string; html: () => string } | null;
};

/** Loads the build's shells; null when the build made none (an older build, the API tests' stand-in). */
export async function loadAppShells(dir: string, indexHtml: string): Promise<AppShells | null> {
  const file = join(dir, SHELLS_FILE);
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(await readFile(file, 'utf8')) as ShellManifest;
  if (!indexHtml.includes(HTML_TAG) || !indexHtml.includes(BOOT_ROOT)) {
    throw new Error(`${file}: index.html has no ${HTML_TAG} or ${BOOT_ROOT} to put the shell in`);
  }
  const withoutAppScripts = indexHtml.replace(APP_SCRIPT_TAGS, '');
  const supported = (tag: string | null | undefined) => {
    const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const code = manifest.aliases[primary] ?? primary;
    return Object.hasOwn(manifest.languages, code) ? code : undefined;
  };
  return {
    page(request, pathname) {
      const path = pathname.replace(/\/+$/, '') || '/';
      const language =
        supported(readCookie(request.headers.get('cookie'), manifest.cookie)) ??
        // The browser app reads navigator.language: the first tag the browser sends.
        supported(request.headers.get('accept-language')?.split(',')[0]?.split(';')[0]) ??
        manifest.defaultLanguage;
      const shell = manifest.languages[language];
      const page = shell?.pages[path];
      if (!shell || page === undefined) return null;
      const htmlTag = `<html lang="${language}" dir="${shell.dir}" ${PAINT_FIRST_ATTRIBUTE}>`;
      return {
        key: `${language} ${path}`,
        html: () => withoutAppScripts.replace(HTML_TAG, htmlTag).replace(BOOT_ROOT, () => `<div id="root">${page}</div>`),
      };
    },
  };
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) {
      try {
        return decodeURIComponent(value.join('=').trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
