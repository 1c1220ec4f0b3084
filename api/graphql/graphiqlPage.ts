// GraphiQL at GET /graphql for browsers: the page of the playground built from web/graphiql/
// (vite.graphiql.config.ts) with the example tabs of GRAPHIQL_EXAMPLE_TABS written in (checked
// against the schema by tests/api/graphql/graphiqlPage.test.ts). The page is a few KB, revalidated
// by ETag; the editor, its workers, styles and fonts are content-hashed files under
// /graphiql/assets/ (api/webApp/graphiqlFiles.ts), cached for a year and loaded from this site
// only, so it works offline. It may never be framed (clickjacking a signed-in developer's session).
import type { Plugin } from 'graphql-yoga';
import type { GraphiQLExampleTab } from '../../core/graphiqlPage';
import { fileResponse } from '../webApp/staticFiles';
import type { GraphiQLFiles } from '../webApp/graphiqlFiles';

/**
 * The page's own policy: scripts, workers, styles, fonts and connections (HTTP and the graphql-ws
 * socket) of this site only; inline styles, which the editor sets on its elements; and nobody may
 * frame it.
 */
export const GRAPHIQL_SECURITY_HEADERS = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-frame-options': 'DENY',
};

/** How every example starts: where a token comes from and where it goes (lines kept short
 * enough for the editor pane of a laptop screen). */
const AUTH_HELP = `#
# Signed in on this site, GraphiQL runs as you.
# From a script or another app, send a personal API
# token in the Headers pane below:
#   { "Authorization": "Bearer mm_pat_…" }
# Create one at /profile/settings (Profile →
# Settings → API tokens); it is shown only once.
# A token cannot change the password, delete the
# account, manage tokens, buy Meme Fuel or use admin
# fields. 120 requests per minute per token; past
# that: HTTP 429 with Retry-After (seconds).
# More at /developers.`;

// The examples' inputs are the variables' defaults, so each runs as it opens: GraphiQL shows a
// tab's own variables only once that tab has been switched to, never for the first one.
/** The tabs GraphiQL opens with (until a visitor's own tabs are stored in their browser). */
export const GRAPHIQL_EXAMPLE_TABS: GraphiQLExampleTab[] = [
  {
    query: `# Search templates (no token needed)
# A template's slug names it in generateMemes and in
# the image URL API:
#   /media/render/<slug>.png?c=Top&c=Bottom
${AUTH_HELP}
query SearchTemplates($search: String = "drake", $first: Int = 5, $after: String) {
  templates(search: $search, first: $first, after: $after) {
    totalCount
    edges {
      node {
        slug
        name
        category
        isGif
        width
        height
        url
        textPositions {
          id
          defaultText
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
`,
  },
  {
    query: `# Generate memes: 1 Meme Fuel token buys up to
# 4 variations. Leave out templateId and the AI
# picks the templates.
${AUTH_HELP}
mutation GenerateMemes(
  $prompt: String = "When the build passes on the first try"
  $templateId: ID = "drake-hotline-bling"
) {
  generateMemes(input: { prompt: $prompt, templateId: $templateId, count: 2 }) {
    __typename
    ... on GenerateMemesSuccess {
      balance
      memes {
        id
        templateId
        captions {
          slot
          text
        }
        imageUrl
        # Private until you call shareMeme: null here
        shareUrl
      }
    }
    ... on NotEnoughTokensError {
      balance
    }
    ... on UserError {
      message
      messageId
    }
  }
}
`,
  },
  {
    query: `# My memes, newest first; page on with
# after: endCursor
${AUTH_HELP}
query MyMemes($first: Int = 10, $after: String) {
  viewer {
    username
    tokens
    memeCount
    memes(first: $first, after: $after) {
      edges {
        node {
          id
          templateId
          originalText
          captions {
            text
          }
          imageUrl
          # The public page once shared (shareMeme), else null
          shareUrl
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
`,
  },
  {
    query: `# Your Meme Fuel balance, live, each time it changes
# (graphql-ws over a WebSocket at /graphql). From a
# script the token goes in connectionParams:
#   createClient({
#     url: 'wss://<this site>/graphql',
#     connectionParams: {
#       authorization: 'Bearer mm_pat_…',
#     },
#   })
# A wrong or revoked token closes the socket (4401).
${AUTH_HELP}
subscription BalanceChanged {
  tokenBalanceChanged
}
`,
  },
];

/** Serves the playground's page in place of yoga's own (give yoga `graphiql: false`), opening with
 * the example tabs; `files` is null when the playground has not been built. */
export function useGraphiQLPage(endpoint: string, files: GraphiQLFiles | null): Plugin {
  return {
    onRequest({ request, url, endResponse }) {
      // yoga's own rule for "a browser asks for the page"
      if (request.method !== 'GET' || !request.headers.get('accept')?.includes('text/html')) return;
      if (url.pathname !== endpoint && url.pathname !== `${endpoint}/`) return;
      if (!files) {
        const message = 'The GraphQL playground is not built yet: run `npm run build:graphiql` (npm start does this for you).\n';
        endResponse(new Response(message, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', ...GRAPHIQL_SECURITY_HEADERS } }));
        return;
      }
      endResponse(fileResponse(request, files.page({ defaultTabs: GRAPHIQL_EXAMPLE_TABS }), GRAPHIQL_SECURITY_HEADERS));
    },
  };
}
