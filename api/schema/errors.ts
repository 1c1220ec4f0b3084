// Expected failures as typed results (STYLE.md 4): each error class of api/services becomes an
// object type implementing UserError, so a client can always select `... on UserError { message messageId }`.
import { TooManyAttemptsError, ValidationError, type FieldError, type UserFacingError } from '../services/errors';
import { AccountBannedError, FirebaseSignInError, InvalidCredentialsError, UsernameTakenError } from '../services/users/errors';
import { builder } from './builder';

export const UserErrorInterface = builder.interfaceRef<UserFacingError>('UserError').implement({
  description: 'A failure the user can act on. `message` is English; `messageId` is its key in the locale files.',
  fields: (t) => ({
    message: t.exposeString('message'),
    messageId: t.exposeString('messageId'),
  }),
});

const FieldErrorRef = builder.objectRef<FieldError>('FieldError').implement({
  description: 'What is wrong with one input field.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The input field, e.g. `password`.' }),
    message: t.exposeString('message'),
    messageId: t.exposeString('messageId'),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: "The input breaks the form's rules; the message is the first field's.",
  interfaces: [UserErrorInterface],
  fields: (t) => ({
    fieldErrors: t.field({ type: [FieldErrorRef], resolve: (error) => error.fieldErrors }),
  }),
});

builder.objectType(InvalidCredentialsError, {
  name: 'InvalidCredentialsError',
  description: 'Wrong username or password (or wrong current password when changing it).',
  interfaces: [UserErrorInterface],
});

builder.objectType(AccountBannedError, {
  name: 'AccountBannedError',
  description: 'The password was right but the account is banned.',
  interfaces: [UserErrorInterface],
});

builder.objectType(TooManyAttemptsError, {
  name: 'TooManyAttemptsError',
  description: 'Too many sign-in attempts for this account or from this address.',
  interfaces: [UserErrorInterface],
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', { description: 'When the next attempt may be made.' }),
  }),
});

builder.objectType(UsernameTakenError, {
  name: 'UsernameTakenError',
  description: 'Somebody already has this username (names are compared ignoring case).',
  interfaces: [UserErrorInterface],
});

builder.objectType(FirebaseSignInError, {
  name: 'FirebaseSignInError',
  description: 'Popup sign-in is not configured, or its ID token could not be verified.',
  interfaces: [UserErrorInterface],
});
