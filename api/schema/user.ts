import { IN_PURCHASE_HISTORY } from '../services/purchases/cancelPurchase';
import { builder } from './builder';
import './meme';
import { TokenPurchaseNode } from './purchase';
import { ROW_NODE } from './rowNode';

// Private fields: readable by the user themself and by admins; null (or refused, when not
// nullable) for everybody else.
const selfOnly = { authScopes: (user: { id: number }) => ({ self: user.id }) };
const selfOrNull = { ...selfOnly, unauthorizedResolver: () => null };

/** A person with an account. */
export const UserNode = builder.prismaNode('User', {
  ...ROW_NODE,
  fields: (t) => ({
    username: t.exposeString('username'),
    isAdmin: t.exposeBoolean('isAdmin'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    email: t.exposeString('email', { nullable: true, ...selfOrNull }),
    tokens: t.exposeInt('tokens', { nullable: true, description: 'Meme Fuel balance.', ...selfOrNull }),
    status: t.exposeString('status', { description: "'active', or another value when the account is banned.", ...selfOnly }),
    lastTokenReset: t.expose('lastTokenReset', { type: 'DateTime', nullable: true, ...selfOrNull }),
    profilePicture: t.exposeString('profilePicture', { nullable: true, description: 'Image URL from the sign-in provider.', ...selfOrNull }),
    memes: t.relatedConnection('memes', {
      description: 'Newest first; only the starred ones with favoritesOnly.',
      cursor: 'id',
      args: { favoritesOnly: t.arg.boolean({ defaultValue: false }) },
      query: ({ favoritesOnly }) => ({ where: favoritesOnly ? { favorite: true } : {}, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
      ...selfOnly,
    }),
    purchases: t.relatedConnection('purchases', {
      description: 'Newest first; purchases abandoned before paying are not history.',
      cursor: 'id',
      type: TokenPurchaseNode,
      query: { where: IN_PURCHASE_HISTORY, orderBy: [{ purchaseDate: 'desc' }, { id: 'desc' }] },
      ...selfOnly,
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null for a visitor.',
    // Public: answering "who am I" is how a client learns it is a visitor.
    skipTypeScopes: true,
    resolve: (query, _root, _args, context) => {
      // Read the selection even for a visitor (who needs no query): Pothos' unused-query check
      // would otherwise fail a visitor's `viewer { memes { … } }` with a 500.
      const selection = { ...query };
      return context.viewer ? context.prisma.user.findUnique({ ...selection, where: { id: context.viewer.id } }) : null;
    },
  }),
);
