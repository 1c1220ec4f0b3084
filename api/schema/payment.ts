// Buying Meme Fuel: start a payment for a pack, and (test mode only) confirm it with a test card.
// Resolvers are thin: the rules live in api/services/purchases.
import { confirmSimulatedPayment } from '../services/purchases/simulatedPayment';
import { startPurchase, type StartedPurchase } from '../services/purchases/startPurchase';
import { builder } from './builder';
import { sessionOnly } from './sessionOnly';
import { requireRowId } from './globalIds';
import { PackNotFoundError, PaymentFailedError, PaymentInitError, PaymentNotFoundError, SimulatedPaymentsUnavailableError } from './paymentErrors';
import { purchaseField, userField } from './rowFields';

const CreatePaymentIntentSuccess = builder.objectRef<StartedPurchase>('CreatePaymentIntentSuccess').implement({
  description: 'A payment waiting for the card: confirm it in the browser with the client secret.',
  fields: (t) => ({
    clientSecret: t.string({
      description: "Stripe's PaymentIntent client secret, or test mode's stand-in for it.",
      resolve: (started) => started.clientSecret,
    }),
    testMode: t.boolean({
      description: 'True when payments are simulated: confirm with confirmSimulatedPayment, no card is charged.',
      resolve: (started) => started.mode === 'simulated',
    }),
    purchase: purchaseField(t, (started) => started.purchase.id, 'The pending purchase this payment completes.'),
  }),
});

builder.mutationField('createPaymentIntent', (t) =>
  t.field({
    type: CreatePaymentIntentSuccess,
    description: "Starts buying a pack at the pack table's price; returns the client secret the card form confirms.",
    authScopes: sessionOnly,
    args: { packId: t.arg.globalID({ required: true, description: 'A TokenPack id.' }) },
    errors: { types: [PackNotFoundError, PaymentInitError], directResult: true, union: { name: 'CreatePaymentIntentResult' } },
    resolve: (_root, { packId }, context) => startPurchase(context, requireRowId('TokenPack', packId)),
  }),
);

const ConfirmSimulatedPaymentInput = builder.inputType('ConfirmSimulatedPaymentInput', {
  fields: (t) => ({
    clientSecret: t.string({ required: true, description: 'From createPaymentIntent.' }),
    cardNumber: t.string({ required: true, description: '4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.' }),
    expiry: t.string({ required: true, description: 'MM/YY' }),
    cvc: t.string({ required: true }),
  }),
});

type ConfirmedPayment = { purchaseId: number; userId: number };

const ConfirmSimulatedPaymentSuccess = builder.objectRef<ConfirmedPayment>('ConfirmSimulatedPaymentSuccess').implement({
  description: 'The test payment went through: the purchase is completed and the tokens credited.',
  fields: (t) => ({
    purchase: purchaseField(t, (paid) => paid.purchaseId),
    viewer: userField(t, (paid) => paid.userId, 'The buyer, with the new balance.'),
  }),
});

builder.mutationField('confirmSimulatedPayment', (t) =>
  t.field({
    type: ConfirmSimulatedPaymentSuccess,
    description: 'Test mode only: pays a pending purchase with a test card, through the same completion path as a Stripe webhook.',
    authScopes: sessionOnly,
    args: { input: t.arg({ type: ConfirmSimulatedPaymentInput, required: true }) },
    errors: {
      types: [PaymentFailedError, PaymentNotFoundError, SimulatedPaymentsUnavailableError],
      directResult: true,
      union: { name: 'ConfirmSimulatedPaymentResult' },
    },
    resolve: async (_root, { input }, context) => {
      const purchase = await confirmSimulatedPayment(context, {
        clientSecret: input.clientSecret,
        card: { number: input.cardNumber, expiry: input.expiry, cvc: input.cvc },
      });
      return { purchaseId: purchase.id, userId: purchase.userId };
    },
  }),
);
