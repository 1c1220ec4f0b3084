// Expected affiliate site failures; api/schema/affiliateErrors.ts maps each to a typed GraphQL result.
import { userError, withEnglish } from '../errors';

export const affiliateMessages = withEnglish({
  notFound: 'AffiliateSiteError.notFound',
});

/** No affiliate site has this id (deleted, or never existed). */
export class AffiliateSiteNotFoundError extends userError('AffiliateSiteNotFoundError', affiliateMessages.notFound, 404) {}
