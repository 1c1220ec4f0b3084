// What the response cache may keep in memory (api/platform/answerCache.ts): no more than
// RESPONSE_CACHE_MAX_BYTES however many distinct catalogue pages one caller asks for, nothing once
// its answers expire, and no single answer too big for its share; the setting says what it wants.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../api/app';
import { loadConfig } from '../../../api/platform/config';
import { createLogger } from '../../../api/platform/log';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/testApp';
import { createUser, sessionCookieFor } from '../../helpers/sessions';

const MAX_BYTES = 256 * 1024;
const PAGE_FIELDS = 'totalCount edges { node { id slug name url width height category popularity tags } }';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp({ RESPONSE_CACHE_MAX_BYTES: String(MAX_BYTES) });
  cookie = await sessionCookieFor(app, (await createUser(app, 'cache_flooder')).id);
});
afterAll(() => app.close());

/** A catalogue page under a name of its own, so that every call is a distinct cached answer. */
async function catalogue(on: App, name: string, first: number, headers: Record<string, string> = {}) {
  const response = await on.fetch(
    new Request(new URL('/graphql', TEST_ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: `query ${name} { templates(first: ${first}) { ${PAGE_FIELDS} } }` }),
    }),
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { templates: { edges: unknown[] } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data.templates.edges;
}

describe('the memory the response cache keeps', () => {
  it('serves an answer too big for its share of the bound without keeping it', async () => {
    expect(app.deps.answerCache.stats()).toMatchObject({ answers: 0, bytes: 0 });
    // 100 templates: more than an eighth of 256 KiB.
    expect(await catalogue(app, 'Huge', 100, { cookie })).toHaveLength(100);
    expect(await catalogue(app, 'Huge', 100, { cookie })).toHaveLength(100);
    expect(app.deps.answerCache.stats()).toMatchObject({ answers: 0, bytes: 0 });
    // A page of 5 is kept as before.
    expect(await catalogue(app, 'Small', 5, { cookie })).toHaveLength(5);
    expect(app.deps.answerCache.stats().answers).toBe(1);
  });

  it('stays within RESPONSE_CACHE_MAX_BYTES under a flood of distinct catalogue pages from one user', async () => {
    for (let page = 0; page < 60; page += 1) {
      expect(await catalogue(app, `Flood${page}`, 20, { cookie })).toHaveLength(20);
      expect(app.deps.answerCache.stats().bytes).toBeLessThanOrEqual(MAX_BYTES);
    }
    // Still caching: the bound pushed out the oldest pages, not everything.
    expect(app.deps.answerCache.stats().answers).toBeGreaterThan(5);
    expect(app.deps.answerCache.stats().answers).toBeLessThan(60);
  });

  it('frees answers once they expire, without anyone asking for them again', async () => {
    // The same settings with a short time to live: what a deployment with a shorter backstop gets.
    const shortLived = await buildApp({ ...app.config, responseCache: { ...app.config.responseCache, ttlMs: 300 } }, createLogger('silent'));
    try {
      for (let page = 0; page < 5; page += 1) await catalogue(shortLived, `Brief${page}`, 10);
      expect(shortLived.deps.answerCache.stats().answers).toBe(5);
      await expect.poll(() => shortLived.deps.answerCache.stats(), { timeout: 3000 }).toMatchObject({ answers: 0, bytes: 0 });
    } finally {
      await shortLived.stop();
    }
  });
});

describe('RESPONSE_CACHE_MAX_BYTES', () => {
  const dir = mkdtempSync(join(tmpdir(), 'meme-cache-config-'));
  const load = (value?: string) => loadConfig({ DATA_DIR: dir, ...(value === undefined ? {} : { RESPONSE_CACHE_MAX_BYTES: value }) });

  it('defaults to 64 MiB and takes a number of bytes', () => {
    expect(load().responseCache.maxBytes).toBe(64 * 1024 * 1024);
    expect(load('16777216').responseCache.maxBytes).toBe(16 * 1024 * 1024);
  });

  it('refuses what is not a sensible number of bytes, saying what it wants', () => {
    expect(() => load('64MB')).toThrow('RESPONSE_CACHE_MAX_BYTES: must be a number of bytes, e.g. 67108864 for 64 MiB');
    expect(() => load('1.5')).toThrow('RESPONSE_CACHE_MAX_BYTES: must be a whole number of bytes');
    expect(() => load('1000')).toThrow('RESPONSE_CACHE_MAX_BYTES: must be between 65536 (64 KiB) and 8589934592 (8 GiB)');
    expect(() => load('99999999999')).toThrow('RESPONSE_CACHE_MAX_BYTES: must be between 65536 (64 KiB) and 8589934592 (8 GiB)');
  });
});
