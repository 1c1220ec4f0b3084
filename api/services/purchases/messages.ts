import { withEnglish } from '../errors';

/**
 * Messages of the expected payment failures the server reports: ids of locales/<code>.json with
 * en.json's text, the spec's where it gives one (section 8), otherwise the wording card networks
 * and Stripe use for the same failure.
 */
export const paymentMessages = withEnglish({
  packNotFound: 'PaymentError.packNotFound',
  initFailed: 'PaymentError.initFailed',
  generic: 'PaymentError.generic',
  paymentNotFound: 'PaymentError.paymentNotFound',
  simulatedUnavailable: 'PaymentError.simulatedUnavailable',
  cardDeclined: 'PaymentError.cardDeclined',
  insufficientFunds: 'PaymentError.insufficientFunds',
  expiredCard: 'PaymentError.expiredCard',
  invalidNumber: 'PaymentError.invalidNumber',
  invalidExpiry: 'PaymentError.invalidExpiry',
  invalidCvc: 'PaymentError.invalidCvc',
});
