import { isObjectType, type GraphQLSchema } from 'graphql';

/** The typename given to ids that don't decode; no type has this name. */
export const INVALID_TYPENAME = '#invalid';

/** True when `typename` names an object type of this schema that implements Node. */
export function isNodeType(schema: GraphQLSchema, typename: string): boolean {
  const type = schema.getType(typename);
  return isObjectType(type) && type.getInterfaces().some((face) => face.name === 'Node');
}

/** Puts the nodes loaded for the known ids back in the order of all ids, null for the rest. */
export async function completeValueList<T, Id>(loaded: Promise<readonly T[]> | readonly T[], all: readonly Id[], known: readonly Id[]) {
  const values = await loaded;
  const byId = new Map(known.map((id, index) => [id, values[index] ?? null]));
  return all.map((id) => byId.get(id) ?? null);
}
