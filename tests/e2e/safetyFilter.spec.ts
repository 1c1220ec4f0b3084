// The safety filter in Chromium (issue 30): a prompt with a word the filter refuses shows the
// translated refusal where generation errors show, and the balance stays where it was.
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
