// First paint from HTML (issue 16, F2): the home and creator pages arrive with their heading, intro
// and navigation already in the HTML, in the visitor's language and direction, so they show before
// any script has run; the app then takes over and the page ends as it always did.
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, sideNav, test } from './fixtures';

const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** Opens `path` with every script refused: what shows is the server's HTML alone. */
async function openWithoutScripts(page: Page, path: string) {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(path);
}

const languages = [
  { locale: 'en-US', code: 'en', dir: 'ltr' },
  { locale: 'ja-JP', code: 'ja', dir: 'ltr' },
  { locale: 'ar-EG', code: 'ar', dir: 'rtl' },
];

for (const { locale, code, dir } of languages) {
  test.describe(`before the scripts run, in a browser set to ${locale}`, () => {
    // The refused scripts are reported in the console; nothing else may be.
    test.use({ locale, ignoredConsoleErrors: ['Failed to load resource'] });

    test('the home page shows its heading, intro and method cards in that language', async ({ page }) => {
      const messages = catalogue(code);
      await openWithoutScripts(page, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.locator('h1')).toHaveText(messages['Home.title']!);
      await expect(page.getByText(messages['Home.subtitle']!, { exact: true })).toBeVisible();
      await expect(page.getByText(messages['Home.templateMeme.title']!, { exact: true })).toBeVisible();
    });

    test('a creator page shows its heading in that language', async ({ page }) => {
      await openWithoutScripts(page, '/template-meme');
      await expect(page.locator('h1')).toHaveText(catalogue(code)['TemplateMeme.title']!);
    });
  });
}

test.describe('before the scripts run', () => {
  test.use({ ignoredConsoleErrors: ['Failed to load resource'] });

  test('the language picked in the app is the one the next visit starts in', async ({ page }) => {
    await page.goto('/');
    const nav = sideNav(page);
    await nav.locator('button[aria-expanded]').click();
    await nav.getByRole('button', { name: 'Japanese', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

    await openWithoutScripts(page, '/upload-meme');
    await expect(page.locator('h1')).toHaveText(catalogue('ja')['UploadMeme.title']!);
  });

  test('other pages keep the loading spinner', async ({ page }) => {
    await openWithoutScripts(page, '/pricing');
    await expect(page.locator('#boot')).toBeAttached();
    await expect(page.locator('h1')).toHaveCount(0);
  });
});

test('with scripts the home page ends as before: one heading, the modes, a working navigation', async ({ page }) => {
  const en = catalogue('en');
  await page.goto('/');
  await expect(page.getByRole('tablist', { name: en['Home.modes'] })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(en['Home.title']!);
  await expect(page.locator('#main')).toHaveCount(1);
  await sideNav(page).getByRole('link', { name: en['Nav.pricing'], exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/pricing');
});

test("the entry pages paint before the app's scripts are requested; a page without a shell names them in its HTML", async ({ page }) => {
  /** When the first paint happened and when the app's entry module was requested, in page time. */
  const timings = () =>
    page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { entry: entry?.startTime ?? null, paint: paint?.startTime ?? null };
    });
  const en = catalogue('en');
  for (const [path, ready] of [
    ['/', page.getByRole('tablist', { name: en['Home.modes'] })],
    ['/template-meme', page.getByRole('button', { name: en['TemplateChooser.choose'] })],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    const { entry, paint } = await timings();
    expect(paint, path).not.toBeNull();
    expect(entry, path).toBeGreaterThanOrEqual(paint!);
    expect(await (await page.request.get(path)).text()).not.toMatch(/<script type="module"/);
  }

  // Without a shell there is only the spinner to paint: the browser finds the entry in the HTML.
  expect(await (await page.request.get('/pricing')).text()).toMatch(/<script type="module"[^>]*src="\/assets\/index-[\w-]+\.js"/);
});

test("after the first paint the start script preloads the app, the page's code and its language's messages, each once", async ({ page }) => {
  const en = catalogue('en');
  await page.goto('/');
  await expect(page.getByRole('tablist', { name: en['Home.modes'] })).toBeVisible();
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname.replace(/-[\w-]{8}\.js$/, '')),
  );
  // Chunk names without their 8-character content hash (names have hyphens too: preload-helper, preload-page).
  expect(preloaded).toEqual(expect.arrayContaining(['/assets/react', '/assets/en', '/assets/homePageLoader', '/assets/HomePage']));
  expect(new Set(preloaded).size).toBe(preloaded.length);
});
