// What administrators read about users: the searchable, paged user list and one user's details
// with the token ledger. Every field here is admin-scoped (except User.databaseId).
import { decodeGlobalID } from '@pothos/plugin-relay';
import { parseAdjustmentReference } from '../services/admin/adjustTokens';
import { countUserPages, userListPage, userPageArgs, type UserListPage } from '../services/admin/userList';
import { builder } from './builder';
import { databaseIdOf } from './globalIds';
import './user';

const admin = { admin: true } as const;

/** One change of a Meme Fuel balance. Reached only through the admin-scoped User.ledger. */
export const LedgerEntry = builder.prismaObject('TokenLedger', {
  name: 'TokenLedgerEntry',
  fields: (t) => ({
    // Not a Node (it can't be fetched by id), but a globally unique id keeps the client store sound.
    id: t.globalID({ resolve: (entry) => ({ type: 'TokenLedgerEntry', id: entry.id }) }),
    delta: t.exposeInt('delta', { description: 'Signed change: negative for a charge.' }),
    balanceAfter: t.exposeInt('balanceAfter'),
    reason: t.exposeString('reason', { description: 'signup, generation, refund, purchase or admin_adjustment.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    note: t.string({
      nullable: true,
      description: "The administrator's reason, for admin_adjustment rows.",
      resolve: (entry) => parseAdjustmentReference(entry.reason === 'admin_adjustment' ? entry.reference : null)?.note ?? null,
    }),
    adjustedBy: t.string({
      nullable: true,
      description: 'Username of the administrator who made an admin_adjustment.',
      resolve: (entry) => parseAdjustmentReference(entry.reason === 'admin_adjustment' ? entry.reference : null)?.byName ?? null,
    }),
    reference: t.string({
      nullable: true,
      description: 'What caused the change (generation or payment id); null for admin adjustments, see note.',
      resolve: (entry) => (entry.reason === 'admin_adjustment' ? null : entry.reference),
    }),
  }),
});

/** Shared by User.ledger and adjustTokens' payload, so a client can prepend the new row. */
export const LedgerEntryEdge = builder.edgeObject({ name: 'TokenLedgerEntryEdge', type: LedgerEntry });

builder.prismaObjectFields('User', (t) => ({
  databaseId: t.exposeInt('id', { description: 'The number in REST answers and admin URLs (/admin/users/{databaseId}).' }),
  ledger: t.relatedConnection('ledger', {
    type: LedgerEntry,
    description: 'Every change of the balance, newest first.',
    cursor: 'id',
    query: { orderBy: { id: 'desc' } },
    authScopes: admin,
  }, { name: 'TokenLedgerConnection' }, LedgerEntryEdge),
  memeCount: t.relationCount('memes', { authScopes: admin }),
  purchaseCount: t.relationCount('purchases', { authScopes: admin }),
}));

const AdminPagination = builder
  .objectRef<UserListPage & { total: number; totalPages: number }>('AdminPagination')
  .implement({
    fields: (t) => ({
      page: t.exposeInt('page'),
      limit: t.exposeInt('limit'),
      total: t.exposeInt('total', { description: 'Users matching the search.' }),
      totalPages: t.exposeInt('totalPages', { description: '0 when no user matches.' }),
    }),
  });

const AdminUserList = builder.objectRef<UserListPage>('AdminUserList').implement({
  description: 'One numbered page of the admin user list.',
  fields: (t) => ({
    search: t.exposeString('search', { description: 'The search applied (trimmed; empty for none).' }),
    users: t.prismaField({
      type: ['User'],
      description: 'Oldest account first.',
      resolve: (query, page, _args, context) => context.prisma.user.findMany({ ...query, ...userPageArgs(page) }),
    }),
    pagination: t.field({
      type: AdminPagination,
      resolve: async (page, _args, context) => ({ ...page, ...(await countUserPages(context.prisma, page)) }),
    }),
  }),
});

builder.queryField('adminUsers', (t) =>
  t.field({
    type: AdminUserList,
    description: 'Users whose username or email contains `search` (any case), `limit` (1–100, default 10) per page.',
    authScopes: admin,
    args: { search: t.arg.string(), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 10 }) },
    resolve: (_root, args) => userListPage(args),
  }),
);

/** The database id inside a User global id; null for any other id. */
export function userNumber(globalId: string): number | null {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'User' ? databaseIdOf(id) : null;
  } catch {
    return null;
  }
}

builder.queryField('adminUser', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'One user with everything an administrator may see; null when no user has this id.',
    authScopes: admin,
    args: { id: t.arg.id({ required: true, description: 'A User id.' }) },
    resolve: (query, _root, { id }, context) => {
      const userId = userNumber(String(id));
      return userId === null ? null : context.prisma.user.findUnique({ ...query, where: { id: userId } });
    },
  }),
);
