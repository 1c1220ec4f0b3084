// The typed results of the purchase mutations: each error class of api/services/purchases becomes
// an object type implementing UserError (message + messageId).
import { PackNotFoundError, PaymentFailedError, PaymentInitError, PaymentNotFoundError, SimulatedPaymentsUnavailableError } from '../services/purchases/errors';
import { userErrorType } from './errors';

userErrorType(PackNotFoundError, {
  name: 'PackNotFoundError',
  description: 'No token pack has this id.',
});

userErrorType(PaymentInitError, {
  name: 'PaymentInitError',
  description: 'The payment provider could not start the payment; nothing was charged.',
});

userErrorType(PaymentFailedError, {
  name: 'PaymentFailedError',
  description: "The card was refused or its details are wrong; the message is the card network's reason.",
});

userErrorType(PaymentNotFoundError, {
  name: 'PaymentNotFoundError',
  description: 'The client secret does not belong to a payment of the signed-in user.',
});

userErrorType(SimulatedPaymentsUnavailableError, {
  name: 'SimulatedPaymentsUnavailableError',
  description: 'The server takes real payments through Stripe, so test-mode confirmation is off.',
});

export { PackNotFoundError, PaymentFailedError, PaymentInitError, PaymentNotFoundError, SimulatedPaymentsUnavailableError };
