// SECURITY.md check 16: 50 concurrent generations by a user with 5 tokens → exactly 5 succeed,
// balance 0, 5 debit rows; on PGlite and on PostgreSQL. A failed generation refunds once.
import { afterAll, describe, expect, it } from 'vitest';
import { refundGeneration } from '../../../api/services/generation/charge';
import { startFakeOpenAI, type FakeOpenAI } from '../../fakes/openaiServer';
import { balanceOf, generate, ledgerOf, signedInUser } from '../../helpers/generation';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

/** A test app on one database kind, whatever DATABASE_URL says for the rest of the suite. */
async function appOn(kind: 'pglite' | 'postgres', env: Record<string, string> = {}): Promise<TestApp> {
  const saved = process.env.DATABASE_URL;
  if (kind === 'postgres') process.env.DATABASE_URL = POSTGRES_URL;
  else delete process.env.DATABASE_URL;
  try {
    return await createTestApp(env);
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
}

const opened: TestApp[] = [];
let fake: FakeOpenAI | undefined;
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
  await fake?.close();
});

describe.each(['pglite', 'postgres'] as const)('on %s', (kind) => {
  it('50 generations at once with 5 tokens: exactly 5 succeed, the rest are refused, balance 0', async () => {
    const app = await appOn(kind);
    opened.push(app);
    const { user, cookie } = await signedInUser(app, 5);
    const results = await Promise.all(Array.from({ length: 50 }, (_, index) => generate(app, cookie, { prompt: `race number ${index}`, count: 1 })));
    const kinds = results.map((result) => result.__typename ?? 'error');
    expect(kinds.filter((name) => name === 'GenerateMemesSuccess')).toHaveLength(5);
    expect(kinds.filter((name) => name === 'NotEnoughTokensError')).toHaveLength(45);
    expect(await balanceOf(app, user.id)).toBe(0);
    const ledger = await ledgerOf(app, user.id);
    expect(ledger.filter((row) => row.reason === 'generation' && row.delta === -1)).toHaveLength(5);
    expect(ledger).toHaveLength(5);
    expect(ledger.map((row) => row.balanceAfter).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(await app.deps.prisma.meme.count({ where: { userId: user.id } })).toBe(5);
  });

  it('failed generations at once each refund exactly once; repeating a refund changes nothing', async () => {
    fake ??= await startFakeOpenAI();
    const app = await appOn(kind, { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.url, OPENAI_MAX_RETRIES: '0', OPENAI_TIMEOUT_MS: '5000' });
    opened.push(app);
    const { user, cookie } = await signedInUser(app, 3);
    fake.reset();
    fake.script(...Array.from({ length: 20 }, () => ({ kind: 'status', status: 500 }) as const));
    const results = await Promise.all(Array.from({ length: 6 }, () => generate(app, cookie, { prompt: 'doomed', count: 1 })));
    // Each failure gives its token back, so later attempts may still find a token: none is lost.
    expect(results.every((result) => result.__typename === 'GenerationFailedError' || result.__typename === 'NotEnoughTokensError')).toBe(true);
    expect(await balanceOf(app, user.id)).toBe(3);
    const ledger = await ledgerOf(app, user.id);
    const charges = ledger.filter((row) => row.reason === 'generation');
    const refunds = ledger.filter((row) => row.reason === 'refund');
    expect(charges.length).toBeGreaterThan(0);
    expect(refunds.map((row) => row.reference).sort()).toEqual(charges.map((row) => row.reference).sort());

    const context = { ...app.deps, viewer: { id: user.id, username: user.username, isAdmin: false }, requestId: 'test' };
    await Promise.all([refundGeneration(context, user.id, charges[0]!.reference!), refundGeneration(context, user.id, charges[0]!.reference!)]);
    expect(await balanceOf(app, user.id)).toBe(3);
    expect((await ledgerOf(app, user.id)).length).toBe(ledger.length);
    fake.reset();
  });
});
