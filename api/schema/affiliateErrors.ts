// The typed results of the affiliate site mutations (message + messageId, STYLE.md 4).
import { AffiliateSiteNotFoundError } from '../services/affiliates/errors';
import { userErrorType } from './errors';

userErrorType(AffiliateSiteNotFoundError, {
  name: 'AffiliateSiteNotFoundError',
  description: 'No affiliate site has this id (deleted, or never existed).',
});

export { AffiliateSiteNotFoundError };
