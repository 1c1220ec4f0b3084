// The template browser and the manual template editor (issue 4, spec sections 2, 4, 5 and 9) in
// Chromium against the real app: debounced search with its count line, category tabs and infinite
// scroll; picking a template, editing and dragging a caption, stickers rotated and scaled, Generate
// Meme and Download (file name); a GIF template's animated preview and its server-rendered GIF.
// Pixels are read from the preview canvas, which the shared renderer (core/render) draws.
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The server draws template artwork on first request (the image host is unreachable offline), which
// a cold server on a shared 2-core machine does slowly.
test.describe.configure({ timeout: 60_000 });

type TemplateRow = { slug: string; name: string; width: number; height: number; card: { name: string } };

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post('/graphql', { data: { query } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** The first template a list shows, how many cards it has and how many templates (layouts included) they stand for. */
async function firstTemplate(request: APIRequestContext, args: string): Promise<TemplateRow & { cards: number; entries: number }> {
  const data = await graphql<{ templates: { totalCount: number; entryCount: number; edges: { node: TemplateRow }[] } }>(
    request,
    `{ templates(${args}, first: 1) { totalCount entryCount edges { node { slug name width height card { name } } } } }`,
  );
  return { ...data.templates.edges[0]!.node, cards: data.templates.totalCount, entries: data.templates.entryCount };
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search templates...' });
const countLine = (page: Page) => page.getByText(/^Showing [\d,]+ of [\d,]+ templates$/);

/** Opens the editor for a template found by searching for its name (a layout: among its card's layouts). */
async function openTemplate(page: Page, template: TemplateRow): Promise<Locator> {
  await page.goto('/template-editor', { waitUntil: 'domcontentloaded' });
  await searchBox(page).fill(template.name);
  if (template.card.name !== template.name) {
    await page
      .getByRole('button', { name: new RegExp(` layouts of ${template.card.name}$`) })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: `Layouts of ${template.card.name}` })
      .locator(`button[data-template="${template.slug}"]`)
      .click();
  } else {
    await page.locator(`button[data-template="${template.slug}"]`).click();
  }
  await expect(page.getByRole('heading', { level: 2, name: template.name })).toBeVisible();
  const preview = page.getByRole('img', { name: `Preview of ${template.name}` });
  await expect(preview).toBeVisible();
  // The renderer draws once the picture and the bundled font are ready: wait for ink.
  await expect.poll(() => inkedPixels(preview), { message: 'preview drawn' }).toBeGreaterThan(0);
  return preview;
}

/** Non-transparent pixels on the preview canvas. */
function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((node: HTMLCanvasElement) => {
    const data = node.getContext('2d')!.getImageData(0, 0, node.width, node.height).data;
    let count = 0;
    for (let at = 3; at < data.length; at += 4) if (data[at]! > 0) count += 1;
    return count;
  });
}

/** Keeps the canvas's current pixels in the page under `name`. */
async function snapshot(canvas: Locator, name: string): Promise<void> {
  await canvas.evaluate((node: HTMLCanvasElement, key) => {
    const store = ((window as unknown as { snapshots?: Record<string, Uint8ClampedArray> }).snapshots ??= {});
    store[key] = node.getContext('2d')!.getImageData(0, 0, node.width, node.height).data;
  }, name);
}

/**
 * Pixels changed since snapshot `name`, counted per cell of an 8×8 grid over the canvas
 * (`cells[row][column]`, rows top to bottom).
 */
function changedCells(canvas: Locator, name: string): Promise<number[][]> {
  return canvas.evaluate((node: HTMLCanvasElement, key) => {
    const before = (window as unknown as { snapshots: Record<string, Uint8ClampedArray> }).snapshots[key]!;
    const { width, height } = node;
    const after = node.getContext('2d')!.getImageData(0, 0, width, height).data;
    const cells = Array.from({ length: 8 }, () => Array.from({ length: 8 }, () => 0));
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * 4;
        const moved =
          Math.abs(before[at]! - after[at]!) +
          Math.abs(before[at + 1]! - after[at + 1]!) +
          Math.abs(before[at + 2]! - after[at + 2]!) +
          Math.abs(before[at + 3]! - after[at + 3]!);
        if (moved > 24) cells[Math.floor((y / height) * 8)]![Math.floor((x / width) * 8)]! += 1;
      }
    }
    return cells;
  }, name);
}

/** The changed pixels in the cell holding the point (x, y) in percent. */
const at = (cells: number[][], x: number, y: number) => cells[Math.floor(y / 12.5)]![Math.floor(x / 12.5)]!;

/** Drags with the mouse from one point of the canvas to another (percent of its box). */
async function drag(page: Page, canvas: Locator, from: { x: number; y: number }, to: { x: number; y: number }) {
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + (box.width * from.x) / 100, box.y + (box.height * from.y) / 100);
  await page.mouse.down();
  await page.mouse.move(box.x + (box.width * to.x) / 100, box.y + (box.height * to.y) / 100, { steps: 8 });
  await page.mouse.up();
}

test.describe('template browser', () => {
  test('search is debounced and lists matches with the count line', async ({ page, request }) => {
    const catalogue = await firstTemplate(request, 'category: "all"');
    const drake = await firstTemplate(request, 'search: "drake"');
    const refetches: string[] = [];
    page.on('request', (sent) => {
      const body = sent.method() === 'POST' && sent.url().endsWith('/graphql') ? (sent.postDataJSON() as { operationName?: string }) : undefined;
      if (body?.operationName === 'TemplateBrowserPaginationQuery') refetches.push(sent.url());
    });

    await page.goto('/template-editor', { waitUntil: 'domcontentloaded' });
    await expect(countLine(page)).toHaveText(`Showing 20 of ${catalogue.entries.toLocaleString('en')} templates`);
    await expect(page.locator('button[data-template]')).toHaveCount(20);

    // Typed faster than the 400 ms debounce: one search, for the whole word.
    await searchBox(page).pressSequentially('drake', { delay: 60 });
    await expect(countLine(page)).toHaveText(`Showing ${Math.min(20, drake.cards)} of ${drake.entries.toLocaleString('en')} templates`);
    await expect(page.locator('button[data-template]').first()).toHaveAttribute('data-template', drake.slug);
    await page.waitForTimeout(600);
    expect(refetches).toHaveLength(1);

    await searchBox(page).fill('zzqqxxnothing');
    await expect(page.getByText('No templates found. Try a different search term or category.')).toBeVisible();
    await expect(countLine(page)).toHaveText('Showing 0 of 0 templates');
  });

  test('category tabs filter and the list grows when its end scrolls into view', async ({ page, request }) => {
    const gaming = await firstTemplate(request, 'category: "gaming"');
    const catalogue = await firstTemplate(request, 'category: "all"');
    await page.goto('/template-editor', { waitUntil: 'domcontentloaded' });
    await expect(countLine(page)).toHaveText(`Showing 20 of ${catalogue.entries.toLocaleString('en')} templates`);

    await page.getByRole('tab', { name: 'Gaming' }).click();
    await expect(countLine(page)).toHaveText(`Showing ${Math.min(20, gaming.cards)} of ${gaming.entries.toLocaleString('en')} templates`);
    await expect(page.locator('button[data-template]').first()).toHaveAttribute('data-template', gaming.slug);

    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await expect(countLine(page)).toHaveText(`Showing 20 of ${catalogue.entries.toLocaleString('en')} templates`);
    await countLine(page).scrollIntoViewIfNeeded();
    await expect(countLine(page)).toHaveText(`Showing 40 of ${catalogue.entries.toLocaleString('en')} templates`);
  });
});

test.describe('template pictures', () => {
  test("when the image host is unreachable, the browser, the template page's picker and the dialog say so and offer Upload + Prompt", async ({
    page,
    request,
  }) => {
    // Offline (as on a machine with no network) the server cannot reach the template image host.
    const { templateImagesAvailable } = await graphql<{ templateImagesAvailable: boolean }>(request, '{ templateImagesAvailable }');
    const notice = (scope: Page | Locator) => scope.getByRole('note').filter({ hasText: 'Template pictures are unavailable right now' });

    await page.goto('/template-editor', { waitUntil: 'domcontentloaded' });
    await expect(countLine(page)).toBeVisible();
    if (templateImagesAvailable) {
      await expect(notice(page)).toHaveCount(0);
      return;
    }
    await expect(notice(page)).toHaveText(
      'Template pictures are unavailable right now, so templates show a plain background. Upload + Prompt works with your own picture, even offline.',
    );

    const picker = page.getByRole('group', { name: 'Or pick one of these' });
    await page.goto('/template-meme', { waitUntil: 'domcontentloaded' });
    await expect(picker.locator('button[data-template]')).toHaveCount(6);
    await expect(notice(picker)).toBeVisible();

    await page.goto('/create', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Search templates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a Template' });
    await expect(dialog.locator('button[data-template]').first()).toBeVisible();
    await expect(notice(dialog)).toBeVisible();
    await notice(dialog).getByRole('link', { name: 'Upload + Prompt' }).click();
    await expect(page).toHaveURL(/\/upload-meme$/);
  });
});

test.describe('template editor', () => {
  test('a caption is edited and dragged into place on the preview', async ({ page, request }) => {
    const drake = await firstTemplate(request, 'search: "Drake Hotline Bling"');
    const preview = await openTemplate(page, drake);
    const positions = await graphql<{ template: { textPositions: { x: number; y: number; defaultText: string }[] } }>(
      request,
      `{ template(id: "${drake.slug}") { textPositions { x y defaultText } } }`,
    );
    const first = positions.template.textPositions[0]!;
    // Picking a template makes one caption per text position, with its default text.
    const captionBox = page.getByRole('textbox', { name: 'Caption 1' });
    await expect(captionBox).toHaveValue(first.defaultText);
    await expect(page.getByRole('button', { name: 'Remove caption 1' })).toBeEnabled();

    await snapshot(preview, 'before-edit');
    await captionBox.fill('WHEN THE TESTS PASS');
    await expect.poll(async () => at(await changedCells(preview, 'before-edit'), first.x, first.y)).toBeGreaterThan(50);

    // Drag it from its slot to the lower left; pixels change there and where it was, not elsewhere.
    await snapshot(preview, 'before-drag');
    const target = { x: 30, y: 55 };
    await drag(page, preview, first, target);
    await expect.poll(async () => at(await changedCells(preview, 'before-drag'), target.x, target.y)).toBeGreaterThan(50);
    const cells = await changedCells(preview, 'before-drag');
    expect(at(cells, first.x, first.y), 'the old place is cleared').toBeGreaterThan(50);
    expect(at(cells, 5, 95) + at(cells, 95, 95), 'far corners untouched').toBe(0);

    // Add and remove captions; the last one cannot be removed.
    await page.getByRole('button', { name: 'Add Caption' }).click();
    await expect(page.getByRole('textbox', { name: `Caption ${positions.template.textPositions.length + 1}` })).toBeVisible();
    while ((await page.getByRole('textbox', { name: /^Caption \d+$/ }).count()) > 1) {
      await page
        .getByRole('button', { name: /^Remove caption \d+$/ })
        .first()
        .click();
    }
    await expect(page.getByRole('button', { name: 'Remove caption 1' })).toBeDisabled();
  });

  test('a sticker is added, rotated in 15° steps and scaled', async ({ page, request }) => {
    const template = await firstTemplate(request, 'search: "Distracted Boyfriend"');
    const preview = await openTemplate(page, template);
    await page.getByRole('tab', { name: 'Add Stickers' }).click();
    for (const name of ['Emoji', 'Decorations', 'Meme Faces', 'Text Bubbles']) await expect(page.getByRole('tab', { name })).toBeVisible();

    // Search is within the chosen group: 'fire' is a decoration, not an emoji.
    await page.getByRole('searchbox', { name: 'Search stickers...' }).fill('fire');
    await expect(page.getByText('No stickers found. Try a different search term or category.')).toBeVisible();
    await page.getByRole('tab', { name: 'Decorations' }).click();
    await snapshot(preview, 'no-sticker');
    await page.getByRole('button', { name: 'Add sticker: Fire' }).click();

    const controls = page.getByRole('group', { name: 'Selected sticker: Fire' });
    await expect(controls.getByRole('status')).toHaveText('Fire: rotated 0°, scale 1×');
    await expect.poll(async () => at(await changedCells(preview, 'no-sticker'), 50, 50)).toBeGreaterThan(100);

    await snapshot(preview, 'upright');
    await controls.getByRole('button', { name: 'Rotate right' }).click();
    await expect(controls.getByRole('status')).toHaveText('Fire: rotated 15°, scale 1×');
    await expect.poll(async () => at(await changedCells(preview, 'upright'), 50, 50)).toBeGreaterThan(50);
    const rotated = await changedCells(preview, 'upright');
    expect(at(rotated, 5, 5) + at(rotated, 95, 95), 'only the sticker moved').toBe(0);

    await controls.getByRole('button', { name: 'Rotate left' }).click();
    await controls.getByRole('button', { name: 'Rotate left' }).click();
    await expect(controls.getByRole('status')).toHaveText('Fire: rotated -15°, scale 1×');
    await controls.getByRole('button', { name: 'Larger' }).click();
    await expect(controls.getByRole('status')).toHaveText('Fire: rotated -15°, scale 1.1×');
    // Scale stops at 3 (spec section 9).
    const larger = controls.getByRole('button', { name: 'Larger' });
    for (let step = 0; step < 20 && (await larger.isEnabled()); step += 1) await larger.click();
    await expect(controls.getByRole('status')).toHaveText('Fire: rotated -15°, scale 3×');
    await expect(larger).toBeDisabled();

    // Stickers drag too.
    await snapshot(preview, 'before-sticker-drag');
    await drag(page, preview, { x: 50, y: 50 }, { x: 80, y: 80 });
    await expect.poll(async () => at(await changedCells(preview, 'before-sticker-drag'), 85, 85)).toBeGreaterThan(50);
  });

  test('Generate Meme, then Download saves meme-{templateId}-{timestamp}.png and Share copies it', async ({ page, request, context }) => {
    const template = await firstTemplate(request, 'search: "Drake Hotline Bling"');
    const preview = await openTemplate(page, template);
    await page.getByRole('textbox', { name: 'Caption 1' }).fill('Manual testing');
    await page.getByRole('button', { name: 'Generate Meme' }).click();
    const result = page.getByRole('img', { name: `Meme made from ${template.name}` });
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute('src', /^data:image\/png;base64,/);

    const started = Date.now();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    const name = download.suggestedFilename();
    expect(name).toMatch(new RegExp(`^meme-${template.slug}-(\\d+)\\.png$`));
    const stamp = Number(/-(\d+)\.png$/.exec(name)![1]);
    expect(stamp).toBeGreaterThanOrEqual(started - 1000);
    expect(stamp).toBeLessThanOrEqual(Date.now() + 1000);

    // A real PNG at the picture's full size.
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const size = await preview.evaluate((node: HTMLCanvasElement) => [node.width, node.height]);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual(size);

    // Share: without the Web Share API (desktop Linux) the PNG goes to the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Image copied to clipboard!')).toBeVisible();
    const copied = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return item ? item.types : [];
    });
    expect(copied).toContain('image/png');

    await page.getByRole('button', { name: 'Back to Templates' }).click();
    await expect(searchBox(page)).toHaveValue(template.name);
  });

  test('a GIF template previews animated and its meme opens as a GIF in a new tab', async ({ page, request, context }) => {
    const gif = await firstTemplate(request, 'kind: GIF, category: "all"');
    const preview = await openTemplate(page, gif);
    const frame = preview.locator('..');
    await expect(frame.locator('img')).toHaveAttribute('src', /\.gif$/);

    // The picture under the captions is the animated GIF: screenshots over time differ.
    const shots: Buffer[] = [];
    for (let shot = 0; shot < 5; shot += 1) {
      shots.push(await frame.screenshot());
      await page.waitForTimeout(220);
    }
    expect(new Set(shots.map((shot) => shot.toString('base64'))).size).toBeGreaterThan(1);

    await page.getByRole('textbox', { name: 'Caption 1' }).fill('Animated caption');
    await page.getByRole('button', { name: 'Generate Meme' }).click();
    const result = page.getByRole('img', { name: `Meme made from ${gif.name}` });
    await expect(result).toHaveAttribute('src', new RegExp(`^/media/render/${gif.slug}\\.gif\\?d=`));
    await expect.poll(() => result.evaluate((node: HTMLImageElement) => node.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);

    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Download' }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(`/media/render/${gif.slug}.gif`);
    const response = await request.get(tab.url());
    expect(response.headers()['content-type']).toBe('image/gif');
  });
});
