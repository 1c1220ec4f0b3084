// The figures that are a count of one table's rows by the day they were made: sign-ups (users),
// texts the safety filter refused (safety_refusals), reports waiting (meme_reports not resolved).
// Each table has an index on "createdAt" (reports: on ("resolvedAt", "createdAt")).
import { Prisma, type PrismaClient } from '../../../generated/prisma/client';
import { summedSeries, type FigureSeries, type FigureWindow } from './window';

/** The tables counted this way, and which of their rows count. */
const COUNTED = {
  /** Accounts created; deleted accounts are gone, so they are not counted. */
  users: Prisma.empty,
  /** Refusals recorded. */
  safety_refusals: Prisma.empty,
  /** Reports no admin has resolved yet, by the day they were filed. */
  meme_reports: Prisma.sql`AND "resolvedAt" IS NULL`,
} as const;

/** Rows of `table` made on each day of the window. */
export async function rowsPerDay(prisma: PrismaClient, window: FigureWindow, table: keyof typeof COUNTED): Promise<FigureSeries> {
  const rows = await prisma.$queryRaw<{ day: string; count: number }[]>`
    SELECT to_char("createdAt", 'YYYY-MM-DD') AS day, count(*)::int AS count
    FROM ${Prisma.raw(`"${table}"`)}
    WHERE "createdAt" >= ${window.start}::timestamp AND "createdAt" < ${window.end}::timestamp ${COUNTED[table]}
    GROUP BY 1`;
  return summedSeries(window, new Map(rows.map((row) => [row.day, Number(row.count)])));
}
