// A crash between a generation's charge and its memes (kill -9 while the caption model runs) must
// not cost the user a token: charges left with neither memes nor a refund, once older than any
// live generation can be, are refunded exactly once, at start and by the periodic sweep, however
// many sweeps and instances race, and the ledger says why.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../api/app';
import { createLogger } from '../../../api/platform/log';
import { chargeGeneration } from '../../../api/services/generation/charge';
import { orphanAgeMs, refundOrphanedCharges } from '../../../api/services/generation/orphanedCharges';
import { balanceOf, signedInUser } from '../../helpers/generation';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createUser, sessionCookieFor } from '../../helpers/sessions';

const LEDGER = /* GraphQL */ `
  query ($id: ID!) {
    adminUser(id: $id) { tokens ledger(first: 20) { edges { node { delta balanceAfter reason reference note } } } }
  }
`;

/** As if the database had been migrated two days ago: charges can then be older than the window. */
async function migratedLongAgo(app: App) {
  await app.deps.prisma.$executeRaw`UPDATE "_prisma_migrations" SET started_at = started_at - interval '2 days', finished_at = finished_at - interval '2 days'`;
}

/** What a generation does before the caption model runs; `minutesAgo` stands for the time since the crash. */
async function charge(app: App, userId: number, minutesAgo: number): Promise<string> {
  const generationId = randomUUID();
  const ctx = { ...app.deps, viewer: null, requestId: 'test' };
  await chargeGeneration(ctx, userId, generationId);
  await app.deps.prisma
    .$executeRaw`UPDATE token_ledger SET "createdAt" = "createdAt" - make_interval(mins => ${minutesAgo}::int) WHERE reference = ${generationId}`;
  return generationId;
}

async function storeMeme(app: App, userId: number, generationId: string) {
  await app.deps.prisma.meme.create({ data: { userId, generationId, originalText: 'kept', uwuText: 'kept', templateId: 'drake', captions: [] } });
}

function refundsOf(app: App, generationId: string) {
  return app.deps.prisma.tokenLedger.findMany({ where: { reason: 'refund', reference: generationId } });
}

async function adminLedger(app: TestApp, userId: number) {
  const admin = await createUser(app, `auditor_${randomUUID().slice(0, 8)}`, { isAdmin: true });
  const { body } = await app.graphql(LEDGER, { id: encodeGlobalID('User', userId) }, { cookie: await sessionCookieFor(app, admin.id) });
  return body.data.adminUser;
}

describe('charges a crash left without memes', () => {
  it('refunds old charges with no meme and no refund, once, with "interrupted generation" in the ledger', async () => {
    const app = await createTestApp();
    try {
      await migratedLongAgo(app);
      const { user } = await signedInUser(app, 5);
      const orphan = await charge(app, user.id, 60);
      const kept = await charge(app, user.id, 60);
      await storeMeme(app, user.id, kept);
      // Past the caption timeout but inside the margin: a generation still loading the model may own it.
      const running = await charge(app, user.id, Math.floor(orphanAgeMs(app.config) / 60_000) - 1);
      const refundedBefore = await charge(app, user.id, 60);
      await app.deps.prisma.$executeRaw`SELECT * FROM apply_balance_change(${user.id}::int, 1, 'refund', ${refundedBefore}::text)`;
      expect(await balanceOf(app, user.id)).toBe(2);

      expect(await refundOrphanedCharges(app.deps)).toBe(1);
      expect(await refundOrphanedCharges(app.deps)).toBe(0);

      expect(await balanceOf(app, user.id)).toBe(3);
      expect(await refundsOf(app, orphan)).toHaveLength(1);
      expect(await refundsOf(app, kept)).toHaveLength(0);
      expect(await refundsOf(app, running)).toHaveLength(0);
      expect(await refundsOf(app, refundedBefore)).toHaveLength(1);
      const ledger = await adminLedger(app, user.id);
      expect(ledger.tokens).toBe(3);
      expect(ledger.ledger.edges[0].node).toEqual({ delta: 1, balanceAfter: 3, reason: 'refund', reference: orphan, note: 'interrupted generation' });
    } finally {
      await app.close();
    }
  });

  it('leaves charges from before memes named their generation', async () => {
    const app = await createTestApp();
    try {
      const { user } = await signedInUser(app, 5);
      // Older than the migration that gave memes their generationId: there is no telling.
      const old = await charge(app, user.id, 60);
      expect(await refundOrphanedCharges(app.deps)).toBe(0);
      expect(await refundsOf(app, old)).toHaveLength(0);
      // Same charge once the migration is older than it: refunded, so the guard above is what held.
      await migratedLongAgo(app);
      expect(await refundOrphanedCharges(app.deps)).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('two sweeps at once refund once', async () => {
    const app = await createTestApp();
    try {
      await migratedLongAgo(app);
      const { user } = await signedInUser(app, 5);
      const orphans = [await charge(app, user.id, 30), await charge(app, user.id, 30), await charge(app, user.id, 30)];
      const counts = await Promise.all([refundOrphanedCharges(app.deps), refundOrphanedCharges(app.deps), refundOrphanedCharges(app.deps)]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
      expect(await balanceOf(app, user.id)).toBe(5);
      for (const orphan of orphans) expect(await refundsOf(app, orphan)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('runs when the app starts: a restart refunds what the crash left, and logs it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'meme-orphans-'));
    const first = await createTestApp({ DATA_DIR: dataDir });
    const lines: string[] = [];
    let second: App | undefined;
    try {
      await migratedLongAgo(first);
      const { user } = await signedInUser(first, 5);
      const orphans = [await charge(first, user.id, 10), await charge(first, user.id, 10), await charge(first, user.id, 10)];
      await first.stop();

      // The same database (PGlite folder or PostgreSQL schema), as after a restart.
      second = await buildApp(
        { ...first.config, logLevel: 'info' },
        createLogger('info', (line) => lines.push(line)),
      );
      await expect.poll(() => balanceOf(second as TestApp, user.id), { timeout: 10_000 }).toBe(5);
      for (const orphan of orphans) {
        expect((await second.deps.prisma.tokenLedger.findMany({ where: { reason: 'refund', reference: orphan } })).map((row) => row.note)).toEqual([
          'interrupted generation',
        ]);
        expect(lines.some((line) => line.includes(`generationId=${orphan}`) && line.includes(`userId=${user.id}`))).toBe(true);
      }
    } finally {
      await second?.stop();
      await first.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it('both sweeping at once refund each orphan once', async () => {
    const first = await createTestApp();
    let second: App | undefined;
    try {
      await migratedLongAgo(first);
      const { user } = await signedInUser(first, 20);
      const orphans: string[] = [];
      for (let index = 0; index < 10; index += 1) orphans.push(await charge(first, user.id, 30));
      // The second replica's start sweep races the two periodic ones below.
      second = await buildApp(first.config, createLogger('silent'));
      await Promise.all([refundOrphanedCharges(first.deps), refundOrphanedCharges(second.deps), refundOrphanedCharges(first.deps)]);
      await second.stop();
      expect(await balanceOf(first, user.id)).toBe(20);
      const refunds = await first.deps.prisma.tokenLedger.count({ where: { reason: 'refund', reference: { in: orphans } } });
      expect(refunds).toBe(10);
    } finally {
      await second?.stop();
      await first.close();
    }
  });
});
