// The completion path of a purchase at its edges, called as the webhook and the simulated card form
// call it: a credit that would overflow the balance, a credit the ledger already holds, a
// redelivered event. Each must change the balance exactly as the ledger's rules say, whichever
// way (one statement or the general transaction) the server takes.
// Runs on PGlite, and on PostgreSQL + Redis when DATABASE_URL / REDIS_URL are set.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BALANCE } from '../../../api/services/ledger/ledger';
import { processPaymentEvent, SUCCEEDED, type PaymentEvent } from '../../../api/services/purchases/paymentEvents';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createUser } from '../../helpers/sessions';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const suffix = () => randomBytes(4).toString('hex');

/** A user with a pending Starter Pack purchase paired with a fresh intent id (or not yet, as when the event overtakes that write). */
async function pendingPurchase(tokens?: number, { paired = true } = {}) {
  const user = await createUser(app, `edge_${suffix()}`);
  if (tokens !== undefined) await app.deps.prisma.user.update({ where: { id: user.id }, data: { tokens } });
  const pack = await app.deps.prisma.tokenPack.findUniqueOrThrow({ where: { name: 'Starter Pack' } });
  const intentId = `pi_edge_${suffix()}`;
  const purchase = await app.deps.prisma.userTokenPurchase.create({
    data: { userId: user.id, packId: pack.id, amount: pack.price, tokenCount: pack.tokenCount, status: 'pending', paymentIntentId: paired ? intentId : null },
  });
  return { user, purchase, intentId };
}

/** A new succeeded event; its metadata names the purchase only when given, as Stripe's would. */
function succeeded(intentId: string, userId: number, amount: number, purchaseId?: number): PaymentEvent {
  const metadata = { userId: String(userId), ...(purchaseId ? { purchaseId: String(purchaseId) } : {}) };
  return { id: `evt_${suffix()}`, type: SUCCEEDED, intent: { id: intentId, amount, currency: 'usd', metadata } };
}

const balanceOf = async (userId: number) => (await app.deps.prisma.user.findUniqueOrThrow({ where: { id: userId } })).tokens;
const creditRows = (intentId: string) => app.deps.prisma.tokenLedger.findMany({ where: { reason: 'purchase', reference: intentId } });

describe('completing a purchase', () => {
  it('credits once, with a ledger row matching the new balance; a redelivery or a second event changes nothing', async () => {
    const { user, purchase, intentId } = await pendingPurchase();
    const event = succeeded(intentId, user.id, purchase.amount);
    expect(await processPaymentEvent(app.deps, event)).toBe('credited');
    expect(await processPaymentEvent(app.deps, event)).toBe('duplicate');
    expect(await processPaymentEvent(app.deps, succeeded(intentId, user.id, purchase.amount))).toBe('already_credited');
    expect(await balanceOf(user.id)).toBe(5 + purchase.tokenCount);
    expect(await creditRows(intentId)).toMatchObject([{ userId: user.id, delta: purchase.tokenCount, balanceAfter: 5 + purchase.tokenCount }]);
    expect((await app.deps.prisma.userTokenPurchase.findUniqueOrThrow({ where: { id: purchase.id } })).status).toBe('completed');
  });

  it('credits nothing past the largest balance, and writes no ledger row', async () => {
    const { user, purchase, intentId } = await pendingPurchase(MAX_BALANCE - 1);
    expect(await processPaymentEvent(app.deps, succeeded(intentId, user.id, purchase.amount))).not.toBe('credited');
    expect(await balanceOf(user.id)).toBe(MAX_BALANCE - 1);
    expect(await creditRows(intentId)).toEqual([]);
  });

  it('a credit the ledger already holds for the intent is not applied a second time', async () => {
    const { user, purchase, intentId } = await pendingPurchase();
    await app.deps.prisma.tokenLedger.create({
      data: { userId: user.id, delta: purchase.tokenCount, balanceAfter: 5, reason: 'purchase', reference: intentId },
    });
    expect(await processPaymentEvent(app.deps, succeeded(intentId, user.id, purchase.amount))).toBe('already_credited');
    expect(await balanceOf(user.id)).toBe(5);
    expect(await creditRows(intentId)).toHaveLength(1);
  });

  it('an intent for another amount credits nothing and leaves the purchase pending', async () => {
    const { user, purchase, intentId } = await pendingPurchase();
    expect(await processPaymentEvent(app.deps, succeeded(intentId, user.id, purchase.amount + 1))).toBe('amount_mismatch');
    expect(await balanceOf(user.id)).toBe(5);
    expect((await app.deps.prisma.userTokenPurchase.findUniqueOrThrow({ where: { id: purchase.id } })).status).toBe('pending');
  });

  it('a success that overtook the write of the intent id pairs and credits the purchase its metadata names, once among concurrent events', async () => {
    const { user, purchase, intentId } = await pendingPurchase(undefined, { paired: false });
    const events = Array.from({ length: 5 }, () => succeeded(intentId, user.id, purchase.amount, purchase.id));
    const outcomes = await Promise.all(events.map((event) => processPaymentEvent(app.deps, event)));
    expect(outcomes.sort()).toEqual(['already_credited', 'already_credited', 'already_credited', 'already_credited', 'credited']);
    expect(await balanceOf(user.id)).toBe(5 + purchase.tokenCount);
    expect(await creditRows(intentId)).toMatchObject([{ userId: user.id, delta: purchase.tokenCount, balanceAfter: 5 + purchase.tokenCount }]);
    expect(await app.deps.prisma.userTokenPurchase.findUniqueOrThrow({ where: { id: purchase.id } })).toMatchObject({
      status: 'completed',
      paymentIntentId: intentId,
    });
  });

  it("metadata naming another buyer's purchase claims nothing", async () => {
    const { user, purchase, intentId } = await pendingPurchase(undefined, { paired: false });
    const stranger = await createUser(app, `edge_${suffix()}`);
    expect(await processPaymentEvent(app.deps, succeeded(intentId, stranger.id, purchase.amount, purchase.id))).toBe('unknown_purchase');
    expect([await balanceOf(user.id), await balanceOf(stranger.id)]).toEqual([5, 5]);
    expect(await app.deps.prisma.userTokenPurchase.findUniqueOrThrow({ where: { id: purchase.id } })).toMatchObject({
      status: 'pending',
      paymentIntentId: null,
    });
  });
});
