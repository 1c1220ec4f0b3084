// Walking the schema for the access tests (SECURITY.md checks 6 and 19): every object field with the
// scopes it asks for, and well-typed argument literals, so a new field is covered without editing a test.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { schema } from '../../api/schema/index';

/** A parent whose every property is the same number, to learn which scopes a scope function asks for. */
const PROBE = new Proxy({}, { get: () => 1 });

/** The scope names an authScopes option requires (a map, or a function probed with a stand-in parent); undefined without one. */
function scopeNames(authScopes: unknown): string[] | undefined {
  if (!authScopes) return undefined;
  const map = (typeof authScopes === 'function' ? (authScopes as (...args: unknown[]) => unknown)(PROBE, {}, {}, {}) : authScopes) as
    Record<string, unknown> | boolean;
  if (typeof map !== 'object' || map === null) throw new Error('authScopes that are not a scope map cannot be classified: give this field a scope map');
  return Object.keys(map).filter((key) => key !== '$any' && key !== '$all');
}

function pothosScopes(extensions: unknown): string[] | undefined {
  return scopeNames((extensions as { pothosOptions?: { authScopes?: unknown } } | null)?.pothosOptions?.authScopes);
}

export type ScopedField = {
  type: GraphQLObjectType;
  field: GraphQLField<unknown, unknown>;
  /** The field's own authScopes, if it has any. */
  fieldScopes: string[] | undefined;
  /** Its type's authScopes, if the type has any. */
  typeScopes: string[] | undefined;
};

/** Every field of every object type of the schema, with its scopes and its type's. */
export function scopedFields(): ScopedField[] {
  const found: ScopedField[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const typeScopes = pothosScopes(type.extensions);
    for (const field of Object.values(type.getFields())) found.push({ type, field, fieldScopes: pothosScopes(field.extensions), typeScopes });
  }
  return found;
}

/** A literal of the argument's type (a well-typed value, so the scope check is what decides); ids are `id`. */
export function argumentLiteral(type: GraphQLInputType, id: string): string {
  if (isNonNullType(type)) return argumentLiteral(type.ofType, id);
  if (isListType(type)) return '[]';
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${required.map((field) => `${field.name}: ${argumentLiteral(field.type, id)}`).join(', ')} }`;
  }
  if (type.name === 'Int' || type.name === 'Float') return '1';
  if (type.name === 'Boolean') return 'false';
  if (type.name === 'ID') return JSON.stringify(id);
  return '"x"';
}

/** ` { __typename }` for a field of an object, union or interface type; nothing for a leaf. */
export function minimalSelection(field: GraphQLField<unknown, unknown>): string {
  return isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
}

/** The field called with literals for its required arguments, and the least selection it needs. */
export function fieldCall(field: GraphQLField<unknown, unknown>, id: string): string {
  const args = field.args.filter((arg) => isNonNullType(arg.type));
  const argText = args.length ? `(${args.map((arg) => `${arg.name}: ${argumentLiteral(arg.type, id)}`).join(', ')})` : '';
  return `${field.name}${argText}${minimalSelection(field)}`;
}
