/**
 * Messages of the expected failures of the admin operations. Each id is a key of
 * locales/<code>.json; the spec gives no text for these, so `english` is ours.
 */
export const adminMessages = {
  userNotFound: { id: 'AdminError.userNotFound', english: 'User not found' },
  balanceBelowZero: { id: 'AdminError.balanceBelowZero', english: 'The balance cannot go below zero' },
  lastAdmin: { id: 'AdminError.lastAdmin', english: 'You are the last administrator: make someone else an administrator first' },
  cannotBanSelf: { id: 'AdminError.cannotBanSelf', english: 'You cannot ban your own account' },
  deltaInvalid: { id: 'AdminError.deltaInvalid', english: 'Enter a whole number of tokens other than 0' },
  deltaTooLarge: { id: 'AdminError.deltaTooLarge', english: 'At most 1,000,000 tokens at a time' },
  balanceTooLarge: { id: 'AdminError.balanceTooLarge', english: 'The balance cannot go above 2,147,483,647 tokens' },
  reasonRequired: { id: 'AdminError.reasonRequired', english: 'A reason is required' },
  reasonTooLong: { id: 'AdminError.reasonTooLong', english: 'The reason is too long (at most 200 characters)' },
} as const;
