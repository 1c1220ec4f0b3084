// End-to-end tests in Chromium against the real app (`npm run test:e2e`).
// The browser: CHROMIUM_PATH if set, else Debian's /usr/bin/chromium if present, else Playwright's
// own download (`npx playwright install chromium`) for users who have it.
// The server: started here on E2E_PORT (default 3107) with a fresh embedded database in
// tests/.tmp/; set E2E_BASE_URL to test an app that is already running instead.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './tests/helpers/chromiumFlags';

const root = fileURLToPath(new URL('.', import.meta.url));
const onCI = !!process.env.CI;

const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

// An administrator for the specs that visit the admin pages, seeded by the server at start
// (ADMIN_USERNAME/ADMIN_PASSWORD); chosen once here so the server and every worker share it.
process.env.ADMIN_USERNAME ??= 'e2e_admin';
process.env.ADMIN_PASSWORD ??= `e2e-${Math.random().toString(36).slice(2, 12)}`;
// The users the setup project signs in once per run (tests/e2e/auth.setup.ts) are named after it.
process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const port = Number(process.env.E2E_PORT ?? 3107);
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;

// Workers load this file again with the runner's environment, so the data folder is chosen once
// (by the runner) and handed on through the environment. The server command creates it; folders
// of runs more than a day old are removed here.
function dataDir(): string {
  if (!process.env.E2E_DATA_DIR) {
    const parent = join(root, 'tests', '.tmp');
    const dayAgo = Date.now() - 24 * 3600_000;
    for (const name of existsSync(parent) ? readdirSync(parent) : []) {
      const path = join(parent, name);
      if (name.startsWith('e2e-') && statSync(path).mtimeMs < dayAgo) {
        rmSync(path, { recursive: true, force: true });
      }
    }
    const stamp = new Date().toISOString().replace(/[-:.]/g, '').slice(0, 15);
    process.env.E2E_DATA_DIR = join(parent, `e2e-${stamp}-${process.pid}`);
  }
  return process.env.E2E_DATA_DIR;
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: onCI,
  retries: onCI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Signs each role in once and saves its cookies under tests/.auth/ (tests/e2e/fixtures.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        // ensure-build is a no-op when the Prisma client and dist/web are current (as in CI,
        // which builds first); on a fresh clone it builds them, hence the generous timeout.
        command: 'mkdir -p "$DATA_DIR" && npx tsx scripts/ensure-build.ts && exec npx tsx api/server.ts',
        cwd: root,
        url: `${baseURL}/healthz`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_ORIGIN: baseURL,
          DATA_DIR: dataDir(),
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          // Every spec file signs in from 127.0.0.1: the default 30 per 5 minutes would trip.
          SIGNIN_ADDRESS_LIMIT: process.env.SIGNIN_ADDRESS_LIMIT ?? '1000',
          // Likewise every visitor page of every spec (the i18n walk: 35 languages) asks from there.
          ANONYMOUS_API_RATE_LIMIT: process.env.ANONYMOUS_API_RATE_LIMIT ?? '100000',
          // Every test browser is 127.0.0.1: one address's budget of rendering would be everybody's.
          ANONYMOUS_RENDER_MEGAPIXELS_PER_MINUTE: '1000000',
          RENDER_MEGAPIXELS_PER_MINUTE: '1000000',
        },
      },
});
