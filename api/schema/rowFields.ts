// Payload and event fields that answer with one row by its id, as the client asks for it (Pothos'
// `query` selects just that): the purchase or the user a payment, a change or an event is about.
import type { Context } from '../context';
import type { builder } from './builder';
import { TokenPurchaseNode } from './purchase';

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
type FieldBuilder<Parent> = PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, Parent>;

/** The purchase `purchaseId` names. */
export function purchaseField<Parent>(t: FieldBuilder<Parent>, purchaseId: (parent: Parent) => number, description?: string) {
  return t.prismaField({
    type: TokenPurchaseNode,
    description,
    resolve: (query, parent, _args, context) => context.prisma.userTokenPurchase.findUniqueOrThrow({ ...query, where: { id: purchaseId(parent) } }),
  });
}

/** The user `userId` names (e.g. signedInUser, with the balance just changed). */
export function userField<Parent>(t: FieldBuilder<Parent>, userId: (parent: Parent, context: Context) => number, description?: string) {
  return t.prismaField({
    type: 'User',
    description,
    resolve: (query, parent, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId(parent, context) } }),
  });
}

/** For userField: the user signed in (the field's parent is only about them). */
export const signedInUser = (_parent: unknown, context: Context) => context.viewer!.id;
