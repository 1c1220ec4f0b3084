// What administrators read about users: the searchable, paged user list and one user's details
// with the token ledger. Every field here is admin-scoped (except User.databaseId).
import { parseAdjustmentReference } from '../services/admin/adjustTokens';
import { IN_PURCHASE_HISTORY } from '../services/purchases/cancelPurchase';
import { generationSummary, purchasedPackName, type GenerationSummary } from '../services/admin/ledgerDetails';
import type { PrismaClient } from '../generated/prisma/client';
import { countUserPages, userListPage, userPageArgs, type UserListPage } from '../services/admin/userList';
import { builder } from './builder';
import { rowIdOf } from './globalIds';
import './user';

const admin = { admin: true } as const;

type LedgerRow = { userId: number; reason: string; reference: string | null };
// One lookup per row, whichever of its meme fields are asked for.
const summaries = new WeakMap<LedgerRow, Promise<GenerationSummary | null>>();
function memesOf(entry: LedgerRow, prisma: PrismaClient): Promise<GenerationSummary | null> {
  if ((entry.reason !== 'generation' && entry.reason !== 'refund') || !entry.reference) return Promise.resolve(null);
  let summary = summaries.get(entry);
  if (!summary) summaries.set(entry, (summary = generationSummary(prisma, entry.userId, entry.reference)));
  return summary;
}

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
      description: "Why: the administrator's reason for admin_adjustment rows; 'interrupted generation' for a refund of a generation a crash stopped.",
      resolve: (entry) => (entry.reason === 'admin_adjustment' ? (parseAdjustmentReference(entry.reference)?.note ?? null) : entry.note),
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
    // Flat scalars, not nested objects: the admin user page asks for 20 rows at once and every
    // level of nesting multiplies the query's cost (api/graphql/costLimit.ts).
    memePrompt: t.string({
      nullable: true,
      description: 'For generation and refund rows: the prompt of the memes it made; null when none of them is kept (failed, or deleted).',
      resolve: async (entry, _args, context) => (await memesOf(entry, context.prisma))?.prompt ?? null,
    }),
    memeTemplates: t.stringList({
      nullable: true,
      description: "For generation and refund rows: names of the templates its memes use; empty when they are on the user's own image.",
      resolve: async (entry, _args, context) => (await memesOf(entry, context.prisma))?.templateNames ?? null,
    }),
    memeOnUpload: t.boolean({
      nullable: true,
      description: "For generation and refund rows: its memes are on the user's own image.",
      resolve: async (entry, _args, context) => (await memesOf(entry, context.prisma))?.uploadedImage ?? null,
    }),
    packName: t.string({
      nullable: true,
      description: 'For purchase rows: the name of the pack bought.',
      resolve: async (entry, _args, context) =>
        entry.reason === 'purchase' && entry.reference ? purchasedPackName(context.prisma, entry.userId, entry.reference) : null,
    }),
  }),
});

/** Shared by User.ledger and adjustTokens' payload, so a client can prepend the new row. */
export const LedgerEntryEdge = builder.edgeObject({ name: 'TokenLedgerEntryEdge', type: LedgerEntry });

// Admin-only fields of User. Nullable, so that a non-admin who asks for one gets null and an error
// for that field alone, not a null viewer (a non-null field's error erases its parent object).
const ADMINS_ONLY = 'Admins only: null, with an error, for anybody else.';

builder.prismaObjectFields('User', (t) => ({
  databaseId: t.exposeInt('id', { description: 'The number in REST answers and admin URLs (/admin/users/{databaseId}).' }),
  ledger: t.relatedConnection(
    'ledger',
    {
      type: LedgerEntry,
      description: `Every change of the balance, newest first. ${ADMINS_ONLY}`,
      cursor: 'id',
      query: { orderBy: { id: 'desc' } },
      nullable: true,
      authScopes: admin,
    },
    { name: 'TokenLedgerConnection' },
    LedgerEntryEdge,
  ),
  // Counted in the user's own query (Prisma's _count), as relationCount would; it cannot be nullable.
  memeCount: t.int({
    nullable: true,
    description: ADMINS_ONLY,
    authScopes: admin,
    select: { _count: { select: { memes: true } } },
    resolve: (user) => user._count.memes,
  }),
  purchaseCount: t.int({
    nullable: true,
    description: ADMINS_ONLY,
    authScopes: admin,
    select: { _count: { select: { purchases: { where: IN_PURCHASE_HISTORY } } } },
    resolve: (user) => user._count.purchases,
  }),
}));

const AdminPagination = builder.objectRef<UserListPage & { total: number; totalPages: number }>('AdminPagination').implement({
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

builder.queryField('adminUser', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'One user with everything an administrator may see; null when no user has this id.',
    authScopes: admin,
    args: { id: t.arg.globalID({ required: true, description: 'A User id.' }) },
    resolve: (query, _root, { id }, context) => {
      // An id no user can have (malformed, another type's) is looked up as 0, which finds nobody:
      // the answer is a plain null, not Pothos' unused-query error logged in the admin's console.
      const userId = rowIdOf('User', id) ?? 0;
      return context.prisma.user.findUnique({ ...query, where: { id: userId } });
    },
  }),
);
