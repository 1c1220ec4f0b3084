import type { Logger } from '../platform/log';
import { stripeClientFor, type StripeSettings } from './stripeClient';
import { PaymentProviderError, type PaymentProvider } from './types';

/** Stripe's answer when an intent is already processing, paid or canceled. */
const UNEXPECTED_STATE = 'payment_intent_unexpected_state';

/** Real card payments: a Stripe PaymentIntent per purchase, confirmed in the browser by Stripe's Payment Element. */
export function createStripeProvider(settings: StripeSettings, log: Logger): PaymentProvider {
  const stripe = stripeClientFor(settings);
  return {
    mode: 'stripe',
    async createPaymentIntent(request) {
      let intent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency,
            // The spec's dialog takes cards only.
            allowed_payment_method_types: ['card'],
            description: request.description,
            metadata: request.metadata,
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        const { type, code, statusCode, message } = error as { type?: string; code?: string; statusCode?: number; message?: string };
        log.error('stripe: creating a PaymentIntent failed', { type, code, statusCode, message, purchaseId: request.metadata.purchaseId });
        throw new PaymentProviderError(message ?? 'Stripe request failed', { cause: error });
      }
      if (!intent.client_secret) throw new PaymentProviderError(`PaymentIntent ${intent.id} came without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async cancelPaymentIntent(intentId) {
      try {
        // 'abandoned': Stripe's reason for a payer who left before paying.
        await stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' }, { idempotencyKey: `meme-cancel-${intentId}` });
        return 'canceled';
      } catch (error) {
        const { type, code, statusCode, message } = error as { type?: string; code?: string; statusCode?: number; message?: string };
        // The payer committed after all (processing or paid), or it is canceled already: the webhook tells the outcome.
        if (code === UNEXPECTED_STATE) return 'not_cancelable';
        log.error('stripe: canceling a PaymentIntent failed', { type, code, statusCode, message, paymentIntent: intentId });
        throw new PaymentProviderError(message ?? 'Stripe request failed', { cause: error });
      }
    },
  };
}
