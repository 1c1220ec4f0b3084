// The application shell on every route of the spec's route table (spec section 2), as a visitor:
// side navigation, footer, redirects of signed-in and admin routes, the not-found page, the home
// page's method cards, the collapsible mobile navigation, and no errors in the browser console.
import { type Page } from '@playwright/test';
import { expect, sideNav, test, VISITOR_ROUTES } from './fixtures';

const publicRoutes = VISITOR_ROUTES;

// Signed-in (profile) and admin routes send a visitor to /auth.
const visitorRedirects = [
  '/profile',
  '/profile/settings',
  '/admin',
  '/admin/dashboard',
  '/admin/affiliate-sites/new',
  '/admin/affiliate-sites/1',
  '/admin/affiliate-sites/1/delete',
  '/admin/users/1',
];

const navEntries = ['Text to meme', 'Template meme', 'Upload meme', 'UWU', 'Pricing'];

async function expectShell(page: Page) {
  const nav = sideNav(page);
  for (const name of navEntries) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'UWU', exact: true })).toHaveAttribute('href', '/uwu');
  await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
}

const pathIs = (path: string) => (url: URL) => url.pathname === path;

test.describe('shell on every route', () => {
  for (const route of publicRoutes) {
    test(`${route} renders the navigation and footer`, async ({ page }) => {
      await page.goto(route);
      await expectShell(page);
      await expect(page).toHaveURL(pathIs(route));
    });
  }

  for (const route of visitorRedirects) {
    test(`${route} sends a visitor to /auth`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(pathIs('/auth'));
      await expectShell(page);
    });
  }
});

test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
  await page.goto('/no-such-page/here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectShell(page);
});

test('the home page offers the three ways to make a meme', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const cards = [
    { name: /Text to Meme/i, href: '/text-to-meme' },
    { name: /Template \+ Prompt/i, href: '/template-meme' },
    { name: /Upload \+ Prompt/i, href: '/upload-meme' },
  ];
  for (const { name, href } of cards) {
    await expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await main.getByRole('link', { name: /Template \+ Prompt/i }).click();
  await expect(page).toHaveURL(pathIs('/template-meme'));
  await expectShell(page);
});

test('the navigation links lead to their pages', async ({ page }) => {
  await page.goto('/');
  const nav = sideNav(page);
  for (const [name, path] of [
    ['Upload meme', '/upload-meme'],
    ['UWU', '/uwu'],
    ['Template meme', '/template-meme'],
    ['Text to meme', '/text-to-meme'],
    ['Pricing', '/pricing'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(pathIs(path));
  }
  await expect(page.getByRole('heading', { name: 'Meme Fuel Pricing' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** Whether the side navigation's Pricing link can be seen: present, visible and on screen. */
  async function navShown(page: Page): Promise<boolean> {
    const link = page.getByRole('navigation').getByRole('link', { name: 'Pricing', exact: true });
    if ((await link.count()) === 0) return false;
    const first = link.first();
    if (!(await first.isVisible())) return false;
    // Bounded: the link leaves the accessibility tree as the drawer finishes hiding, and an
    // unbounded boundingBox() would wait for it to come back until the poll's time is up.
    const box = await first.boundingBox({ timeout: 500 }).catch(() => null);
    const size = page.viewportSize();
    if (!box || !size) return false;
    const across = box.x + box.width > 1 && box.x < size.width;
    return across && box.y + box.height > 1 && box.y < size.height;
  }

  test('the navigation hides behind a menu button, closing after navigating', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: /menu/i });
    await expect(menu).toBeVisible();
    const shown = (message: string) => expect.poll(() => navShown(page), { message });
    await shown('navigation collapsed at first').toBe(false);

    await menu.click();
    await shown('navigation open after the menu button').toBe(true);

    await page.getByRole('navigation').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(pathIs('/pricing'));
    await expect(page.getByRole('heading', { name: 'Meme Fuel Pricing' })).toBeVisible();
    await shown('navigation closed after navigating').toBe(false);
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  });
});
