// What administrators do to accounts: correct a balance, ban or unban, grant or revoke admin
// rights. Resolvers are thin: the rules live in api/services/admin.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { adjustTokens } from '../services/admin/adjustTokens';
import { setUserAdmin } from '../services/admin/userRole';
import { setUserStatus } from '../services/admin/userStatus';
import { ValidationError } from '../services/errors';
import { BalanceBelowZeroError, BalanceTooLargeError, CannotBanSelfError, LastAdminError, UserNotFoundError } from './adminErrors';
import { LedgerEntryEdge } from './adminUsers';
import { rowIdOfType } from './globalIds';
import { builder } from './builder';
import './errors';

const admin = { admin: true } as const;

/** A user id from a global id; an id of another type or a malformed one is no user. */
function userId(globalId: string | number): number {
  const id = rowIdOfType('User', globalId);
  if (id === null) throw new UserNotFoundError();
  return id;
}

type Changed = { userId: number; ledgerId?: number };

/** `user`: the changed user as the client asks for them (a Relay client's store updates itself). */
function payload(name: string, description: string, withLedger = false) {
  return builder.objectRef<Changed>(name).implement({
    description,
    fields: (t) => ({
      user: t.prismaField({
        type: 'User',
        resolve: (query, changed, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: changed.userId } }),
      }),
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

const AdjustTokensInput = builder.inputType('AdjustTokensInput', {
  fields: (t) => ({
    userId: t.id({ required: true, description: 'A User id.' }),
    delta: t.int({ required: true, description: 'Tokens to add (negative to remove); not 0, at most 1,000,000 either way.' }),
    reason: t.string({ required: true, description: 'Why (1–200 characters); kept in the ledger.' }),
  }),
});

builder.mutationField('adjustTokens', (t) =>
  t.field({
    type: payload('AdjustTokensPayload', 'The user with the new balance, and the ledger row that records it.', true),
    description:
      "Changes a user's Meme Fuel balance by `delta`, recorded in the ledger as admin_adjustment. A change that would take the balance below 0 or past 2,147,483,647 is refused, never clamped.",
    authScopes: admin,
    args: { input: t.arg({ type: AdjustTokensInput, required: true }) },
    errors: {
      types: [ValidationError, BalanceBelowZeroError, BalanceTooLargeError, UserNotFoundError],
      directResult: true,
      union: { name: 'AdjustTokensResult' },
    },
    resolve: async (_root, { input }, context) => {
      const result = await adjustTokens(context, { userId: userId(input.userId), delta: input.delta, reason: input.reason });
      return { userId: result.userId, ledgerId: result.ledgerId };
    },
  }),
);

const UserStatus = builder.enumType('UserStatus', {
  values: { ACTIVE: { value: 'active' }, BANNED: { value: 'banned' } } as const,
});

const SetUserStatusInput = builder.inputType('SetUserStatusInput', {
  fields: (t) => ({
    userId: t.id({ required: true, description: 'A User id.' }),
    status: t.field({ type: UserStatus, required: true }),
  }),
});

builder.mutationField('setUserStatus', (t) =>
  t.field({
    type: payload('SetUserStatusPayload', 'The user with the new status.'),
    description: "Bans or unbans a user. A ban ends all of the user's sessions at once; unbanning does not revive them.",
    authScopes: admin,
    args: { input: t.arg({ type: SetUserStatusInput, required: true }) },
    errors: { types: [UserNotFoundError, CannotBanSelfError], directResult: true, union: { name: 'SetUserStatusResult' } },
    resolve: async (_root, { input }, context) => ({ userId: await setUserStatus(context, { userId: userId(input.userId), status: input.status }) }),
  }),
);

const SetUserAdminInput = builder.inputType('SetUserAdminInput', {
  fields: (t) => ({
    userId: t.id({ required: true, description: 'A User id.' }),
    isAdmin: t.boolean({ required: true }),
  }),
});

builder.mutationField('setUserAdmin', (t) =>
  t.field({
    type: payload('SetUserAdminPayload', 'The user with the new role.'),
    description: 'Grants or revokes administrator rights; the last active administrator cannot remove their own.',
    authScopes: admin,
    args: { input: t.arg({ type: SetUserAdminInput, required: true }) },
    errors: { types: [UserNotFoundError, LastAdminError], directResult: true, union: { name: 'SetUserAdminResult' } },
    resolve: async (_root, { input }, context) => ({ userId: await setUserAdmin(context, { userId: userId(input.userId), isAdmin: input.isAdmin }) }),
  }),
);
