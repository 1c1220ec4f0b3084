// Tokens a crash took: a generation charges before the caption model runs and refunds itself when
// it stores no meme, but an instance killed in between (kill -9, out of memory, a lost host) does
// neither. This sweep, at start and every few minutes on every instance, refunds each charge old
// enough that no live generation can still own it and that has neither a meme nor a refund. The
// refund is the very ('refund', generationId) row the generation would have written, so the
// ledger's unique (reason, reference) lets it happen once, whichever instance or generation wins.
import type { Config } from '../../platform/config';
import type { Logger } from '../../platform/log';
import { changeBalance, type LedgerDeps } from '../ledger/ledger';

/** The ledger note of such a refund (TokenLedgerEntry.note), so the history says why. */
export const INTERRUPTED_GENERATION_NOTE = 'interrupted generation';

/** How often each instance sweeps. */
export const SWEEP_INTERVAL_MS = 5 * 60_000;

// Past its caption timeout a live generation may still be waiting for the local model to load
// (before its timeout starts) and for database connections (15 s each): a generous margin, since
// refunding a running generation would give a token back for memes the user then gets.
const MARGIN_MS = 5 * 60_000;
// A charge is orphaned within minutes of its crash and the periodic sweep sees it then; the start
// sweep also covers a whole deployment that stayed down for weeks.
const START_LOOKBACK_DAYS = 30;
const PERIODIC_LOOKBACK_DAYS = 1;
// Per sweep; any rest waits for the next one.
const BATCH = 500;
// Memes name their generation only since this migration: older charges cannot be judged.
const GENERATION_ID_MIGRATION = '20261124021042_meme_generation_id';

export type SweepDeps = LedgerDeps & { config: Config; log: Logger };

/** The age past which a charge without memes cannot belong to a generation still running. */
export function orphanAgeMs(config: Config): number {
  return Math.max(config.openai?.timeoutMs ?? 0, config.localModel.timeoutMs) + MARGIN_MS;
}

type OrphanedCharge = { userId: number; generationId: string; cost: number };

/** Refunds the orphaned charges of the last `lookbackDays`; returns how many this call refunded. */
export async function refundOrphanedCharges(deps: SweepDeps, { lookbackDays = PERIODIC_LOOKBACK_DAYS } = {}): Promise<number> {
  const ageSeconds = orphanAgeMs(deps.config) / 1000;
  // Ages in the session's time zone, as the column's default wrote them.
  const charges = await deps.prisma.$queryRaw<OrphanedCharge[]>`
    SELECT c."userId", c.reference AS "generationId", -c.delta AS cost
    FROM token_ledger c
    WHERE c.reason = 'generation' AND c.reference IS NOT NULL
      AND c."createdAt" < LOCALTIMESTAMP - make_interval(secs => ${ageSeconds}::float8)
      AND c."createdAt" > LOCALTIMESTAMP - make_interval(days => ${lookbackDays}::int)
      AND c."createdAt" > (SELECT finished_at::timestamp FROM "_prisma_migrations" WHERE migration_name = ${GENERATION_ID_MIGRATION} AND rolled_back_at IS NULL)
      AND NOT EXISTS (SELECT 1 FROM memes m WHERE m."generationId" = c.reference)
      AND NOT EXISTS (SELECT 1 FROM token_ledger r WHERE r.reason = 'refund' AND r.reference = c.reference)
    ORDER BY c.id
    LIMIT ${BATCH}`;
  let refunded = 0;
  for (const { userId, generationId, cost } of charges) {
    const change = { userId, delta: Number(cost), reason: 'refund', reference: generationId, note: INTERRUPTED_GENERATION_NOTE } as const;
    const result = await changeBalance(deps, change, { maxWait: 15_000, timeout: 15_000 });
    if (result.status === 'applied') {
      refunded += 1;
      deps.log.info('refunded a generation interrupted before it stored any meme', { generationId, userId, balance: result.balance });
    } else if (result.status !== 'duplicate' && result.status !== 'no_user') {
      deps.log.warn('could not refund an interrupted generation', { generationId, userId, outcome: result.status });
    }
  }
  return refunded;
}

export type OrphanedChargeSweeps = { stop(): Promise<void> };

/** Sweeps now (without holding up the caller) and every SWEEP_INTERVAL_MS until stop(). */
export function startOrphanedChargeSweeps(deps: SweepDeps): OrphanedChargeSweeps {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = (lookbackDays: number) => {
    running = running.then(() =>
      refundOrphanedCharges(deps, { lookbackDays }).catch((error: unknown) =>
        deps.log.warn('the sweep for generations interrupted by a crash failed; it runs again later', { error: String(error) }),
      ),
    );
  };
  sweep(START_LOOKBACK_DAYS);
  const timer = setInterval(() => sweep(PERIODIC_LOOKBACK_DAYS), SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
