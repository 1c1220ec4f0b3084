import type { GraphQLError } from 'graphql';

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** The HTTP status and message a REST client gets for the first GraphQL error of a result. */
export function restErrorReply(errors: readonly GraphQLError[] | readonly { message: string; extensions?: Record<string, unknown> }[]) {
  const first = errors[0]!;
  const extensions = (first.extensions ?? {}) as { code?: string; http?: { status?: number }; requestId?: string };
  const status = extensions.http?.status ?? STATUS_BY_CODE[extensions.code ?? ''] ?? 500;
  return { status, body: { error: first.message, ...(extensions.requestId ? { requestId: extensions.requestId } : {}) } };
}
