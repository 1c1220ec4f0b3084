// The usual shape of our mutations: one required `input` argument, and a result union
// `<Name>Result` that is the payload itself or one of the listed errors (the errors plugin's
// directResult), so a client selects `... on <Payload>` and `... on UserError`.
import type { InputObjectRef, ObjectRef } from '@pothos/core';
import type { Context } from '../context';
import { builder } from './builder';

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
type Scopes = { [Scope in keyof SchemaTypes['AuthScopes']]?: SchemaTypes['AuthScopes'][Scope] };
type ErrorClass = new (...args: never[]) => Error;

/** Registers the mutation `name`; `resolve` gets the input and answers with the payload or throws one of `errors`. */
export function inputMutation<Input extends object, Payload>(
  name: string,
  input: InputObjectRef<SchemaTypes, Input>,
  options: {
    payload: ObjectRef<SchemaTypes, Payload>;
    description: string;
    /** Left out for a public mutation (anybody, signed in or not). */
    authScopes?: Scopes;
    errors: ErrorClass[];
    resolve: (input: Input, context: Context) => Promise<Payload>;
  },
) {
  builder.mutationField(name, (t) =>
    t.field({
      type: options.payload,
      description: options.description,
      ...(options.authScopes ? { authScopes: options.authScopes } : {}),
      args: { input: t.arg({ type: input, required: true }) },
      errors: { types: options.errors, directResult: true, union: { name: `${name[0]!.toUpperCase()}${name.slice(1)}Result` } },
      // Pothos cannot work out its result type for a generic Payload; callers' `resolve` is checked above.
      resolve: (_root, args, context) => options.resolve((args as { input: Input }).input, context) as never,
    }),
  );
}
