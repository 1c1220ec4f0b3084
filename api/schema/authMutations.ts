// Sign-up, sign-in and account mutations. Resolvers are thin: the rules live in api/services/users.
import { TooManyAttemptsError, ValidationError } from '../services/errors';
import { changePassword } from '../services/users/changePassword';
import { deleteAccount } from '../services/users/deleteAccount';
import { AccountBannedError, FirebaseSignInError, InvalidCredentialsError, UsernameTakenError } from '../services/users/errors';
import { signInWithFirebase } from '../services/users/firebaseSignIn';
import { login } from '../services/users/login';
import { logout } from '../services/users/logout';
import { register } from '../services/users/register';
import { builder } from './builder';
import { atLeastId } from './prismaSelection';
import { sessionOnly } from './sessionOnly';
import './errors';

/** The result union `<Name>Result` = `<Name>Success { viewer }` | the listed errors. */
function resultOf(name: string, types: (new (...args: never[]) => Error)[]) {
  return { types, union: { name: `${name}Result` }, result: { name: `${name}Success` }, dataField: { name: 'viewer' } };
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

builder.mutationField('register', (t) =>
  t.prismaField({
    type: 'User',
    description: 'Creates an account with 5 tokens and signs this browser in as it.',
    // Public: anybody may sign up (signed-in users too: they switch to the new account).
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    errors: resultOf('Register', [ValidationError, UsernameTakenError, TooManyAttemptsError]),
    resolve: async (query, _root, { input }, context) => {
      const user = await register(context, input);
      return context.prisma.user.findUniqueOrThrow({ ...atLeastId(query), where: { id: user.id } });
    },
  }),
);

builder.mutationField('login', (t) =>
  t.prismaField({
    type: 'User',
    description: 'Signs in with username (any case) and password.',
    // Public: signing in is what a visitor does.
    args: { input: t.arg({ type: LoginInput, required: true }) },
    errors: resultOf('Login', [ValidationError, InvalidCredentialsError, AccountBannedError, TooManyAttemptsError]),
    resolve: async (query, _root, { input }, context) => {
      const user = await login(context, input);
      return context.prisma.user.findUniqueOrThrow({ ...atLeastId(query), where: { id: user.id } });
    },
  }),
);

builder.mutationField('signInWithFirebase', (t) =>
  t.prismaField({
    type: 'User',
    description: 'Signs in with the popup, creating the account (with 5 tokens) the first time.',
    // Public: signing in is what a visitor does.
    args: { input: t.arg({ type: SignInWithFirebaseInput, required: true }) },
    errors: resultOf('SignInWithFirebase', [FirebaseSignInError, AccountBannedError, TooManyAttemptsError]),
    resolve: async (query, _root, { input }, context) => {
      const user = await signInWithFirebase(context, input);
      return context.prisma.user.findUniqueOrThrow({ ...atLeastId(query), where: { id: user.id } });
    },
  }),
);

builder.mutationField('changePassword', (t) =>
  t.prismaField({
    type: 'User',
    description: 'Changes the password; other sessions end, this browser stays signed in.',
    authScopes: sessionOnly,
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    errors: resultOf('ChangePassword', [ValidationError, InvalidCredentialsError, TooManyAttemptsError]),
    resolve: async (query, _root, { input }, context) => {
      const user = await changePassword(context, input);
      return context.prisma.user.findUniqueOrThrow({ ...atLeastId(query), where: { id: user.id } });
    },
  }),
);

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
