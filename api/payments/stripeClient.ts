import Stripe from 'stripe';
import type { Config } from '../platform/config';

export type StripeSettings = NonNullable<Config['stripe']>;

const clients = new WeakMap<StripeSettings, Stripe>();

/**
 * The Stripe SDK for these settings, made once. STRIPE_API_URL (tests, local mocks) sets the SDK's
 * host, port and protocol; unset, requests go to Stripe. Network failures and 5xx are retried by
 * the SDK with the request's idempotency key, so a retry never creates a second PaymentIntent.
 */
export function stripeClientFor(settings: StripeSettings): Stripe {
  let client = clients.get(settings);
  if (!client) {
    const options: ConstructorParameters<typeof Stripe>[1] = {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'meme-maker' },
      telemetry: false,
    };
    if (settings.apiUrl) {
      const url = new URL(settings.apiUrl);
      const protocol = url.protocol === 'https:' ? 'https' : 'http';
      options.protocol = protocol;
      options.host = url.hostname;
      options.port = url.port || (protocol === 'https' ? 443 : 80);
    }
    client = new Stripe(settings.secretKey, options);
    clients.set(settings, client);
  }
  return client;
}
