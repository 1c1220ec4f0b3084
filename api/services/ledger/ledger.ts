// The one place a Meme Fuel balance changes. Every change is a conditional UPDATE of the cached
// balance plus a TokenLedger row in one transaction, so the balance never goes below zero, the
// ledger always explains it, and a (reason, reference) pair is applied at most once (a refund or
// a purchase credit repeated by a retry or a duplicate webhook is recognised and skipped).
// The rule itself is the database function apply_balance_change (prisma/functions/, installed by
// migrations): this module and a purchase's completion (complete_paid_purchase) both call it.
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import type { AppPubSub } from '../../platform/pubsub';
import { isUniqueViolation } from '../uniqueViolation';

export type LedgerReason = 'signup' | 'generation' | 'refund' | 'purchase' | 'admin_adjustment';

export type BalanceChange = {
  userId: number;
  /** Signed change: negative to charge, positive to credit. */
  delta: number;
  reason: LedgerReason;
  /** What caused it (generation id, PaymentIntent id, admin note id...); with the reason, unique. */
  reference?: string | null;
  /** Why, when the reason alone does not say (kept in the row's note column). */
  note?: string;
};

export type BalanceChangeResult =
  | { status: 'applied'; balance: number; ledgerId: number }
  /** The same (reason, reference) was applied before; nothing changed. */
  | { status: 'duplicate'; balance: number }
  /** A charge larger than the balance; nothing changed. */
  | { status: 'insufficient'; balance: number }
  /** A credit that would take the balance past MAX_BALANCE; nothing changed. */
  | { status: 'over_limit'; balance: number }
  | { status: 'no_user' };

type Tx = Prisma.TransactionClient;

/** How long a change may wait for a connection and run (Prisma's interactive transaction options). */
export type TransactionOptions = { maxWait?: number; timeout?: number };

/** The largest balance apply_balance_change allows: users.tokens is a PostgreSQL INTEGER (int4). */
export const MAX_BALANCE = 2_147_483_647;

export type LedgerDeps = { prisma: PrismaClient; pubsub: AppPubSub };

type AppliedRow = { outcome: BalanceChangeResult['status']; new_balance: number | null; ledger_id: number | null };

/** Applies one change inside `tx` (the caller's transaction); publishing is the caller's job. */
export async function applyBalanceChange(tx: Tx, change: BalanceChange): Promise<BalanceChangeResult> {
  const [row] = await tx.$queryRaw<AppliedRow[]>`
    SELECT outcome, new_balance, ledger_id
    FROM apply_balance_change(${change.userId}::int, ${change.delta}::int, ${change.reason}::text, ${change.reference ?? null}::text)`;
  if (!row || row.outcome === 'no_user') return { status: 'no_user' };
  const balance = Number(row.new_balance);
  if (row.outcome !== 'applied') return { status: row.outcome, balance };
  const ledgerId = Number(row.ledger_id);
  if (change.note) await tx.tokenLedger.update({ where: { id: ledgerId }, data: { note: change.note } });
  return { status: 'applied', balance, ledgerId };
}

/**
 * Applies one change in its own transaction and, once committed, tells the user's open tabs the
 * new balance. A concurrent duplicate that loses the unique-index race is reported as 'duplicate'.
 */
export async function changeBalance(deps: LedgerDeps, change: BalanceChange, transaction?: TransactionOptions): Promise<BalanceChangeResult> {
  let result: BalanceChangeResult;
  try {
    result = await deps.prisma.$transaction((tx) => applyBalanceChange(tx, change), transaction);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    result = { status: 'duplicate', balance: await currentBalance(deps.prisma, change.userId) };
  }
  if (result.status === 'applied') publishBalance(deps.pubsub, change.userId, result.balance);
  return result;
}

/** Tells every open tab of the user (on every instance when Redis is configured) the new balance. */
export function publishBalance(pubsub: AppPubSub, userId: number, balance: number): void {
  pubsub.publish('tokenBalanceChanged', userId, { balance });
}

async function currentBalance(db: Tx | PrismaClient, userId: number): Promise<number> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { tokens: true } });
  return user?.tokens ?? 0;
}
