// Expected API token failures; api/schema/apiToken.ts maps each to a typed GraphQL result.
import { apiTokenMessages } from '../../../core/validation/apiToken';
import { userError } from '../errors';

/** The account already has API_TOKEN_LIMITS.perUser tokens. */
export class ApiTokenLimitError extends userError('ApiTokenLimitError', apiTokenMessages.limitReached) {}

/** No token of the viewer has this id (revoked already, another user's, or never existed). */
export class ApiTokenNotFoundError extends userError('ApiTokenNotFoundError', apiTokenMessages.notFound) {}
