// Texts the safety filter refused (prompts, captions, hand edits, picture descriptions), per day
// (index safety_refusals(createdAt)). A refused prompt costs nothing, so it is not a failed generation.
import type { PrismaClient } from '../../../generated/prisma/client';
import { summedSeries, type FigureSeries, type FigureWindow } from './window';

/** Refusals recorded per day. */
export async function safetyRefusals(prisma: PrismaClient, window: FigureWindow): Promise<FigureSeries> {
  const rows = await prisma.$queryRaw<{ day: string; count: number }[]>`
    SELECT to_char("createdAt", 'YYYY-MM-DD') AS day, count(*)::int AS count
    FROM safety_refusals
    WHERE "createdAt" >= ${window.start}::timestamp AND "createdAt" < ${window.end}::timestamp
    GROUP BY 1`;
  return summedSeries(window, new Map(rows.map((row) => [row.day, Number(row.count)])));
}
