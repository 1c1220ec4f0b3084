// A visitor's report of a shared meme, from the GraphQL mutation or the share page's form: anybody
// may report, no account needed; each address files at most REPORT_LIMITS.perAddressPerHour reports,
// and a second report of the same meme from the same address is acknowledged but not counted again.
import { REPORT_LIMITS } from '../../../core/limits';
import type { Context } from '../../context';
import { isUniqueViolation } from '../uniqueViolation';
import { findSharedMemeId } from './sharedMemeId';
import { InvalidReportReasonError, ReportDetailsTooLongError, SharedMemeNotFoundError, TooManyReportsError } from './errors';
import { isReportReason, type ReportReason } from './reasons';
import { reporterKey } from './reporterKey';

export type ReportContext = Pick<Context, 'prisma' | 'reportLimits' | 'session' | 'clientIp'>;
export type ReportInput = { shareId: string; reason: string; details?: string | null };
/** `counted` is false for a repeat of this address's earlier report of the meme. */
export type ReportOutcome = { counted: boolean };

/** The input's rules, checked before anything is looked up or counted. */
export function checkReportInput(input: ReportInput): { reason: ReportReason; details: string | null } {
  if (!isReportReason(input.reason)) throw new InvalidReportReasonError();
  const details = input.details?.trim() || null;
  if (details && [...details].length > REPORT_LIMITS.maxDetailsLength) throw new ReportDetailsTooLongError(REPORT_LIMITS.maxDetailsLength);
  return { reason: input.reason, details };
}

export async function reportMeme(ctx: ReportContext, input: ReportInput): Promise<ReportOutcome> {
  const { reason, details } = checkReportInput(input);
  const memeId = await findSharedMemeId(ctx.prisma, input.shareId);
  if (memeId === null) throw new SharedMemeNotFoundError();
  const reporterHash = reporterKey(ctx.session.secret, ctx.clientIp);
  // A repeat costs the address nothing: it is answered like the first, and the queue counts it once.
  const earlier = await ctx.prisma.memeReport.findUnique({ where: { memeId_reporterHash: { memeId, reporterHash } }, select: { id: true } });
  if (earlier) return { counted: false };
  const verdict = await ctx.reportLimits.report(reporterHash);
  if (!verdict.allowed) throw new TooManyReportsError(verdict.retryAfterSeconds);
  try {
    await ctx.prisma.memeReport.create({ data: { memeId, reason, details, reporterHash } });
    return { counted: true };
  } catch (error) {
    // The same address's two reports at once: one row, the other is the repeat.
    if (isUniqueViolation(error)) return { counted: false };
    throw error;
  }
}
