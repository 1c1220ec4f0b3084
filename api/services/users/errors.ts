import { accountErrorMessages as m } from '../../../core/errors/messages';
import { UserFacingError, type Message } from '../errors';

/** Wrong username or password; also a wrong current password on a password change. */
export class InvalidCredentialsError extends UserFacingError {
  override name = 'InvalidCredentialsError';
  constructor(message: Message = m.invalidCredentials) {
    super(message);
  }
}

/** The password was right but the account is not active. Only said to whoever knows the password. */
export class AccountBannedError extends UserFacingError {
  override name = 'AccountBannedError';
  constructor() {
    super(m.accountBanned);
  }
}

export class UsernameTakenError extends UserFacingError {
  override name = 'UsernameTakenError';
  constructor() {
    super(m.usernameTaken);
  }
}

/** The popup sign-in could not be completed: not configured, or the ID token did not check out. */
export class FirebaseSignInError extends UserFacingError {
  override name = 'FirebaseSignInError';
  constructor(message: Message = m.firebaseFailed) {
    super(message);
  }
}
