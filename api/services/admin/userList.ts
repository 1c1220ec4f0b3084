// The admin user list: search on username or email, numbered pages (spec sections 2 and 9).
import type { Prisma, PrismaClient } from '../../generated/prisma/client';

/** Page size of the admin user list (spec section 9); callers may ask for 1 to MAX_LIMIT. */
export const USER_PAGE_SIZE = 10;
export const MAX_USER_PAGE_SIZE = 100;

export type UserListArgs = { search?: string | null; page?: number | null; limit?: number | null };
export type UserListPage = { search: string; page: number; limit: number };

/** Normalises the arguments: blank search is no search, page ≥ 1, limit within 1..100. */
export function userListPage(args: UserListArgs): UserListPage {
  const page = Number.isSafeInteger(args.page) && args.page! >= 1 ? args.page! : 1;
  const limit = Number.isSafeInteger(args.limit) && args.limit! >= 1 ? Math.min(args.limit!, MAX_USER_PAGE_SIZE) : USER_PAGE_SIZE;
  return { search: (args.search ?? '').trim(), page, limit };
}

/** Users whose username or email contains the search text, ignoring case. */
export function userSearchWhere(search: string): Prisma.UserWhereInput {
  if (!search) return {};
  // Prisma hands `contains` to LIKE as is: escape its wildcards so `%` and `_` match themselves.
  const text = search.replace(/[\\%_]/g, (char) => `\\${char}`);
  return {
    OR: [{ username: { contains: text, mode: 'insensitive' } }, { email: { contains: text, mode: 'insensitive' } }],
  };
}

/** The Prisma arguments of one page of the list, oldest account first; spread Pothos' `query` into them. */
export function userPageArgs({ search, page, limit }: UserListPage) {
  return { where: userSearchWhere(search), orderBy: { id: 'asc' as const }, skip: (page - 1) * limit, take: limit };
}

/** How many users match and how many pages that makes (0 pages when none match). */
export async function countUserPages(prisma: PrismaClient, { search, limit }: UserListPage): Promise<{ total: number; totalPages: number }> {
  const total = await prisma.user.count({ where: userSearchWhere(search) });
  return { total, totalPages: Math.ceil(total / limit) };
}
