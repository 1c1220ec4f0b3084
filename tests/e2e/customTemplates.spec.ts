// Templates added without a release, end to end in Chromium: an administrator adds a template in
// /admin (picture, aliases, three boxes dragged on the picture) and a user finds it by an alias in
// the template browser and makes a meme with it; a user saves an uploaded picture as a private
// template with its boxes, finds it under 'My templates' in the template dialog, makes a meme with
// it, and deletes it from the template editor's browser.
//
// The box editor, the admin tab and the My templates tab are photographed into the test's output
// folder for a person to look at.
import { createCanvas } from '@napi-rs/canvas';
import { type Locator, type Page } from '@playwright/test';
import { expect, signInAs, signUp, test, uniqueUsername } from './fixtures';

// Template pictures and memes are drawn by the server on first request, slowly on a shared machine.
test.describe.configure({ timeout: 120_000 });

/** A picture with three bands, like a three-panel meme. */
function threePanelPng(name: string, width = 480, height = 600) {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const colours = ['#2d6cdf', '#22a06b', '#d9480f'];
  colours.forEach((colour, index) => {
    context.fillStyle = colour;
    context.fillRect(0, (index * height) / 3, width, height / 3);
  });
  return { name, mimeType: 'image/png', buffer: canvas.toBuffer('image/png') };
}

/** The picture in view and where it is, once a smooth scroll to it has ended. */
async function settledBox(stage: Locator) {
  await stage.scrollIntoViewIfNeeded();
  let rect = (await stage.boundingBox())!;
  await expect
    .poll(async () => {
      const before = rect;
      rect = (await stage.boundingBox())!;
      return rect.y === before.y;
    })
    .toBe(true);
  return rect;
}

/** Drags on the box editor's picture from one point to another, in percent of the picture. */
async function drag(page: Page, stage: Locator, from: [number, number], to: [number, number]) {
  const rect = await settledBox(stage);
  const at = ([x, y]: [number, number]) => [rect.x + (rect.width * x) / 100, rect.y + (rect.height * y) / 100] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  await page.mouse.move(...at(to), { steps: 8 });
  await page.mouse.up();
}

/** Draws boxes by dragging and gives each its role; returns the editor's stage. */
async function drawBoxes(page: Page, scope: Locator, boxes: { from: [number, number]; to: [number, number]; role: string }[]) {
  const stage = scope.locator('[data-box-stage]');
  await expect(stage.locator('img')).toBeVisible();
  for (const box of boxes) await drag(page, stage, box.from, box.to);
  for (const [index, box] of boxes.entries()) {
    // Each drawn box has its fields below the picture: what does this box mean?
    await scope
      .getByRole('group', { name: `Box ${index + 1}`, exact: true })
      .getByLabel('Role')
      .fill(box.role);
  }
  await expect(scope.getByText(`Boxes: ${boxes.length} of 8`)).toBeVisible();
  return stage;
}

test('an admin adds a template with three boxes; a user finds it by an alias and makes a meme with it', async ({ page }, testInfo) => {
  const name = uniqueUsername('Triple Verdict').replace(/_/g, ' ');
  const alias = uniqueUsername('zorblaxmeme').replace(/_/g, '');
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Templates' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Templates' });
  await panel.getByRole('button', { name: 'Add template' }).click();
  const form = panel.getByRole('form', { name: 'New template' });

  // The rules are checked in the browser first, by field.
  await form.getByRole('button', { name: 'Add template' }).click();
  await expect(form.getByText('Choose a picture')).toBeVisible();

  await form.locator('input[type="file"]').setInputFiles(threePanelPng('verdict.png'));
  await expect(form.getByText('verdict.png: a still picture')).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Aliases').fill(`${alias}, three verdicts`);
  await form.getByLabel('Description').fill('Three panels: the claim, the doubt and the verdict.');
  await form.getByLabel('Category').selectOption('reaction');
  await form.getByLabel('Tags').fill('verdict, panels');

  const stage = await drawBoxes(page, form, [
    { from: [10, 5], to: [90, 25], role: 'the claim' },
    { from: [10, 40], to: [90, 60], role: 'the doubt' },
    { from: [10, 75], to: [90, 95], role: 'the verdict' },
  ]);
  // A box moves by dragging and by the arrow keys; its centre shows in its fields.
  const first = form.getByRole('group', { name: 'Box 1', exact: true });
  const centreX = async () => Number(await first.getByLabel('Horizontal centre (%)').inputValue());
  await expect.poll(centreX).toBeCloseTo(50, 0);
  await drag(page, stage, [50, 15], [40, 15]);
  await expect.poll(centreX).toBeCloseTo(40, 0);
  const moved = await centreX();
  await stage.getByRole('button', { name: 'Box 1 on the picture: the claim' }).press('ArrowRight');
  await expect.poll(centreX).toBeCloseTo(moved + 1, 5);
  // 20 % of 600 px is 120 px: one line of 100 px type fills it.
  await expect(first.getByText(/^Font size: (99|100|101) px$/)).toBeVisible();
  await form.screenshot({ path: testInfo.outputPath('box-editor-admin.png') });

  await form.getByRole('button', { name: 'Add template' }).click();
  await expect(panel.getByRole('status').filter({ hasText: `${name} was added.` })).toBeVisible();
  const entry = panel.getByRole('article', { name });
  await expect(entry).toContainText('Boxes: 3');
  await page.screenshot({ path: testInfo.outputPath('admin-templates-tab.png'), fullPage: true });

  // A user finds it by its alias at once and makes a meme with it.
  await signInAs(page, 'user');
  await page.goto('/template-editor');
  await page.getByRole('searchbox', { name: 'Search templates...' }).fill(alias);
  const card = page.getByRole('button', { name, exact: true });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Caption 3' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Caption 1' }).fill('Pineapple belongs on pizza');
  await page.getByRole('textbox', { name: 'Caption 2' }).fill('Are you sure?');
  await page.getByRole('textbox', { name: 'Caption 3' }).fill('Absolutely');
  await page.getByRole('button', { name: 'Generate Meme' }).click();
  const meme = page.getByRole('img', { name: `Meme made from ${name}` });
  await expect(meme).toBeVisible();
  await expect(meme).toHaveAttribute('src', /^data:image\/png;base64,/);
});

test('a user saves an upload as a template, finds it under My templates, makes a meme with it and deletes it', async ({ page }, testInfo) => {
  const name = uniqueUsername('My Two Bands').replace(/_/g, ' ');
  await signUp(page, 'templater');
  await page.goto('/upload-meme');
  await page.locator('input[type="file"]').setInputFiles(threePanelPng('bands.png', 400, 300));
  await page.getByRole('button', { name: 'Save as template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as template' });
  await dialog.getByLabel('Template name').fill(name);
  await drawBoxes(page, dialog, [
    { from: [8, 4], to: [92, 28], role: 'top text' },
    { from: [8, 72], to: [92, 96], role: 'bottom text' },
  ]);
  await dialog.getByRole('group', { name: 'Box 2', exact: true }).getByLabel('Default text (optional)').fill('and then');
  await dialog.screenshot({ path: testInfo.outputPath('box-editor-save-as-template.png') });
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${name} is saved under My templates.` })).toBeVisible();

  // The template page's dialog lists it under My templates; picked, it makes memes like any other.
  await page.goto('/template-meme');
  await page.getByRole('button', { name: 'Choose Template' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a Template' });
  await picker.getByRole('tab', { name: 'My templates' }).click();
  const mine = picker.getByRole('button', { name, exact: true });
  await expect(mine).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('my-templates-dialog.png') });
  await mine.click();
  await expect(picker).toBeHidden();
  await expect(page.locator('[data-selected-template]')).toContainText(name);
  await page.getByRole('textbox', { name: 'Prompt' }).fill('Mondays at the office');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const results = page.getByRole('region', { name: 'Your memes' });
  const made = results.locator('img[src^="/media/memes/"]').first();
  await expect(made).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => made.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 60_000 }).toBeGreaterThan(0);

  // The template editor's browser has the tab too, and deletes after asking.
  await page.goto('/template-editor');
  await page.getByRole('tab', { name: 'My templates' }).click();
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('my-templates-browser.png') });
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You have no templates yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a finger draws a box on the picture, which fits the screen', async ({ page }, testInfo) => {
    await signUp(page, 'phoner');
    await page.goto('/upload-meme');
    await page.locator('input[type="file"]').setInputFiles(threePanelPng('phone.png', 800, 600));
    await page.getByRole('button', { name: 'Save as template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as template' });
    const stage = dialog.locator('[data-box-stage]');
    await expect(stage.locator('img')).toBeVisible();
    const rect = await settledBox(stage);
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(390);

    // Touches as the screen sends them: the browser turns them into pointer events of a finger.
    const touch = await page.context().newCDPSession(page);
    const point = (x: number, y: number) => [{ x: rect.x + (rect.width * x) / 100, y: rect.y + (rect.height * y) / 100 }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(10, 10) });
    for (const step of [20, 40, 60, 80, 90]) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(step, step / 3) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    await expect(dialog.getByText('Boxes: 1 of 8')).toBeVisible();
    const box = dialog.getByRole('group', { name: 'Box 1', exact: true });
    await expect.poll(async () => Number(await box.getByLabel('Width (%)').inputValue())).toBeCloseTo(80, 0);
    // As tall as the finger went (10% to 30%): the dialog grew by the box's fields, and the picture
    // under the finger did not move while it drew.
    expect(Number(await box.getByLabel('Height (%)').inputValue())).toBeCloseTo(20, 0);
    expect((await stage.boundingBox())!.y).toBeCloseTo(rect.y, 0);
    await box.getByLabel('Role').fill('what I expected');
    await stage.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('box-editor-phone.png') });
  });
});
