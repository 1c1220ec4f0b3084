// The admin area and the partner page end to end (issue 7; spec sections 2, 5, 6, 8, 9): an
// administrator manages partner sites and sees /uwu follow without a reload; searches a user,
// adjusts their tokens, bans them (their other browser is signed out at once) and unbans them;
// pages through the user list.
//
// The administrator is the one the e2e server seeds from ADMIN_USERNAME / ADMIN_PASSWORD
// (playwright.config.ts), signed in once per run by auth.setup.ts. Tests run in parallel with
// other files: every name here is unique, and the shared administrator is never banned, demoted
// or logged out.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, sideNav, signInAs, test, uniqueUsername } from './fixtures';

const ADMIN = { username: process.env.ADMIN_USERNAME ?? '', password: process.env.ADMIN_PASSWORD ?? '' };
test.skip(!ADMIN.username || !ADMIN.password, 'set ADMIN_USERNAME and ADMIN_PASSWORD (the e2e server inherits them)');
// The broken logo below is broken on purpose; the browser reports its 404 as an error.
test.use({ ignoredConsoleErrors: ['Failed to load resource'] });

/** A name no other test or run has used (letters, digits, underscores). */
const unique = uniqueUsername;

const pathIs = (path: string) => (url: URL) => url.pathname === path;

/** Signs `request`'s cookie jar in (a page's `page.request` shares the page's cookies). */
async function signIn(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/login', { data: { username, password } });
  expect(response.status(), `login of ${username}`).toBe(200);
}

async function register(request: APIRequestContext, username: string, password = 'password-123') {
  const response = await request.post('/api/register', { data: { username, password, email: `${username}@example.com` } });
  expect(response.status(), `sign-up of ${username}`).toBe(201);
  return (await response.json()) as { id: number };
}

async function expectToast(page: Page, title: string, description: string) {
  const toast = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ hasText: description })
    .last();
  await expect(toast).toBeVisible();
}

/** Marks the document; if the page reloads, the mark is gone. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { e2eMark: string }).e2eMark = 'still-here'));
}
async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe('still-here');
}

function sitesTab(page: Page) {
  return page.getByRole('tabpanel', { name: 'Affiliate Sites' });
}

function siteCard(page: Page, title: string) {
  return page.getByRole('list', { name: 'Partner sites' }).getByRole('link').filter({ hasText: title });
}

test('an administrator creates, edits and deletes a partner site; the lists and /uwu follow without a reload', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const title = unique('Meme Template Hub');
  const url = `https://partner-${Date.now().toString(36)}.example/`;
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await markDocument(page);

  await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/');
  await page.getByRole('tab', { name: 'Affiliate Sites' }).click();
  await expect(sitesTab(page)).toContainText('These sites appear on the /uwu page.');
  await sitesTab(page).getByRole('link', { name: 'Add New Site' }).click();
  await expect(page).toHaveURL(pathIs('/admin/affiliate-sites/new'));

  // The spec's rules, in the browser first.
  await page.getByRole('button', { name: 'Create Site' }).click();
  await expect(page.getByLabel('Title')).toHaveAccessibleDescription('Title is required');
  await expect(page.getByLabel('URL', { exact: true })).toHaveAccessibleDescription('URL is required');
  await expect(page.getByLabel('Description')).toHaveAccessibleDescription('Description is required');
  await expect(page.getByLabel('Logo URL')).toHaveAccessibleDescription('Logo URL is required');
  await page.getByLabel('URL', { exact: true }).fill('javascript:alert(1)');
  await expect(page.getByLabel('URL', { exact: true })).toHaveAccessibleDescription('Must be a valid URL');
  await page.getByLabel('Logo URL').fill('data:image/png;base64,AAAA');
  await expect(page.getByLabel('Logo URL')).toHaveAccessibleDescription('Must be a valid image URL');

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('URL', { exact: true }).fill(url);
  await page.getByLabel('Description').fill('Every template, <b>searchable</b>.');
  await page.getByLabel('Logo URL').fill(`${baseURL}/favicon.svg`);
  await page.getByRole('button', { name: 'Create Site' }).click();
  await expectToast(page, 'Success', 'Affiliate site created successfully');
  await expect(page).toHaveURL(pathIs('/admin'));

  const row = sitesTab(page).getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  const urlLink = row.getByRole('link', { name: url });
  await expect(urlLink).toHaveAttribute('target', '_blank');
  await expect(urlLink).toHaveAttribute('rel', 'noopener noreferrer');

  // The partner page shows it: a card opening the site in a new tab, logo, title, category, text.
  await sideNav(page).getByRole('link', { name: 'UWU' }).click();
  await expect(page).toHaveURL(pathIs('/uwu'));
  const card = siteCard(page, title);
  await expect(card).toHaveAttribute('href', url);
  await expect(card).toHaveAttribute('target', '_blank');
  await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(card.getByRole('img', { name: `${title} logo` })).toBeVisible();
  await expect(card).toContainText('Templates');
  await expect(card).toContainText('Every template, <b>searchable</b>.');

  // Edit: a new title and a logo that fails to load ('No Logo').
  await sideNav(page).getByRole('link', { name: 'Admin Panel' }).click();
  await page.getByRole('tab', { name: 'Affiliate Sites' }).click();
  await sitesTab(page)
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  const renamed = `${title} GIFs`.replace('Template', 'Meme');
  await page.getByLabel('Title').fill(renamed);
  await page.getByLabel('Logo URL').fill(`${baseURL}/no-such-logo-${Date.now()}.png`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'Affiliate site updated successfully');
  await expect(page).toHaveURL(pathIs('/admin'));
  await expect(sitesTab(page).getByRole('row').filter({ hasText: renamed })).toBeVisible();

  await sideNav(page).getByRole('link', { name: 'UWU' }).click();
  const renamedCard = siteCard(page, renamed);
  await expect(renamedCard).toContainText('No Logo');
  await expect(renamedCard).toContainText('GIFs');
  await expect(siteCard(page, title).filter({ hasNotText: renamed })).toHaveCount(0);

  // Delete: the spec's confirmation; Cancel goes back untouched, Delete removes it everywhere.
  await sideNav(page).getByRole('link', { name: 'Admin Panel' }).click();
  await page.getByRole('tab', { name: 'Affiliate Sites' }).click();
  await sitesTab(page)
    .getByRole('link', { name: `Delete ${renamed}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Affiliate Site' });
  await expect(dialog).toContainText(`Are you sure you want to delete the affiliate site "${renamed}"? This action cannot be undone.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(pathIs('/admin'));
  await expect(sitesTab(page).getByRole('row').filter({ hasText: renamed })).toBeVisible();
  await sitesTab(page)
    .getByRole('link', { name: `Delete ${renamed}` })
    .click();
  await page.getByRole('alertdialog', { name: 'Delete Affiliate Site' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Affiliate site deleted successfully');
  await expect(page).toHaveURL(pathIs('/admin'));
  await expect(sitesTab(page).getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  await sideNav(page).getByRole('link', { name: 'UWU' }).click();
  await expect(page.getByRole('heading', { name: 'Affiliated Sites', exact: true })).toBeVisible();
  await expect(siteCard(page, renamed)).toHaveCount(0);

  await expectNoReload(page);
});

test('a missing site: the edit and delete pages say so', async ({ page }) => {
  await signInAs(page, 'admin');
  for (const path of ['/admin/affiliate-sites/987654321', '/admin/affiliate-sites/987654321/delete']) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText('Affiliate Site Not Found');
  }
  await page.getByRole('link', { name: 'Back to Admin Dashboard' }).click();
  await expect(page).toHaveURL(pathIs('/admin'));
});

test('an administrator finds a user, adjusts tokens, bans them (signing them out at once) and unbans them', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const username = unique('victim');
  const password = 'victim-pass-1';
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  try {
    await register(userPage.request, username, password);
    await userPage.goto('/profile');
    await expect(userPage).toHaveURL(pathIs('/profile'));
    await expect(sideNav(userPage)).toContainText(`Signed in as ${username}`);

    await signInAs(page, 'admin');
    await page.goto('/admin');
    const users = page.getByRole('tabpanel', { name: 'User Management' });
    await users.getByRole('searchbox', { name: 'Search users' }).fill(username.toUpperCase());
    await users.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/search=/);
    const row = users.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText(`${username}@example.com`);
    await expect(row).toContainText('Active');
    await expect(users.getByRole('navigation', { name: 'Pages of users' })).toHaveCount(0);
    await row.getByRole('link', { name: `Edit ${username}` }).click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);

    // Tokens: +10 with a reason, recorded in the history; a removal below zero is refused.
    await expect(page.getByLabel('Balance: 5 tokens')).toBeVisible();
    await page.getByLabel('Tokens to add or remove').fill('10');
    await page.getByLabel('Reason').fill('Contest prize');
    await page.getByRole('button', { name: 'Adjust Tokens' }).click();
    await expectToast(page, 'Success', 'Tokens adjusted. New balance: 15');
    await expect(page.getByLabel('Balance: 15 tokens')).toBeVisible();
    const history = page.getByRole('table', { name: 'Token History' });
    await expect(history.getByRole('row').nth(1)).toContainText('Admin adjustment');
    await expect(history.getByRole('row').nth(1)).toContainText('+10');
    await expect(history.getByRole('row').nth(1)).toContainText(`Contest prize (by ${ADMIN.username})`);
    await page.getByLabel('Tokens to add or remove').fill('-100');
    await page.getByLabel('Reason').fill('Too much');
    await page.getByRole('button', { name: 'Adjust Tokens' }).click();
    await expectToast(page, 'Error', 'The balance cannot go below zero');
    await expect(page.getByLabel('Balance: 15 tokens')).toBeVisible();
    expect(await (await userPage.request.get('/api/tokens')).json()).toEqual({ tokens: 15 });

    // Ban: the other browser is signed out on its very next request.
    await page.getByRole('button', { name: 'Ban User' }).click();
    await page
      .getByRole('alertdialog', { name: `Ban ${username}?` })
      .getByRole('button', { name: 'Ban User' })
      .click();
    await expectToast(page, 'Success', `${username} is banned`);
    await expect(page.getByText('Banned', { exact: true })).toBeVisible();
    await userPage.goto('/profile');
    await expect(userPage).toHaveURL(pathIs('/auth'));
    await expect(sideNav(userPage).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    const refused = await userPage.request.post('/api/login', { data: { username, password } });
    expect(refused.status()).toBe(403);

    // Unban, confirmed like the ban: the user signs in again (the old session stays dead).
    await page.getByRole('button', { name: 'Unban User' }).click();
    await page
      .getByRole('alertdialog', { name: `Unban ${username}?` })
      .getByRole('button', { name: 'Unban User' })
      .click();
    await expectToast(page, 'Success', `${username} is active again`);
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await signIn(userPage.request, username, password);
    await userPage.goto('/profile');
    await expect(userPage).toHaveURL(pathIs('/profile'));

    // Back on the dashboard, the row shows the new balance and status.
    await page.getByRole('link', { name: 'Back to Admin Dashboard' }).click();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(username);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row').filter({ hasText: username })).toContainText('15');
  } finally {
    await userContext.close();
  }
});

test('the user list pages through search results: window of 2, ellipses, empty state', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const prefix = unique('pager');
  const api = await playwright.request.newContext({ baseURL });
  try {
    // 41 matches: 5 pages of 10.
    for (let start = 0; start < 41; start += 8) {
      await Promise.all(Array.from({ length: Math.min(8, 41 - start) }, (_, index) => register(api, `${prefix}_${String(start + index).padStart(2, '0')}`)));
    }
  } finally {
    await api.dispose();
  }
  await signInAs(page, 'admin');
  await page.goto(`/admin?search=${prefix}`);
  const users = page.getByRole('tabpanel', { name: 'User Management' });
  const pages = users.getByRole('navigation', { name: 'Pages of users' });
  const shownText = async () => (await pages.innerText()).replace(/\s+/g, ' ').trim();

  await expect(users.getByRole('row')).toHaveCount(11);
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(await shownText()).toBe('Previous 1 2 3 … 5 Next');

  await pages.getByRole('button', { name: 'Page 5' }).click();
  await expect(page).toHaveURL(/page=5/);
  await expect(users.getByRole('row')).toHaveCount(2);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(await shownText()).toBe('Previous 1 … 3 4 5 Next');

  await pages.getByRole('button', { name: 'Page 3' }).click();
  await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  expect(await shownText()).toBe('Previous 1 2 3 4 5 Next');
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/page=2/);
  await expect(users.getByRole('row')).toHaveCount(11);

  // One page: no pagination. No match: 'No users found' and 'Clear search'.
  await users.getByRole('searchbox', { name: 'Search users' }).fill(`${prefix}_07`);
  await users.getByRole('button', { name: 'Search' }).click();
  await expect(users.getByRole('row')).toHaveCount(2);
  await expect(pages).toHaveCount(0);
  await users.getByRole('searchbox', { name: 'Search users' }).fill(`${prefix}_nobody`);
  await users.getByRole('button', { name: 'Search' }).click();
  await expect(users).toContainText('No users found');
  await users.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(pathIs('/admin'));
  await expect(page).not.toHaveURL(/search=/);
  await expect(users.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
  await expect(users.getByRole('row').first()).toBeVisible();
});

test('visitors and signed-in users are kept out of /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(pathIs('/auth'));
  await signInAs(page, 'user');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(pathIs('/'));
});
