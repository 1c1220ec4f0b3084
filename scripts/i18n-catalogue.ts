// Shared by the i18n scripts: where the locale files are, how to read them, and how to walk an
// ICU message.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { languages } from '../web/i18n/languages';

export type Catalogue = Record<string, string>;

export const root = fileURLToPath(new URL('..', import.meta.url));
export const localeCodes: readonly string[] = languages.map((l) => l.code);

export const localePath = (code: string) => `${root}locales/${code}.json`;

/** The locale file as a flat id → ICU message map, or null when the file does not exist. */
export function readCatalogue(code: string): Catalogue | null {
  const path = localePath(code);
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8')) as Catalogue;
}

/** Writes a catalogue with its ids in the order of en.json, two-space JSON like the others. */
export function writeCatalogue(code: string, messages: Catalogue, order: readonly string[]) {
  const sorted: Catalogue = {};
  for (const id of order) if (id in messages) sorted[id] = messages[id]!;
  writeFileSync(localePath(code), `${JSON.stringify(sorted, null, 2)}\n`);
}

export function parseMessage(message: string): MessageFormatElement[] {
  return parse(message, { requiresOtherClause: true });
}

/** Calls `visit` for every plural and select element of a message, nested ones included. */
export function eachChoice(elements: MessageFormatElement[], visit: (element: Extract<MessageFormatElement, { options: unknown }>) => void) {
  for (const element of elements) {
    if (element.type === TYPE.tag) eachChoice(element.children, visit);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      visit(element);
      for (const option of Object.values(element.options)) eachChoice(option.value, visit);
    }
  }
}

/** The literal text of a message, arguments and tags removed (what a reader sees besides values). */
export function literalText(elements: MessageFormatElement[]): string {
  let text = '';
  for (const element of elements) {
    if (element.type === TYPE.literal) text += element.value;
    else if (element.type === TYPE.tag) text += ` ${literalText(element.children)} `;
    else if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) text += ` ${literalText(option.value)} `;
    } else text += ' ';
  }
  return text;
}
