import type { GraphQLError } from 'graphql';
import { serviceUnavailableHeaders } from '../platform/databaseUnavailable';
import { storageUnavailableHeaders } from '../platform/storageErrors';

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  STORAGE_UNAVAILABLE: 503,
};

const RETRY_HEADERS_BY_CODE: Record<string, Record<string, string>> = {
  SERVICE_UNAVAILABLE: serviceUnavailableHeaders,
  STORAGE_UNAVAILABLE: storageUnavailableHeaders,
};

/**
 * The HTTP status and message a REST client gets for the first GraphQL error of a result. Errors
 * without a code (variable coercion: a number out of Int's range, a wrong type) keep the 4xx the
 * GraphQL server answered with.
 */
export function restErrorReply(errors: readonly GraphQLError[] | readonly { message: string; extensions?: Record<string, unknown> }[], graphqlStatus = 500) {
  const first = errors[0]!;
  const extensions = (first.extensions ?? {}) as { code?: string; http?: { status?: number }; requestId?: string; messageId?: string };
  const clientError = graphqlStatus >= 400 && graphqlStatus < 500 ? graphqlStatus : undefined;
  const status = extensions.http?.status ?? STATUS_BY_CODE[extensions.code ?? ''] ?? clientError ?? 500;
  // The database is away or cannot write: the client may retry, and is told when
  // (api/platform/databaseUnavailable.ts, api/platform/storageErrors.ts).
  const retry = RETRY_HEADERS_BY_CODE[extensions.code ?? ''];
  const headers = retry ? { ...retry } : undefined;
  const body = {
    error: first.message,
    ...(extensions.messageId ? { messageId: extensions.messageId } : {}),
    ...(extensions.requestId ? { requestId: extensions.requestId } : {}),
  };
  return { status, body, headers };
}
