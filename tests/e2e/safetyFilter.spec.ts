// The safety filter in Chromium (issue 30): a prompt with a word the filter refuses shows the
// translated refusal where generation errors show, and the balance stays where it was; a caption
// edited by hand into such a word gets the same refusal instead of "saving failed".
import { expect, expectNavBalance, expectToast, signUp, test } from './fixtures';

test('a refused prompt shows the refusal and costs nothing', async ({ page }) => {
  await signUp(page, 'safety');
  await page.goto('/text-to-meme');
  await expectNavBalance(page, 5);
  await page.getByLabel('Prompt').fill('f.u.c.k mondays');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expectToast(page, 'Not allowed', "This can't be made into a meme: it contains words we don't allow. Please rephrase it.");
  await expectNavBalance(page, 5);
  expect((await (await page.request.get('/api/memes/user')).json()) as unknown[]).toEqual([]);
});

test('captions edited by hand are refused with the same message, and the meme keeps its own', async ({ page }) => {
  await signUp(page, 'safety');
  await page.goto('/');
  await page.getByLabel('Prompt').fill('cats at the office');
  await page.getByRole('button', { name: 'GENERATE MEMES' }).click();
  const card = page.getByRole('region', { name: 'YOUR MEMES' }).getByRole('article').first();
  await card.getByRole('button', { name: 'Edit captions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Meme' });
  await dialog.getByRole('textbox', { name: 'Caption 1' }).fill('what a b1tch');
  await expectToast(page, 'Not allowed', "This can't be made into a meme: it contains words we don't allow. Please rephrase it.");
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card).not.toContainText('b1tch');
});
