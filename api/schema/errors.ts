// Expected failures as typed results (STYLE.md 4): each error class of api/services becomes an
// object type implementing UserError, so a client can always select `... on UserError { message messageId }`.
// userErrorType() is the one way to register one; it also records the class's REST status.
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

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

/** An error class of api/services: its instances are the object type's values. */
type UserErrorClass<Shape extends UserFacingError> = (new (...args: never[]) => Shape) & { readonly httpStatus: number };

const httpStatusByType = new Map<string, number>();

/**
 * Registers an error class as the object type `name` implementing UserError, with its own
 * `fields` beside message and messageId. The class's `httpStatus` is what the REST shims answer.
 */
export function userErrorType<Shape extends UserFacingError>(
  errorClass: UserErrorClass<Shape>,
  options: { name: string; description: string; fields?: PothosSchemaTypes.ObjectTypeOptions<SchemaTypes, Shape>['fields'] },
) {
  httpStatusByType.set(options.name, errorClass.httpStatus);
  // Pothos checks the interface against a concrete shape, which a generic Shape is not; every Shape
  // here is a UserFacingError, and the callers' `fields` are checked against it above.
  return builder.objectType(errorClass, { ...options, interfaces: [UserErrorInterface] } as never);
}

/** The HTTP status of a typed error's `__typename` for the REST shims (400 for any other). */
export function userErrorHttpStatus(typename: string): number {
  return httpStatusByType.get(typename) ?? 400;
}

userErrorType(ValidationError, {
  name: 'ValidationError',
  description: "The input breaks the form's rules; the message is the first field's.",
  fields: (t) => ({
    fieldErrors: t.field({ type: [FieldErrorRef], resolve: (error) => error.fieldErrors }),
  }),
});

userErrorType(InvalidCredentialsError, {
  name: 'InvalidCredentialsError',
  description: 'Wrong username or password (or wrong current password when changing it).',
});

userErrorType(AccountBannedError, {
  name: 'AccountBannedError',
  description: 'The password was right but the account is banned.',
});

userErrorType(TooManyAttemptsError, {
  name: 'TooManyAttemptsError',
  description: 'Too many sign-in attempts for this account or from this address.',
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', { description: 'When the next attempt may be made.' }),
  }),
});

userErrorType(UsernameTakenError, {
  name: 'UsernameTakenError',
  description: 'Somebody already has this username (names are compared ignoring case).',
});

userErrorType(FirebaseSignInError, {
  name: 'FirebaseSignInError',
  description: 'Popup sign-in is not configured, or its ID token could not be verified.',
});
