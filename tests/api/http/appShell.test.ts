// The entry pages' first screen in index.html (issue 16, F2): the server answers `/` and the creator
// pages with the build's pre-rendered shell in the visitor's language (language cookie, else the
// browser's first language, else English) and direction; other routes keep the plain page.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELLS_FILE, type ShellManifest } from '../../../api/webApp/appShell';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let app: TestApp;
let webDir: string;

// A stand-in for `vite build` output: index.html as web/index.html has it, and a shell manifest.
const appScripts =
  '<script type="module" crossorigin src="/assets/main-abc123.js"></script><link rel="modulepreload" crossorigin href="/assets/react-def456.js">';
const indexHtml =
  `<!doctype html><html lang="en" dir="ltr"><head><title>Meme Maker</title><script async src="/assets/preload-page-1.js"></script>${appScripts}</head>` +
  '<body><div id="root"><div id="boot"></div></div></body></html>';
// Long enough (over 1 KB) to be sent compressed, as the real shells are.
const page = (heading: string) => `<nav>${'<a href="/pricing">Pricing</a>'.repeat(40)}</nav><main><h1>${heading}</h1></main>`;
const manifest: ShellManifest = {
  defaultLanguage: 'en',
  aliases: { iw: 'he' },
  cookie: 'mm-lang',
  languages: {
    en: { dir: 'ltr', pages: { '/': page('AI Meme Generator'), '/template-meme': page('Template Meme') } },
    ja: { dir: 'ltr', pages: { '/': page('AI ミームジェネレーター'), '/template-meme': page('テンプレートミーム') } },
    ar: { dir: 'rtl', pages: { '/': page('مولّد الميمات'), '/template-meme': page('ميم من قالب') } },
    he: { dir: 'rtl', pages: { '/': page('מחולל ממים'), '/template-meme': page('מם מתבנית') } },
  },
};

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'meme-shell-'));
  writeFileSync(join(webDir, 'index.html'), indexHtml);
  writeFileSync(join(webDir, SHELLS_FILE), JSON.stringify(manifest));
  app = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await app?.close();
  rmSync(webDir, { recursive: true, force: true });
});

async function shellOf(path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  return { response, html: await response.text() };
}

describe('the HTML shell of the entry pages', () => {
  it("is in the browser's first language, with its direction", async () => {
    const ja = await shellOf('/', { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' });
    expect(ja.html).toContain('<html lang="ja" dir="ltr" data-paint-first>');
    expect(ja.html).toContain('<h1>AI ミームジェネレーター</h1></main></div>');
    expect(ja.html).not.toContain('id="boot"');
    expect(ja.response.headers.get('vary')).toContain('Accept-Language');
    expect(ja.response.headers.get('vary')).toContain('Cookie');
    expect(ja.response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const ar = await shellOf('/template-meme', { 'accept-language': 'ar-EG' });
    expect(ar.html).toContain('<html lang="ar" dir="rtl" data-paint-first>');
    expect(ar.html).toContain('<h1>ميم من قالب</h1>');

    const alias = await shellOf('/', { 'accept-language': 'iw' });
    expect(alias.html).toContain('<html lang="he" dir="rtl" data-paint-first>');
  });

  it('follows the language chosen in the app (its cookie) over the browser language', async () => {
    const { html } = await shellOf('/template-meme/', { 'accept-language': 'ja', cookie: 'session=abc; mm-lang=ar' });
    expect(html).toContain('<html lang="ar" dir="rtl" data-paint-first>');
    expect(html).toContain('<h1>ميم من قالب</h1>');
  });

  it('is English for an unsupported or missing language, as the app starts', async () => {
    const requests: Record<string, string>[] = [{ 'accept-language': 'xx-YY' }, { cookie: 'mm-lang=klingon' }, {}];
    for (const headers of requests) {
      const { html } = await shellOf('/', headers);
      expect(html).toContain('<html lang="en" dir="ltr" data-paint-first>');
      expect(html).toContain('<h1>AI Meme Generator</h1>');
    }
  });

  it("leaves the app's scripts to the start script, so the shell paints with nothing else on the line", async () => {
    for (const path of ['/', '/template-meme']) {
      const { html } = await shellOf(path, { 'accept-language': 'ja' });
      expect(html).toContain('<script async src="/assets/preload-page-1.js"></script>');
      expect(html).not.toContain('main-abc123.js');
      expect(html).not.toContain('modulepreload');
    }
  });

  it('leaves the other routes with the plain page (its loading spinner)', async () => {
    const { html } = await shellOf('/pricing', { 'accept-language': 'ja' });
    expect(html).toBe(indexHtml);
  });

  it('is compressed and revalidated per language', async () => {
    const ja = await app.request('/', { headers: { 'accept-language': 'ja', 'accept-encoding': 'br' } });
    expect(ja.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await ja.arrayBuffer())).toString()).toContain('lang="ja"');
    const etag = ja.headers.get('etag')!;
    expect((await app.request('/', { headers: { 'accept-language': 'ja', 'if-none-match': etag } })).status).toBe(304);
    expect((await app.request('/', { headers: { 'accept-language': 'ar', 'if-none-match': etag } })).status).toBe(200);
  });

  it('does not serve the shell data itself', async () => {
    expect((await app.request(`/${SHELLS_FILE}`)).status).toBe(404);
  });
});
