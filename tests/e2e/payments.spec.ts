// Buying Meme Fuel end to end in test mode (issue 6; spec sections 2, 4, 8, 9): the pricing page,
// the 'Purchase Tokens' dialog with the simulated card form, the spec's toasts, the balance
// updating live in a second tab, and the local fallback count when the balance can't be fetched.
// Each test registers its own user through the API (2 of the 30 sign-ups per 5 minutes per address).
import { type Locator, type Page } from '@playwright/test';
import { expect, expectNavBalance, expectToast, signUp, test } from './fixtures';

function pack(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

test('the pricing page shows the packs in dollars, Best Value on the featured one, and test mode', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Meme Fuel Pricing' })).toBeVisible();
  await expect(page.getByText('Test mode — no card is charged')).toBeVisible();
  const list = page.getByRole('list', { name: 'Token packs' });
  await expect(list.getByRole('article')).toHaveCount(3);
  await expect(pack(page, 'Starter Pack')).toContainText('20 tokens');
  await expect(pack(page, 'Starter Pack')).toContainText('$1.99');
  await expect(pack(page, 'Popular Pack')).toContainText('Best Value');
  await expect(pack(page, 'Popular Pack')).toContainText('$3.99');
  await expect(pack(page, 'Mega Pack')).toContainText('$9.99');
  await expect(pack(page, 'Starter Pack')).not.toContainText('Best Value');
  // A visitor is sent to sign in instead of buying.
  await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
  await expect(pack(page, 'Mega Pack').getByRole('link', { name: 'Log in to buy' })).toHaveAttribute('href', '/auth');
});

test('buying a pack in test mode updates the balance in a second open tab without a reload', async ({ page, context }) => {
  await signUp(page);
  const other = await context.newPage();
  const otherRefreshes: string[] = [];
  other.on('request', (request) => {
    if ((request.postData() ?? '').includes('useTokenBalanceUpdatesRefreshQuery')) otherRefreshes.push(request.url());
  });
  // The second tab's subscriptions are live once both subscribe messages have gone out.
  const otherSocket = other.waitForEvent('websocket');
  await other.goto('/profile');
  const socket = await otherSocket;
  let subscribed = 0;
  await socket.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('"type":"subscribe"') && ++subscribed === 2 });
  await expectNavBalance(other, 5);

  await page.goto('/pricing');
  await expectNavBalance(page, 5);
  // Hold the confirmation a moment so 'Processing...' can be seen.
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('SimulatedCardFormMutation')) await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await pack(page, 'Popular Pack').getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Purchase Tokens' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Test mode — no card is charged')).toBeVisible();
  await expect(dialog.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay $3.99' }).click();
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expectToast(page, 'Payment Successful', 'Your tokens have been added to your account');
  await expect(dialog).toBeHidden();
  await expectNavBalance(page, 55);

  // The other tab heard it over its subscription: no reload, no focus refresh.
  await expectNavBalance(other, 55);
  await expect(other.getByText('55', { exact: true }).first()).toBeVisible();
  expect(otherRefreshes).toEqual([]);
  await other.reload();
  await other.getByRole('tab', { name: 'Token Purchases' }).click();
  const row = other.getByRole('row').filter({ hasText: 'Popular Pack' });
  await expect(row).toContainText('$3.99');
  await expect(row).toContainText('Completed');
});

test('a declined test card shows the bank’s reason; another card then pays', async ({ page }) => {
  await signUp(page);
  await page.goto('/pricing');
  await pack(page, 'Starter Pack').getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Purchase Tokens' });
  await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Pay $1.99' }).click();
  await expectToast(page, 'Payment Failed', 'Your card was declined.');
  await expect(dialog).toBeVisible();
  await expectNavBalance(page, 5);

  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay $1.99' }).click();
  await expectToast(page, 'Payment Successful', 'Your tokens have been added to your account');
  await expectNavBalance(page, 25);
});

test('when the balance cannot be fetched, the local count shows, back to 5 on a new day', async ({ page }) => {
  await signUp(page);
  await page.route('**/graphql', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body?.data?.viewer && 'tokens' in body.data.viewer) {
      body.data.viewer.tokens = null;
      body.errors = [{ message: 'Unexpected error.', path: ['viewer', 'tokens'] }];
    }
    await route.fulfill({ response, json: body });
  });
  await page.goto('/pricing');
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  await page.evaluate((day) => {
    localStorage.setItem('memeFuel.tokens', '2');
    localStorage.setItem('memeFuel.lastTokenReset', day);
  }, today);
  await page.reload();
  await expectNavBalance(page, 2);

  await page.evaluate(() => localStorage.setItem('memeFuel.lastTokenReset', '2000-01-01'));
  await page.reload();
  await expectNavBalance(page, 5);
  expect(await page.evaluate(() => localStorage.getItem('memeFuel.lastTokenReset'))).toBe(today);
});
