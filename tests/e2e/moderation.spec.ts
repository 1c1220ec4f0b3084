// Reports and moderation in Chromium: a stranger reports a shared meme through its page's
// script-free form, signed out; the administrator finds it in the Reports tab of /admin and
// unpublishes it after confirming; the public link answers 404 and the owner's meme page says a
// moderator unpublished it.
import { expect, signInAs, signUp, test } from './fixtures';

const GENERATE = `mutation ($input: GenerateMemesInput!) { generateMemes(input: $input) { __typename
  ... on GenerateMemesSuccess { memes { id } } ... on UserError { message } } }`;
const SHARE = `mutation ($input: ShareMemeInput!) { shareMeme(input: $input) { __typename ... on ShareMemeSuccess { meme { shareUrl } } } }`;

test('a signed-out report reaches the admin queue; Unpublish (confirmed) ends the link and the owner sees it', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const owner = await signUp(page, 'reported');
  const graphql = async (query: string, variables: object) => {
    const response = await page.request.post('/graphql', { data: { query, variables }, headers: { 'x-graphql-yoga-csrf': '1' } });
    return (await response.json()).data;
  };
  const generated = await graphql(GENERATE, { input: { prompt: 'a meme somebody will report', templateId: 'drake-hotline-bling', count: 1 } });
  expect(generated.generateMemes.__typename).toBe('GenerateMemesSuccess');
  const memeId: string = generated.generateMemes.memes[0].id;
  const shareUrl: string = (await graphql(SHARE, { input: { memeId } })).shareMeme.meme.shareUrl;

  // A stranger, signed out, reports it from the share page.
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  expect((await stranger.goto(shareUrl))?.status()).toBe(200);
  await stranger.getByRole('link', { name: 'Report this meme' }).click();
  await expect(stranger.getByRole('heading', { name: 'Report this meme' })).toBeVisible();
  await stranger.getByRole('radio', { name: 'Hateful or discriminatory' }).check();
  await stranger.getByRole('textbox', { name: /Details/ }).fill('The bottom caption insults a group of people.');
  await stranger.screenshot({ path: testInfo.outputPath('report-form.png'), fullPage: true });
  await stranger.getByRole('button', { name: 'Send report' }).click();
  await expect(stranger.getByRole('heading', { name: 'Thank you' })).toBeVisible();

  // The administrator sees it in the Reports tab and unpublishes it, confirming first.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: /^Reports \(\d+\)$/ }).click();
  const entry = admin.getByRole('article', { name: /^\d+ reports?$/ }).filter({ has: admin.getByRole('link', { name: `Owner: ${owner}` }) });
  await expect(entry).toBeVisible({ timeout: 30_000 });
  await expect(entry.getByText('1 report', { exact: true })).toBeVisible();
  await expect(entry.getByText('Hateful or discriminatory × 1')).toBeVisible();
  await expect(entry.getByText('The bottom caption insults a group of people.')).toBeVisible();
  await expect
    .poll(() => entry.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 60_000 })
    .toBeGreaterThan(0);
  await admin.screenshot({ path: testInfo.outputPath('reports-tab.png'), fullPage: true });
  await entry.getByRole('button', { name: 'Unpublish' }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Unpublish this meme?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(entry).toHaveCount(0, { timeout: 30_000 });

  // The public link is gone.
  const gone = await stranger.goto(shareUrl);
  expect(gone?.status()).toBe(404);
  await expect(stranger.getByRole('heading', { name: 'This meme is not shared' })).toBeVisible();

  // The owner's meme page says a moderator unpublished it, and offers no Share.
  const number = Buffer.from(memeId, 'base64').toString('utf8').replace('Meme:', '');
  await page.goto(`/memes/${number}`);
  const sharing = page.getByRole('region', { name: 'Share' });
  await expect(sharing.getByText('Unpublished by a moderator')).toBeVisible({ timeout: 45_000 });
  await expect(sharing.getByText(/A moderator unpublished this meme on .+\. Sharing is not available for it\./)).toBeVisible();
  await expect(sharing.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('owner-meme-page.png'), fullPage: true });
  await visitor.close();
  await adminContext.close();
});
