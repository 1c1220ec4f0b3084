import { accountErrorMessages as m } from '../../../core/errors/messages';
import { userError } from '../errors';

/** Wrong username or password; also a wrong current password on a password change. */
export class InvalidCredentialsError extends userError('InvalidCredentialsError', m.invalidCredentials, 401) {}

/** The password was right but the account is not active. Only said to whoever knows the password. */
export class AccountBannedError extends userError('AccountBannedError', m.accountBanned, 403) {}

export class UsernameTakenError extends userError('UsernameTakenError', m.usernameTaken, 409) {}

/** The popup sign-in could not be completed: not configured, or the ID token did not check out. */
export class FirebaseSignInError extends userError('FirebaseSignInError', m.firebaseFailed, 401) {}
