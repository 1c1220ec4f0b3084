// The reasons a visitor may give when reporting a shared meme: a fixed list, so the admin queue can
// count them and every language names them (locales: ReportForm.reason.<reason>).
export const REPORT_REASONS = ['hateful', 'sexual', 'violent', 'harassment', 'spam', 'other'] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

export function isReportReason(value: unknown): value is ReportReason {
  return typeof value === 'string' && (REPORT_REASONS as readonly string[]).includes(value);
}
