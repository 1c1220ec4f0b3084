// Sign-up, sign-in and account mutations. Resolvers are thin: the rules live in api/services/users.
import { TooManyAttemptsError, ValidationError } from '../services/errors';
import { changePassword } from '../services/users/changePassword';
import { deleteAccount } from '../services/users/deleteAccount';
import { AccountBannedError, FirebaseSignInError, InvalidCredentialsError, UsernameTakenError } from '../services/users/errors';
import { signInWithFirebase } from '../services/users/firebaseSignIn';
import { login } from '../services/users/login';
import { logout } from '../services/users/logout';
import { register } from '../services/users/register';
import type { InputObjectRef } from '@pothos/core';
import type { Context } from '../context';
import { builder } from './builder';
import { atLeastId } from './prismaSelection';
import { sessionOnly } from './sessionOnly';
import './errors';

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
type ErrorClass = new (...args: never[]) => Error;

/**
 * An account mutation: `act` does the work with the input (or throws one of `errors`), and the
 * result union `<Name>Result` = `<Name>Success { viewer }` | the errors answers with the user it
 * signed in or changed, as the client asks for them.
 */
function accountMutation<Input extends object>(
  name: string,
  input: InputObjectRef<SchemaTypes, Input>,
  act: (context: Context, input: Input) => Promise<{ id: number }>,
  options: { description: string; authScopes?: typeof sessionOnly; errors: ErrorClass[] },
) {
  const typeName = name[0]!.toUpperCase() + name.slice(1);
  builder.mutationField(name, (t) =>
    t.prismaField({
      type: 'User',
      description: options.description,
      ...(options.authScopes ? { authScopes: options.authScopes } : {}),
      args: { input: t.arg({ type: input, required: true }) },
      errors: { types: options.errors, union: { name: `${typeName}Result` }, result: { name: `${typeName}Success` }, dataField: { name: 'viewer' } },
      resolve: async (query, _root, args, context) => {
        const user = await act(context, (args as { input: Input }).input);
        return context.prisma.user.findUniqueOrThrow({ ...atLeastId(query), where: { id: user.id } });
      },
    }),
  );
}

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    email: t.string({ description: 'Optional.' }),
    password: t.string({ required: true }),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({ username: t.string({ required: true }), password: t.string({ required: true }) }),
});

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({ currentPassword: t.string({ required: true }), newPassword: t.string({ required: true }) }),
});

const SignInWithFirebaseInput = builder.inputType('SignInWithFirebaseInput', {
  fields: (t) => ({ idToken: t.string({ required: true, description: 'The ID token the Firebase popup returned.' }) }),
});

accountMutation('register', RegisterInput, register, {
  description: 'Creates an account with 5 tokens and signs this browser in as it.',
  // Public: anybody may sign up (signed-in users too: they switch to the new account).
  errors: [ValidationError, UsernameTakenError, TooManyAttemptsError],
});

accountMutation('login', LoginInput, login, {
  description: 'Signs in with username (any case) and password.',
  // Public: signing in is what a visitor does.
  errors: [ValidationError, InvalidCredentialsError, AccountBannedError, TooManyAttemptsError],
});

accountMutation('signInWithFirebase', SignInWithFirebaseInput, signInWithFirebase, {
  description: 'Signs in with the popup, creating the account (with 5 tokens) the first time.',
  // Public: signing in is what a visitor does.
  errors: [FirebaseSignInError, AccountBannedError, TooManyAttemptsError],
});

accountMutation('changePassword', ChangePasswordInput, changePassword, {
  description: 'Changes the password; other sessions end, this browser stays signed in.',
  authScopes: sessionOnly,
  errors: [ValidationError, InvalidCredentialsError, TooManyAttemptsError],
});

const LogoutPayload = builder.objectRef<{ success: boolean }>('LogoutPayload').implement({
  fields: (t) => ({ success: t.exposeBoolean('success') }),
});

builder.mutationField('logout', (t) =>
  t.field({
    type: LogoutPayload,
    description: 'Ends the session everywhere (every copy of the cookie) and clears it here.',
    // Public (idempotent; a visitor's stale cookie is cleared too), except to an API token, which
    // has no session to end.
    authScopes: { visitor: true, sessionUser: true },
    resolve: async (_root, _args, context) => {
      await logout(context);
      return { success: true };
    },
  }),
);

const DeleteAccountPayload = builder.objectRef<{ deletedUserId: number }>('DeleteAccountPayload').implement({
  fields: (t) => ({
    deletedUserId: t.globalID({ resolve: (payload) => ({ type: 'User', id: payload.deletedUserId }) }),
  }),
});

builder.mutationField('deleteAccount', (t) =>
  t.field({
    type: DeleteAccountPayload,
    description: "Deletes the signed-in user's account with its memes and purchases, and signs out.",
    authScopes: sessionOnly,
    resolve: async (_root, _args, context) => ({ deletedUserId: await deleteAccount(context) }),
  }),
);
