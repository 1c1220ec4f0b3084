import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** SECURITY.md: graphql-armor limits. Introspection stays allowed: this is a public API. */
export const GRAPHQL_LIMITS = { depth: 10, aliases: 15, tokens: 2000, cost: 5000, characters: 15000, directives: 20 };

export function useGraphQLLimits(): Plugin[] {
  const armor = EnvelopArmorPlugin({
    maxDepth: { n: GRAPHQL_LIMITS.depth, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.aliases },
    maxTokens: { n: GRAPHQL_LIMITS.tokens },
    costLimit: { maxCost: GRAPHQL_LIMITS.cost, ignoreIntrospection: true },
    maxDirectives: { n: GRAPHQL_LIMITS.directives },
    blockFieldSuggestion: { enabled: false },
  });
  return [armor as Plugin, useMaxQueryLength(GRAPHQL_LIMITS.characters)];
}

/** Refuses oversized documents before they are even parsed. */
function useMaxQueryLength(maxCharacters: number): Plugin {
  return {
    onParams: ({ params }) => {
      if (typeof params.query === 'string' && params.query.length > maxCharacters) {
        throw createGraphQLError(`Query is too long: at most ${maxCharacters} characters are allowed.`, {
          extensions: { code: 'QUERY_TOO_LONG', http: { status: 400 } },
        });
      }
    },
  };
}
