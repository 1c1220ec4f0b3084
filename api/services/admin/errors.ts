// Expected failures of the admin operations; api/schema/adminErrors.ts maps each to a typed result.
import { userError } from '../errors';
import { adminMessages as m } from './messages';

/** No user has this id (deleted, or never existed). */
export class UserNotFoundError extends userError('UserNotFoundError', m.userNotFound) {}

/** A token adjustment larger than the balance; nothing changed. */
export class BalanceBelowZeroError extends userError('BalanceBelowZeroError', m.balanceBelowZero) {
  constructor(readonly balance: number) {
    super();
  }
}

/** A token adjustment that would take the balance past the largest one the database holds; nothing changed. */
export class BalanceTooLargeError extends userError('BalanceTooLargeError', m.balanceTooLarge) {
  constructor(readonly balance: number) {
    super();
  }
}

/** Removing these admin rights would leave no active administrator. */
export class LastAdminError extends userError('LastAdminError', m.lastAdmin) {}

/** An administrator tried to ban their own account. */
export class CannotBanSelfError extends userError('CannotBanSelfError', m.cannotBanSelf) {}
