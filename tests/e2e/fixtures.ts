// What every end-to-end spec shares: the `test` that fails on any browser error, unique users,
// the side navigation with its Meme Fuel balance, and the toasts.
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

export const test = base.extend<{ browserErrors: string[]; ignoredConsoleErrors: readonly string[] }>({
  /** Console errors starting with one of these do not fail the test (`test.use` in a spec). */
  ignoredConsoleErrors: [[], { option: true }],
  // Every test fails on an uncaught page error or a console error, whatever it asserts itself.
  browserErrors: [
    async ({ page, ignoredConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (ignoredConsoleErrors.some((start) => text.startsWith(start))) return;
        const { url, lineNumber } = message.location();
        errors.push(`console.error: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      await use(errors);
      // Late errors (a lazy chunk, a query finishing) count too.
      if (!page.isClosed()) await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

/** Every route of web/router.tsx a visitor can open (signed-in and admin routes redirect). */
export const VISITOR_ROUTES = [
  '/',
  '/text-to-meme',
  '/template-meme',
  '/upload-meme',
  '/template-editor',
  '/create',
  '/auth',
  '/pricing',
  '/affiliates',
  '/affiliate',
  '/uwu',
  '/developers',
];

let counter = 0;
/** A username no other test or run has used (3–32 letters, digits, dots, dashes, underscores). */
export function uniqueUsername(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}${counter}`;
}

/** Signs the page's browser context up as a new user with 5 tokens (the cookie lands in the context). */
export async function signUp(page: Page, prefix = 'maker', password = 'meme-maker-123'): Promise<string> {
  const username = uniqueUsername(prefix);
  const response = await page.request.post('/api/register', { data: { username, password } });
  expect(response.status()).toBe(201);
  return username;
}

/** The side navigation (in English): the navigation landmark holding the app's entries. */
export function sideNav(page: Page): Locator {
  return page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'Text to meme' }) })
    .first();
}

/** The side navigation's balance link, named after the count, showing two digits. */
export async function expectNavBalance(page: Page, tokens: number): Promise<void> {
  const widget = sideNav(page).getByRole('link', { name: new RegExp(`^Meme Fuel: ${tokens} tokens?`) });
  await expect(widget).toBeVisible();
  await expect(widget).toContainText(String(tokens).padStart(2, '0'));
}

/** The toast region (an aria-live area): a toast with this title, and its description if given. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) })
    .last();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}
