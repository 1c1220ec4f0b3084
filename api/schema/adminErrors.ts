// The typed results of the admin mutations (message + messageId, STYLE.md 4).
import { BalanceBelowZeroError, BalanceTooLargeError, CannotBanSelfError, LastAdminError, UserNotFoundError } from '../services/admin/errors';
import { userErrorType } from './errors';

userErrorType(UserNotFoundError, {
  name: 'UserNotFoundError',
  description: 'No user has this id (deleted, or never existed).',
});

userErrorType(BalanceBelowZeroError, {
  name: 'BalanceBelowZeroError',
  description: 'The adjustment would take the balance below zero; nothing changed.',
  fields: (t) => ({ balance: t.exposeInt('balance', { description: 'The unchanged balance.' }) }),
});

userErrorType(BalanceTooLargeError, {
  name: 'BalanceTooLargeError',
  description: 'The adjustment would take the balance past 2,147,483,647 (the largest the database holds); nothing changed.',
  fields: (t) => ({ balance: t.exposeInt('balance', { description: 'The unchanged balance.' }) }),
});

userErrorType(LastAdminError, {
  name: 'LastAdminError',
  description: 'Removing these rights would leave no active administrator.',
});

userErrorType(CannotBanSelfError, {
  name: 'CannotBanSelfError',
  description: 'An administrator cannot ban their own account.',
});

export { BalanceBelowZeroError, BalanceTooLargeError, CannotBanSelfError, LastAdminError, UserNotFoundError };
