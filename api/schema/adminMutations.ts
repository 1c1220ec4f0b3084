// What administrators do to accounts: correct a balance, ban or unban, grant or revoke admin
// rights. Resolvers are thin: the rules live in api/services/admin.
import type { InputObjectRef, ObjectRef } from '@pothos/core';
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import type { Context } from '../context';
import { adjustTokens } from '../services/admin/adjustTokens';
import { setUserAdmin } from '../services/admin/userRole';
import { setUserStatus } from '../services/admin/userStatus';
import { ValidationError } from '../services/errors';
import { BalanceBelowZeroError, BalanceTooLargeError, CannotBanSelfError, LastAdminError, UserNotFoundError } from './adminErrors';
import { LedgerEntryEdge } from './adminUsers';
import { type DecodedGlobalID, requireRowId } from './globalIds';
import { builder } from './builder';
import './errors';
import { inputMutation } from './inputMutation';
import { userField } from './rowFields';

const admin = { admin: true } as const;

/** A user id from a global id; an id of another type or a malformed one is no user. */
const userId = (globalId: DecodedGlobalID) => requireRowId('User', globalId, () => new UserNotFoundError());

type Changed = { userId: number; ledgerId?: number };

/** `user`: the changed user as the client asks for them (a Relay client's store updates itself). */
function payload(name: string, description: string, withLedger = false) {
  return builder.objectRef<Changed>(name).implement({
    description,
    fields: (t) => ({
      user: userField(t, (changed) => changed.userId),
      ...(withLedger
        ? {
            ledgerEntryEdge: t.field({
              type: LedgerEntryEdge,
              description: "The new ledger row, to prepend to the user's ledger.",
              resolve: async (changed, _args, context) => {
                const node = await context.prisma.tokenLedger.findUniqueOrThrow({ where: { id: changed.ledgerId! } });
                return { cursor: formatPrismaCursor(node, 'id'), node };
              },
            }),
          }
        : {}),
    }),
  });
}

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

/**
 * An administrator's change to one user, named by `input.userId` (an id of another type or a
 * malformed one is UserNotFoundError): `change` does the work with the row id; the union
 * `<Name>Result` is the payload or one of `errors`.
 */
function userMutation<Input extends { userId: DecodedGlobalID }>(
  name: string,
  input: InputObjectRef<SchemaTypes, Input>,
  options: {
    payload: ObjectRef<SchemaTypes, Changed>;
    description: string;
    errors: (new (...args: never[]) => Error)[];
    change: (context: Context, userId: number, input: Input) => Promise<Changed>;
  },
) {
  const { change, ...mutation } = options;
  inputMutation(name, input, { ...mutation, authScopes: admin, resolve: (value, context) => change(context, userId(value.userId), value) });
}

const AdjustTokensInput = builder.inputType('AdjustTokensInput', {
  fields: (t) => ({
    userId: t.globalID({ required: true, description: 'A User id.' }),
    delta: t.int({ required: true, description: 'Tokens to add (negative to remove); not 0, at most 1,000,000 either way.' }),
    reason: t.string({ required: true, description: 'Why (1–200 characters); kept in the ledger.' }),
  }),
});

userMutation('adjustTokens', AdjustTokensInput, {
  payload: payload('AdjustTokensPayload', 'The user with the new balance, and the ledger row that records it.', true),
  description:
    "Changes a user's Meme Fuel balance by `delta`, recorded in the ledger as admin_adjustment. A change that would take the balance below 0 or past 2,147,483,647 is refused, never clamped.",
  errors: [ValidationError, BalanceBelowZeroError, BalanceTooLargeError, UserNotFoundError],
  change: async (context, userId, { delta, reason }) => {
    const result = await adjustTokens(context, { userId, delta, reason });
    return { userId: result.userId, ledgerId: result.ledgerId };
  },
});

const UserStatus = builder.enumType('UserStatus', {
  values: { ACTIVE: { value: 'active' }, BANNED: { value: 'banned' } } as const,
});

const SetUserStatusInput = builder.inputType('SetUserStatusInput', {
  fields: (t) => ({
    userId: t.globalID({ required: true, description: 'A User id.' }),
    status: t.field({ type: UserStatus, required: true }),
  }),
});

userMutation('setUserStatus', SetUserStatusInput, {
  payload: payload('SetUserStatusPayload', 'The user with the new status.'),
  description: "Bans or unbans a user. A ban ends all of the user's sessions at once; unbanning does not revive them.",
  errors: [UserNotFoundError, CannotBanSelfError],
  change: async (context, userId, { status }) => ({ userId: await setUserStatus(context, { userId, status }) }),
});

const SetUserAdminInput = builder.inputType('SetUserAdminInput', {
  fields: (t) => ({
    userId: t.globalID({ required: true, description: 'A User id.' }),
    isAdmin: t.boolean({ required: true }),
  }),
});

userMutation('setUserAdmin', SetUserAdminInput, {
  payload: payload('SetUserAdminPayload', 'The user with the new role.'),
  description: 'Grants or revokes administrator rights; the last active administrator cannot remove their own.',
  errors: [UserNotFoundError, LastAdminError],
  change: async (context, userId, { isAdmin }) => ({ userId: await setUserAdmin(context, { userId, isAdmin }) }),
});
