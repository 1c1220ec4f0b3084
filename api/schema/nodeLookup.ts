import { isObjectType, type GraphQLSchema } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { databaseIdOf } from './globalIds';

/** The typename given to ids that don't decode; no type has this name. */
export const INVALID_TYPENAME = '#invalid';

/**
 * True when `typename` names an object type of this schema that implements Node (and, given an id,
 * when a table-backed type's id is one its INTEGER column can hold, so `User:NaN` or `Meme:2147483648`
 * is "no such node" instead of a database error).
 */
export function isNodeType(schema: GraphQLSchema, typename: string, id?: string): boolean {
  const type = schema.getType(typename);
  if (!isObjectType(type) || !type.getInterfaces().some((face) => face.name === 'Node')) return false;
  const tableBacked = Boolean((type.extensions as { pothosPrismaLoader?: unknown }).pothosPrismaLoader);
  return id === undefined || !tableBacked || databaseIdOf(id) !== null;
}

/** How many ids one `nodes(ids:)` may ask for (SECURITY.md). */
export const MAX_NODE_IDS = 100;

/** Refuses a `nodes(ids:)` list longer than MAX_NODE_IDS with a message the client can act on. */
export function checkNodeIdCount(ids: readonly unknown[]): void {
  if (ids.length > MAX_NODE_IDS) {
    throw createGraphQLError(`\`ids\` may hold at most ${MAX_NODE_IDS} ids; ask for the rest in another request.`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
}

/** Puts the nodes loaded for the known ids back in the order of all ids, null for the rest. */
export async function completeValueList<T, Id>(loaded: Promise<readonly T[]> | readonly T[], all: readonly Id[], known: readonly Id[]) {
  const values = await loaded;
  const byId = new Map(known.map((id, index) => [id, values[index] ?? null]));
  return all.map((id) => byId.get(id) ?? null);
}
