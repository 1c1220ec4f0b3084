// The admin dashboard's figures in Chromium (issue 30): they match a seeded history exactly, their
// charts draw, and uPlot never reaches a visitor page; the admin tables read on a phone without a
// sideways scroll; unbanning asks first.
//
// The shared e2e server's numbers move with every spec running beside this one, so this file starts
// a server of its own (the webServer command of playwright.config.ts) on a free port, on a fresh
// data folder seeded beforehand with the history of tests/helpers/figuresHistory.ts.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { EXPECTED_FIGURES } from '../helpers/figuresHistory';
import { expect, test, VISITOR_ROUTES } from './fixtures';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ADMIN = { username: 'fig_admin', password: `fig-${Math.random().toString(36).slice(2, 12)}` };
/** Screenshots to look at, beside the run's other output (test-results/). */
const shot = (name: string) => test.info().outputPath(name);

// One server for the whole file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });
test.setTimeout(240_000);

let server: ChildProcess | undefined;
let dataDir = '';
let base = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, deadline: number) {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  mkdirSync(join(root, 'tests', '.tmp'), { recursive: true });
  dataDir = mkdtempSync(join(root, 'tests', '.tmp', 'e2e-figures-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, PUBLIC_ORIGIN: base };
  await promisify(execFile)('npx', ['tsx', 'tests/helpers/seedFiguresDatabase.ts'], { cwd: root, env, timeout: 180_000 });
  server = spawn('sh', ['-c', 'mkdir -p "$DATA_DIR" && npx tsx scripts/ensure-build.ts && exec npx tsx api/server.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: base, LOG_LEVEL: 'warn', SIGNIN_ADDRESS_LIMIT: '1000' },
  });
  await waitForHealth(`${base}/healthz`, Date.now() + 240_000);
});

test.afterAll(async () => {
  if (server?.pid) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signInAsAdmin(page: Page) {
  const response = await page.request.post(`${base}/api/login`, { data: ADMIN });
  expect(response.status()).toBe(200);
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const CARDS = [
  ['Sign-ups', EXPECTED_FIGURES.signUps, String],
  ['Active users', EXPECTED_FIGURES.activeUsers, String],
  ['Memes made', EXPECTED_FIGURES.memesMade, String],
  ['Tokens spent', EXPECTED_FIGURES.tokensSpent, String],
  ['Tokens bought', EXPECTED_FIGURES.tokensBought, String],
  ['Revenue', EXPECTED_FIGURES.revenue, money],
  ['Failed generations', EXPECTED_FIGURES.failedGenerations, String],
  ['Tokens refunded', EXPECTED_FIGURES.tokensRefunded, String],
  ['Safety refusals', EXPECTED_FIGURES.safetyRefusals, String],
  ['Reports waiting', EXPECTED_FIGURES.reportsWaiting, String],
] as const;

const PARTS = [
  ['Memes made', 'AI on a template', EXPECTED_FIGURES.memesByMethod.aiTemplate, String],
  ['Memes made', 'AI on an upload', EXPECTED_FIGURES.memesByMethod.aiUpload, String],
  ['Memes made', 'By hand', EXPECTED_FIGURES.memesByMethod.byHand, String],
  ['Memes made', 'Edits', EXPECTED_FIGURES.memesByMethod.edit, String],
  ['Memes made', 'Static', EXPECTED_FIGURES.memesByKind.image, String],
  ['Memes made', 'GIF', EXPECTED_FIGURES.memesByKind.gif, String],
  ['Revenue', 'Starter Pack', EXPECTED_FIGURES.revenueByPack['Starter Pack'], money],
  ['Revenue', 'Popular Pack', EXPECTED_FIGURES.revenueByPack['Popular Pack'], money],
  ['Revenue', 'Mega Pack', EXPECTED_FIGURES.revenueByPack['Mega Pack'], money],
] as const;

test('the figures on /admin match the seeded history exactly, in each period, and every chart draws', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`${base}/admin`);
  const figures = page.getByRole('region', { name: 'Figures' });
  await expect(figures).toBeVisible();
  // User Management stays the tab the dashboard opens on.
  await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');

  for (const [label, period] of [
    ['Today', 'today'],
    ['30 days', 'last30Days'],
    ['7 days', 'last7Days'],
  ] as const) {
    await figures.getByRole('radio', { name: label, exact: true }).check();
    for (const [name, expected, format] of CARDS) {
      await expect(card(page, name).locator('[data-value]'), `${name}, ${label}`).toHaveText(format(expected[period]));
    }
    for (const [name, part, expected, format] of PARTS) {
      const row = card(page, name)
        .locator('dl > div')
        .filter({ has: page.getByText(part, { exact: true }) });
      await expect(row.locator('dd'), `${name}: ${part}, ${label}`).toHaveText(format(expected[period]));
    }
  }

  // Each chart drew its canvas, and says its 30 numbers in words: today's is the last.
  const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date());
  for (const [name, expected, format] of CARDS) {
    const chart = card(page, name).getByRole('img');
    await expect(chart).toHaveAttribute('data-drawn', 'true');
    await expect(chart.locator('canvas')).toHaveCount(1);
    await expect(chart).toHaveAttribute('aria-label', new RegExp(`^${name} per day, last 30 days: .*${today}: ${format(expected.today).replace('$', '\\$')}$`));
  }
  await page.screenshot({ path: shot('figures-desktop.png'), fullPage: true });
});

test("uPlot loads on the dashboard only: no visitor page's scripts contain it", async ({ page }) => {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.set(response.url(), await response.text().catch(() => ''));
  });
  // A string only uPlot's code holds (the class of its plotting layer).
  const hasUplot = () => [...scripts].filter(([, text]) => text.includes('u-over')).map(([url]) => url);

  for (const route of VISITOR_ROUTES) {
    await page.goto(`${base}${route}`);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.size).toBeGreaterThan(0);
  expect(hasUplot()).toEqual([]);

  await signInAsAdmin(page);
  await page.goto(`${base}/admin`);
  await expect(card(page, 'Sign-ups').getByRole('img')).toHaveAttribute('data-drawn', 'true');
  expect(hasUplot()).toHaveLength(1);
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  async function expectNoSidewaysScroll(page: Page) {
    const widths = await page.evaluate(() => {
      const scroller = document.scrollingElement!;
      const boxes = [...document.querySelectorAll('table')].map((table) => table.parentElement!);
      return { page: [scroller.scrollWidth, scroller.clientWidth], boxes: boxes.map((box) => [box.scrollWidth, box.clientWidth]) };
    });
    expect(widths.page[0]).toBeLessThanOrEqual(widths.page[1]!);
    for (const [scrollWidth, clientWidth] of widths.boxes) expect(scrollWidth).toBeLessThanOrEqual(clientWidth!);
  }

  /** Every cell of the first rows is inside the screen, sideways. */
  async function expectCellsOnScreen(page: Page, table: ReturnType<Page['getByRole']>) {
    const cells = table.locator('tbody tr').first().locator('td');
    const count = await cells.count();
    expect(count).toBeGreaterThan(3);
    for (let index = 0; index < count; index += 1) {
      const box = (await cells.nth(index).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  }

  test('the figures, the user table, the sites table and the ledger read without scrolling sideways', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`${base}/admin`);
    await expect(card(page, 'Sign-ups').getByRole('img')).toHaveAttribute('data-drawn', 'true');
    const users = page.getByRole('table', { name: 'Users' });
    const row = users.locator('tbody tr').filter({ hasText: 'fig_ann' });
    await row.scrollIntoViewIfNeeded();
    for (const text of ['Active', 'User', 'Edit']) await expect(row.getByText(text, { exact: true })).toBeInViewport();
    await expectCellsOnScreen(page, users);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: shot('figures-phone.png'), fullPage: true });
    await users.screenshot({ path: shot('figures-phone-users.png') });

    await page.getByRole('tab', { name: 'Affiliate Sites' }).click();
    const sites = page.getByRole('table', { name: 'Affiliate sites' });
    await expect(sites.getByText('Figures Partner')).toBeVisible();
    await expectCellsOnScreen(page, sites);
    await expectNoSidewaysScroll(page);

    await page.goto(`${base}/admin`);
    await row.getByRole('link', { name: 'Edit fig_ann' }).click();
    const ledger = page.getByRole('table', { name: 'Token History' });
    await expect(ledger).toBeVisible();
    await expectCellsOnScreen(page, ledger);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: shot('figures-phone-ledger.png'), fullPage: true });
  });
});

test('unbanning asks first: Cancel keeps the ban, confirming lifts it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`${base}/admin?search=fig_banned`);
  await page.getByRole('link', { name: 'Edit fig_banned' }).click();
  await expect(page.getByText('Banned', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Unban User' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Unban fig_banned?' });
  await expect(dialog).toContainText('They can sign in again.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Banned', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Unban User' }).click();
  await dialog.getByRole('button', { name: 'Unban User' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});
