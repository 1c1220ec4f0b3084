// reportMeme: anybody, signed in or not, reports a shared meme by its share id. The same rules as
// the share page's report form (api/sharePages/reportRoutes.ts): both call services/moderation.
import { REPORT_LIMITS } from '../../core/limits';
import { REPORT_REASONS } from '../services/moderation/reasons';
import { reportMeme } from '../services/moderation/reportMeme';
import { builder } from './builder';
import { inputMutation } from './inputMutation';
import { InvalidReportReasonError, ReportDetailsTooLongError, SharedMemeNotFoundError, TooManyReportsError } from './moderationErrors';

export const MemeReportReason = builder.enumType('MemeReportReason', {
  values: Object.fromEntries(REPORT_REASONS.map((reason) => [reason.toUpperCase(), { value: reason }])) as Record<
    Uppercase<(typeof REPORT_REASONS)[number]>,
    { value: (typeof REPORT_REASONS)[number] }
  >,
});

const ReportMemeInput = builder.inputType('ReportMemeInput', {
  fields: (t) => ({
    shareId: t.string({ required: true, description: 'The id at the end of the share link (/s/<shareId>).' }),
    // A string, not the enum: a reason this server does not know is a typed error, not a failed query.
    reason: t.string({ required: true, description: `One of: ${REPORT_REASONS.join(', ')} (MemeReportReason's values, lower case).` }),
    details: t.string({ description: `Optional, at most ${REPORT_LIMITS.maxDetailsLength} characters.` }),
  }),
});

const ReportMemePayload = builder.objectRef<{ counted: boolean }>('ReportMemePayload').implement({
  description: 'The report was received.',
  fields: (t) => ({
    counted: t.exposeBoolean('counted', { description: 'False when this address had already reported this meme: that report stands, once.' }),
  }),
});

inputMutation('reportMeme', ReportMemeInput, {
  payload: ReportMemePayload,
  description: `Reports a shared meme to the moderators; no account needed. Each address may file ${REPORT_LIMITS.perAddressPerHour} reports an hour, and a meme once.`,
  errors: [SharedMemeNotFoundError, InvalidReportReasonError, ReportDetailsTooLongError, TooManyReportsError],
  resolve: (input, context) => reportMeme(context, input),
});
