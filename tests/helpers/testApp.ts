// Builds the real app for a test: real config parsing, real database (PGlite in memory, or a fresh
// PostgreSQL schema when DATABASE_URL is set), real pub/sub (Redis when REDIS_URL is set).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { buildApp, type App } from '../../api/app';
import { loadConfig, type Config } from '../../api/platform/config';
import { createLogger, type Logger } from '../../api/platform/log';
import { testDatabaseOptions } from './testDatabase';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = App & {
  config: Config;
  /** Sends a request to the app in-process; `path` is relative to the app's origin. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Runs a GraphQL operation over HTTP POST and returns the parsed body. */
  graphql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: Record<string, any> }[] } }>;
  close(): Promise<void>;
};

/** A fresh app with its own database and data folder; `env` adds or overrides settings; `log` sees what the server logs. */
export async function createTestApp(env: Record<string, string> = {}, { log }: { log?: Logger } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'meme-test-'));
  const database = await testDatabaseOptions();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: TEST_ORIGIN,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      // Test files run in parallel against one Redis: each app counts sign-in attempts on its own
      // unless a test shares a prefix on purpose.
      REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
      ...env,
    }),
    databaseUrl: database.databaseUrl,
    dataDir: env.DATA_DIR ?? database.dataDir,
  };
  const app = await buildApp(config, log ?? createLogger(config.logLevel));
  const request = (path: string, init?: RequestInit) => app.fetch(new Request(new URL(path, TEST_ORIGIN), init));
  return {
    ...app,
    config,
    request,
    async graphql(query, variables, headers = {}) {
      const response = await request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: await response.json() };
    },
    async close() {
      await app.stop();
      await database.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The one app of a test file, for `const app = await appOfThisFile()` at its top: started while the
 * file loads (before any test), closed after its last test.
 */
export async function appOfThisFile(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await createTestApp(env);
  afterAll(() => app.close());
  return app;
}
