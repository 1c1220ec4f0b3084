// The figures the token ledger answers, from one query over its generation, refund and purchase rows
// grouped by day and reason (index token_ledger(reason, createdAt)). Sign-up grants and admin
// adjustments are neither spent nor bought, so they are not read.
import type { PrismaClient } from '../../../generated/prisma/client';
import { addTo, summedSeries, type FigureSeries, type FigureWindow } from './window';

export type LedgerFigures = {
  /** Tokens charged for generations minus tokens refunded. */
  tokensSpent: FigureSeries;
  /** Tokens credited by completed purchases. */
  tokensBought: FigureSeries;
  /** Generations that stored no meme: one refund row each (also those a crash stopped). */
  failedGenerations: FigureSeries;
  /** Tokens given back by those refunds. */
  tokensRefunded: FigureSeries;
};

/** Sums and counts of the ledger's generation, refund and purchase rows per day. */
export async function ledgerFigures(prisma: PrismaClient, window: FigureWindow): Promise<LedgerFigures> {
  const rows = await prisma.$queryRaw<{ day: string; reason: string; total: bigint | number; count: number }[]>`
    SELECT to_char("createdAt", 'YYYY-MM-DD') AS day, reason, sum(delta) AS total, count(*)::int AS count
    FROM token_ledger
    WHERE reason IN ('generation', 'refund', 'purchase')
      AND "createdAt" >= ${window.start}::timestamp AND "createdAt" < ${window.end}::timestamp
    GROUP BY 1, 2`;
  const spent = new Map<string, number>();
  const bought = new Map<string, number>();
  const failed = new Map<string, number>();
  const refunded = new Map<string, number>();
  for (const row of rows) {
    const total = Number(row.total);
    // Charges are negative rows, refunds positive: spent is what charges took and refunds did not give back.
    if (row.reason === 'generation') addTo(spent, row.day, -total);
    if (row.reason === 'refund') {
      addTo(spent, row.day, -total);
      addTo(failed, row.day, Number(row.count));
      addTo(refunded, row.day, total);
    }
    if (row.reason === 'purchase') addTo(bought, row.day, total);
  }
  return {
    tokensSpent: summedSeries(window, spent),
    tokensBought: summedSeries(window, bought),
    failedGenerations: summedSeries(window, failed),
    tokensRefunded: summedSeries(window, refunded),
  };
}
