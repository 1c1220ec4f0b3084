// The generic caption patterns of the offline engine in each interface language
// (phrases/<code>.json, same shape as phrases/en.json). Read once per language, on first use.
import { readFileSync } from 'node:fs';
import { LANGUAGE_CODES } from '../languages';
import type { Pattern } from './patterns';

export type BoxCount = 1 | 2 | 3 | 4;

/** What a box is for, as far as the offline engine cares (see ./roles.ts). */
export type RoleKind = 'topic' | 'rejected' | 'me' | 'reaction';

/**
 * Generic patterns by number of boxes (each pattern has that many captions); captions by box role
 * (the n-th caption of every role goes together in one meme); and the patterns written for each of
 * the best-known templates, by template id, one caption per box in the template's order.
 */
export type Phrases = {
  /** Word lists for reading a prompt in this language (see ./grammar.ts). */
  grammar?: Readonly<Partial<Record<'when' | 'versus' | 'or' | 'subjects' | 'finite' | 'requestPrefixes', readonly string[]>>>;
  generic: Readonly<Record<BoxCount, readonly Pattern[]>>;
  roles?: Readonly<Partial<Record<RoleKind, readonly string[]>>>;
  templates?: Readonly<Record<string, readonly Pattern[]>>;
};

const loaded = new Map<string, Phrases>();

/** The patterns of `locale`; every supported language has its file (tested), others get English. */
export function phrasesFor(locale: string): Phrases {
  const code = LANGUAGE_CODES.includes(locale) ? locale : 'en';
  let phrases = loaded.get(code);
  if (!phrases) {
    phrases = JSON.parse(readFileSync(new URL(`./phrases/${code}.json`, import.meta.url), 'utf8')) as Phrases;
    loaded.set(code, phrases);
  }
  return phrases;
}
