// Closing the payment dialog without paying: the purchase's intent is canceled and the purchase
// leaves the history. Resolvers are thin: the rules live in api/services/purchases/cancelPurchase.
import { cancelPurchase } from '../services/purchases/cancelPurchase';
import { builder } from './builder';
import { sessionOnly } from './sessionOnly';
import { requireRowId } from './globalIds';
import { PaymentNotFoundError } from './paymentErrors';
import { purchaseField } from './rowFields';

type CanceledPurchase = { purchaseId: number };

const CancelPurchaseSuccess = builder.objectRef<CanceledPurchase>('CancelPurchaseSuccess').implement({
  description: "The purchase as it stands now: 'abandoned' when canceled, unchanged when the payer had already paid.",
  fields: (t) => ({
    purchase: purchaseField(t, (canceled) => canceled.purchaseId),
  }),
});

builder.mutationField('cancelPurchase', (t) =>
  t.field({
    type: CancelPurchaseSuccess,
    description: 'The buyer closed the payment dialog without paying: cancels the pending purchase and its PaymentIntent.',
    authScopes: sessionOnly,
    args: { id: t.arg.globalID({ required: true, description: 'A TokenPurchase id, from createPaymentIntent.' }) },
    errors: { types: [PaymentNotFoundError], directResult: true, union: { name: 'CancelPurchaseResult' } },
    resolve: async (_root, { id }, context) => {
      const purchase = await cancelPurchase(context, requireRowId('TokenPurchase', id));
      return { purchaseId: purchase.id };
    },
  }),
);
