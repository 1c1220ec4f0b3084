// A known history for the admin figures (api/services/admin/figures/): users, memes of every method
// and kind, generation charges and refunds, purchases of two packs, sign-up grants and admin
// adjustments (which are neither spent nor bought), written with explicit dates around today, and
// the figures it must give, worked out by hand. Used by tests/api/admin/adminFigures.test.ts and,
// through scripts of the e2e spec, by tests/e2e/adminFigures.spec.ts.
import type { PrismaClient } from '../../api/generated/prisma/client';

const DAY_MS = 86_400_000;
/** api/services/generation/memeStore.ts' UPLOAD_TEMPLATE_ID, written out so the e2e runner need not load the server's modules. */
const UPLOAD_TEMPLATE = 'custom';

/** The moment `daysAgo` UTC days before today's, at `hour` (today's rows at midnight, which is never in the future). */
function at(now: Date, daysAgo: number, hour = 12): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - daysAgo * DAY_MS + (daysAgo === 0 ? 0 : hour * 3_600_000));
}

/** Writes the history; the admin account (if any) should be older than 30 days, as `chief` is made here. */
export async function seedFiguresHistory(prisma: PrismaClient, now = new Date()): Promise<void> {
  const user = async (username: string, daysAgo: number, hour = 12) => {
    const createdAt = at(now, daysAgo, hour);
    const row = await prisma.user.create({ data: { username, password: 'not-a-real-hash', email: `${username}@example.com`, createdAt } });
    // The sign-up grant: a credit that is neither bought nor spent.
    await prisma.tokenLedger.create({ data: { userId: row.id, delta: 5, balanceAfter: 5, reason: 'signup', reference: String(row.id), createdAt } });
    return row.id;
  };
  const ann = await user('fig_ann', 0);
  const ben = await user('fig_ben', 6);
  const cat = await user('fig_cat', 10);
  const dan = await user('fig_dan', 29, 0); // the window's first moment
  const eve = await user('fig_eve', 30, 23.999); // just before the window

  const ledger = (userId: number, daysAgo: number, reason: string, delta: number, reference: string) =>
    prisma.tokenLedger.create({ data: { userId, delta, balanceAfter: 100, reason, reference, createdAt: at(now, daysAgo) } });
  const meme = (userId: number, daysAgo: number, fields: { generationId?: string; templateId?: string; type?: string; editedFromId?: number }) =>
    prisma.meme.create({
      data: {
        userId,
        originalText: 'a seeded meme',
        uwuText: 'a seeded meme',
        templateId: fields.templateId ?? 'drake',
        captions: [],
        type: fields.type ?? 'image',
        generationId: fields.generationId ?? null,
        editedFromId: fields.editedFromId ?? null,
        createdAt: at(now, daysAgo),
      },
    });

  // Today: ann generates two memes on templates (a still and a GIF) for one token.
  await ledger(ann, 0, 'generation', -1, 'gen-ann');
  await meme(ann, 0, { generationId: 'gen-ann' });
  await meme(ann, 0, { generationId: 'gen-ann', type: 'gif' });
  // 3 days ago: ben generates on his upload, and a second generation fails (refunded); he saves one by hand.
  await ledger(ben, 3, 'generation', -1, 'gen-ben');
  await meme(ben, 3, { generationId: 'gen-ben', templateId: UPLOAD_TEMPLATE });
  await ledger(ben, 3, 'generation', -1, 'gen-ben-failed');
  await ledger(ben, 3, 'refund', 1, 'gen-ben-failed');
  await meme(ben, 3, {});
  // 10 days ago: cat saves a GIF by hand and edits it; a generation of hers dies with its process.
  const original = await meme(cat, 10, { type: 'gif' });
  await meme(cat, 10, { type: 'gif', editedFromId: original.id });
  await ledger(cat, 10, 'generation', -1, 'gen-cat');
  await ledger(cat, 10, 'refund', 1, 'gen-cat');
  // 29 days ago (the window's first day): dan generates one meme.
  await ledger(dan, 29, 'generation', -1, 'gen-dan');
  await meme(dan, 29, { generationId: 'gen-dan' });
  // 30 days ago, outside the window: eve's generation counts nowhere.
  await prisma.tokenLedger.create({
    data: { userId: eve, delta: -1, balanceAfter: 4, reason: 'generation', reference: 'gen-eve', createdAt: at(now, 30, 23.999) },
  });
  await prisma.meme.create({
    data: { userId: eve, originalText: 'old', uwuText: 'old', templateId: 'drake', captions: [], generationId: 'gen-eve', createdAt: at(now, 30, 23.999) },
  });

  // Purchases of two packs, credited through the ledger (reference: the PaymentIntent id).
  const packs = new Map((await prisma.tokenPack.findMany()).map((pack) => [pack.name, pack]));
  const purchase = async (userId: number, daysAgo: number, packName: string, status: 'completed' | 'pending') => {
    const pack = packs.get(packName)!;
    const intent = `pi_${userId}_${daysAgo}_${status}`;
    await prisma.userTokenPurchase.create({
      data: { userId, packId: pack.id, amount: pack.price, tokenCount: pack.tokenCount, status, paymentIntentId: intent, purchaseDate: at(now, daysAgo) },
    });
    if (status === 'completed') await ledger(userId, daysAgo, 'purchase', pack.tokenCount, intent);
  };
  await purchase(ann, 0, 'Starter Pack', 'completed');
  await purchase(ben, 5, 'Popular Pack', 'completed');
  await purchase(cat, 10, 'Popular Pack', 'completed');
  // Never paid: no revenue, no tokens, and cat is not active today for it.
  await purchase(cat, 0, 'Mega Pack', 'pending');

  // Admin adjustments today: neither bought nor spent, and ben is not active today because of one.
  await ledger(ben, 0, 'admin_adjustment', 50, JSON.stringify({ by: 0, byName: 'chief', note: 'prize', key: 'a' }));
  await ledger(ann, 0, 'admin_adjustment', -3, JSON.stringify({ by: 0, byName: 'chief', note: 'abuse', key: 'b' }));

  // Reports of ben's shared meme: two wait (today, 4 days ago), one was dismissed, one predates the window.
  const shared = await meme(ben, 4, {});
  const report = (daysAgo: number, reporterHash: string, resolved = false) =>
    prisma.memeReport.create({
      data: {
        memeId: shared.id,
        reason: 'spam',
        reporterHash,
        createdAt: at(now, daysAgo, daysAgo === 30 ? 23.999 : 12),
        ...(resolved ? { resolvedAt: at(now, 0), resolution: 'dismissed' } : {}),
      },
    });
  await report(0, 'reporter-a');
  await report(4, 'reporter-b');
  await report(4, 'reporter-c', true);
  await report(30, 'reporter-d');

  // The safety filter refused a prompt today and a caption 8 days ago (refusals hold no text).
  const refusal = (userId: number, daysAgo: number, source: string) =>
    prisma.safetyRefusal.create({
      data: { userId, source, check: 'word_list', term: 'seeded', termLanguage: 'en', language: 'en', createdAt: at(now, daysAgo) },
    });
  await refusal(ann, 0, 'prompt');
  await refusal(cat, 8, 'caption');
}

/** A 30-day series from its non-zero days (days ago → value). */
function daily(values: Record<number, number>): number[] {
  return Array.from({ length: 30 }, (_, index) => values[29 - index] ?? 0);
}

type Expected = { today: number; last7Days: number; last30Days: number; daily: number[] };
const figure = (today: number, last7Days: number, last30Days: number, days: Record<number, number>): Expected => ({
  today,
  last7Days,
  last30Days,
  daily: daily(days),
});

/** What the history gives, figure by figure (parts in the API's order). */
export const EXPECTED_FIGURES = {
  signUps: figure(1, 2, 4, { 0: 1, 6: 1, 10: 1, 29: 1 }),
  activeUsers: figure(1, 2, 4, { 0: 1, 3: 1, 4: 1, 5: 1, 10: 1, 29: 1 }),
  memesMade: figure(2, 5, 8, { 0: 2, 3: 2, 4: 1, 10: 2, 29: 1 }),
  memesByMethod: {
    aiTemplate: figure(2, 2, 3, { 0: 2, 29: 1 }),
    aiUpload: figure(0, 1, 1, { 3: 1 }),
    byHand: figure(0, 2, 3, { 3: 1, 4: 1, 10: 1 }),
    edit: figure(0, 0, 1, { 10: 1 }),
  },
  memesByKind: {
    image: figure(1, 4, 5, { 0: 1, 3: 2, 4: 1, 29: 1 }),
    gif: figure(1, 1, 3, { 0: 1, 10: 2 }),
  },
  tokensSpent: figure(1, 2, 3, { 0: 1, 3: 1, 29: 1 }),
  tokensBought: figure(20, 70, 120, { 0: 20, 5: 50, 10: 50 }),
  revenue: figure(199, 598, 997, { 0: 199, 5: 399, 10: 399 }),
  revenueByPack: {
    'Starter Pack': figure(199, 199, 199, { 0: 199 }),
    'Popular Pack': figure(0, 399, 798, { 5: 399, 10: 399 }),
    'Mega Pack': figure(0, 0, 0, {}),
  },
  failedGenerations: figure(0, 1, 2, { 3: 1, 10: 1 }),
  tokensRefunded: figure(0, 1, 2, { 3: 1, 10: 1 }),
  safetyRefusals: figure(1, 1, 2, { 0: 1, 8: 1 }),
  reportsWaiting: figure(1, 2, 2, { 0: 1, 4: 1 }),
} as const;
