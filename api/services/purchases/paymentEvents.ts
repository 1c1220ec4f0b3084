// The one completion path of a purchase. Stripe's webhook and the simulated card form both hand
// their outcome here as a payment event; the event id is recorded in the same transaction that
// marks the purchase and credits the tokens, so any number of deliveries, in any order, credit a
// PaymentIntent at most once (also guarded by the ledger's unique (reason, reference)).
// The claim and the credit themselves are the database function complete_paid_purchase
// (prisma/functions/complete_paid_purchase.sql); this module decides which events reach it,
// marks failures, and explains the events it claims nothing for.
import type { Prisma, PrismaClient, UserTokenPurchase } from '../../generated/prisma/client';
import type { Logger } from '../../platform/log';
import type { AppPubSub } from '../../platform/pubsub';
import { publishBalance } from '../ledger/ledger';
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
  const completed = await completePaidPurchase(deps, event);
  if (completed) return completed;
  let outcome: PaymentEventOutcome;
  try {
    outcome = await deps.prisma.$transaction(async (tx) => {
      await tx.paymentEvent.create({ data: { id: event.id, type: event.type } });
      if (!event.intent || ![SUCCEEDED, FAILED, CANCELED].includes(event.type)) return 'ignored';
      if (event.type !== SUCCEEDED) return markFailed(tx, event.intent, event.type);
      return explainUnclaimed(tx, event.intent, deps.log);
    });
  } catch (error) {
    // The same event (or a concurrent one for the same intent) won the race: it did the work.
    if (isUniqueViolation(error)) outcome = 'duplicate';
    else throw error;
  }
  if (outcome === 'unknown_purchase' || outcome === 'amount_mismatch') {
    deps.log.warn('payment event not applied', { eventId: event.id, type: event.type, paymentIntent: event.intent?.id, outcome });
  }
  return outcome;
}

type Completion = { outcome: 'credited' | 'already_credited'; buyer_id: number; purchase_id: number; new_balance: number | null };

/**
 * A succeeded USD intent completes its purchase through the database function
 * complete_paid_purchase (prisma/functions/complete_paid_purchase.sql), the one home of the rule
 * that claims a paid purchase (by intent id, or by the metadata when the event overtook the write
 * of the intent id) and credits it through the ledger. Null when it claimed nothing: the general
 * path then records the event and explains why.
 */
async function completePaidPurchase(deps: PaymentEventDeps, event: PaymentEvent): Promise<PaymentEventOutcome | null> {
  const intent = event.intent;
  // The function compares amounts in US cents: another currency or a fraction of a cent is a mismatch.
  if (event.type !== SUCCEEDED || !intent || intent.currency.toLowerCase() !== 'usd' || !Number.isSafeInteger(intent.amount)) return null;
  const purchaseId = Number(intent.metadata.purchaseId);
  const buyerId = Number(intent.metadata.userId);
  const byMetadata = Number.isSafeInteger(purchaseId) && purchaseId > 0 && Number.isSafeInteger(buyerId);
  let completion: Completion | undefined;
  try {
    [completion] = await deps.prisma.$queryRaw<Completion[]>`
      SELECT outcome, buyer_id, purchase_id, new_balance FROM complete_paid_purchase(
        ${intent.id}, ${intent.amount}::int, ${byMetadata ? purchaseId : null}::bigint, ${byMetadata ? buyerId : null}::bigint, ${event.id}, ${event.type})`;
  } catch (error) {
    // An event seen before (or, past belief, another purchase already paired with this intent): the
    // statement rolled back whole, and the delivery that got there first did the work.
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
  if (!completion) return null;
  if (completion.outcome === 'credited') {
    announce(deps.pubsub, { userId: Number(completion.buyer_id), purchaseId: Number(completion.purchase_id), balance: Number(completion.new_balance) });
  }
  return completion.outcome;
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

/** Why complete_paid_purchase claimed nothing, told from the purchase as it stands. */
async function explainUnclaimed(tx: Tx, intent: PaymentIntentSnapshot, log: Logger): Promise<PaymentEventOutcome> {
  if (intent.currency.toLowerCase() !== 'usd') return mismatch(log, intent);
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
