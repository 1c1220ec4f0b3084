// Expected purchase failures; api/schema/paymentErrors.ts maps each to a typed GraphQL result.
import { UserFacingError, type Message } from '../errors';
import { paymentMessages as m } from './messages';

/** No pack with that id (deleted, or never existed). */
export class PackNotFoundError extends UserFacingError {
  override name = 'PackNotFoundError';
  constructor() {
    super(m.packNotFound);
  }
}

/** The payment provider could not start the payment; nothing was charged. */
export class PaymentInitError extends UserFacingError {
  override name = 'PaymentInitError';
  constructor() {
    super(m.initFailed);
  }
}

/** The card was refused or its details are wrong; the message is the card network's reason. */
export class PaymentFailedError extends UserFacingError {
  override name = 'PaymentFailedError';
  constructor(message: Message = m.generic) {
    super(message);
  }
}

/** The client secret is not one this server issued to this user. */
export class PaymentNotFoundError extends UserFacingError {
  override name = 'PaymentNotFoundError';
  constructor() {
    super(m.paymentNotFound);
  }
}

/** Simulated confirmation was asked of a server that takes real payments. */
export class SimulatedPaymentsUnavailableError extends UserFacingError {
  override name = 'SimulatedPaymentsUnavailableError';
  constructor() {
    super(m.simulatedUnavailable);
  }
}
