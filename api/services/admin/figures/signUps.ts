// Sign-ups: accounts created on each day (users.createdAt, index users_createdAt_idx). Accounts
// deleted since are not counted: their rows are gone.
import type { PrismaClient } from '../../../generated/prisma/client';
import { summedSeries, type FigureSeries, type FigureWindow } from './window';

/** Accounts created per day of the window. */
export async function signUps(prisma: PrismaClient, window: FigureWindow): Promise<FigureSeries> {
  const rows = await prisma.$queryRaw<{ day: string; count: number }[]>`
    SELECT to_char("createdAt", 'YYYY-MM-DD') AS day, count(*)::int AS count
    FROM users
    WHERE "createdAt" >= ${window.start}::timestamp AND "createdAt" < ${window.end}::timestamp
    GROUP BY 1`;
  return summedSeries(window, new Map(rows.map((row) => [row.day, Number(row.count)])));
}
