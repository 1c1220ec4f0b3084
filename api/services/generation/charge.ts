// One token per generation, through the ledger: charged before the model is called (a conditional
// update that cannot go below zero, plus a ledger row referencing the generation), refunded at most
// once if anything after it fails (the ledger's unique (reason, reference) makes a repeat a no-op).
import { changeBalance } from '../ledger/ledger';
import type { GenerationContext } from './context';
import { NotEnoughTokensError } from './errors';

/** A generation's price, whatever the number of variations. */
export const GENERATION_COST = 1;

// Many generations of one user may queue for the database at once (the spec's 50-at-once check):
// waiting longer than Prisma's 2 s default for a connection is better than failing.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };
const REFUND_ATTEMPTS = 3;

/** Charges the generation; throws NotEnoughTokensError (charging nothing) when the balance is below the cost. */
export async function chargeGeneration(ctx: GenerationContext, userId: number, generationId: string): Promise<number> {
  const result = await changeBalance(ctx, { userId, delta: -GENERATION_COST, reason: 'generation', reference: generationId }, TRANSACTION_OPTIONS);
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
      const result = await changeBalance(ctx, { userId, delta: GENERATION_COST, reason: 'refund', reference: generationId }, TRANSACTION_OPTIONS);
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
