// The share page speaks the viewer's language as the app does (web/i18n/detectLocale.ts and the
// HTML shells, api/webApp/appShell.ts): the language the app remembered in its cookie, else the
// browser's Accept-Language, else English. Texts come from locales/<code>.json.
import { readFileSync } from 'node:fs';
import { LANGUAGE_CODES } from '../ai/languages';

/** The cookie in which the app repeats its language (web/shell/languageCookie.ts). */
const LANGUAGE_COOKIE = 'mm-lang';
// As web/i18n/languages.ts: old or macrolanguage tags browsers still send, and right-to-left scripts.
const ALIASES: Readonly<Record<string, string>> = { nb: 'no', nn: 'no', iw: 'he', in: 'id', tl: 'fil' };
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);

export type PageLanguage = { code: string; dir: 'ltr' | 'rtl'; text: (id: string, values?: Record<string, string>) => string };

/** The language to answer `request` in, with its texts. */
export function pageLanguage(request: Request): PageLanguage {
  const code =
    supported(cookie(request.headers.get('cookie'))) ?? acceptedLanguages(request.headers.get('accept-language')).map(supported).find(Boolean) ?? 'en';
  const messages = catalogue(code);
  const english = catalogue('en');
  return {
    code,
    dir: RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr',
    text: (id, values = {}) => (messages[id] ?? english[id] ?? id).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole),
  };
}

function supported(tag: string | undefined): string | undefined {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const code = ALIASES[primary] ?? primary;
  return LANGUAGE_CODES.includes(code) ? code : undefined;
}

/** Accept-Language's tags, most wanted first (`q=0` ones left out). */
function acceptedLanguages(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

function cookie(header: string | null): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === LANGUAGE_COOKIE) return value.join('=').trim();
  }
  return undefined;
}

const loaded = new Map<string, Readonly<Record<string, string>>>();

function catalogue(code: string): Readonly<Record<string, string>> {
  let messages = loaded.get(code);
  if (!messages) {
    messages = JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Record<string, string>;
    loaded.set(code, messages);
  }
  return messages;
}
