// The account services' shared pieces, called directly on the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../api/platform/db';
import { seedDefaults } from '../../../api/seed';
import { isUniqueViolation } from '../../../api/services/uniqueViolation';
import { createUserWithSignupGrant, findUserByUsername, STARTING_TOKENS } from '../../../api/services/users/accounts';
import { testDatabaseOptions, type TestDatabaseOptions } from '../../helpers/testDatabase';

let options: TestDatabaseOptions;
let db: Database;
beforeAll(async () => {
  options = await testDatabaseOptions();
  db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, log: () => {} });
});
afterAll(async () => {
  await db?.close();
  await options?.cleanup();
});

describe('createUserWithSignupGrant', () => {
  it('writes the user and the signup ledger row together', async () => {
    const user = await createUserWithSignupGrant(db.prisma, { username: 'granted', password: 'x' });
    expect(user.tokens).toBe(STARTING_TOKENS);
    expect(
      await db.prisma.tokenLedger.findMany({ where: { userId: user.id }, select: { delta: true, balanceAfter: true, reason: true, reference: true } }),
    ).toEqual([{ delta: 5, balanceAfter: 5, reason: 'signup', reference: String(user.id) }]);
  });

  it('the database refuses a second name differing only in case, and leaves no ledger row behind', async () => {
    await createUserWithSignupGrant(db.prisma, { username: 'Dup', password: 'x' });
    const error = await createUserWithSignupGrant(db.prisma, { username: 'dUP', password: 'x' }).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await db.prisma.user.count({ where: { username: 'dUP' } })).toBe(0);
    expect(await db.prisma.tokenLedger.count()).toBe(await db.prisma.user.count());
  });

  it('is what the seed uses for the configured admin', async () => {
    await seedDefaults(db.prisma, { adminUsername: 'seeded_admin', adminPassword: 'admin-password' });
    const admin = await db.prisma.user.findUniqueOrThrow({ where: { username: 'seeded_admin' }, include: { ledger: true } });
    expect(admin).toMatchObject({ isAdmin: true, tokens: 5, ledger: [{ reason: 'signup', delta: 5 }] });
    // ADMIN_USERNAME in another case finds the same account instead of failing.
    await seedDefaults(db.prisma, { adminUsername: 'SEEDED_ADMIN', adminPassword: 'admin-password' });
    expect(await db.prisma.user.count({ where: { isAdmin: true } })).toBe(1);
  });
});

describe('findUserByUsername', () => {
  it('ignores case and treats _ and % literally', async () => {
    await createUserWithSignupGrant(db.prisma, { username: 'Under_Score', password: 'x' });
    expect((await findUserByUsername(db.prisma, 'under_score'))?.username).toBe('Under_Score');
    expect(await findUserByUsername(db.prisma, 'underXscore')).toBeNull();
    expect(await findUserByUsername(db.prisma, 'under%')).toBeNull();
  });
});
