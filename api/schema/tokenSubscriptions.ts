import { builder } from './builder';
import { purchaseField, signedInUser, userField } from './rowFields';

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
    viewer: userField(t, signedInUser, 'The buyer, with the new balance.'),
    purchase: purchaseField(t, (event) => event.purchaseId),
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
