/**
 * Messages of the expected account failures the server reports (typed GraphQL errors and the REST
 * shims' `error` field). Each id is a key of locales/<code>.json; `english` is the spec's text
 * where the spec gives one (section 8), otherwise ours.
 */
export const accountErrorMessages = {
  invalidCredentials: { id: 'AccountError.invalidCredentials', english: 'Invalid username or password' },
  currentPasswordIncorrect: { id: 'AccountError.currentPasswordIncorrect', english: 'Current password is incorrect' },
  accountBanned: { id: 'AccountError.accountBanned', english: 'Your account has been banned' },
  tooManyAttempts: { id: 'AccountError.tooManyAttempts', english: 'Too many attempts. Please try again later.' },
  usernameTaken: { id: 'AccountError.usernameTaken', english: 'Username already taken' },
  firebaseFailed: { id: 'AccountError.firebaseFailed', english: 'Failed to authenticate with server' },
  firebaseUnavailable: { id: 'AccountError.firebaseUnavailable', english: 'Google sign-in is not available' },
} as const;

export type AccountErrorMessage = (typeof accountErrorMessages)[keyof typeof accountErrorMessages];
