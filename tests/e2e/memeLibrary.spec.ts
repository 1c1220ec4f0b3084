// Issue 29, the meme library: a meme opens from My Memes on its own page (/memes/:id), downloads
// in every format, is edited (the edit is a new meme, the original stays), favourited (and found
// under the Favorites filter) and deleted (its picture answers 404 at once); the template editor
// saves to My Memes without a token; a creator page keeps its recent memes across a reload.
import type { APIResponse, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, signUp, test } from './fixtures';

test.describe.configure({ timeout: 240_000 });
// Pages here wait on memes being drawn (several at once on My Memes, GIF frames): on a busy
// machine that takes far longer than the default 10 s, which says nothing about the behaviour.
const expect = baseExpect.configure({ timeout: 45_000 });

type MadeMeme = { id: string; number: string; templateId: string };

/** Generates memes as the signed-in user (each spends one token) and returns them. */
async function makeMemes(page: Page, { gif = false, count = 1 } = {}): Promise<MadeMeme[]> {
  const response = await page.request.post('/graphql', {
    data: {
      query: `mutation($input: GenerateMemesInput!) { generateMemes(input: $input) {
        __typename ... on GenerateMemesSuccess { memes { id templateId } } } }`,
      variables: { input: { prompt: gif ? 'dancing at the office party' : 'when the build finally passes', gif, count } },
    },
  });
  const result = (await response.json()).data.generateMemes;
  expect(result.__typename).toBe('GenerateMemesSuccess');
  return (result.memes as { id: string; templateId: string }[]).map(({ id, templateId }) => ({
    id,
    templateId,
    number: Buffer.from(id, 'base64').toString('utf8').replace('Meme:', ''),
  }));
}

async function viewerTokens(page: Page): Promise<number> {
  const response = await page.request.post('/graphql', { data: { query: '{ viewer { tokens } }' } });
  return (await response.json()).data.viewer.tokens as number;
}

function myMemes(page: Page): Locator {
  return page.getByRole('tabpanel', { name: 'My Memes' });
}

function memeCards(page: Page): Locator {
  return myMemes(page).getByRole('link', { name: /^Open the meme of / });
}

type Download = { label: string; type: string; extension: string };

/**
 * The 'Download' section offers exactly `offered` (labels, in order); each of `expected` is
 * downloaded and checked: its file name, its bytes, and what the server says it is.
 */
async function expectDownloads(page: Page, meme: MadeMeme, offered: string[], expected: Download[]) {
  const section = page.getByRole('region', { name: 'Download' });
  await expect(section.getByRole('link')).toHaveText(offered);
  for (const { label, type, extension } of expected) {
    const link = section.getByRole('link', { name: label, exact: true });
    await expect(link).toHaveAttribute('href', `/media/memes/${meme.number}.${extension}`);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), link.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^meme-${meme.templateId}-\\d{13}\\.${extension}$`));
    const bytes = await readFile((await download.path())!);
    expect(bytes.length, `${label} bytes`).toBeGreaterThan(1000);
    const response: APIResponse = await page.request.get(`/media/memes/${meme.number}.${extension}`);
    expect(response.status(), label).toBe(200);
    expect(response.headers()['content-type'], label).toBe(type);
    expect((await response.body()).equals(bytes), `${label}: the file saved is the one served`).toBe(true);
  }
}

test('a meme from My Memes: its page, every download, favourite, edit (a new meme; the original stays) and delete', async ({ page }) => {
  await signUp(page, 'library');
  const [meme] = await makeMemes(page);
  await page.goto('/profile');
  await expect(memeCards(page)).toHaveCount(1);
  await memeCards(page).click();
  await expect(page).toHaveURL(`/memes/${meme!.number}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Your meme' })).toBeVisible();
  const picture = page.locator(`img[src^="/media/memes/${meme!.number}.png"]`);
  await expect(picture).toHaveAttribute('alt', /\S/);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 60_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('term').filter({ hasText: 'Captions' })).toBeVisible();
  await expect(page.getByRole('definition').getByRole('listitem').first()).not.toBeEmpty();
  await expect(page.locator('time')).toHaveText(/now|second|minute/);

  await expectDownloads(
    page,
    meme!,
    ['PNG', 'JPEG', 'WebP'],
    [
      { label: 'PNG', type: 'image/png', extension: 'png' },
      { label: 'JPEG', type: 'image/jpeg', extension: 'jpg' },
      { label: 'WebP', type: 'image/webp', extension: 'webp' },
    ],
  );

  // Favourite: pressed at once, still pressed after a reload, and listed under Favorites.
  const favorite = page.getByRole('button', { name: 'Favorite' });
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page.getByRole('tab', { name: 'Favorites' })).toHaveAttribute('aria-selected', 'true');
  await expect(memeCards(page)).toHaveCount(1);
  await expect(memeCards(page)).toHaveAccessibleName(/\(favorite\)$/);
  await expect(memeCards(page).locator('[data-favorite]')).toBeVisible();

  // Edit: the editor opens on the meme's own captions; saving opens the new meme.
  await memeCards(page).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const caption = page.getByRole('textbox', { name: 'Caption 1' });
  await expect(caption).not.toHaveValue('');
  await caption.fill('an edited caption');
  await page.getByRole('button', { name: 'Save as a new meme' }).click();
  await expect(page).not.toHaveURL(`/memes/${meme!.number}`);
  await expect(page).toHaveURL(/\/memes\/\d+$/);
  const editNumber = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('definition').getByRole('listitem').filter({ hasText: 'an edited caption' })).toBeVisible();
  await expect(page.getByRole('definition').getByRole('link', { name: /^the meme of / })).toHaveAttribute('href', `/memes/${meme!.number}`);
  // The original is unchanged and both are in My Memes.
  await page.goto('/profile');
  await expect(memeCards(page)).toHaveCount(2);
  const original = await page.request.get(`/media/memes/${meme!.number}.png`);
  expect(original.status()).toBe(200);

  // Delete, after the confirmation: gone from My Memes, its picture answers 404.
  await page.goto(`/memes/${editNumber}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this meme?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete meme' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(memeCards(page)).toHaveCount(1);
  await expect(myMemes(page).locator(`a[href="/memes/${editNumber}"]`)).toHaveCount(0);
  expect((await page.request.get(`/media/memes/${editNumber}.png`)).status()).toBe(404);
  await page.goto(`/memes/${editNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
});

test("a GIF meme downloads as GIF, animated WebP, MP4 and still frames; another user's meme is not found", async ({ page }) => {
  await signUp(page, 'library');
  const [meme] = await makeMemes(page, { gif: true });
  await page.goto(`/memes/${meme!.number}`);
  await expectDownloads(
    page,
    meme!,
    ['GIF', 'Animated WebP', 'MP4 video', 'PNG (first frame)', 'JPEG (first frame)'],
    [
      { label: 'GIF', type: 'image/gif', extension: 'gif' },
      { label: 'Animated WebP', type: 'image/webp', extension: 'webp' },
      { label: 'MP4 video', type: 'video/mp4', extension: 'mp4' },
      { label: 'PNG (first frame)', type: 'image/png', extension: 'png' },
      { label: 'JPEG (first frame)', type: 'image/jpeg', extension: 'jpg' },
    ],
  );
  // The .webp of a GIF meme is animated: a WebP with an animation chunk.
  const webp = await (await page.request.get(`/media/memes/${meme!.number}.webp`)).body();
  expect(webp.subarray(0, 4).toString('latin1') + webp.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');
  expect(webp.includes(Buffer.from('ANIM'))).toBe(true);

  await signUp(page, 'stranger');
  await page.goto(`/memes/${meme!.number}`);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
});

test('the template editor saves to My Memes for free, and a visitor is told to sign in to save', async ({ page }) => {
  await page.goto('/template-editor', { waitUntil: 'domcontentloaded' });
  await page.locator('button[data-template]').first().click();
  await expect(page.getByText('Sign in to save your memes to My Memes.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save to My Memes' })).toHaveCount(0);

  await signUp(page, 'library');
  await page.goto('/template-editor', { waitUntil: 'domcontentloaded' });
  const card = page.locator('button[data-template]').first();
  const slug = await card.getAttribute('data-template');
  await card.click();
  await page.getByRole('textbox', { name: 'Caption 1' }).fill('saved from the editor');
  await expect(page.getByText('Free: saving uses no tokens.')).toBeVisible();
  await page.getByRole('button', { name: 'Save to My Memes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to My Memes.' })).toBeVisible();
  expect(await viewerTokens(page)).toBe(5);
  await page.getByRole('link', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/\/memes\/\d+$/);
  await expect(page.getByRole('definition').getByRole('listitem').filter({ hasText: 'saved from the editor' })).toBeVisible();
  const number = new URL(page.url()).pathname.split('/').pop()!;
  const download = page.getByRole('region', { name: 'Download' }).getByRole('link', { name: 'PNG', exact: true });
  await expect(download).toHaveAttribute('download', new RegExp(`^meme-${slug}-\\d{13}\\.png$`));
  await page.goto('/profile');
  await expect(myMemes(page).locator(`a[href="/memes/${number}"]`)).toBeVisible();
});

test('a creator page lists the recent memes, also after a reload, each opening its page', async ({ page }) => {
  await signUp(page, 'library');
  await page.goto('/text-to-meme');
  const recent = page.getByRole('region', { name: 'Your recent memes' });
  await expect(recent).toHaveCount(0);
  await page.getByLabel('Prompt').fill('when the coffee machine is broken on a Monday');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(recent.getByRole('link', { name: /^Open the meme of / })).toHaveCount(4, { timeout: 90_000 });
  await page.reload();
  const links = recent.getByRole('link', { name: /^Open the meme of / });
  await expect(links).toHaveCount(4);
  const href = await links.first().getAttribute('href');
  await links.first().click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1, name: 'Your meme' })).toBeVisible();
});

test('My Memes pages through all memes and says when there are no favourites', async ({ page }) => {
  await signUp(page, 'library');
  // 5 tokens: 5 generations of 3 memes, more than one page of 12.
  for (let round = 0; round < 5; round += 1) await makeMemes(page, { count: 3 });
  await page.goto('/profile');
  await expect(memeCards(page)).toHaveCount(12);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(memeCards(page)).toHaveCount(15);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page.getByText('No favorites yet. Open a meme and press Favorite to find it here.')).toBeVisible();
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(memeCards(page)).toHaveCount(12);
});
