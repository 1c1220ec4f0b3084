// The rules every locale file must follow (run by scripts/i18n-check.ts, tested in
// tests/web/localeCoverage.test.ts). Pure functions: catalogues in, problems out.
import { eachChoice, literalText, parseMessage, type Catalogue } from './i18n-catalogue';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Terms a translation keeps exactly as in English, because they are names or international
 * abbreviations rather than English words. Keep this short: everything else is translated.
 */
export const KEPT_TERMS = [
  'Meme Maker', // the product's name
  'UWU', // name of the partner page, also its address (/uwu)
  'Google', // companies and their services
  'X',
  'Instagram',
  'TikTok',
  'YouTube',
  'Stripe',
  'GIF', // file formats, named the same everywhere
  'GIFs',
  'PNG',
  'JPEG',
  'H.264', // the video format, named the same everywhere
  'WebP',
  'MP4',
  'MB',
  'ID', // identifier, written so in most languages' interfaces
  'URL',
  'UTC', // the time standard the admin figures count days in, written so in every language
  'API', // application programming interface, written so in every language's interface
  'CVC', // printed on the card under this name
  'MM/YY', // the expiry input's format, as printed on cards
  'Doge', // a meme's proper name (a template category)
  'AI', // the abbreviation as used in Asian-language interfaces
  'Emoji', // Japanese words used unchanged in most languages
  'Anime',
];

/**
 * Words spelled exactly as in English that are that language's own word, per locale. A message
 * identical to English passes only if all its words are kept terms or listed here.
 */
export const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  de: ['Status', 'Tokens', 'Administrator', 'Memes'],
  fr: ['Notifications', 'Date', 'Images', 'Page', 'Actions', 'Description'],
  es: ['Error', 'Memes', 'Tokens'],
  it: ['Password'],
  pt: ['Memes', 'Tokens'],
  nl: ['Status', 'Recent', 'token', 'tokens', 'Tokens', 'Memes'],
  pl: ['Administrator'],
  id: ['Status', 'Administrator', 'Email'],
  ms: ['Status', 'Popular'],
  sv: ['Status', 'Memes'],
  da: ['Status', 'Administrator', 'Memes'],
  no: ['Status', 'Administrator', 'Memes'],
  ro: ['Card', 'Administrator'],
  cs: ['Role'],
};

/** Locales written in a non-Latin script: a Latin word there is English left behind. */
export const NON_LATIN_LOCALES = new Set(['ko', 'ja', 'zh', 'th', 'ru', 'uk', 'bg', 'el', 'ar', 'he', 'ur', 'fa', 'hi', 'bn', 'te']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Text with every allowed term removed: whole Latin words only, case-sensitive. Other scripts and
 * digits may touch a term (Korean particles attach to it: "AI가"; sizes read "5MB").
 */
function withoutTerms(text: string, terms: readonly string[]): string {
  // Addresses and paths (https://example.com, /uwu) are the same in every language.
  let rest = text.replace(/https?:\/\/\S+/gu, ' ').replace(/(?<!\S)\/[\w\-/]+/gu, ' ');
  for (const term of [...terms].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(`(?<!\\p{Script=Latin})${escapeRegExp(term)}(?!\\p{Script=Latin})`, 'gu'), ' ');
  }
  return rest;
}

const hasLetters = (text: string) => /\p{L}/u.test(text);

function pluralCategories(code: string, type: Intl.PluralRuleType): Set<string> {
  return new Set(new Intl.PluralRules(code, { type }).resolvedOptions().pluralCategories);
}

/** Problems of a message's plural/select options for this language. */
function choiceProblems(code: string, id: string, elements: MessageFormatElement[], source?: MessageFormatElement[]): string[] {
  const problems: string[] = [];
  const sourceOptions = new Map<string, string[]>();
  if (source) eachChoice(source, (e) => sourceOptions.set(e.value, Object.keys(e.options)));
  eachChoice(elements, (element) => {
    const keys = Object.keys(element.options);
    if (!('pluralType' in element)) {
      const expected = sourceOptions.get(element.value);
      if (expected && expected.slice().sort().join() !== keys.slice().sort().join()) {
        problems.push(`${code}: "${id}": select {${element.value}} has options ${keys.join(', ')}, en has ${expected.join(', ')}`);
      }
      return;
    }
    const categories = pluralCategories(code, element.pluralType ?? 'cardinal');
    const unknown = keys.filter((k) => !categories.has(k) && !/^=\d+$/.test(k));
    const missing = [...categories].filter((c) => !keys.includes(c));
    if (unknown.length)
      problems.push(
        `${code}: "${id}": plural {${element.value}} has ${unknown.join(', ')}, which ${code} does not use (it uses ${[...categories].join(', ')})`,
      );
    if (missing.length) problems.push(`${code}: "${id}": plural {${element.value}} lacks ${missing.join(', ')} (${code} uses ${[...categories].join(', ')})`);
  });
  return problems;
}

function parseOrReport(code: string, id: string, message: unknown, problems: string[]): MessageFormatElement[] | null {
  if (typeof message !== 'string') {
    problems.push(`${code}: "${id}" is not a string`);
    return null;
  }
  try {
    return parseMessage(message);
  } catch (error) {
    problems.push(`${code}: "${id}" is not valid ICU: ${(error as Error).message}`);
    return null;
  }
}

/** Problems of the English source itself: syntax and plural categories. */
export function checkSource(en: Catalogue): string[] {
  const problems: string[] = [];
  for (const [id, message] of Object.entries(en)) {
    const elements = parseOrReport('en', id, message, problems);
    if (elements) problems.push(...choiceProblems('en', id, elements));
  }
  return problems;
}

/**
 * Problems of one translation that formatjs verify (scripts/i18n-parity.ts) cannot see: syntax,
 * the language's own plural categories, empty messages and English left behind. Ids and message
 * structure against en.json are formatjs verify's.
 */
export function checkLocale(code: string, en: Catalogue, messages: Catalogue): string[] {
  const problems: string[] = [];
  const sameWords = [...KEPT_TERMS, ...(SAME_AS_ENGLISH[code] ?? [])];
  for (const [id, message] of Object.entries(messages)) {
    if (!Object.hasOwn(en, id)) continue;
    const elements = parseOrReport(code, id, message, problems);
    const source = parseOrReport('en', id, en[id], []);
    if (!elements || !source) continue;

    problems.push(...choiceProblems(code, id, elements, source));

    const text = literalText(elements);
    if (message.trim() === '') problems.push(`${code}: "${id}" is empty`);
    if (message === en[id] && hasLetters(withoutTerms(text, sameWords))) {
      problems.push(`${code}: "${id}" is the English text "${message}" (translate it, or list a name in KEPT_TERMS)`);
    }
    if (NON_LATIN_LOCALES.has(code)) {
      const latin = withoutTerms(text, KEPT_TERMS).match(/\p{Script=Latin}+/gu);
      if (latin) problems.push(`${code}: "${id}" has Latin-script words left: ${latin.join(' ')}`);
    }
  }
  return problems;
}
