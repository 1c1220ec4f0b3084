// Under load the server answers a meme picture with 503 and Retry-After (its render queue is full,
// api/render/pool.ts). The page asks for the picture again instead of showing 'Failed to load
// meme' at once: here the first answer for every picture is that refusal, as the server sends it.
import { expect, STORED_STATE, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });
// Generating spends Meme Fuel, which this test does not look at.
test.use({ storageState: STORED_STATE.maker });
// The browser reports each refused picture in the console; that is what this test arranges.
test.use({ ignoredConsoleErrors: ['Failed to load resource: the server responded with a status of 503'] });

test('a meme picture the server is too busy to draw is asked for again, and shows', async ({ page }) => {
  const refusedOnce = new Set<string>();
  await page.route('**/media/memes/**', async (route) => {
    const url = route.request().url();
    if (refusedOnce.has(url)) return route.continue();
    refusedOnce.add(url);
    return route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '2' },
      body: JSON.stringify({ error: 'Too many images are being rendered; try again shortly' }),
    });
  });
  await page.goto('/text-to-meme');
  await page.getByLabel('Prompt').fill('when the build is green on the first try');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Your memes' });
  const images = panel.locator('img[src^="/media/memes/"]');
  await expect(images).toHaveCount(5);
  await expect(panel.getByText('Rendering...')).toHaveCount(0, { timeout: 60_000 });
  await expect(panel.getByText('Failed to load meme')).toHaveCount(0);
  for (const image of await images.all()) expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  expect(refusedOnce.size).toBeGreaterThanOrEqual(4);
});
