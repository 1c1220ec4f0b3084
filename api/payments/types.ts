// What a payment provider offers the purchase service, whichever provider it is.

export type PaymentsMode = 'stripe' | 'simulated';

export type CreateIntentRequest = {
  /** In cents, from the pack table. */
  amount: number;
  currency: 'usd';
  /** Who pays for what; echoed back in every event about this intent. */
  metadata: { userId: string; packId: string; purchaseId: string };
  description: string;
  /** The same key returns the same intent (a retried request never creates a second one). */
  idempotencyKey: string;
};

export type CreatedIntent = { id: string; clientSecret: string };

/** 'canceled': nobody can pay the intent any more; 'not_cancelable': the payer already committed (processing, paid). */
export type CancelOutcome = 'canceled' | 'not_cancelable';

export type PaymentProvider = {
  mode: PaymentsMode;
  createPaymentIntent(request: CreateIntentRequest): Promise<CreatedIntent>;
  /** Cancels an intent the buyer walked away from; canceling twice is harmless. */
  cancelPaymentIntent(intentId: string): Promise<CancelOutcome>;
};

/** The provider could not create the intent (network, bad key, provider error); nothing was charged. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
