import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { useVariableAwareCostLimit } from './costLimit';

/**
 * SECURITY.md: graphql-armor limits. Introspection stays allowed (this is a public API) but has its
 * own depth limit: the standard introspection query (graphql-js' getIntrospectionQuery and
 * GraphiQL's, nine `ofType` levels) measures 21 as armor counts; 25 leaves room for a few more.
 */
export const GRAPHQL_LIMITS = { depth: 10, introspectionDepth: 25, aliases: 15, tokens: 2000, cost: 5000, characters: 15000, directives: 20 };

export function useGraphQLLimits(): Plugin[] {
  const armor = EnvelopArmorPlugin({
    maxDepth: { n: GRAPHQL_LIMITS.depth, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.aliases },
    maxTokens: { n: GRAPHQL_LIMITS.tokens },
    // Replaced by useVariableAwareCostLimit: armor's rule cannot see variables.
    costLimit: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.directives },
    blockFieldSuggestion: { enabled: false },
  });
  // The same depth rule again, counting `__schema` too: the limit for introspection.
  const introspectionDepth = EnvelopArmorPlugin({
    maxDepth: { n: GRAPHQL_LIMITS.introspectionDepth, ignoreIntrospection: false },
    ...Object.fromEntries(['maxAliases', 'maxTokens', 'costLimit', 'maxDirectives', 'blockFieldSuggestion'].map((name) => [name, { enabled: false }])),
  });
  return [armor as Plugin, introspectionDepth as Plugin, useVariableAwareCostLimit(GRAPHQL_LIMITS.cost), useMaxQueryLength()];
}

/** The refusal of a document longer than the characters limit, or null when it is within it. */
export function queryTooLongError(query: unknown) {
  if (typeof query !== 'string' || query.length <= GRAPHQL_LIMITS.characters) return null;
  return createGraphQLError(`Query is too long: at most ${GRAPHQL_LIMITS.characters} characters are allowed.`, {
    extensions: { code: 'QUERY_TOO_LONG', http: { status: 400 } },
  });
}

/** Refuses oversized documents before they are even parsed. */
function useMaxQueryLength(): Plugin {
  return {
    onParams: ({ params }) => {
      const error = queryTooLongError(params.query);
      if (error) throw error;
    },
  };
}
