// One card per real meme in the browser (issue: search drowned the real meme in its variants): a
// search for "drake" shows Drake Hotline Bling once with its 'N layouts' button; the button opens
// the layouts, picking one opens it in the editor, whose layout switcher lists the same layouts.
// The footer still counts every template. Screenshots go to the test's output folder.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The server draws template artwork on first request (the image host is unreachable offline).
test.describe.configure({ timeout: 60_000 });

async function drakeCounts(request: APIRequestContext): Promise<{ entries: number; layouts: number }> {
  const response = await request.post('/graphql', {
    data: { query: '{ templates(search: "drake", first: 1) { entryCount edges { node { layoutCount } } } }' },
  });
  const { data } = (await response.json()) as { data: { templates: { entryCount: number; edges: { node: { layoutCount: number } }[] } } };
  return { entries: data.templates.entryCount, layouts: data.templates.edges[0]!.node.layoutCount };
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search templates...' });

test('a search shows the real meme once; its layouts open from the card and switch in the editor', async ({ page, request }, testInfo) => {
  const { entries, layouts } = await drakeCounts(request);
  expect(entries).toBeGreaterThan(1);
  await page.goto('/template-editor', { waitUntil: 'domcontentloaded' });
  await searchBox(page).fill('drake');
  // One card, yet the footer counts every Drake template (the spec's 'Showing N of M templates').
  await expect(page.getByText(`Showing 1 of ${entries} templates`)).toBeVisible();
  const grid = page.getByRole('tabpanel');
  await expect(grid.locator('button[data-template]')).toHaveCount(1);
  await expect(grid.locator('button[data-template="drake-hotline-bling"]')).toBeVisible();

  const badge = page.getByRole('button', { name: `${layouts} layouts of Drake Hotline Bling` });
  await expect(badge).toHaveText(`${layouts} layouts`);
  await page.screenshot({ path: testInfo.outputPath('drake-search.png') });

  // Keyboard: the badge opens the layouts, Escape closes them and gives focus back.
  await badge.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Layouts of Drake Hotline Bling' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('button[data-template]')).toHaveCount(layouts);
  // The card first, its GIFs last.
  await expect(dialog.locator('button[data-template]').first()).toHaveAttribute('data-template', 'drake-hotline-bling');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(badge).toBeFocused();

  await badge.click();
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('drake-layouts.png') });
  await dialog.locator('button[data-template="drake-hotline-bling-reloaded"]').click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { level: 2, name: 'Drake Hotline Bling Reloaded' })).toBeVisible();
  const switcher = page.getByRole('combobox', { name: 'Meme layout' });
  await expect(switcher).toHaveValue('drake-hotline-bling-reloaded');
  await expect(switcher.locator('option')).toHaveCount(layouts);
  await expect(page.getByRole('img', { name: 'Preview of Drake Hotline Bling Reloaded' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('drake-editor-reloaded.png') });

  await switcher.selectOption('drake-hotline-bling');
  await expect(page.getByRole('heading', { level: 2, name: 'Drake Hotline Bling', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of Drake Hotline Bling' })).toBeVisible();
  await expect(switcher).toHaveValue('drake-hotline-bling');
  await page.screenshot({ path: testInfo.outputPath('drake-editor-card.png') });
});

test('the chosen template switches to another layout of its meme without opening the picker again', async ({ page, request }, testInfo) => {
  const { layouts } = await drakeCounts(request);
  await page.goto('/template-meme', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Choose Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a Template' });
  await dialog.getByRole('searchbox').fill('drake');
  await dialog.locator('button[data-template="drake-hotline-bling"]').click();
  await expect(dialog).toBeHidden();
  const chosen = page.locator('[data-selected-template]');
  await expect(chosen).toHaveAttribute('data-selected-template', 'drake-hotline-bling');
  const layout = chosen.getByRole('combobox', { name: 'Meme layout' });
  await expect(layout.locator('option')).toHaveCount(layouts);
  await layout.selectOption('drake-hotline-bling-reloaded');
  await expect(chosen).toHaveAttribute('data-selected-template', 'drake-hotline-bling-reloaded');
  await expect(chosen.locator('strong')).toHaveText('Drake Hotline Bling Reloaded');
  await expect(layout).toHaveValue('drake-hotline-bling-reloaded');
  await page.screenshot({ path: testInfo.outputPath('chosen-template-layout.png') });
});

test('on a phone, the six-template picker shows real memes with layout buttons that fit their cards', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/template-meme', { waitUntil: 'domcontentloaded' });
  const picker = page.locator('fieldset').filter({ has: page.locator('legend', { hasText: 'Or pick one of these' }) });
  const cards = picker.locator('button[data-template]');
  await expect(cards).toHaveCount(6);
  const badges = picker.getByRole('button', { name: / layouts of / });
  await expect(badges.first()).toBeVisible();
  for (const badge of await badges.all()) {
    const box = (await badge.boundingBox())!;
    const card = (await badge.locator('xpath=..').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(card.x);
    expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
  await picker.screenshot({ path: testInfo.outputPath('picker-phone.png') });
  await badges.first().click();
  const dialog = page.getByRole('dialog', { name: /^Layouts of / });
  await expect(dialog).toBeVisible();
  await dialog.locator('button[data-template]').nth(1).click();
  await expect(dialog).toBeHidden();
  // The picked layout is the chosen template.
  await expect(page.locator('[data-selected-template]')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('picker-phone-picked.png') });
});
