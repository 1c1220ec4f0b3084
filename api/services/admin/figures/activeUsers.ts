// Active users: distinct accounts that stored a meme (generated or made by hand), were charged for a
// generation (kept or refunded) or bought tokens in the period. Sign-ups and admin adjustments are
// not the user's doing, and signing in leaves no row, so neither counts. A user active on several
// days counts once in the 7- and 30-day figures, so those are distinct counts, not sums of days.
import { Prisma, type PrismaClient } from '../../../generated/prisma/client';
import type { FigureSeries, FigureWindow } from './window';

/** Distinct active users per day and over today, 7 and 30 days: two aggregates over the same rows. */
export async function activeUsers(prisma: PrismaClient, window: FigureWindow): Promise<FigureSeries> {
  // Both read memes by createdAt (memes_createdAt_idx) and the ledger by (reason, createdAt).
  const [byDay, periods] = await Promise.all([
    prisma.$queryRaw<{ day: string; count: number }[]>`
      WITH activity AS (${activityRows(window)})
      SELECT to_char(at, 'YYYY-MM-DD') AS day, count(DISTINCT "userId")::int AS count FROM activity GROUP BY 1`,
    prisma.$queryRaw<{ today: number; week: number; month: number }[]>`
      WITH activity AS (${activityRows(window)})
      SELECT count(DISTINCT "userId") FILTER (WHERE at >= ${window.todayStart}::timestamp)::int AS today,
             count(DISTINCT "userId") FILTER (WHERE at >= ${window.weekStart}::timestamp)::int AS week,
             count(DISTINCT "userId")::int AS month
      FROM activity`,
  ]);
  const counts = new Map(byDay.map((row) => [row.day, Number(row.count)]));
  const [period] = periods;
  return {
    today: Number(period?.today ?? 0),
    last7Days: Number(period?.week ?? 0),
    last30Days: Number(period?.month ?? 0),
    daily: window.days.map((day) => counts.get(day) ?? 0),
  };
}

function activityRows(window: FigureWindow) {
  return Prisma.sql`
    SELECT "userId", "createdAt" AS at FROM memes
    WHERE "createdAt" >= ${window.start}::timestamp AND "createdAt" < ${window.end}::timestamp
    UNION ALL
    SELECT "userId", "createdAt" AS at FROM token_ledger
    WHERE reason IN ('generation', 'purchase') AND "createdAt" >= ${window.start}::timestamp AND "createdAt" < ${window.end}::timestamp`;
}
