// Revenue: the amounts (in cents) of completed purchases, counted on the day their tokens were
// credited, the ledger's purchase row (its reference is the purchase's PaymentIntent id), so money
// and tokens bought always fall on the same days. One query over the ledger's purchase rows of the
// window (index token_ledger(reason, createdAt)) joined to their purchase (unique paymentIntentId)
// and pack, grouped by day and pack.
import type { PrismaClient } from '../../../generated/prisma/client';
import { partsOf, totalOf, type FigurePart } from './parts';
import type { FigureSeries, FigureWindow } from './window';

/** Cents per day, in all and per pack (every pack listed, in price order, those sold nothing at 0). */
export async function revenueByPack(prisma: PrismaClient, window: FigureWindow): Promise<FigureSeries & { parts: FigurePart[] }> {
  const [rows, packs] = await Promise.all([
    prisma.$queryRaw<{ day: string; pack: string; cents: bigint | number }[]>`
      SELECT to_char(l."createdAt", 'YYYY-MM-DD') AS day, k.name AS pack, sum(p.amount) AS cents
      FROM token_ledger l
      JOIN user_token_purchases p ON p."paymentIntentId" = l.reference AND p.status = 'completed'
      JOIN token_packs k ON k.id = p."packId"
      WHERE l.reason = 'purchase' AND l."createdAt" >= ${window.start}::timestamp AND l."createdAt" < ${window.end}::timestamp
      GROUP BY 1, 2`,
    prisma.tokenPack.findMany({ select: { name: true }, orderBy: [{ price: 'asc' }, { id: 'asc' }] }),
  ]);
  const summed = rows.map((row) => ({ day: row.day, key: row.pack, value: Number(row.cents) }));
  return {
    ...totalOf(window, summed),
    parts: partsOf(
      window,
      'pack',
      packs.map((pack) => pack.name),
      summed,
    ),
  };
}
