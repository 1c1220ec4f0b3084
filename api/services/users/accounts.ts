// Creating and finding accounts: the pieces sign-up, popup sign-in and the seed share.
import { type Prisma, type PrismaClient, type User } from '../../generated/prisma/client';

/** Every new account starts with this much Meme Fuel (spec: tokens default 5). */
export const STARTING_TOKENS = 5;

/**
 * Creates a user with the sign-up grant: the balance and its ledger row (reason 'signup',
 * reference the user id, so the grant can only happen once per user) in one transaction.
 */
export function createUserWithSignupGrant(prisma: PrismaClient, data: Omit<Prisma.UserCreateInput, 'tokens'>): Promise<User> {
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.create({ data: { ...data, tokens: STARTING_TOKENS } });
    await tx.tokenLedger.create({
      data: { userId: user.id, delta: STARTING_TOKENS, balanceAfter: STARTING_TOKENS, reason: 'signup', reference: String(user.id) },
    });
    return user;
  });
}

/**
 * The account whose username equals `username` ignoring case, through the same lower() index that
 * keeps names unique. (Prisma's `mode: 'insensitive'` compiles to ILIKE, where `_` is a wildcard.)
 */
export async function findUserByUsername(prisma: PrismaClient, username: string): Promise<User | null> {
  const rows = await prisma.$queryRaw<{ id: number }[]>`SELECT id FROM users WHERE lower(username) = lower(${username}) LIMIT 1`;
  const id = rows[0]?.id;
  return id === undefined ? null : prisma.user.findUnique({ where: { id } });
}
