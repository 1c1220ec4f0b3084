// Serves the built floor app (tests/bench/floor/build.ts) as the app's server serves its own build:
// files compressed (gzip here, brotli there: within a few percent), and a /graphql that answers the
// floor's one query, so Lighthouse sees the same kind of page load on both.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
const ANSWER = JSON.stringify({ data: { appInfo: { __typename: 'AppInfo' } } });

export async function startFloorHost(dir: string): Promise<{ server: Server; port: number }> {
  const files = new Map<string, Buffer>();
  const compressed = (path: string) => {
    let body = files.get(path);
    if (!body) files.set(path, (body = gzipSync(readFileSync(join(dir, path)), { level: 9 })));
    return body;
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    if (path === '/graphql') return void response.writeHead(200, { 'content-type': 'application/json' }).end(ANSWER);
    const file =
      path === '/'
        ? 'index.html'
        : normalize(path)
            .replace(/^(\.\.[/\\])+/, '')
            .replace(/^\//, '');
    try {
      const body = compressed(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-encoding': 'gzip' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}
