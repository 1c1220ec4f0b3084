// The moderation queue: shared memes with open (unresolved) reports, the most recently reported
// first, each with its reasons counted. Two bounded queries per page: one grouping the open reports
// by meme for the page, one reading those memes' reports.
import type { PrismaClient } from '../../generated/prisma/client';
import type { ReportReason } from './reasons';

/** How many of the reporters' own words an entry carries (the newest). */
const DETAILS_PER_ENTRY = 5;

export type QueueEntry = {
  memeId: number;
  reportCount: number;
  latestReportAt: Date;
  reasons: { reason: ReportReason; count: number }[];
  details: string[];
};

const OPEN = { resolvedAt: null } as const;

/** How many memes wait for a moderator. */
export async function countQueue(prisma: PrismaClient): Promise<number> {
  const groups = await prisma.memeReport.groupBy({ by: ['memeId'], where: OPEN });
  return groups.length;
}

/** One page of the queue, `limit` entries from `offset`. */
export async function queuePage(prisma: PrismaClient, { offset, limit }: { offset: number; limit: number }): Promise<QueueEntry[]> {
  const groups = await prisma.memeReport.groupBy({
    by: ['memeId'],
    where: OPEN,
    _max: { createdAt: true },
    _count: { _all: true },
    orderBy: [{ _max: { createdAt: 'desc' } }, { memeId: 'desc' }],
    skip: offset,
    take: limit,
  });
  const memeIds = groups.map((group) => group.memeId);
  const reports = await prisma.memeReport.findMany({
    where: { ...OPEN, memeId: { in: memeIds } },
    select: { memeId: true, reason: true, details: true },
    orderBy: { id: 'desc' },
  });
  return groups.map((group) => {
    const own = reports.filter((report) => report.memeId === group.memeId);
    const counts = new Map<string, number>();
    for (const report of own) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
    return {
      memeId: group.memeId,
      reportCount: group._count._all,
      latestReportAt: group._max.createdAt!,
      reasons: [...counts].map(([reason, count]) => ({ reason: reason as ReportReason, count })).sort((a, b) => b.count - a.count),
      details: own.flatMap((report) => (report.details ? [report.details] : [])).slice(0, DETAILS_PER_ENTRY),
    };
  });
}
