// Uploads are checked in the browser by their bytes, not their name (issue 14): a text file named
// x.png is refused the moment it is chosen, with the spec's 'Invalid file type: Please upload an
// image file', no preview and no Generate; a real PNG (by its magic bytes) is previewed as before.
import { mkdirSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import type { Page } from '@playwright/test';
import { expect, STORED_STATE, test } from './fixtures';

// Choosing a file changes nothing on the server: one stored user does for every test.
test.use({ storageState: STORED_STATE.user });

const textNamedPng = { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture\n') };

function realPng() {
  const canvas = createCanvas(120, 90);
  const context = canvas.getContext('2d');
  context.fillStyle = '#2d6cdf';
  context.fillRect(0, 0, 120, 90);
  return { name: 'real.png', mimeType: 'image/png', buffer: canvas.toBuffer('image/png') };
}

const tag = process.env.SHOT_TAG ?? 'after';

async function expectRefusedAtOnce(page: Page, shots?: string) {
  const generate = page.getByRole('button', { name: 'Generate', exact: true });
  await page.getByLabel('Prompt').fill('when the file lies about itself');
  await expect(generate).toBeDisabled();

  await page.locator('input[type="file"]').setInputFiles(textNamedPng);
  if (shots) {
    // What the chooser sees at once, whichever way it went (refused, or previewed as before the fix).
    await expect(page.getByRole('alert').or(page.locator('img[src^="blob:"]')).first()).toBeVisible();
    mkdirSync('/tmp/shots-14', { recursive: true });
    await page.screenshot({ path: `/tmp/shots-14/${shots}-${tag}-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    // The side navigation slides away as the window narrows.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.screenshot({ path: `/tmp/shots-14/${shots}-${tag}-390.png` });
    await page.setViewportSize({ width: 1366, height: 900 });
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid file type: Please upload an image file' })).toBeVisible();
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: 'Invalid file type' });
  await expect(toast).toContainText('Please upload an image file');
  await expect(page.getByRole('img', { name: 'Your image x.png' })).toHaveCount(0);
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(0);
  await expect(generate).toBeDisabled();

  await page.locator('input[type="file"]').setInputFiles(realPng());
  await expect(page.getByRole('img', { name: 'Your image real.png' })).toBeVisible();
  await expect(page.getByText('Invalid file type: Please upload an image file')).toHaveCount(0);
  await expect(generate).toBeEnabled();
}

test('/upload-meme: a text file named x.png is refused when chosen, a real PNG is previewed', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/upload-meme');
  await expectRefusedAtOnce(page, 'upload-refused');
});

test('/create: a text file named x.png is refused when chosen, a real PNG is previewed', async ({ page }) => {
  await page.goto('/create');
  await expectRefusedAtOnce(page);
});

test('/upload-meme: a text file named x.png dropped on the area is refused the same way', async ({ page }) => {
  await page.goto('/upload-meme');
  const area = page.locator('label').filter({ hasText: 'Click to upload an image' });
  const transfer = await page.evaluateHandle(() => {
    const data = new DataTransfer();
    data.items.add(new File(['just some text, not a picture'], 'x.png', { type: 'image/png' }));
    return data;
  });
  await area.dispatchEvent('dragover', { dataTransfer: transfer });
  await area.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid file type: Please upload an image file' })).toBeVisible();
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(0);
});
