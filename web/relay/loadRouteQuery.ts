import { loadQuery, type LoadQueryOptions, type PreloadedQuery } from 'react-relay/hooks';
import { getRequest, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { environment } from './environment';

// Per route query: the references handed out by its last two loads. The newest one is rendered;
// the one before may still be on screen while the router commits the newest, so only older ones
// are released (letting Relay garbage-collect their data).
const retained = new Map<string, PreloadedQuery<OperationType>[]>();

/** Starts a route's query from its loader; the page reads it with usePreloadedQuery. */
export function loadRouteQuery<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables'], options?: LoadQueryOptions): PreloadedQuery<T> {
  const ref = loadQuery<T>(environment, query, variables, options);
  const key = getRequest(query).params.name;
  const refs = retained.get(key) ?? [];
  refs.push(ref as PreloadedQuery<OperationType>);
  while (refs.length > 2) refs.shift()?.dispose();
  retained.set(key, refs);
  return ref;
}
