import { builder } from './builder';
import { ROW_NODE } from './rowNode';

/** A pack of Meme Fuel for sale. Public: the pricing page shows packs to everybody. */
export const TokenPackNode = builder.prismaNode('TokenPack', {
  ...ROW_NODE,
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    tokenCount: t.exposeInt('tokenCount'),
    price: t.exposeInt('price', { description: 'In cents.' }),
    featured: t.exposeBoolean('featured'),
  }),
});

builder.queryField('tokenPacks', (t) =>
  t.prismaField({
    type: ['TokenPack'],
    description: 'Every pack for sale, cheapest first.',
    // Public: the pricing page shows the packs to visitors too.
    resolve: (query, _root, _args, context) => context.prisma.tokenPack.findMany({ ...query, orderBy: [{ price: 'asc' }, { id: 'asc' }] }),
  }),
);
