// The /developers page (issue 15): found from the footer, its examples name this site's own
// address, its code copies as shown, its live image URL really renders a meme, and it is
// translated like every page.
import { expect, test } from './fixtures';

test('the footer leads to /developers, whose curl example calls this site and copies as shown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/pricing');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Developers', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
  await expect(page).toHaveTitle(/^Developers · /);

  const origin = new URL(page.url()).origin;
  const queries = page.getByRole('region', { name: 'Queries and mutations' });
  const curl = queries.locator('pre').first();
  await expect(curl).toContainText(`curl ${origin}/graphql`);
  await expect(curl).toContainText('Authorization: Bearer $MEME_MAKER_TOKEN');

  await queries.getByRole('button', { name: 'Copy' }).first().click();
  await expect(queries.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await curl.innerText());

  // The subscription example connects to this site's WebSocket address.
  await expect(page.getByRole('region', { name: 'Live updates' }).locator('pre')).toContainText(`url: '${origin.replace(/^http/, 'ws')}/graphql'`);

  // The limits say what an image render costs, with the server's default figures.
  await expect(page.getByRole('region', { name: 'Limits' })).toContainText(
    'Rendering an image that is not cached yet also spends the pixels it draws: 1,500 million a minute per account, 300 million per network address',
  );
});

test('the curl example, run as written without a token, answers with templates', async ({ page, request }) => {
  await page.goto('/developers');
  const curl = await page.getByRole('region', { name: 'Queries and mutations' }).locator('pre').first().innerText();
  const body = JSON.parse(/-d '([^']+)'/.exec(curl)![1]!) as unknown;
  const response = await request.post('/graphql', { data: body });
  expect(response.status()).toBe(200);
  const result = (await response.json()) as { data: { templates: { edges: { node: { slug: string } }[] } } };
  expect(result.data.templates.edges.map((edge) => edge.node.slug)).toContain('drake-hotline-bling');
});

test('the live example image is the image URL shown above it, and it loads', async ({ page, request }) => {
  await page.goto('/developers');
  const images = page.getByRole('region', { name: 'Images by URL' });
  const origin = new URL(page.url()).origin;
  const image = images.getByRole('img', { name: 'Drake meme made from the address above' });
  await image.scrollIntoViewIfNeeded();
  const src = (await image.getAttribute('src'))!;
  expect(src).toMatch(/^\/media\/render\/drake-hotline-bling\.png\?c=/);
  await expect(images.locator('pre').first()).toHaveText(`${origin}${src}`);
  // Rendering may draw the template's stand-in when the picture host is unreachable (as offline
  // here); either way the browser decodes a real picture.
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  const response = await request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['etag']).toMatch(/^"/);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the page is translated, its code is not', async ({ page }) => {
    await page.goto('/developers');
    await expect(page.getByRole('heading', { level: 1, name: 'Entwickler' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Was ein Token nicht kann' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Entwickler', exact: true })).toHaveAttribute('href', '/developers');
    await expect(page.getByRole('region', { name: 'Abfragen und Mutationen' }).locator('pre').first()).toContainText('-H "Content-Type: application/json"');
  });
});
