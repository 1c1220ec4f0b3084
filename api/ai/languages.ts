// The spec's 34 interface languages (section 3), by English name: a model is told to write its
// captions "in Korean", which every model understands better than "in ko".
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  ko: 'Korean',
  ja: 'Japanese',
  es: 'Spanish',
  tr: 'Turkish',
  pl: 'Polish',
  it: 'Italian',
  de: 'German',
  pt: 'Portuguese',
  fr: 'French',
  nl: 'Dutch',
  th: 'Thai',
  zh: 'Chinese',
  vi: 'Vietnamese',
  ru: 'Russian',
  ar: 'Arabic',
  hi: 'Hindi',
  id: 'Indonesian',
  ms: 'Malay',
  fil: 'Filipino',
  sv: 'Swedish',
  da: 'Danish',
  fi: 'Finnish',
  no: 'Norwegian',
  cs: 'Czech',
  hu: 'Hungarian',
  ro: 'Romanian',
  bg: 'Bulgarian',
  el: 'Greek',
  uk: 'Ukrainian',
  he: 'Hebrew',
  ur: 'Urdu',
  fa: 'Persian',
  bn: 'Bengali',
  te: 'Telugu',
};

/** The supported primary language of a locale tag (`pt-BR` → `pt`), or English. */
export function captionLocale(tag: string | null | undefined): string {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  // Own keys only: `constructor` or `toString` are not languages.
  return Object.hasOwn(LANGUAGE_NAMES, primary) ? primary : 'en';
}

/** English name of a supported language code (`ko` → `Korean`). */
export function languageName(code: string): string {
  return Object.hasOwn(LANGUAGE_NAMES, code) ? LANGUAGE_NAMES[code]! : 'English';
}

/** Every supported language code, English first. */
export const LANGUAGE_CODES: readonly string[] = Object.keys(LANGUAGE_NAMES);
