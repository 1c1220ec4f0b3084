import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { createGraphQLError } from 'graphql-yoga';

/** Largest value of the INTEGER columns that hold our ids (PostgreSQL int4). */
export const MAX_DATABASE_ID = 2_147_483_647;

/** The row id written in decimal inside a global id, or null unless it is one a column can hold. */
export function databaseIdOf(text: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_DATABASE_ID ? id : null;
}

/** The id inside a global id of type `typename`; null for a malformed id or one of another type. */
export function idOfType(typename: string, globalId: string | number): string | null {
  try {
    const decoded = decodeGlobalID(String(globalId));
    return decoded.typename === typename ? decoded.id : null;
  } catch {
    return null;
  }
}

/**
 * The row id inside a global id of type `typename` (so a Meme id can't pass as a User id); null for
 * a malformed id, one of another type, or a number no id column holds. Callers decide what null
 * means to their client: "not found", or decodeIDOrThrow's BAD_USER_INPUT.
 */
export function rowIdOfType(typename: string, globalId: string | number): number | null {
  const id = idOfType(typename, globalId);
  return id === null ? null : databaseIdOf(id);
}

/** Like rowIdOfType, but a bad id is the client's mistake: a BAD_USER_INPUT error naming the type. */
export function decodeIDOrThrow(typename: string, globalId: string): number {
  const id = rowIdOfType(typename, globalId);
  if (id === null) throw createGraphQLError(`Not a valid ${typename} id.`, { extensions: { code: 'BAD_USER_INPUT' } });
  return id;
}

/** The database id behind a global id, for the REST shims whose clients expect plain numbers. */
export function databaseId(typename: string, globalId: string): number {
  const id = rowIdOfType(typename, globalId);
  // The shims only pass ids our own GraphQL answers gave them: another type here is a bug in a shim.
  if (id === null) throw new Error(`${globalId} is not a ${typename} id`);
  return id;
}

export { encodeGlobalID };
