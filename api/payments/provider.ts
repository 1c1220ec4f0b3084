// The seam between purchases and whoever takes the money: Stripe with a secret key, otherwise the
// simulated provider (test mode). Both create a PaymentIntent-like object whose client secret the
// browser uses; completion always arrives through api/services/purchases/paymentEvents.ts.
import type { Config } from '../platform/config';
import type { Logger } from '../platform/log';
import { createSimulatedProvider } from './simulatedProvider';
import { createStripeProvider } from './stripeProvider';
import type { PaymentProvider } from './types';

const providers = new WeakMap<Config, PaymentProvider>();

/** The provider this configuration selects, made once per configuration (one Stripe client per app). */
export function paymentProviderFor(config: Config, log: Logger): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = config.stripe ? createStripeProvider(config.stripe, log) : createSimulatedProvider(config.sessionSecret);
    providers.set(config, provider);
  }
  return provider;
}
