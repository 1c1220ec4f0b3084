// AI meme generation end to end (issue 5; spec sections 2, 4, 5, 8, 9) in Chromium against the real
// app with the offline caption engine: sign up, generate on home and see 'YOUR MEMES' while the
// balance drops; each of the three creator methods from prompt to downloaded meme; GIF mode with
// on-image caption dragging; the Edit Meme dialog's auto-save; the visitor's 'Login Required' and
// the 'Not enough tokens' toast at 0 tokens; the playful text generator.
//
// The tests that assert a balance sign up a user of their own, through the API (one through the
// form); the others spend the Meme Fuel of the stored `maker` (fixtures.ts).
import { readFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { type Locator, type Page } from '@playwright/test';
import { expect, expectNavBalance, expectToast, sideNav, signInAs, signUp, test, uniqueUsername } from './fixtures';

// Memes are drawn by the server on first request (template artwork, GIF frames), slowly on a cold,
// shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** Waits until every meme picture inside `scope` is drawn (no 'Rendering...', no failure). */
async function expectMemesDrawn(scope: Locator, count: number) {
  const images = scope.locator('img[src^="/media/memes/"]');
  await expect(images).toHaveCount(count);
  await expect(scope.getByText('Rendering...')).toHaveCount(0, { timeout: 60_000 });
  await expect(scope.getByText('Failed to load meme')).toHaveCount(0);
  for (const image of await images.all()) expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

/** Clicks `button` and checks the download: a PNG named meme-{templateId}-{timestamp}.png. */
async function expectPngDownload(page: Page, button: Locator) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^meme-[a-z0-9-]+-\d{13}\.png$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
}

function pngFile(width: number, height: number) {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#2d6cdf';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#f5c518';
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  return { name: 'my-photo.png', mimeType: 'image/png', buffer: canvas.toBuffer('image/png') };
}

/** The share (0–1) of clearly opaque overlay pixels inside `box` (page coordinates). */
async function opaqueShare(
  overlay: Locator,
  stage: { x: number; y: number; width: number; height: number },
  box: { x: number; y: number; width: number; height: number },
) {
  const region = {
    left: (box.x - stage.x) / stage.width,
    top: (box.y - stage.y) / stage.height,
    width: box.width / stage.width,
    height: box.height / stage.height,
  };
  return overlay.evaluate((canvas: HTMLCanvasElement, part) => {
    const x = Math.max(0, Math.round(part.left * canvas.width));
    const y = Math.max(0, Math.round(part.top * canvas.height));
    const width = Math.min(canvas.width - x, Math.round(part.width * canvas.width));
    const height = Math.min(canvas.height - y, Math.round(part.height * canvas.height));
    const data = canvas.getContext('2d')!.getImageData(x, y, width, height).data;
    let opaque = 0;
    for (let index = 3; index < data.length; index += 4) if (data[index]! > 160) opaque += 1;
    return opaque / (width * height);
  }, region);
}

/** The overlay canvas's pixels (RGBA, not premultiplied) and the picture under it. */
async function overlayPixels(overlay: Locator) {
  return overlay.evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    const picture = canvas.parentElement!.querySelector('img')!.getAttribute('src')!;
    return { width: canvas.width, height: canvas.height, rgba: Array.from(data), pictureUrl: picture };
  });
}

/** The first frame of a GIF the signed-in page can fetch, as RGBA. */
async function firstFrame(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  const picture = await loadImage(await response.body());
  const canvas = createCanvas(picture.width, picture.height);
  const context = canvas.getContext('2d');
  context.drawImage(picture, 0, 0);
  return { width: picture.width, height: picture.height, data: context.getImageData(0, 0, picture.width, picture.height).data };
}

test('sign up, generate from text on home, see YOUR MEMES, the balance drops, download one, find them in the profile', async ({ page }) => {
  const username = uniqueUsername('home');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('meme-maker-123');
  await form.getByLabel('Confirm password').fill('meme-maker-123');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expectNavBalance(page, 5);

  await expect(page.getByRole('tab', { name: /Text-to-Meme/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /Template Editor/ })).toBeVisible();
  await page.getByLabel('Prompt').fill('Monday mornings before coffee');
  await expect(page.getByText('29 / 300')).toBeVisible();
  await expect(page.getByRole('button', { name: 'STATIC IMAGE MODE' })).toBeVisible();
  await page.getByRole('button', { name: 'GENERATE MEMES' }).click();

  const results = page.getByRole('region', { name: 'YOUR MEMES' });
  await expect(results.getByRole('heading', { name: 'YOUR MEMES' })).toBeVisible();
  await expect(results.getByText('Offline captions')).toBeVisible();
  const cards = results.getByRole('article');
  await expect(cards).toHaveCount(4);
  await expectMemesDrawn(results, 4);
  await expect(cards.first()).toContainText(/Monday mornings/i);
  await expectNavBalance(page, 4);

  await expectPngDownload(page, cards.first().getByRole('button', { name: 'Download' }));
  await cards.first().getByRole('button', { name: 'Favorite' }).click();
  await expect(cards.first().getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');

  await results.getByRole('button', { name: 'CREATE MORE MEMES' }).click();
  await expect(page.getByRole('button', { name: 'GENERATE MEMES' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'My Memes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('img[src^="/media/memes/"]')).toHaveCount(4);
});

test('GIF mode: GIF memes, captions dragged over the uncaptioned picture in their final look and saved where shown, and the Edit Meme dialog auto-saves', async ({
  page,
}) => {
  await signInAs(page, 'maker');
  await page.goto('/');
  await page.getByRole('button', { name: 'STATIC IMAGE MODE' }).click();
  await expect(page.getByRole('button', { name: 'GIF MODE ACTIVATED' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Prompt').fill('dancing at the office party');
  await page.getByRole('button', { name: 'GENERATE GIF MEMES' }).click();

  const results = page.getByRole('region', { name: 'YOUR MEMES' });
  await expectMemesDrawn(results, 4);
  const card = results.getByRole('article').first();
  const image = card.locator('img[src^="/media/memes/"]');
  expect(await image.getAttribute('src')).toMatch(/\.gif\?v=/);
  const before = await image.getAttribute('src');

  await card.getByRole('button', { name: 'Edit On Image' }).click();
  // While editing, the picture is the template's own (no captions in its frames) ...
  const picture = card.locator('img[data-picture]');
  await expect(picture).toHaveAttribute('src', /^\/media\/templates\/[a-z0-9-]+\.gif$/);
  await expect(card.locator('img[src^="/media/memes/"]')).toHaveCount(0);
  // ... and the captions are drawn by the shared renderer on a canvas at the picture's own size.
  const overlay = card.locator('canvas[data-drawn="true"]');
  await expect(overlay).toBeVisible();
  const natural = await picture.evaluate((image: HTMLImageElement) => ({ width: image.naturalWidth, height: image.naturalHeight }));
  expect(await overlay.evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.height])).toEqual([natural.width, natural.height]);
  const stage = (await picture.boundingBox())!;
  expect((await overlay.boundingBox())!).toEqual(stage);

  const handle = card.getByRole('button', { name: /^Caption “/ }).first();
  const from = (await handle.boundingBox())!;
  expect(await opaqueShare(overlay, stage, from)).toBeGreaterThan(0.15); // outlined text, not an empty box
  // Drag the caption to the middle of the picture (pointer events, like a finger or a mouse).
  const target = { x: stage.x + stage.width * 0.5, y: stage.y + stage.height * 0.5 };
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x, target.y, { steps: 8 });
  await page.mouse.up();
  const to = (await handle.boundingBox())!;
  expect(Math.abs(to.y + to.height / 2 - target.y)).toBeLessThan(4);
  expect(to.y).toBeGreaterThan(from.y + from.height); // moved clear of where it was
  expect(await opaqueShare(overlay, stage, to)).toBeGreaterThan(0.15);
  expect(await opaqueShare(overlay, stage, from)).toBe(0);
  // The arrow keys move the focused caption too.
  await handle.focus();
  await page.keyboard.press('ArrowUp');
  expect((await handle.boundingBox())!.y).toBeLessThan(to.y);
  await page.keyboard.press('ArrowDown');
  const shown = await overlayPixels(overlay);

  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(card.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(image).not.toHaveAttribute('src', before!);
  await expectMemesDrawn(card, 1);
  // The saved GIF is what the editor showed: its first frame is the template's first frame with
  // the overlay canvas composited on it, up to GIF colour quantization. Rows are searched a few
  // pixels either way to show that no other offset matches better than none.
  const saved = await firstFrame(page, (await image.getAttribute('src'))!);
  const plain = await firstFrame(page, shown.pictureUrl);
  expect([saved.width, saved.height]).toEqual([shown.width, shown.height]);
  // Counted where the overlay is (nearly) opaque, the letters and their outline, not the soft
  // shadow whose blur the two canvases draw a little differently; a pixel matches when the saved
  // frame has its colour within one pixel of it (the two Skias may place a glyph a subpixel apart).
  const mismatches = (rows: number) => {
    let covered = 0;
    let wrong = 0;
    for (let y = 8; y < shown.height - 8; y += 1) {
      for (let x = 1; x < shown.width - 1; x += 1) {
        const from = (y * shown.width + x) * 4;
        const alpha = shown.rgba[from + 3]! / 255;
        if (alpha < 0.9) continue;
        covered += 1;
        let best = Infinity;
        for (let dy = -1; dy <= 1; dy += 1) {
          for (let dx = -1; dx <= 1; dx += 1) {
            const at = from + ((rows + dy) * shown.width + dx) * 4;
            let error = 0;
            for (let channel = 0; channel < 3; channel += 1)
              error += Math.abs(plain.data[at + channel]! * (1 - alpha) + shown.rgba[from + channel]! * alpha - saved.data[at + channel]!);
            best = Math.min(best, error);
          }
        }
        if (best > 96) wrong += 1;
      }
    }
    return wrong / covered;
  };
  const offsets = Array.from({ length: 17 }, (_, index) => index - 8).map((rows) => ({ rows, share: mismatches(rows) }));
  const best = offsets.reduce((a, b) => (b.share < a.share ? b : a));
  // Small GIF captions are mostly edge pixels, which rasterizing and 256-colour frames move
  // around: the saved frame matches best where the editor drew, and far better than elsewhere.
  expect(Math.abs(best.rows), JSON.stringify(offsets)).toBeLessThanOrEqual(1);
  expect(best.share, JSON.stringify(offsets)).toBeLessThan(0.2);

  await card.getByRole('button', { name: 'Edit captions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Meme' });
  await dialog.getByRole('textbox', { name: 'Caption 1' }).fill('Edited on the dialog');
  await expect(dialog.getByText(/^Auto-saved at /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card).toContainText('Edited on the dialog');
});

test('Text to Meme: prompt to downloaded meme, Regenerate, Create New', async ({ page }) => {
  await signUp(page);
  await page.goto('/text-to-meme');
  const generate = page.getByRole('button', { name: 'Generate', exact: true });
  await expect(generate).toBeDisabled();
  await page.getByLabel('Prompt').fill('cats who hate baths');
  await generate.click();
  const panel = page.getByRole('region', { name: 'Your memes' });
  await expect(panel.getByRole('list', { name: 'Meme options' }).getByRole('listitem')).toHaveCount(4);
  await expectMemesDrawn(panel, 5);
  await expectPngDownload(page, panel.getByRole('button', { name: 'Download' }).first());
  await expectNavBalance(page, 4);

  await panel.getByRole('button', { name: 'Regenerate' }).click();
  await expect(panel.getByRole('list', { name: 'Meme options' }).getByRole('listitem')).toHaveCount(4);
  await expectNavBalance(page, 3);
  await page.getByRole('button', { name: 'Create New' }).click();
  await expect(page.getByLabel('Prompt')).toHaveValue('');
  await expect(page.getByText('How it works')).toBeVisible();
});

test('Text to Meme: each meme shows as soon as it is written, then the answer keeps the same memes', async ({ page }) => {
  await signUp(page);
  await page.goto('/text-to-meme');
  // The offline engine writes all four at once, right after the tab sends the mutation (which it
  // does once the subscription said it listens): the mutation's answer is held back until the
  // memes the progress subscription brought are on screen, so only the subscription can show them.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('useMemeGenerationMutation')) return route.fallback();
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  await page.getByLabel('Prompt').fill('my code works and I do not know why');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  const panel = page.getByRole('region', { name: 'Your memes' });
  const written = panel.getByRole('list', { name: 'Memes written so far' }).locator('img[src^="/media/memes/"]');
  await expect(written).toHaveCount(4);
  await expect(panel).toHaveAttribute('aria-busy', 'true');
  await expect(panel.getByText('Memes ready: 4 of 4')).toBeVisible();
  await expect(panel.getByText('Generating your memes...')).toBeVisible();
  const streamed = await written.evaluateAll((images) => images.map((image) => image.getAttribute('src')));

  release();
  const options = panel.getByRole('list', { name: 'Meme options' });
  await expect(options.getByRole('listitem')).toHaveCount(4);
  expect(await options.locator('img[src^="/media/memes/"]').evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual(streamed);
  await expectMemesDrawn(panel, 5);
  await expectNavBalance(page, 4);
});

test("captions in the prompt's language: a Spanish prompt in the English interface says 'Captions in Spanish'", async ({ page }) => {
  await signInAs(page, 'maker');
  await page.goto('/text-to-meme');
  await page.getByLabel('Prompt').fill('el lunes por la mañana sin café');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Your memes' });
  await expect(panel.getByRole('list', { name: 'Meme options' }).getByRole('listitem')).toHaveCount(4);
  await expect(panel.getByText('Captions in Spanish')).toBeVisible();

  await page.getByRole('button', { name: 'Create New' }).click();
  await page.getByLabel('Prompt').fill('monday morning without coffee');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(panel.getByRole('list', { name: 'Meme options' }).getByRole('listitem')).toHaveCount(4);
  await expect(panel.getByText(/^Captions in/)).toHaveCount(0);
});

test('Template + Prompt: the template dialog, a sample prompt, options, edit and save, download', async ({ page }) => {
  await signInAs(page, 'maker');
  await page.goto('/template-meme');
  await expect(page.getByText('Choose a template')).toBeVisible(); // the how-to steps
  await page.getByRole('button', { name: 'Choose Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a Template' });
  const first = dialog.locator('button[data-template]').first();
  const slug = await first.getAttribute('data-template');
  await first.click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`[data-selected-template="${slug}"]`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select Different Template' })).toBeVisible();

  await page.getByRole('button', { name: 'Try sample' }).click();
  const prompt = await page.getByLabel('Prompt').inputValue();
  expect(prompt.length).toBeGreaterThan(0);
  await expect(page.getByText(`${prompt.length} / 300`)).toBeVisible();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  const panel = page.getByRole('region', { name: 'Your memes' });
  await expectMemesDrawn(panel, 5);
  // Four different caption options for the one template.
  const options = await panel.getByRole('list', { name: 'Meme options' }).getByRole('listitem').locator('span').allTextContents();
  expect(options).toHaveLength(4);
  expect(new Set(options).size).toBe(4);
  const big = panel.locator('img[src^="/media/memes/"]').first();
  const before = await big.getAttribute('src');
  await expectPngDownload(page, panel.getByRole('button', { name: 'Download' }).first());
  expect((await page.evaluate(() => document.title)).length).toBeGreaterThan(0);

  await panel.getByRole('button', { name: 'Edit', exact: true }).click();
  await panel.getByLabel('Caption 1').fill('A caption I wrote myself');
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByLabel('Caption 1')).toHaveCount(0);
  await expect(panel).toContainText('A caption I wrote myself');
  await expect(big).not.toHaveAttribute('src', before!);
  await expectMemesDrawn(panel, 5);

  await page.getByRole('button', { name: 'Create New' }).click();
  await expect(page.getByRole('button', { name: 'Choose Template' })).toBeVisible();
  await expect(page.getByLabel('Prompt')).toHaveValue('');
});

test("Template + Prompt: the page's six random real templates, 'Show more templates', a pick by keyboard, then generate", async ({ page }) => {
  await signInAs(page, 'maker');
  // The real templates (the dialog's classic tab): the picker never offers a padding variant.
  const real = new Set<string>();
  for (let after: string | null = null, more = true; more;) {
    const response = await page.request.post('/graphql', {
      data: {
        query:
          'query ($after: String) { templates(category: "classic", first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { slug } } } }',
        variables: { after },
      },
    });
    const { templates } = (await response.json()).data as {
      templates: { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { slug: string } }[] };
    };
    for (const { node } of templates.edges) real.add(node.slug);
    ({ hasNextPage: more, endCursor: after } = templates.pageInfo);
  }

  await page.goto('/template-meme');
  const picker = page.getByRole('group', { name: 'Or pick one of these' });
  const cards = picker.locator('button[data-template]');
  const shownSlugs = async () => (await cards.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-template')!))).sort();
  await expect(cards).toHaveCount(6);
  const first = await shownSlugs();
  expect(new Set(first).size).toBe(6);
  for (const slug of first) expect(real.has(slug), slug).toBe(true);
  // Pictures from the app's template image route, drawn (not the 'Template Image Error' stand-in).
  for (const image of await picker.locator('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', /^\/media\/templates\//);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }

  await picker.getByRole('button', { name: 'Show more templates' }).click();
  await expect.poll(async () => (await shownSlugs()).some((slug) => first.includes(slug))).toBe(false);
  const second = await shownSlugs();
  expect(second).toHaveLength(6);
  for (const slug of second) expect(real.has(slug), slug).toBe(true);

  // Picking works from the keyboard like any button, and selects exactly as the dialog does.
  const card = cards.nth(2);
  const slug = (await card.getAttribute('data-template'))!;
  const name = (await card.textContent())!.trim();
  await card.focus();
  await page.keyboard.press('Enter');
  const selected = page.locator(`[data-selected-template="${slug}"]`);
  await expect(selected).toBeVisible();
  await expect(selected).toContainText(name);
  await expect(selected).toContainText('Category:');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Select Different Template' })).toBeVisible();

  await page.getByRole('button', { name: 'Try sample' }).click();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Your memes' });
  await expectMemesDrawn(panel, 5);

  // Removing the choice leaves the picker as it was, ready for another pick.
  await page.getByRole('button', { name: 'Remove template' }).click();
  await expect(selected).toHaveCount(0);
  await expect(cards).toHaveCount(6);
  await expect(card).not.toHaveAttribute('aria-pressed', 'true');
});

test('Upload + Prompt: a refused file, then an uploaded image to a downloaded meme', async ({ page }) => {
  await signInAs(page, 'maker');
  await page.goto('/upload-meme');
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expectToast(page, 'Invalid file type', 'Please upload an image file');

  await picker.setInputFiles(pngFile(320, 240));
  await expect(page.getByRole('img', { name: 'Your image my-photo.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Try sample' }).click();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Your memes' });
  await expectMemesDrawn(panel, 5);
  expect(
    await panel
      .locator('img[src^="/media/memes/"]')
      .first()
      .evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
  ).toEqual([320, 240]);
  await expectPngDownload(page, panel.getByRole('button', { name: 'Download' }).first());

  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByText('Click to upload an image')).toBeVisible();
});

test('Create: choosing an upload clears the template and the reverse', async ({ page }) => {
  await signInAs(page, 'maker');
  await page.goto('/create');
  await page.getByRole('button', { name: 'Search templates' }).click();
  await page.getByRole('dialog', { name: 'Choose a Template' }).locator('button[data-template]').first().click();
  await expect(page.getByRole('button', { name: 'Select Different Template' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(pngFile(200, 200));
  await expect(page.getByRole('button', { name: 'Select Different Template' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Your image my-photo.png' })).toBeVisible();
  await page.getByLabel('Prompt').fill('my weekend');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expectMemesDrawn(page.getByRole('region', { name: 'Your memes' }), 5);
  await page.getByRole('button', { name: 'Search templates' }).click();
  await page.getByRole('dialog', { name: 'Choose a Template' }).locator('button[data-template]').nth(1).click();
  await expect(page.getByRole('img', { name: 'Your image my-photo.png' })).toHaveCount(0);
  await expect(page.getByText('How it works')).toBeVisible();
});

test('a visitor who tries to generate gets Login Required, with a Login link to /auth', async ({ page }) => {
  await page.goto('/text-to-meme');
  await page.getByLabel('Prompt').fill('free memes');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog).toContainText('You need to log in to generate memes and use your tokens.');
  await dialog.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth');
});

test('a user at 0 tokens sees Not enough tokens and nothing is sent', async ({ page }) => {
  await signUp(page);
  for (let spent = 0; spent < 5; spent += 1) {
    expect((await page.request.post('/api/generate-captions', { data: { prompt: `spend ${spent}`, count: 1 } })).status()).toBe(200);
  }
  await page.goto('/text-to-meme');
  await expectNavBalance(page, 0);
  const generations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('generateMemes')) generations.push(request.url());
  });
  await page.getByLabel('Prompt').fill('one more please');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expectToast(page, 'Not enough tokens', 'You need at least 1 token to generate a meme');
  expect(generations).toEqual([]);
});

test('the playful text generator turns text playful, with copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await sideNav(page).getByRole('link', { name: 'Text generator' }).click();
  await page.getByLabel('Your text').fill('I really love lazy Sunday mornings!');
  await page.getByRole('button', { name: 'Make it playful' }).click();
  const result = page.getByRole('region', { name: 'Playful text' });
  await expect(result).toContainText('wuv');
  await result.getByRole('button', { name: 'Copy' }).click();
  await expectToast(page, 'Text copied to clipboard!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('wuv');
});
