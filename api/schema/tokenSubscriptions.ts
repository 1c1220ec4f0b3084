import { builder } from './builder';
import { TokenPurchaseNode } from './purchase';

builder.subscriptionType({});

// Public API (developers page, GraphiQL example): keeps its Int type; the web uses viewerBalanceChanged.
builder.subscriptionField('tokenBalanceChanged', (t) =>
  t.int({
    description: "The signed-in user's new Meme Fuel balance, each time it changes.",
    authScopes: { user: true },
    subscribe: (_root, _args, context) => context.pubsub.subscribe('tokenBalanceChanged', context.viewer!.id),
    resolve: (event: { balance: number }) => event.balance,
  }),
);

builder.subscriptionField('viewerBalanceChanged', (t) =>
  t.prismaField({
    type: 'User',
    description: 'The signed-in user, with the new Meme Fuel balance, each time it changes (a Relay client updates its record by itself).',
    authScopes: { user: true },
    subscribe: (_root, _args, context) => context.pubsub.subscribe('tokenBalanceChanged', context.viewer!.id),
    resolve: (query, _event, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: context.viewer!.id } }),
  }),
);

type PaymentCompletedEvent = { purchaseId: number; balance: number };

const PaymentCompleted = builder.objectRef<PaymentCompletedEvent>('PaymentCompleted').implement({
  description: 'A purchase of the signed-in user was paid and its tokens credited.',
  fields: (t) => ({
    balance: t.exposeInt('balance', { description: 'The Meme Fuel balance right after the credit.' }),
    viewer: t.prismaField({
      type: 'User',
      description: 'The buyer, with the new balance.',
      resolve: (query, _event, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: context.viewer!.id } }),
    }),
    purchase: t.prismaField({
      type: TokenPurchaseNode,
      resolve: (query, event, _args, context) => context.prisma.userTokenPurchase.findUniqueOrThrow({ ...query, where: { id: event.purchaseId } }),
    }),
  }),
});

builder.subscriptionField('paymentCompleted', (t) =>
  t.field({
    type: PaymentCompleted,
    description: "Each of the signed-in user's purchases as it completes, in every open tab.",
    authScopes: { user: true },
    subscribe: (_root, _args, context) => context.pubsub.subscribe('paymentCompleted', context.viewer!.id),
    resolve: (event: PaymentCompletedEvent) => event,
  }),
);
