// Expected purchase failures; api/schema/paymentErrors.ts maps each to a typed GraphQL result.
import { userError } from '../errors';
import { paymentMessages as m } from './messages';

/** No pack with that id (deleted, or never existed). */
export class PackNotFoundError extends userError('PackNotFoundError', m.packNotFound, 404) {}

/** The payment provider could not start the payment; nothing was charged. */
export class PaymentInitError extends userError('PaymentInitError', m.initFailed, 502) {}

/** The card was refused or its details are wrong; the message is the card network's reason. */
export class PaymentFailedError extends userError('PaymentFailedError', m.generic) {}

/** The client secret is not one this server issued to this user. */
export class PaymentNotFoundError extends userError('PaymentNotFoundError', m.paymentNotFound) {}

/** Simulated confirmation was asked of a server that takes real payments. */
export class SimulatedPaymentsUnavailableError extends userError('SimulatedPaymentsUnavailableError', m.simulatedUnavailable) {}
