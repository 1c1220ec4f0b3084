// Accessibility of every route (issue 14, item 8): axe-core finds no serious or critical violation
// of WCAG 2.x A/AA on any route of web/router.tsx, signed out, signed in and as an administrator,
// at desktop and phone sizes; every meme image has its alt text.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, signInAs, signUp, test, uniqueUsername, VISITOR_ROUTES } from './fixtures';

// admin.spec.ts adds partners with broken logos on purpose, and /uwu shows every partner.
test.use({ ignoredConsoleErrors: ['Failed to load resource'] });

const ADMIN = { username: process.env.ADMIN_USERNAME ?? '', password: process.env.ADMIN_PASSWORD ?? '' };

/** Every route of web/router.tsx; `:site` and `:user` are filled in for the administrator. */
const ROUTES = [
  ...VISITOR_ROUTES,
  '/playful-text',
  '/profile',
  '/profile/settings',
  '/admin',
  '/admin/dashboard',
  '/admin/affiliate-sites/new',
  '/admin/affiliate-sites/:site',
  '/admin/affiliate-sites/:site/delete',
  '/admin/users/:user',
  '/no-such-page',
];

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown; failureSummary?: string }[] };

/** Serious and critical WCAG A/AA violations on the page as it is now, one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Experimental in axe, so off by default: a control's name must contain its visible label (WCAG 2.5.3).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return (results.violations as Violation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`),
    );
}

/** Waits for the route to finish loading: no spinner, the page's first heading shown, fonts in. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/** Every image that shows a meme has a non-empty alt text. */
async function expectMemeImagesDescribed(page: Page): Promise<void> {
  const missing = await page
    .locator('img[src*="/media/memes"]')
    .evaluateAll((images) => images.filter((image) => !(image.getAttribute('alt') ?? '').trim()).map((image) => image.getAttribute('src')));
  expect(missing, 'meme images without alt text').toEqual([]);
}

async function walk(page: Page, params: Record<string, string> = {}, extraRoutes: string[] = []): Promise<void> {
  const found: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // A route the role may not open redirects (a visitor's /admin to /auth): the page it lands on is
    // checked once per size, not again for every route that leads there.
    const checked = new Set<string>();
    for (const route of [...ROUTES, ...extraRoutes]) {
      const path = route.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
      await page.goto(path);
      await settle(page);
      const landed = new URL(page.url()).pathname;
      if (landed !== path && checked.has(landed)) continue;
      checked.add(landed);
      await expectMemeImagesDescribed(page);
      for (const line of await seriousViolations(page)) found.push(`${size.name} ${path} -> ${new URL(page.url()).pathname}: ${line}`);
    }
  }
  expect(found, 'serious or critical accessibility violations').toEqual([]);
}

/** A new account (the request's cookie jar is left signed in as it). */
async function register(request: APIRequestContext, prefix: string): Promise<number> {
  const response = await request.post('/api/register', { data: { username: uniqueUsername(prefix), password: 'password-123' } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test.describe('every route passes axe-core', () => {
  // Each walk visits every route: 1.8–2.6 min on an idle machine, 4.5 min once at load 11.
  test.describe.configure({ timeout: 360_000 });

  test('signed out', async ({ page }) => {
    await walk(page);
  });

  test('signed in, with memes of their own', async ({ page }) => {
    await signUp(page, 'a11y');
    const generated = await page.request.post('/api/generate-captions', { data: { prompt: 'when the build is finally green', count: 2 } });
    expect(generated.status()).toBe(200);
    await walk(page);
  });

  test('as an administrator', async ({ page, baseURL }) => {
    test.skip(!ADMIN.username || !ADMIN.password, 'set ADMIN_USERNAME and ADMIN_PASSWORD (the e2e server inherits them)');
    const user = await register(page.request, 'a11y_target');
    const banned = await register(page.request, 'a11y_banned');
    await signInAs(page, 'admin');
    const ban = await page.request.post('/graphql', {
      data: {
        query: 'mutation ($input: SetUserStatusInput!) { setUserStatus(input: $input) { __typename } }',
        variables: { input: { userId: Buffer.from(`User:${banned}`).toString('base64'), status: 'BANNED' } },
      },
    });
    expect(await ban.json()).toEqual({ data: { setUserStatus: { __typename: 'SetUserStatusPayload' } } });
    const site = await page.request.post('/api/admin/affiliate-sites', {
      data: {
        title: uniqueUsername('A11y Partner'),
        url: 'https://a11y.example/',
        description: 'A partner for the accessibility walk',
        logoUrl: `${baseURL}/favicon.svg`,
      },
    });
    expect(site.status()).toBe(201);
    const { id: siteId } = (await site.json()) as { id: number };
    // An active user's page shows the Ban User button; a banned one's the red Banned badge.
    await walk(page, { site: String(siteId), user: String(user) }, [`/admin/users/${banned}`]);
  });
});
