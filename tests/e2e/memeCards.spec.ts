// Issue 14: the caption option cards of the creator pages look finished (styled Download and Share,
// even heights, 4 in a row or 2×2 on a desktop, one column on a phone), and the Edit Meme dialog
// shows 'Auto-saved at {time}' from the start and draws the picture without a caption cleared to
// blank. Screenshots of the cards go to /tmp/shots-14/cards-<SHOT_TAG>-<size>.png.
import { mkdirSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Locator, Page } from '@playwright/test';
import { expect, STORED_STATE, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });
// Generating spends Meme Fuel; these tests look at the memes of their own generation only.
test.use({ storageState: STORED_STATE.maker });

const SHOTS = '/tmp/shots-14';
const tag = process.env.SHOT_TAG ?? 'after';

async function expectMemesDrawn(scope: Locator, count: number) {
  const images = scope.locator('img[src^="/media/memes/"]');
  await expect(images).toHaveCount(count);
  await expect(scope.getByText('Rendering...')).toHaveCount(0, { timeout: 60_000 });
  await expect(scope.getByText('Failed to load meme')).toHaveCount(0);
}

async function boxes(cards: Locator) {
  const all = [];
  for (const card of await cards.all()) all.push((await card.boundingBox())!);
  return all;
}

test('the option cards: styled buttons, even heights, 4 in a row or 2×2 at 1366×900, one column at 390×844', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/text-to-meme');
  await page.getByLabel('Prompt').fill('when the standup meeting could have been an email');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Your memes' });
  const list = panel.getByRole('list', { name: 'Meme options' });
  const cards = list.getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expectMemesDrawn(panel, 5);
  await list.scrollIntoViewIfNeeded();
  await list.screenshot({ path: `${SHOTS}/cards-${tag}-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await list.scrollIntoViewIfNeeded();
  await list.screenshot({ path: `${SHOTS}/cards-${tag}-390.png` });
  await page.setViewportSize({ width: 1366, height: 900 });

  const desktop = await boxes(cards);
  const heights = desktop.map((box) => box.height);
  expect(Math.max(...heights) - Math.min(...heights), `card heights ${heights}`).toBeLessThanOrEqual(1);
  const rows = [...new Set(desktop.map((box) => Math.round(box.y)))];
  const perRow = rows.map((top) => desktop.filter((box) => Math.abs(box.y - top) <= 1).length);
  expect(['[4]', '[2,2]'], `cards per row at 1366 (tops ${rows})`).toContain(JSON.stringify(perRow));

  // Download and Share are the app's buttons with a border and a fill, not bare text.
  for (const name of ['Download', 'Share']) {
    const button = cards.first().getByRole('button', { name, exact: true });
    await expect(button).toHaveAttribute('data-variant', /^(primary|secondary)$/);
    const look = await button.evaluate((element) => getComputedStyle(element));
    expect(look.borderTopStyle).toBe('solid');
    expect(look.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  }
  // Every picture is whole (scaled into its box, not cropped), and both buttons of every card sit
  // on one line at the card's bottom.
  for (const card of await cards.all()) {
    const frame = (await card.getByRole('button', { name: /^Option \d/ }).boundingBox())!;
    const picture = (await card.locator('img[src^="/media/memes/"]').boundingBox())!;
    expect(picture.height).toBeLessThanOrEqual(frame.height + 1);
    expect(picture.width).toBeLessThanOrEqual(frame.width + 1);
    const cardBox = (await card.boundingBox())!;
    const download = (await card.getByRole('button', { name: 'Download', exact: true }).boundingBox())!;
    const share = (await card.getByRole('button', { name: 'Share', exact: true }).boundingBox())!;
    expect(Math.abs(download.y - share.y)).toBeLessThanOrEqual(1);
    expect(cardBox.y + cardBox.height - (download.y + download.height)).toBeLessThanOrEqual(16);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await boxes(cards);
  expect(new Set(phone.map((box) => Math.round(box.x))).size, 'one column at 390').toBe(1);
  for (const box of phone) expect(box.x + box.width).toBeLessThanOrEqual(390);
});

/** Mean absolute difference per channel (0–255) between two images the page can fetch, the second scaled to the first. */
async function difference(page: Page, first: string, second: string) {
  const [a, b] = await Promise.all(
    [first, second].map(async (url) => {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      return loadImage(await response.body());
    }),
  );
  const canvas = createCanvas(a!.width, a!.height);
  const context = canvas.getContext('2d');
  context.drawImage(a!, 0, 0);
  const left = context.getImageData(0, 0, a!.width, a!.height).data;
  context.drawImage(b!, 0, 0, a!.width, a!.height);
  const right = context.getImageData(0, 0, a!.width, a!.height).data;
  let sum = 0;
  for (let index = 0; index < left.length; index += 4)
    for (let channel = 0; channel < 3; channel += 1) sum += Math.abs(left[index + channel]! - right[index + channel]!);
  return sum / ((left.length / 4) * 3);
}

test("Edit Meme: 'Auto-saved at' from the start, and clearing the only caption shows the picture without it", async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Prompt').fill('my plants when I forget to water them');
  await page.getByRole('button', { name: 'GENERATE MEMES' }).click();
  const results = page.getByRole('region', { name: 'YOUR MEMES' });
  await expectMemesDrawn(results, 4);
  const card = results.getByRole('article').first();
  const memeId = await card.getAttribute('data-meme');
  const found = await page.request.post('/graphql', { data: { query: `{ node(id: "${memeId}") { ... on Meme { picture { url } } } }` } });
  const pictureUrl: string = (await found.json()).data.node.picture.url;

  await card.getByRole('button', { name: 'Edit captions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Meme' });
  // Nothing typed yet: the meme as it opened is what is saved.
  await expect(dialog.getByText(/^Auto-saved at \d/)).toBeVisible();

  const image = dialog.locator('img[src^="/media/memes/"]');
  await expectMemesDrawn(dialog, 1);
  const captioned = await difference(page, (await image.getAttribute('src'))!, pictureUrl);

  // Down to one caption, then clear it.
  const captions = dialog.getByRole('list', { name: 'Captions' }).getByRole('listitem');
  let src = await image.getAttribute('src');
  if ((await captions.count()) > 1) {
    while ((await captions.count()) > 1) await dialog.getByRole('button', { name: `Remove caption ${await captions.count()}` }).click();
    await expect(image).not.toHaveAttribute('src', src!, { timeout: 15_000 }); // the removal is saved
    await expectMemesDrawn(dialog, 1);
    src = await image.getAttribute('src');
  }
  await expect(dialog.getByRole('button', { name: 'Remove caption 1' })).toBeDisabled();

  await dialog.getByRole('textbox', { name: 'Caption 1' }).fill('');
  await expect(image).not.toHaveAttribute('src', src!, { timeout: 15_000 });
  await expectMemesDrawn(dialog, 1);
  const blank = await difference(page, (await image.getAttribute('src'))!, pictureUrl);
  expect(blank, `difference to the uncaptioned picture: ${blank} (with its caption: ${captioned})`).toBeLessThan(Math.min(3, captioned / 3));
  await expect(dialog.getByText(/^Auto-saved at \d/)).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await dialog.screenshot({ path: `${SHOTS}/edit-meme-blank-${tag}-1366.png` });

  const saved = (await image.getAttribute('src'))!;
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card.locator('img[src^="/media/memes/"]')).toHaveAttribute('src', saved);

  // Closing right after typing (before the pause that saves) still saves.
  await card.getByRole('button', { name: 'Edit captions' }).click();
  await dialog.getByRole('textbox', { name: 'Caption 1' }).fill('Typed and closed at once');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card).toContainText('Typed and closed at once');
});
