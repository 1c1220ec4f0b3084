// GraphiQL at GET /graphql for browsers. The bundled page (@graphql-yoga/render-graphiql, so it
// works offline and loads nothing from a CDN) is about 9 MB of HTML with the editor and its workers
// inlined: it is rendered once, compressed once per encoding (off the event loop), revalidated by
// ETag, and may never be framed (clickjacking a signed-in developer's session). It opens with the
// example operations of GRAPHIQL_EXAMPLE_TABS (checked against the schema by tests/api/graphql/graphiqlPage.test.ts).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { GraphiQLOptions, Plugin } from 'graphql-yoga';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** The page's own policy: it runs inline scripts and workers, but nobody may frame it. */
export const GRAPHIQL_SECURITY_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
};

/** The best encoding the client accepts (`br` before `gzip`; `q=0` refuses one). */
function pickEncoding(request: Request): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (request.headers.get('accept-encoding') ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

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

type ExampleTab = { query: string; variables?: string; headers?: string };

// The examples' inputs are the variables' defaults, so each runs as it opens: GraphiQL shows a
// tab's own variables only once that tab has been switched to, never for the first one.
/** The tabs GraphiQL opens with (until a visitor's own tabs are stored in their browser). */
export const GRAPHIQL_EXAMPLE_TABS: ExampleTab[] = [
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

/** Serves GraphiQL in place of yoga's own renderer (give yoga `graphiql: false`), opening with
 * the example tabs unless `options` brings its own. */
export function useGraphiQLPage(endpoint: string, givenOptions: GraphiQLOptions): Plugin {
  const options: GraphiQLOptions = { defaultTabs: GRAPHIQL_EXAMPLE_TABS, ...givenOptions };
  let html: Buffer | undefined;
  let etag = '';
  const compressed = new Map<Encoding, Promise<Buffer>>();
  const page = () => {
    if (!html) {
      html = Buffer.from(renderGraphiQL(options));
      etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    }
    return html;
  };
  const encoded = (encoding: Encoding): Promise<Buffer> => {
    let body = compressed.get(encoding);
    if (!body) {
      // Brotli 5 is within 15% of its best on this page at a hundredth of the time.
      body =
        encoding === 'br'
          ? brotli(page(), { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: page().byteLength } })
          : gzipAsync(page(), { level: 6 });
      compressed.set(encoding, body);
    }
    return body;
  };

  return {
    async onRequest({ request, url, endResponse }) {
      // yoga's own rule for "a browser asks for the page"
      if (request.method !== 'GET' || !request.headers.get('accept')?.includes('text/html')) return;
      if (url.pathname !== endpoint && url.pathname !== `${endpoint}/`) return;
      page();
      const headers: Record<string, string> = {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
        etag,
        ...GRAPHIQL_SECURITY_HEADERS,
      };
      const known = request.headers.get('if-none-match');
      if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        endResponse(new Response(null, { status: 304, headers }));
        return;
      }
      const encoding = pickEncoding(request);
      const body = encoding ? await encoded(encoding) : page();
      if (encoding) headers['content-encoding'] = encoding;
      headers['content-length'] = String(body.byteLength);
      endResponse(new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers }));
    },
  };
}
