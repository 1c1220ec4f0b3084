/**
 * Messages of the expected payment failures the server reports. Each id is a key of
 * locales/<code>.json; `english` is the spec's text where it gives one (section 8), otherwise the
 * wording card networks and Stripe use for the same failure.
 */
export const paymentMessages = {
  packNotFound: { id: 'PaymentError.packNotFound', english: 'This token pack does not exist.' },
  initFailed: { id: 'PaymentError.initFailed', english: 'Could not initialize payment. Please try again.' },
  generic: { id: 'PaymentError.generic', english: 'Something went wrong with your payment' },
  paymentNotFound: { id: 'PaymentError.paymentNotFound', english: 'This payment could not be found. Please start again.' },
  simulatedUnavailable: { id: 'PaymentError.simulatedUnavailable', english: 'Test payments are off: this server takes real card payments.' },
  cardDeclined: { id: 'PaymentError.cardDeclined', english: 'Your card was declined.' },
  insufficientFunds: { id: 'PaymentError.insufficientFunds', english: 'Your card has insufficient funds.' },
  expiredCard: { id: 'PaymentError.expiredCard', english: 'Your card has expired.' },
  invalidNumber: { id: 'PaymentError.invalidNumber', english: 'Your card number is invalid.' },
  invalidExpiry: { id: 'PaymentError.invalidExpiry', english: "Your card's expiration date is invalid." },
  invalidCvc: { id: 'PaymentError.invalidCvc', english: "Your card's security code is invalid." },
} as const;
