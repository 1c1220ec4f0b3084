/**
 * The spec's 34 interface languages (section 3), listed in the language picker by English name
 * (alphabetically, so a long list can be scanned). Each has `locales/<code>.json` with every id of
 * `locales/en.json`; `npm run i18n:check` enforces that.
 */
export const languages = [
  { code: 'ar', englishName: 'Arabic', dir: 'rtl' },
  { code: 'bn', englishName: 'Bengali', dir: 'ltr' },
  { code: 'bg', englishName: 'Bulgarian', dir: 'ltr' },
  { code: 'zh', englishName: 'Chinese', dir: 'ltr' },
  { code: 'cs', englishName: 'Czech', dir: 'ltr' },
  { code: 'da', englishName: 'Danish', dir: 'ltr' },
  { code: 'nl', englishName: 'Dutch', dir: 'ltr' },
  { code: 'en', englishName: 'English', dir: 'ltr' },
  { code: 'fil', englishName: 'Filipino', dir: 'ltr' },
  { code: 'fi', englishName: 'Finnish', dir: 'ltr' },
  { code: 'fr', englishName: 'French', dir: 'ltr' },
  { code: 'de', englishName: 'German', dir: 'ltr' },
  { code: 'el', englishName: 'Greek', dir: 'ltr' },
  { code: 'he', englishName: 'Hebrew', dir: 'rtl' },
  { code: 'hi', englishName: 'Hindi', dir: 'ltr' },
  { code: 'hu', englishName: 'Hungarian', dir: 'ltr' },
  { code: 'id', englishName: 'Indonesian', dir: 'ltr' },
  { code: 'it', englishName: 'Italian', dir: 'ltr' },
  { code: 'ja', englishName: 'Japanese', dir: 'ltr' },
  { code: 'ko', englishName: 'Korean', dir: 'ltr' },
  { code: 'ms', englishName: 'Malay', dir: 'ltr' },
  { code: 'no', englishName: 'Norwegian', dir: 'ltr' },
  { code: 'fa', englishName: 'Persian', dir: 'rtl' },
  { code: 'pl', englishName: 'Polish', dir: 'ltr' },
  { code: 'pt', englishName: 'Portuguese', dir: 'ltr' },
  { code: 'ro', englishName: 'Romanian', dir: 'ltr' },
  { code: 'ru', englishName: 'Russian', dir: 'ltr' },
  { code: 'es', englishName: 'Spanish', dir: 'ltr' },
  { code: 'sv', englishName: 'Swedish', dir: 'ltr' },
  { code: 'te', englishName: 'Telugu', dir: 'ltr' },
  { code: 'th', englishName: 'Thai', dir: 'ltr' },
  { code: 'tr', englishName: 'Turkish', dir: 'ltr' },
  { code: 'uk', englishName: 'Ukrainian', dir: 'ltr' },
  { code: 'ur', englishName: 'Urdu', dir: 'rtl' },
  { code: 'vi', englishName: 'Vietnamese', dir: 'ltr' },
] as const satisfies readonly Language[];

export type Language = { code: string; englishName: string; dir: 'ltr' | 'rtl' };
export type LanguageCode = (typeof languages)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Browser storage key of the chosen language (kept from the previous i18next-based client). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

// Tags browsers still report for languages whose code changed or that go by a macrolanguage:
// Norwegian Bokmål and Nynorsk read Norwegian, old Hebrew/Indonesian codes, Tagalog → Filipino.
export const LANGUAGE_ALIASES: Readonly<Record<string, LanguageCode>> = { nb: 'no', nn: 'no', iw: 'he', in: 'id', tl: 'fil' };

/** The supported language of a code or browser tag, by its primary subtag (`pt-BR` → Portuguese). */
export function findLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const primary = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const wanted = LANGUAGE_ALIASES[primary] ?? primary;
  return languages.find((l) => l.code === wanted);
}
