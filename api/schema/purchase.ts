import { builder } from './builder';
import './tokenPack';
import { OWNED_ROW_NODE } from './rowNode';

/** A purchase of a token pack. Private: only the buyer (and admins) can read it, by id too. */
export const TokenPurchaseNode = builder.prismaNode('UserTokenPurchase', {
  variant: 'TokenPurchase',
  ...OWNED_ROW_NODE,
  fields: (t) => ({
    createdAt: t.expose('purchaseDate', { type: 'DateTime' }),
    amount: t.exposeInt('amount', { description: 'Price paid, in cents.' }),
    tokenCount: t.exposeInt('tokenCount', { description: 'Tokens credited (the pack may have changed since).' }),
    status: t.exposeString('status', {
      description: 'completed, pending, abandoned (the dialog closed unpaid; never in the history), or anything else meaning failed.',
    }),
    tokenPack: t.relation('pack'),
  }),
});
