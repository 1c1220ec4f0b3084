import type { ExecutionResult } from 'graphql';

/** Everything a shim may read from the HTTP request to build its GraphQL variables. */
export type RestInput = { params: Record<string, string>; query: URLSearchParams; body: Record<string, unknown> };

/** What a shim sends back: a status and a JSON body in the spec's REST shape (plus headers such as Retry-After). */
export type RestReply = { status: number; body: unknown; headers?: Record<string, string> };

/**
 * One REST shim: an HTTP route that runs a GraphQL operation through the same server, context and
 * scopes as /graphql, so it can never be looser than the schema.
 */
export type RestRoute = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** e.g. `/api/affiliate-sites/:id` */
  path: string;
  operation: string;
  variables?: (input: RestInput) => Record<string, unknown>;
  /** Maps a successful result; errors are mapped by the handler unless `respondToErrors` is set. */
  respond: (data: Record<string, any>) => RestReply;
  /** Larger body limit for routes that carry inline images. */
  largeBody?: boolean;
  respondToErrors?: (result: ExecutionResult) => RestReply | undefined;
};

/** The path of one of the API's absolute URLs: the REST shims answer the spec's same-origin client with paths, as they always have. */
export function sitePath(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}
