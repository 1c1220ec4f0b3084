// One token per generation, through the ledger: charged before the model is called (a conditional
// update that cannot go below zero, plus a ledger row referencing the generation), refunded at most
// once if anything after it fails (the ledger's unique (reason, reference) makes a repeat a no-op).
import { applyBalanceChange, publishBalance, type BalanceChange, type BalanceChangeResult } from '../ledger/ledger';
import type { GenerationContext } from './context';
import { NotEnoughTokensError } from './errors';

/** A generation's price, whatever the number of variations. */
export const GENERATION_COST = 1;

// Many generations of one user may queue for the database at once (the spec's 50-at-once check):
// waiting longer than Prisma's 2 s default for a connection is better than failing.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };
const REFUND_ATTEMPTS = 3;

async function apply(ctx: GenerationContext, change: BalanceChange): Promise<BalanceChangeResult> {
  let result: BalanceChangeResult;
  try {
    result = await ctx.prisma.$transaction((tx) => applyBalanceChange(tx, change), TRANSACTION_OPTIONS);
  } catch (error) {
    // A concurrent twin of this change won the unique-index race: it is applied, once.
    if ((error as { code?: string }).code !== 'P2002') throw error;
    const user = await ctx.prisma.user.findUnique({ where: { id: change.userId }, select: { tokens: true } });
    result = { status: 'duplicate', balance: user?.tokens ?? 0 };
  }
  if (result.status === 'applied') publishBalance(ctx.pubsub, change.userId, result.balance);
  return result;
}

/** Charges the generation; throws NotEnoughTokensError (charging nothing) when the balance is below the cost. */
export async function chargeGeneration(ctx: GenerationContext, userId: number, generationId: string): Promise<number> {
  const result = await apply(ctx, { userId, delta: -GENERATION_COST, reason: 'generation', reference: generationId });
  if (result.status === 'insufficient') throw new NotEnoughTokensError(result.balance);
  if (result.status === 'no_user') throw new Error('the user disappeared while generating');
  return result.balance;
}

/**
 * Gives the generation's token back, exactly once however often it is called. Retried a few times,
 * because a lost refund costs the user a token; the final failure is logged with the generation id.
 */
export async function refundGeneration(ctx: GenerationContext, userId: number, generationId: string): Promise<number | undefined> {
  for (let attempt = 1; attempt <= REFUND_ATTEMPTS; attempt += 1) {
    try {
      const result = await apply(ctx, { userId, delta: GENERATION_COST, reason: 'refund', reference: generationId });
      return result.status === 'no_user' ? undefined : result.balance;
    } catch (error) {
      if (attempt === REFUND_ATTEMPTS) {
        ctx.log.error('could not refund a failed generation', { requestId: ctx.requestId, userId, generationId, error });
        return undefined;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  return undefined;
}
