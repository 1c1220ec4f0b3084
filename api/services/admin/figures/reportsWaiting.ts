// Reports waiting: reports of shared memes that no admin has resolved yet, by the day they were
// filed (index meme_reports(resolvedAt, createdAt)). A report older than the window still waits but
// is not in these figures; the Reports tab lists every waiting one.
import type { PrismaClient } from '../../../generated/prisma/client';
import { summedSeries, type FigureSeries, type FigureWindow } from './window';

/** Unresolved reports per day they were filed. */
export async function reportsWaiting(prisma: PrismaClient, window: FigureWindow): Promise<FigureSeries> {
  const rows = await prisma.$queryRaw<{ day: string; count: number }[]>`
    SELECT to_char("createdAt", 'YYYY-MM-DD') AS day, count(*)::int AS count
    FROM meme_reports
    WHERE "resolvedAt" IS NULL AND "createdAt" >= ${window.start}::timestamp AND "createdAt" < ${window.end}::timestamp
    GROUP BY 1`;
  return summedSeries(window, new Map(rows.map((row) => [row.day, Number(row.count)])));
}
