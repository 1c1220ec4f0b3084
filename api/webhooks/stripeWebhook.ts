// POST /api/stripe/webhook: Stripe's server calls it, never a browser. The signature is checked
// on the raw bytes exactly as received (a re-serialised JSON body would not match), with Stripe's
// 300 s tolerance against replays; only then is the event applied through the purchase service.
import type Stripe from 'stripe';
import type { AppDeps } from '../context';
import { BODY_LIMITS, readBodyLimited } from '../http/bodyLimit';
import { json, jsonError } from '../http/responses';
import { processPaymentEvent, type PaymentEvent } from '../services/purchases/paymentEvents';
import { stripeClientFor } from '../payments/stripeClient';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** Seconds a signed delivery stays acceptable (SECURITY.md, Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Answers Stripe: 2xx once the event is recorded (or known), 400 for anything unsigned. */
export async function handleStripeWebhook(request: Request, deps: AppDeps): Promise<Response> {
  const settings = deps.config.stripe;
  // Without a signing secret nothing can be verified, so nothing is believed.
  if (!settings) return jsonError(400, 'Stripe webhooks are not configured on this server');
  if (request.method !== 'POST') return jsonError(405, `Method ${request.method} not allowed`, { allow: 'POST' });
  const signature = request.headers.get('stripe-signature');
  if (!signature) return jsonError(400, 'Missing Stripe-Signature header');
  const body = await readBodyLimited(request, BODY_LIMITS.webhook);

  let event: Stripe.Event;
  try {
    event = stripeClientFor(settings).webhooks.constructEvent(Buffer.from(body), signature, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    deps.log.warn('stripe webhook refused: signature check failed', { reason: (error as Error).message });
    return jsonError(400, 'Invalid Stripe signature');
  }
  const outcome = await processPaymentEvent(deps, toPaymentEvent(event));
  deps.log.info('stripe webhook', { eventId: event.id, type: event.type, outcome });
  return json(200, { received: true });
}

type IntentObject = {
  object?: string;
  id?: string;
  amount?: number;
  currency?: string;
  metadata?: Record<string, string> | null;
  cancellation_reason?: string | null;
};

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as IntentObject;
  const isIntent = object.object === 'payment_intent' && typeof object.id === 'string' && typeof object.amount === 'number';
  return {
    id: event.id,
    type: event.type,
    intent: isIntent
      ? {
          id: object.id!,
          amount: object.amount!,
          currency: object.currency ?? '',
          metadata: object.metadata ?? {},
          cancellationReason: object.cancellation_reason ?? null,
        }
      : null,
  };
}
