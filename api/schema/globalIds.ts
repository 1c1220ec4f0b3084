import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { createGraphQLError } from 'graphql-yoga';

/** Decodes a Relay global id and insists on its type, so a Meme id can't be passed as a User id. */
export function decodeIDOrThrow(typename: string, globalId: string): number {
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    decoded = { typename: '', id: '' };
  }
  const id = Number(decoded.id);
  if (decoded.typename !== typename || !Number.isSafeInteger(id) || id <= 0) {
    throw createGraphQLError(`Not a valid ${typename} id.`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return id;
}

/** The database id behind a global id, for the REST shims whose clients expect plain numbers. */
export function databaseId(globalId: string): number {
  return Number(decodeGlobalID(globalId).id);
}

export { encodeGlobalID };
