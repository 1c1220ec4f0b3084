// Test mode: no card is charged and nothing leaves the server. Intents are ids derived from the
// idempotency key (the same key gives the same intent, as with Stripe), and each client secret is
// an HMAC of its intent id, so the server can recognise its own secrets without storing them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from './types';

const SECRET_MARK = '_secret_';

function mac(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`simulated-payments:${purpose}:${value}`).digest('base64url').replace(/[-_]/g, '').slice(0, 24);
}

/** The client secret the simulated provider hands out for `intentId`. */
export function simulatedClientSecret(secret: string, intentId: string): string {
  return `${intentId}${SECRET_MARK}${mac(secret, 'client-secret', intentId)}`;
}

/** The intent id behind a client secret this server issued, or null for anything else. */
export function simulatedIntentIdFromSecret(secret: string, clientSecret: string): string | null {
  const at = clientSecret.indexOf(SECRET_MARK);
  if (at <= 0) return null;
  const intentId = clientSecret.slice(0, at);
  const expected = Buffer.from(simulatedClientSecret(secret, intentId));
  const given = Buffer.from(clientSecret);
  return expected.length === given.length && timingSafeEqual(expected, given) ? intentId : null;
}

export function createSimulatedProvider(secret: string): PaymentProvider {
  return {
    mode: 'simulated',
    async createPaymentIntent(request) {
      const id = `pi_sim_${mac(secret, 'intent', request.idempotencyKey)}`;
      return { id, clientSecret: simulatedClientSecret(secret, id) };
    },
    // Nothing exists outside the server: the purchase's status is all there is to cancel.
    async cancelPaymentIntent() {
      return 'canceled';
    },
  };
}
