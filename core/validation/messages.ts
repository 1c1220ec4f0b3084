import { messageIds } from '../errors/messageId';

/**
 * Validation message ids shared by server and browser. The English text is en.json's (the spec's
 * word for word); the server sends both, so API clients that don't translate still read English.
 */
export const validationMessages = messageIds({
  usernameMin: 'Validation.usernameMin',
  usernameMax: 'Validation.usernameMax',
  usernameChars: 'Validation.usernameChars',
  passwordMin: 'Validation.passwordMin',
  passwordMax: 'Validation.passwordMax',
  invalidEmail: 'Validation.invalidEmail',
  passwordsDoNotMatch: 'Validation.passwordsDoNotMatch',
  currentPasswordRequired: 'Validation.currentPasswordRequired',
  newPasswordMin: 'Validation.newPasswordMin',
  confirmPasswordRequired: 'Validation.confirmPasswordRequired',
});
