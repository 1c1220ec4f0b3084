// GraphiQL's page (SECURITY.md check 25): it cannot be framed, and it goes out compressed when the
// browser allows, revalidated by ETag, since the bundled editor is about 9 MB of HTML.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const page = (headers: Record<string, string> = {}) => app.request('/graphql', { headers: { accept: 'text/html', ...headers } });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('GET /graphql for a browser', () => {
  it('may not be framed, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', '']) {
      const response = await page(encoding ? { 'accept-encoding': encoding } : {});
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      await response.arrayBuffer();
    }
  });

  it('is sent with brotli or gzip when accepted, at under a third of its size, the same page', async () => {
    const plain = await page();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const html = await bytesOf(plain);
    expect(html.toString()).toContain('Meme Maker API');

    const br = await page({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = await bytesOf(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brBytes.length * 3).toBeLessThan(html.length);
    expect(brotliDecompressSync(brBytes).equals(html)).toBe(true);

    const gzip = await page({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const gzipBytes = await bytesOf(gzip);
    expect(gzipBytes.length * 3).toBeLessThan(html.length);
    expect(gunzipSync(gzipBytes).equals(html)).toBe(true);
  });

  it('answers 304 to a browser that already has it', async () => {
    const first = await page({ 'accept-encoding': 'br' });
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect((await bytesOf(again)).length).toBe(0);
  });
});
