// Route queries started by index.html's preload script (vite.config.ts, preloadPageChunks) while
// the app's JS is still downloading; the network layer takes each one over instead of sending it
// again. No imports: vite.config.ts reads these constants from here.

export const GRAPHQL_PATH = '/graphql';

/** Headers of every GraphQL POST, the preload script's included. */
export const GRAPHQL_HEADERS = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };

/** Where the preload script leaves the responses it is waiting for, by operation name. */
export const EARLY_QUERIES_GLOBAL = '__memeMakerEarlyQueries';

/** An early response older than this is not used: the page asked for it long ago. */
const MAX_AGE_MS = 30_000;

/** null: the app asked for this operation already (later requests must go to the server). */
type EarlyQuery = { at: number; response: Promise<Response> } | null;

/**
 * The response to `operationName` (variables must be empty, as the preload script sends) that
 * the preload script started, if any. Only the app's first request of an operation can take it:
 * one made later (a revalidation after logout, a second visit) must see the server's state now.
 */
export function takeEarlyResponse(operationName: string, variables: Record<string, unknown>): Promise<Response> | null {
  const global = window as unknown as Record<string, Record<string, EarlyQuery> | undefined>;
  const early = (global[EARLY_QUERIES_GLOBAL] ??= {});
  const query = early[operationName];
  early[operationName] = null;
  if (!query || Object.keys(variables).length > 0 || performance.now() - query.at > MAX_AGE_MS) return null;
  return query.response;
}
