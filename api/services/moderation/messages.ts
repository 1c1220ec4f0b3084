import { withEnglish } from '../errors';

/** Messages of the expected failures of reports and moderation: ids of locales/<code>.json with en.json's text. */
export const moderationMessages = withEnglish({
  memeNotShared: 'ModerationError.memeNotShared',
  invalidReason: 'ModerationError.invalidReason',
  detailsTooLong: 'ModerationError.detailsTooLong',
  tooManyReports: 'ModerationError.tooManyReports',
  memeUnpublished: 'ModerationError.memeUnpublished',
});
