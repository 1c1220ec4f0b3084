/**
 * Validation and error messages shared by server and browser: each id is a key of
 * locales/<code>.json, and `english` is the spec's text word for word (the server sends both, so
 * API clients that don't translate still read English).
 */
export const validationMessages = {
  usernameMin: { id: 'Validation.usernameMin', english: 'Username must be at least 3 characters' },
  usernameMax: { id: 'Validation.usernameMax', english: 'Username must be at most 32 characters' },
  usernameChars: { id: 'Validation.usernameChars', english: 'Username may only contain letters, numbers, dots, dashes and underscores' },
  passwordMin: { id: 'Validation.passwordMin', english: 'Password must be at least 6 characters' },
  passwordMax: { id: 'Validation.passwordMax', english: 'Password must be at most 128 characters' },
  invalidEmail: { id: 'Validation.invalidEmail', english: 'Invalid email address' },
  passwordsDoNotMatch: { id: 'Validation.passwordsDoNotMatch', english: 'Passwords do not match' },
  currentPasswordRequired: { id: 'Validation.currentPasswordRequired', english: 'Current password is required' },
  newPasswordMin: { id: 'Validation.newPasswordMin', english: 'New password must be at least 8 characters' },
  confirmPasswordRequired: { id: 'Validation.confirmPasswordRequired', english: 'Please confirm your password' },
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;
export type ValidationMessage = (typeof validationMessages)[ValidationMessageKey];
