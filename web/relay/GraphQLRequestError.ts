/** One entry of a GraphQL response's `errors` list. */
export type GraphQLErrorEntry = {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
};

/**
 * A query, mutation or subscription that produced no data. `message` follows the spec's rule for
 * failed requests ("<status>: <body or status text>") when the HTTP layer failed, and carries the
 * server's messages when GraphQL did; `errors` and `code` let callers pick a translated text.
 */
export class GraphQLRequestError extends Error {
  override name = 'GraphQLRequestError';

  constructor(
    message: string,
    readonly operationName: string,
    readonly errors: readonly GraphQLErrorEntry[] = [],
    readonly status?: number,
  ) {
    super(message);
  }

  /** The first error code the server sent (`extensions.code`), if any. */
  get code(): string | undefined {
    return this.errors.find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
  }
}

export function isGraphQLRequestError(error: unknown): error is GraphQLRequestError {
  return error instanceof GraphQLRequestError;
}
