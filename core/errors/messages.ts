import { messageIds } from './messageId';

/**
 * Message ids of the expected account failures the server reports (typed GraphQL errors and the
 * REST shims' `error` field). The English text is en.json's (the spec's where it gives one, section 8).
 */
export const accountErrorMessages = messageIds({
  invalidCredentials: 'AccountError.invalidCredentials',
  currentPasswordIncorrect: 'AccountError.currentPasswordIncorrect',
  accountBanned: 'AccountError.accountBanned',
  tooManyAttempts: 'AccountError.tooManyAttempts',
  usernameTaken: 'AccountError.usernameTaken',
  firebaseFailed: 'AccountError.firebaseFailed',
  firebaseUnavailable: 'AccountError.firebaseUnavailable',
});
