// Default data every installation needs: the three token packs of the spec (section 9) and,
// when configured, an admin account. Safe to run at every start and from several instances.
import { DEFAULT_PACKS as BUILT_IN_PACKS } from '../core/payments/defaultPacks';
import type { Prisma, PrismaClient } from './generated/prisma/client';
import { hashPassword, verifyPassword } from './auth/passwords';
import { isUniqueViolation } from './services/uniqueViolation';
import { createUserWithSignupGrant, findUserByUsername } from './services/users/accounts';

/** The spec's packs as rows (the `key` the interface translates them by is their unique name). */
export const DEFAULT_PACKS: Prisma.TokenPackCreateManyInput[] = BUILT_IN_PACKS.map(({ key: _key, ...pack }) => pack);

export type SeedOptions = { adminUsername?: string; adminPassword?: string };

/** Inserts the default packs and the configured admin when missing; running it again changes nothing. */
export async function seedDefaults(prisma: PrismaClient, options: SeedOptions = {}): Promise<void> {
  // ON CONFLICT (name) DO NOTHING: race-free, and an admin's later edits to a pack are kept.
  await prisma.tokenPack.createMany({ data: DEFAULT_PACKS, skipDuplicates: true });
  if (options.adminUsername && options.adminPassword) {
    await ensureAdmin(prisma, options.adminUsername, options.adminPassword);
  }
}

async function ensureAdmin(prisma: PrismaClient, username: string, password: string): Promise<void> {
  // Names are unique whatever their case, so ADMIN_USERNAME=Chief finds an existing 'chief'.
  const existing = await findUserByUsername(prisma, username);
  if (!existing) {
    try {
      // Like any sign-up, the starting tokens come with their ledger row.
      await createUserWithSignupGrant(prisma, { username, password: await hashPassword(password), isAdmin: true });
      return;
    } catch (error) {
      // Another instance created it a moment ago: fall through and check it like any existing user.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const user = existing ?? (await findUserByUsername(prisma, username));
  if (!user) throw new Error(`admin ${username} vanished while being created`);
  const passwordMatches = await verifyPassword(user.password, password);
  if (user.isAdmin && passwordMatches) return;
  await prisma.user.update({
    where: { id: user.id },
    data: passwordMatches
      ? { isAdmin: true }
      : // A new password ends the sessions opened with the old one.
        { isAdmin: true, password: await hashPassword(password), sessionVersion: { increment: 1 } },
  });
}
