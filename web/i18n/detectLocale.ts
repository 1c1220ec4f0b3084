import { DEFAULT_LANGUAGE, findLanguage, LANGUAGE_STORAGE_KEY, type LanguageCode } from './languages';

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

export function storeLanguage(code: LanguageCode) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // the choice then lasts for this page view only
  }
}

/** The stored choice, else the browser language's primary subtag if supported, else English. */
export function detectLocale(): LanguageCode {
  const found = findLanguage(readStoredLanguage()) ?? findLanguage(navigator.language);
  return (found?.code as LanguageCode | undefined) ?? DEFAULT_LANGUAGE;
}
