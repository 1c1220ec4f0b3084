// What every end-to-end spec shares: the `test` that fails on any browser error, unique users,
// the roles signed in once per run, the side navigation with its Meme Fuel balance, and the toasts.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

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

/**
 * The roles auth.setup.ts signs in once per run, before any spec: `user` is a new account that no
 * test changes (5 tokens, no memes, no purchases, no API tokens); `maker` has Meme Fuel to spend
 * on generations, for tests that assert nothing about its balance or its memes; `admin` is the
 * administrator the server seeds. A test that changes what another would see (a balance it
 * asserts, purchases, tokens, a logout, a deletion) signs up a user of its own instead.
 */
export type Role = 'user' | 'maker' | 'admin';

const authDir = fileURLToPath(new URL('../.auth/', import.meta.url));

/** Each role's saved signed-in state: `test.use({ storageState: STORED_STATE.user })`. */
export const STORED_STATE: Record<Role, string> = {
  user: `${authDir}user.json`,
  maker: `${authDir}maker.json`,
  admin: `${authDir}admin.json`,
};

/** Each role's username; the two users' names are new every run (E2E_RUN_ID, playwright.config.ts). */
export const ROLE_USERNAMES: Record<Role, string> = {
  user: `user_${process.env.E2E_RUN_ID}`,
  maker: `maker_${process.env.E2E_RUN_ID}`,
  admin: process.env.ADMIN_USERNAME ?? '',
};

/**
 * Signs the page's browser context in as a stored role (its session cookie, replacing any other),
 * for a test that starts as a visitor or as another user; returns the role's username.
 */
export async function signInAs(page: Page, role: Role): Promise<string> {
  const { cookies } = JSON.parse(await readFile(STORED_STATE[role], 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] };
  // Removed first, so the context holds one session cookie however the one before it was set.
  for (const { name } of cookies) await page.context().clearCookies({ name });
  await page.context().addCookies(cookies);
  return ROLE_USERNAMES[role];
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
