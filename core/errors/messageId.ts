import type en from '../../locales/en.json';

/**
 * Any id of the English source catalogue, locales/en.json. A type-only import: the web bundle does
 * not get the catalogue from here, and the server reads the English text from it (api/services/errors.ts).
 */
export type MessageId = keyof typeof en;

/** A table of message ids, checked against en.json by the compiler. */
export function messageIds<const Ids extends Record<string, MessageId>>(ids: Ids): Ids {
  return ids;
}
