// A shared meme as a stranger meets it in Chromium: its public page opens signed out with the
// picture loaded, and once its owner stops sharing, the page and the picture answer 404.
import { expect, signUp, test } from './fixtures';

const GENERATE = `mutation ($input: GenerateMemesInput!) { generateMemes(input: $input) { __typename
  ... on GenerateMemesSuccess { memes { id } } ... on UserError { message } } }`;
const SHARE = `mutation ($input: ShareMemeInput!) { shareMeme(input: $input) { __typename ... on ShareMemeSuccess { meme { shareUrl } } } }`;
const STOP = `mutation ($input: StopSharingMemeInput!) { stopSharingMeme(input: $input) { __typename ... on StopSharingMemeSuccess { meme { shareUrl } } } }`;

test('a shared meme opens signed out with its picture, and is gone once sharing stops', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  await signUp(page, 'sharer');
  // Through the page's own session, as the app calls the API (a cookie request carries the CSRF header).
  const graphql = async (query: string, variables: object) => {
    const response = await page.request.post('/graphql', { data: { query, variables }, headers: { 'x-graphql-yoga-csrf': '1' } });
    return (await response.json()).data;
  };
  const generated = await graphql(GENERATE, {
    input: { prompt: 'when the tests pass on the first try', templateId: 'drake-hotline-bling', count: 1 },
  });
  expect(generated.generateMemes.__typename).toBe('GenerateMemesSuccess');
  const memeId: string = generated.generateMemes.memes[0].id;
  const shared = await graphql(SHARE, { input: { memeId } });
  const shareUrl: string = shared.shareMeme.meme.shareUrl;
  expect(shareUrl).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);

  // A stranger: a fresh browser context, no cookie.
  const visitor = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const stranger = await visitor.newPage();
  const opened = await stranger.goto(shareUrl);
  expect(opened?.status()).toBe(200);
  const picture = stranger.getByRole('img');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(stranger.getByRole('link', { name: 'Make your own' })).toHaveAttribute('href', new URL('/', shareUrl).href);
  await expect(stranger.getByText('Made with Meme Maker')).toBeVisible();
  await stranger.screenshot({ path: testInfo.outputPath('share-page.png'), fullPage: true });
  const pictureUrl = await picture.getAttribute('src');

  // Stopped: the link and the picture are gone for the stranger at once.
  expect((await graphql(STOP, { input: { memeId } })).stopSharingMeme.meme.shareUrl).toBeNull();
  const gone = await stranger.goto(shareUrl);
  expect(gone?.status()).toBe(404);
  await expect(stranger.getByRole('heading', { name: 'This meme is not shared' })).toBeVisible();
  expect((await stranger.request.get(new URL(pictureUrl!, shareUrl).href)).status()).toBe(404);
  await stranger.screenshot({ path: testInfo.outputPath('share-page-stopped.png') });
  await visitor.close();
});

test('from the meme page: Share gives a public link a signed-out visitor opens; Stop sharing (confirmed) ends it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signUp(page, 'pagesharer');
  const response = await page.request.post('/graphql', {
    data: { query: GENERATE, variables: { input: { prompt: 'sharing from the meme page', templateId: 'drake-hotline-bling', count: 1 } } },
    headers: { 'x-graphql-yoga-csrf': '1' },
  });
  const memeId: string = (await response.json()).data.generateMemes.memes[0].id;
  const number = Buffer.from(memeId, 'base64').toString('utf8').replace('Meme:', '');
  await page.goto(`/memes/${number}`);
  const sharing = page.getByRole('region', { name: 'Share' });
  await expect(sharing.getByText('Only you can see this meme.')).toBeVisible({ timeout: 45_000 });
  // Private: one Copy link (this page's). Shared: one Copy link, the public one's.
  const copyLinks = page.getByRole('button', { name: 'Copy link' });
  await expect(copyLinks).toHaveCount(1);
  await sharing.getByRole('button', { name: 'Share' }).click();
  const link = sharing.getByRole('textbox', { name: 'Share link' });
  await expect(link).toHaveValue(/\/s\/[A-Za-z0-9_-]{22}$/, { timeout: 30_000 });
  await expect(copyLinks).toHaveCount(1);
  await expect(sharing.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const shareUrl = await link.inputValue();

  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  expect((await stranger.goto(shareUrl))?.status()).toBe(200);
  await expect
    .poll(() => stranger.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 60_000 })
    .toBeGreaterThan(0);

  await sharing.getByRole('button', { name: 'Stop sharing' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stop sharing' }).click();
  await expect(sharing.getByText('Only you can see this meme.')).toBeVisible({ timeout: 30_000 });
  expect((await stranger.goto(shareUrl))?.status()).toBe(404);
  await visitor.close();
});
