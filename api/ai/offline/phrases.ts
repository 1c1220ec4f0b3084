// The generic caption patterns of the offline engine in each interface language
// (phrases/<code>.json, same shape as phrases/en.json). Read once per language, on first use.
import { existsSync, readFileSync } from 'node:fs';
import { LANGUAGE_CODES } from '../languages';
import type { Pattern } from './patterns';

export type BoxCount = 1 | 2 | 3 | 4;

/** Generic patterns by number of boxes; each pattern has that many captions. */
export type Phrases = { generic: Readonly<Record<BoxCount, readonly Pattern[]>> };

const loaded = new Map<string, Phrases>();

function read(code: string): Phrases | undefined {
  const file = new URL(`./phrases/${code}.json`, import.meta.url);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as Phrases;
}

/** The patterns of `locale` (a supported code), or English when that language has none. */
export function phrasesFor(locale: string): Phrases {
  const code = LANGUAGE_CODES.includes(locale) ? locale : 'en';
  let phrases = loaded.get(code);
  if (!phrases) {
    phrases = read(code) ?? phrasesFor('en');
    loaded.set(code, phrases);
  }
  return phrases;
}
