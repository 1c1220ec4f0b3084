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

/** Decodes a Relay global id and insists on its type, so a Meme id can't be passed as a User id. */
export function decodeIDOrThrow(typename: string, globalId: string): number {
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    decoded = { typename: '', id: '' };
  }
  const id = databaseIdOf(decoded.id);
  if (decoded.typename !== typename || id === null) {
    throw createGraphQLError(`Not a valid ${typename} id.`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return id;
}

/** The database id behind a global id, for the REST shims whose clients expect plain numbers. */
export function databaseId(globalId: string): number {
  return Number(decodeGlobalID(globalId).id);
}

export { encodeGlobalID };
