// Expected failures of reports and moderation; api/schema/moderationErrors.ts maps each to a typed
// result, and the report form (api/sharePages/reportRoutes.ts) to a status and a translated page.
import { userError } from '../errors';
import { moderationMessages as m } from './messages';

/** No meme is shared at this link (never shared, stopped, unpublished or deleted). */
export class SharedMemeNotFoundError extends userError('SharedMemeNotFoundError', m.memeNotShared, 404) {}

/** The reason is not one of REPORT_REASONS. */
export class InvalidReportReasonError extends userError('InvalidReportReasonError', m.invalidReason) {}

/** The details are longer than REPORT_LIMITS.maxDetailsLength. */
export class ReportDetailsTooLongError extends userError('ReportDetailsTooLongError', m.detailsTooLong) {
  constructor(readonly maxLength: number) {
    super();
  }
}

/** This address filed its reports for the hour; nothing was recorded. */
export class TooManyReportsError extends userError('TooManyReportsError', m.tooManyReports, 429) {
  constructor(readonly retryAfterSeconds: number) {
    super();
  }
}

/** The owner tried to share a meme a moderator unpublished. */
export class MemeUnpublishedError extends userError('MemeUnpublishedError', m.memeUnpublished, 403) {}
