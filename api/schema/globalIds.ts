import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { createGraphQLError } from 'graphql-yoga';

/** Largest value of the INTEGER columns that hold our ids (PostgreSQL int4). */
export const MAX_DATABASE_ID = 2_147_483_647;

/**
 * A global id as a `t.arg.globalID()` argument reaches a resolver: decoded by the builder's
 * decodeGlobalID (a malformed one carries a typename no type has), the type not yet checked.
 */
export type DecodedGlobalID = { typename: string; id: string | number };

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
 * The one decoder of row ids: the row id inside a global id of type `typename` (so a Meme id can't
 * pass as a User id); null for a malformed id, one of another type, or a number no id column holds.
 * Callers decide what null means to their client: null, "not found", or BAD_USER_INPUT.
 */
export function rowIdOf(typename: string, globalId: DecodedGlobalID | string): number | null {
  if (typeof globalId === 'string') {
    const id = idOfType(typename, globalId);
    return id === null ? null : databaseIdOf(id);
  }
  return globalId.typename === typename ? databaseIdOf(String(globalId.id)) : null;
}

/** The row id, or the caller's error for a bad id: by default the client's mistake, BAD_USER_INPUT naming the type. */
export function requireRowId(typename: string, globalId: DecodedGlobalID | string, error: () => Error = () => invalidIdError(typename)): number {
  const id = rowIdOf(typename, globalId);
  if (id === null) throw error();
  return id;
}

function invalidIdError(typename: string): Error {
  return createGraphQLError(`Not a valid ${typename} id.`, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** The database id behind a global id, for the REST shims whose clients expect plain numbers. */
export function databaseId(typename: string, globalId: string): number {
  // The shims only pass ids our own GraphQL answers gave them: another type here is a bug in a shim.
  return requireRowId(typename, globalId, () => new Error(`${globalId} is not a ${typename} id`));
}

export { encodeGlobalID };
