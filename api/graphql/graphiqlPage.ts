// GraphiQL at GET /graphql for browsers. The bundled page (@graphql-yoga/render-graphiql, so it
// works offline and loads nothing from a CDN) is about 9 MB of HTML with the editor and its workers
// inlined: it is rendered once, compressed once per encoding (off the event loop), revalidated by
// ETag, and may never be framed (clickjacking a signed-in developer's session).
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

/** Serves GraphiQL in place of yoga's own renderer (give yoga `graphiql: false`). */
export function useGraphiQLPage(endpoint: string, options: GraphiQLOptions): Plugin {
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
