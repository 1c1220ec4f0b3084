// The one completion path of a purchase. Stripe's webhook and the simulated card form both hand
// their outcome here as a payment event; the event id is recorded in the same transaction that
// marks the purchase and credits the tokens, so any number of deliveries, in any order, credit a
// PaymentIntent at most once (also guarded by the ledger's unique (reason, reference)).
import type { Prisma, PrismaClient, UserTokenPurchase } from '../../generated/prisma/client';
import type { Logger } from '../../platform/log';
import type { AppPubSub } from '../../platform/pubsub';
import { applyBalanceChange, publishBalance } from '../ledger/ledger';
import { isUniqueViolation } from '../uniqueViolation';
import { ABANDONED } from './cancelPurchase';

/** The parts of a PaymentIntent the purchase rules read. */
export type PaymentIntentSnapshot = {
  id: string;
  /** In the smallest currency unit (cents). */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** Stripe's reason on a canceled intent ('abandoned' when the buyer left the dialog). */
  cancellationReason?: string | null;
};

export type PaymentEvent = {
  /** The provider's event id (evt_...): a redelivery carries the same id. */
  id: string;
  type: string;
  /** The PaymentIntent the event is about; null for events about anything else. */
  intent: PaymentIntentSnapshot | null;
};

export type PaymentEventOutcome =
  'credited' | 'already_credited' | 'marked_failed' | 'unchanged' | 'ignored' | 'duplicate' | 'unknown_purchase' | 'amount_mismatch';

export type PaymentEventDeps = { prisma: PrismaClient; pubsub: AppPubSub; log: Logger };

export const SUCCEEDED = 'payment_intent.succeeded';
export const FAILED = 'payment_intent.payment_failed';
export const CANCELED = 'payment_intent.canceled';

type Tx = Prisma.TransactionClient;
type Credit = { userId: number; purchaseId: number; balance: number };

/**
 * Records the event and applies it: a succeeded intent completes its purchase and credits the
 * tokens, a failed or canceled one marks a pending purchase; other types are only recorded.
 * After the commit the buyer's open tabs hear of the new balance and the completed payment.
 */
export async function processPaymentEvent(deps: PaymentEventDeps, event: PaymentEvent): Promise<PaymentEventOutcome> {
  const quick = await creditInOneStatement(deps.prisma, event);
  if (quick) {
    announce(deps.pubsub, quick);
    return 'credited';
  }
  let credit: Credit | null = null;
  let outcome: PaymentEventOutcome;
  try {
    outcome = await deps.prisma.$transaction(async (tx) => {
      await tx.paymentEvent.create({ data: { id: event.id, type: event.type } });
      if (!event.intent || ![SUCCEEDED, FAILED, CANCELED].includes(event.type)) return 'ignored';
      if (event.type !== SUCCEEDED) return markFailed(tx, event.intent, event.type);
      const result = await complete(tx, event.intent, deps.log);
      if (typeof result === 'string') return result;
      credit = result;
      return 'credited';
    });
  } catch (error) {
    // The same event (or a concurrent one for the same intent) won the race: it did the work.
    if (isUniqueViolation(error)) outcome = 'duplicate';
    else throw error;
  }
  if (credit) announce(deps.pubsub, credit);
  if (outcome === 'unknown_purchase' || outcome === 'amount_mismatch') {
    deps.log.warn('payment event not applied', { eventId: event.id, type: event.type, paymentIntent: event.intent?.id, outcome });
  }
  return outcome;
}

/**
 * The common case in one atomic statement, without an interactive transaction (each statement of
 * one is a round trip, and on PGlite the transaction holds the only connection meanwhile): a new
 * event for a succeeded USD intent whose purchase is pending at that amount. The database function
 * complete_paid_purchase (migration of the same name) claims the purchase, records the event and
 * credits the balance through apply_balance_change (the ledger's one rule), or changes nothing at
 * all: null when any of that does not hold (no such purchase; an event or ledger reference seen
 * before: unique violation; a balance past int4: out of range), and the caller then takes the
 * general path, which explains every other outcome.
 */
async function creditInOneStatement(prisma: PrismaClient, event: PaymentEvent): Promise<Credit | null> {
  const intent = event.intent;
  if (event.type !== SUCCEEDED || !intent || intent.currency.toLowerCase() !== 'usd' || !Number.isSafeInteger(intent.amount)) return null;
  try {
    const rows = await prisma.$queryRaw<{ buyer_id: number; purchase_id: number; new_balance: number }[]>`
      SELECT buyer_id, purchase_id, new_balance FROM complete_paid_purchase(${intent.id}, ${intent.amount}::int, ${event.id}, ${event.type})`;
    const [row] = rows;
    if (rows.length !== 1 || !row) return null;
    return { userId: Number(row.buyer_id), purchaseId: Number(row.purchase_id), balance: Number(row.new_balance) };
  } catch (error) {
    if (isUniqueViolation(error) || isOutOfRange(error)) return null;
    throw error;
  }
}

/** PostgreSQL's numeric_value_out_of_range (22003): users.tokens (int4) would overflow. */
function isOutOfRange(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22003' || /out of range/i.test(String((error as Error | null)?.message ?? ''));
}

/** The purchase an intent pays for: by intent id, or (when the event beat the id's write) by its metadata. */
async function findPurchase(tx: Tx, intent: PaymentIntentSnapshot): Promise<UserTokenPurchase | null> {
  const byIntent = await tx.userTokenPurchase.findUnique({ where: { paymentIntentId: intent.id } });
  if (byIntent) return byIntent;
  const purchaseId = Number(intent.metadata.purchaseId);
  if (!Number.isSafeInteger(purchaseId) || purchaseId <= 0) return null;
  const byMetadata = await tx.userTokenPurchase.findUnique({ where: { id: purchaseId } });
  const sameBuyer = byMetadata !== null && String(byMetadata.userId) === intent.metadata.userId;
  return sameBuyer && byMetadata.paymentIntentId === null ? byMetadata : null;
}

type Claimed = { id: number; userId: number; tokenCount: number };
const CLAIMED = { id: true, userId: true, tokenCount: true } as const;

/**
 * Claims the purchase with one conditional UPDATE (of two concurrent completions, the second
 * waits for the first's row lock, then matches no row) and credits its tokens through the ledger.
 * The price comes from our pack table: an intent for another amount or currency credits nothing.
 */
async function complete(tx: Tx, intent: PaymentIntentSnapshot, log: Logger): Promise<Credit | PaymentEventOutcome> {
  if (intent.currency.toLowerCase() !== 'usd') return mismatch(log, intent);
  const [claimed] = await tx.userTokenPurchase.updateManyAndReturn({
    where: { paymentIntentId: intent.id, status: { not: 'completed' }, amount: intent.amount },
    data: { status: 'completed' },
    select: CLAIMED,
  });
  const purchase = claimed ?? (await claimThroughMetadata(tx, intent));
  if (!purchase) return explainUnclaimed(tx, intent, log);
  const change = await applyBalanceChange(tx, { userId: purchase.userId, delta: purchase.tokenCount, reason: 'purchase', reference: intent.id });
  if (change.status !== 'applied') return 'already_credited';
  return { userId: purchase.userId, purchaseId: purchase.id, balance: change.balance };
}

/** The event overtook the write of the intent id: the purchase named in the metadata, if it is the same buyer's and still unpaired. */
async function claimThroughMetadata(tx: Tx, intent: PaymentIntentSnapshot): Promise<Claimed | null> {
  const purchaseId = Number(intent.metadata.purchaseId);
  const userId = Number(intent.metadata.userId);
  if (!Number.isSafeInteger(purchaseId) || purchaseId <= 0 || !Number.isSafeInteger(userId)) return null;
  const [claimed] = await tx.userTokenPurchase.updateManyAndReturn({
    where: { id: purchaseId, userId, paymentIntentId: null, status: { not: 'completed' }, amount: intent.amount },
    data: { status: 'completed', paymentIntentId: intent.id },
    select: CLAIMED,
  });
  return claimed ?? null;
}

async function explainUnclaimed(tx: Tx, intent: PaymentIntentSnapshot, log: Logger): Promise<PaymentEventOutcome> {
  const purchase = await findPurchase(tx, intent);
  if (!purchase) return 'unknown_purchase';
  return purchase.status === 'completed' ? 'already_credited' : mismatch(log, intent, purchase.amount);
}

function mismatch(log: Logger, intent: PaymentIntentSnapshot, expected?: number): PaymentEventOutcome {
  log.error('payment amount does not match the purchase', { paymentIntent: intent.id, amount: intent.amount, currency: intent.currency, expected });
  return 'amount_mismatch';
}

/** Only a pending purchase becomes failed: a late failure never undoes a completed payment. */
async function markFailed(tx: Tx, intent: PaymentIntentSnapshot, type: string): Promise<PaymentEventOutcome> {
  const purchase = await findPurchase(tx, intent);
  if (!purchase) return 'unknown_purchase';
  const marked = await tx.userTokenPurchase.updateMany({
    where: { id: purchase.id, status: 'pending' },
    data: { status: failedStatus(type, intent), paymentIntentId: intent.id },
  });
  return marked.count ? 'marked_failed' : 'unchanged';
}

/** A cancel for an abandoned dialog (ours, whose own write may have failed) keeps it out of the history. */
function failedStatus(type: string, intent: PaymentIntentSnapshot): string {
  if (type !== CANCELED) return 'failed';
  return intent.cancellationReason === 'abandoned' ? ABANDONED : 'canceled';
}

function announce(pubsub: AppPubSub, credit: Credit): void {
  publishBalance(pubsub, credit.userId, credit.balance);
  pubsub.publish('paymentCompleted', credit.userId, { purchaseId: credit.purchaseId, balance: credit.balance });
}
