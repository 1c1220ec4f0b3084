import { isolateArguments } from './isolateArguments';
import { findLanguage, type LanguageCode } from './languages';
import type { Messages } from './messageIds';

// One chunk per locale file; only the active language's chunk is downloaded. The files are
// ICU strings on disk; vite.config.ts serves them pre-parsed (see precompiledMessages).
const catalogs = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });

export async function loadMessages(code: LanguageCode): Promise<Messages> {
  const load = catalogs[`../../locales/${code}.json`];
  if (!load) throw new Error(`No locale file for "${code}"`);
  const messages = await load();
  return findLanguage(code)?.dir === 'rtl' ? isolateArguments(messages) : messages;
}

/** Points <html lang dir> at the active language (screen readers, hyphenation, RTL layout). */
export function applyDocumentLanguage(code: LanguageCode) {
  const root = document.documentElement;
  root.lang = code;
  root.dir = findLanguage(code)?.dir ?? 'ltr';
}
