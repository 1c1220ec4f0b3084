// Delivers webhook events the way Stripe does: JSON body, Stripe-Signature made by the real SDK's
// test helper (stripe.webhooks.generateTestHeaderString) with the endpoint's signing secret.
import Stripe from 'stripe';
import type { StripeEvent } from './stripeServer';

const stripe = new Stripe('sk_test_signing_only');

export type Delivery = { body: string; signature: string };

/** The body and signature header of one delivery; `timestamp` (seconds) defaults to now. */
export function signDelivery(event: StripeEvent | string, secret: string, timestamp?: number): Delivery {
  const body = typeof event === 'string' ? event : JSON.stringify(event, null, 2);
  return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }) };
}

/** Request options for POST /api/stripe/webhook carrying `delivery`. */
export function webhookRequest(delivery: Delivery): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': delivery.signature,
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
    body: delivery.body,
  };
}
