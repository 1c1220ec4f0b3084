// Expected affiliate site failures; api/schema/affiliateErrors.ts maps each to a typed GraphQL result.
import { UserFacingError } from '../errors';

export const affiliateMessages = {
  notFound: { id: 'AffiliateSiteError.notFound', english: 'Affiliate Site Not Found' },
} as const;

/** No affiliate site has this id (deleted, or never existed). */
export class AffiliateSiteNotFoundError extends UserFacingError {
  override name = 'AffiliateSiteNotFoundError';
  constructor() {
    super(affiliateMessages.notFound);
  }
}
