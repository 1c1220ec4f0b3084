// The typed results of the admin mutations (message + messageId, STYLE.md 4).
import { BalanceBelowZeroError, BalanceTooLargeError, CannotBanSelfError, LastAdminError, UserNotFoundError } from '../services/admin/errors';
import { builder } from './builder';
import { UserErrorInterface } from './errors';

builder.objectType(UserNotFoundError, {
  name: 'UserNotFoundError',
  description: 'No user has this id (deleted, or never existed).',
  interfaces: [UserErrorInterface],
});

builder.objectType(BalanceBelowZeroError, {
  name: 'BalanceBelowZeroError',
  description: 'The adjustment would take the balance below zero; nothing changed.',
  interfaces: [UserErrorInterface],
  fields: (t) => ({ balance: t.exposeInt('balance', { description: 'The unchanged balance.' }) }),
});

builder.objectType(BalanceTooLargeError, {
  name: 'BalanceTooLargeError',
  description: 'The adjustment would take the balance past 2,147,483,647 (the largest the database holds); nothing changed.',
  interfaces: [UserErrorInterface],
  fields: (t) => ({ balance: t.exposeInt('balance', { description: 'The unchanged balance.' }) }),
});

builder.objectType(LastAdminError, {
  name: 'LastAdminError',
  description: 'Removing these rights would leave no active administrator.',
  interfaces: [UserErrorInterface],
});

builder.objectType(CannotBanSelfError, {
  name: 'CannotBanSelfError',
  description: 'An administrator cannot ban their own account.',
  interfaces: [UserErrorInterface],
});

export { BalanceBelowZeroError, BalanceTooLargeError, CannotBanSelfError, LastAdminError, UserNotFoundError };
