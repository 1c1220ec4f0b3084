// Issue 14 item 2: a 'Purchase Tokens' dialog that was only opened leaves no 'Pending' row, and a
// purchase completed in one tab joins the Token Purchases list of the buyer's other tabs without a
// reload, like the balance does.
import { type Page } from '@playwright/test';
import { expect, expectNavBalance, signUp, test } from './fixtures';

const SHOTS = process.env.SHOTS_DIR;
// The two sizes: desktop by default, the phone with E2E_PHONE=1 (the side navigation
// with the balance is folded away there).
const PHONE = Boolean(process.env.E2E_PHONE);
test.use({ viewport: PHONE ? { width: 390, height: 844 } : { width: 1366, height: 900 } });

async function expectBalance(page: Page, tokens: number) {
  if (!PHONE) await expectNavBalance(page, tokens);
}

async function openDialog(page: Page, packName: string) {
  await page.getByRole('article', { name: packName }).getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Purchase Tokens' });
  // The payment exists on the server once the card form shows.
  await expect(dialog.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  return dialog;
}

async function purchasesTab(page: Page) {
  await page.getByRole('tab', { name: 'Token Purchases' }).click();
  return page.getByRole('tabpanel', { name: 'Token Purchases' });
}

test('closing the dialog without paying leaves no Pending purchase in the history', async ({ page }) => {
  await signUp(page, 'abandon');
  await page.goto('/pricing');
  // Escape closes it.
  let dialog = await openDialog(page, 'Mega Pack');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await page.request.get('/api/user/purchases')).json()).toEqual([]);

  // So does its Cancel button.
  const canceled = page.waitForResponse((response) => (response.request().postData() ?? '').includes('useCancelPurchaseMutation'));
  dialog = await openDialog(page, 'Popular Pack');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/purchase-dialog-${page.viewportSize()!.width}-after.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await (await canceled).json()).data.cancelPurchase.purchase.status).toBe('abandoned');

  expect(await (await page.request.get('/api/user/purchases')).json()).toEqual([]);

  // Closing the whole tab with the dialog open too.
  const tab = await page.context().newPage();
  await tab.goto('/pricing');
  await openDialog(tab, 'Starter Pack');
  await tab.close({ runBeforeUnload: true });
  await expect.poll(async () => (await page.request.get('/api/user/purchases')).json()).toEqual([]);

  await page.goto('/profile');
  const panel = await purchasesTab(page);
  await expect(panel.getByText("You haven't bought any tokens yet.")).toBeVisible();
  await expect(panel.getByText('Pending')).toHaveCount(0);
  await expectBalance(page, 5);
});

test('a purchase completed in one tab appears in the Token Purchases list of another without a reload', async ({ page, context }) => {
  await signUp(page, 'twotabs');
  const other = await context.newPage();
  await other.setViewportSize(page.viewportSize()!);
  const otherSocket = other.waitForEvent('websocket');
  await other.goto('/profile');
  const socket = await otherSocket;
  let subscribed = 0;
  await socket.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('"type":"subscribe"') && ++subscribed === 2 });
  const list = await purchasesTab(other);
  await expect(list.getByText("You haven't bought any tokens yet.")).toBeVisible();
  // Survives only if the tab is never reloaded.
  await other.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  await page.goto('/pricing');
  const dialog = await openDialog(page, 'Popular Pack');
  await dialog.getByRole('button', { name: 'Pay $3.99' }).click();
  await expect(dialog).toBeHidden();

  const row = list.getByRole('row').filter({ hasText: 'Popular Pack' });
  await expect(row).toContainText('50');
  await expect(row).toContainText('$3.99');
  await expect(row).toContainText('Completed');
  await expect(list.getByRole('row')).toHaveCount(2);
  await expectBalance(other, 55);
  expect(await other.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  if (SHOTS) await other.screenshot({ path: `${SHOTS}/purchases-other-tab-${other.viewportSize()!.width}-after.png` });

  // A second purchase goes on top, once.
  await (await openDialog(page, 'Starter Pack')).getByRole('button', { name: 'Pay $1.99' }).click();
  await expect(list.getByRole('row')).toHaveCount(3);
  await expect(list.getByRole('row').nth(1)).toContainText('Starter Pack');
  await expectBalance(other, 75);
});
