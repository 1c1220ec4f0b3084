// The typed results of reports and moderation (message + messageId, STYLE.md 4).
import {
  InvalidReportReasonError,
  MemeUnpublishedError,
  ReportDetailsTooLongError,
  SharedMemeNotFoundError,
  TooManyReportsError,
} from '../services/moderation/errors';
import { userErrorType } from './errors';

userErrorType(SharedMemeNotFoundError, {
  name: 'SharedMemeNotFoundError',
  description: 'No meme is shared at this share id (never shared, sharing stopped, unpublished or deleted).',
});

userErrorType(InvalidReportReasonError, {
  name: 'InvalidReportReasonError',
  description: 'The reason is not one of MemeReportReason.',
});

userErrorType(ReportDetailsTooLongError, {
  name: 'ReportDetailsTooLongError',
  description: 'The details are longer than `maxLength` characters after trimming; nothing was recorded.',
  fields: (t) => ({ maxLength: t.exposeInt('maxLength') }),
});

userErrorType(TooManyReportsError, {
  name: 'TooManyReportsError',
  description: 'This address has filed as many reports as an hour allows; nothing was recorded.',
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds', { description: 'When the next report may be made.' }) }),
});

userErrorType(MemeUnpublishedError, {
  name: 'MemeUnpublishedError',
  description: 'A moderator unpublished this meme (Meme.unpublishedAt): it cannot be shared again.',
});

export { InvalidReportReasonError, MemeUnpublishedError, ReportDetailsTooLongError, SharedMemeNotFoundError, TooManyReportsError };
