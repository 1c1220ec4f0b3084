// Expected failures of the admin operations; api/schema/adminErrors.ts maps each to a typed result.
import { UserFacingError } from '../errors';
import { adminMessages as m } from './messages';

/** No user has this id (deleted, or never existed). */
export class UserNotFoundError extends UserFacingError {
  override name = 'UserNotFoundError';
  constructor() {
    super(m.userNotFound);
  }
}

/** A token adjustment larger than the balance; nothing changed. */
export class BalanceBelowZeroError extends UserFacingError {
  override name = 'BalanceBelowZeroError';
  constructor(readonly balance: number) {
    super(m.balanceBelowZero);
  }
}

/** A token adjustment that would take the balance past the largest one the database holds; nothing changed. */
export class BalanceTooLargeError extends UserFacingError {
  override name = 'BalanceTooLargeError';
  constructor(readonly balance: number) {
    super(m.balanceTooLarge);
  }
}

/** Removing these admin rights would leave no active administrator. */
export class LastAdminError extends UserFacingError {
  override name = 'LastAdminError';
  constructor() {
    super(m.lastAdmin);
  }
}

/** An administrator tried to ban their own account. */
export class CannotBanSelfError extends UserFacingError {
  override name = 'CannotBanSelfError';
  constructor() {
    super(m.cannotBanSelf);
  }
}
