import { withEnglish } from '../errors';

/**
 * Messages of the expected failures of the admin operations: ids of locales/<code>.json with
 * en.json's text (the spec gives none for these, so it is ours).
 */
export const adminMessages = withEnglish({
  userNotFound: 'AdminError.userNotFound',
  balanceBelowZero: 'AdminError.balanceBelowZero',
  lastAdmin: 'AdminError.lastAdmin',
  cannotBanSelf: 'AdminError.cannotBanSelf',
  deltaInvalid: 'AdminError.deltaInvalid',
  deltaTooLarge: 'AdminError.deltaTooLarge',
  balanceTooLarge: 'AdminError.balanceTooLarge',
  reasonRequired: 'AdminError.reasonRequired',
  reasonTooLong: 'AdminError.reasonTooLong',
});
