import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/testApp';

let app: TestApp;
let webDir: string;
const bundle = `console.log(${JSON.stringify('meme '.repeat(2000))});`;
// A file the build compressed itself (vite-plugin-compression2): the server sends these bytes.
const styles = `body{color:red}${' '.repeat(4000)}`;
const buildBrotli = brotliCompressSync(styles);
const buildGzip = gzipSync(styles, { level: 1 });

beforeAll(async () => {
  // A stand-in for `vite build` output: the server must serve whatever dist/web holds.
  webDir = mkdtempSync(join(tmpdir(), 'meme-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/main-abc123.js"></script></body></html>',
  );
  writeFileSync(join(webDir, 'assets', 'main-abc123.js'), bundle);
  writeFileSync(join(webDir, 'assets', 'styles-def456.css'), styles);
  writeFileSync(join(webDir, 'assets', 'styles-def456.css.br'), buildBrotli);
  writeFileSync(join(webDir, 'assets', 'styles-def456.css.gz'), buildGzip);
  writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await createTestApp({ WEB_DIST_DIR: webDir, CORS_ORIGINS: 'https://partner.example' });
});
afterAll(async () => {
  await app?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('health and unknown routes', () => {
  it('GET /healthz checks the database', async () => {
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: app.db.kind });
  });

  it('an unknown /api path is a JSON 404', async () => {
    const response = await app.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'No API route /api/does-not-exist' });
  });

  it('every response carries a request id and nosniff', async () => {
    const response = await app.request('/healthz');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the web app', () => {
  it('serves the app shell for / and for any client-side route, not cached', async () => {
    for (const path of ['/', '/profile/settings', '/admin/affiliate-sites/3/delete', '/no-such-page']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year, compressed for browsers that accept it', async () => {
    const plain = await app.request('/assets/main-abc123.js');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await plain.text()).toBe(bundle);

    const br = await app.request('/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(bundle);

    const gzip = await app.request('/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(bundle);
  });

  it("sends the build's own compressed copies, which are not files of their own", async () => {
    const br = await app.request('/assets/styles-def456.css', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await br.arrayBuffer())).toEqual(buildBrotli);
    const gzip = await app.request('/assets/styles-def456.css', { headers: { 'accept-encoding': 'gzip' } });
    expect(Buffer.from(await gzip.arrayBuffer())).toEqual(buildGzip);
    const plain = await app.request('/assets/styles-def456.css');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(styles);
    // Not a type the server sends as a file: the name is a route of the web app, as any other.
    for (const copy of ['/assets/styles-def456.css.br', '/assets/styles-def456.css.gz']) {
      expect((await app.request(copy)).headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await app.request('/favicon.svg');
    const again = await app.request('/favicon.svg', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('a missing asset is a 404, never the HTML shell', async () => {
    const response = await app.request('/assets/missing-123.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });
});

describe('CORS and cross-site requests', () => {
  const preflight = (origin: string) =>
    app.request('/graphql', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('a preflight from a foreign origin gets no grant', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('the app origin and configured partners get a credentialed grant for exactly their origin', async () => {
    for (const origin of [TEST_ORIGIN, 'https://partner.example']) {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    }
  });

  it('an actual request from a foreign origin carries no CORS grant', async () => {
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('REST shims refuse writes from a foreign origin and text/plain posts', async () => {
    const foreign = await app.request('/api/logout', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    const simple = await app.request('/api/logout', { method: 'POST', headers: { 'content-type': 'text/plain', cookie: 'meme_session=x' }, body: '{}' });
    expect(simple.status).toBe(403);
    expect(await simple.json()).toEqual({ error: 'Cross-site request refused' });
  });
});

describe('request body limits', () => {
  it('refuses a GraphQL body over 256 KiB with 413', async () => {
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(300 * 1024) } }),
    });
    expect(response.status).toBe(413);
  });

  it('refuses a streamed body without Content-Length once it passes the limit', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(32);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 10 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(1024 * 1024);
  });
});
