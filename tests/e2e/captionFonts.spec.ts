// The same caption fonts in the browser and on the server (issue 11): the editor's preview, drawn by
// Chromium with the bundled @font-face subsets, and the server's render of the same design, drawn
// by Skia with the same files, agree within a small tolerance for Latin, Arabic and Japanese
// captions with emoji; and a Japanese caption fetches only the font subsets it uses.
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 60_000 });

type Slot = { id: string };
type Template = { slug: string; name: string };
const TEMPLATE: Template = { slug: 'drake-hotline-bling', name: 'Drake Hotline Bling' };
// Its button labels are turned (-12.5°), so the preview must turn them as the server does.
const TILTED: Template = { slug: 'two-buttons', name: 'Two Buttons' };
// Its own look (issue 25): Comic Neue as typed, magenta in its first box, no outline.
const DOGE: Template = { slug: 'doge', name: 'Doge' };

const CAPTIONS: (readonly [string, string, Template])[] = [
  ['Latin', 'When the code works on the first try 😂', TEMPLATE],
  ['Arabic', 'عندما يعمل الكود من أول مرة 🔥', TEMPLATE],
  ['Japanese', 'コードが一発で動いたとき 👍🏽', TEMPLATE],
  ['rotated Latin', 'When the code works on the first try', TILTED],
  ['Doge (Comic Neue)', 'such code very works wow', DOGE],
];

/** The server's render URL for the design the editor shows: caption 1 set, the others blank. */
function serverRender(template: Template, slots: Slot[], text: string): string {
  const design = { captions: slots.map((slot, index) => ({ id: slot.id, text: index === 0 ? text : '', position: 'custom' })), theme: 'classic' };
  return `/media/render/${template.slug}.png?d=${Buffer.from(JSON.stringify(design)).toString('base64url')}`;
}

test.describe('caption fonts', () => {
  for (const [script, text, template] of CAPTIONS) {
    test(`the preview and the server render agree for a ${script} caption`, async ({ page, request }) => {
      const response = await request.post('/graphql', { data: { query: `{ template(id: "${template.slug}") { textPositions { id } } }` } });
      const slots = ((await response.json()) as { data: { template: { textPositions: Slot[] } } }).data.template.textPositions;

      await page.goto('/template-editor', { waitUntil: 'domcontentloaded' });
      await page.getByRole('searchbox', { name: 'Search templates...' }).fill(template.name);
      await page.locator(`button[data-template="${template.slug}"]`).click();
      const preview = page.getByRole('img', { name: `Preview of ${template.name}` });
      await page.getByRole('textbox', { name: 'Caption 1' }).fill(text);
      for (let index = 2; index <= slots.length; index += 1) await page.getByRole('textbox', { name: `Caption ${index}` }).fill('');

      // Compared in the page: the server's PNG decoded by Chromium against the preview canvas,
      // once the preview has stopped changing (its fonts have arrived).
      const compare = () =>
        preview.evaluate(
          async (canvas: HTMLCanvasElement, url) => {
            const image = new Image();
            image.src = url;
            await image.decode();
            const server = document.createElement('canvas');
            [server.width, server.height] = [canvas.width, canvas.height];
            const serverCtx = server.getContext('2d')!;
            serverCtx.drawImage(image, 0, 0);
            const { width, height } = canvas;
            const a = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
            const b = serverCtx.getImageData(0, 0, width, height).data;
            const delta = (at: number, other: number) =>
              Math.max(Math.abs(a[at]! - b[other]!), Math.abs(a[at + 1]! - b[other + 1]!), Math.abs(a[at + 2]! - b[other + 2]!));
            // A pixel agrees when the other picture has a close colour within one pixel of it: the
            // two Skias may place a glyph a subpixel apart, never a glyph of another font or place.
            let far = 0;
            let inked = 0;
            let total = 0;
            for (let y = 1; y < height - 1; y += 1) {
              for (let x = 1; x < width - 1; x += 1) {
                const at = (y * width + x) * 4;
                total += delta(at, at);
                // The caption's fill: white, or Doge's magenta.
                if (b[at]! > 240 && b[at + 1]! > 240 && b[at + 2]! > 240) inked += 1;
                else if (b[at]! > 200 && b[at + 1]! < 80 && b[at + 2]! > 200) inked += 1;
                let best = 255;
                for (let dy = -1; dy <= 1 && best > 64; dy += 1)
                  for (let dx = -1; dx <= 1 && best > 64; dx += 1) best = Math.min(best, delta(at, at + (dy * width + dx) * 4));
                if (best > 64) far += 1;
              }
            }
            return { far, inked, mean: total / (width * height), sameSize: image.naturalWidth === width && image.naturalHeight === height };
          },
          serverRender(template, slots, text),
        );

      // The caption is there (white pixels) and both renderers put the same glyphs in the same places.
      let result = await compare();
      await expect
        .poll(
          async () => {
            result = await compare();
            return result.inked > 2_000 && result.far < result.inked * 0.01;
          },
          { message: 'preview and server render agree', timeout: 30_000 },
        )
        .toBe(true);
      expect(result.sameSize).toBe(true);
      expect(result.mean, JSON.stringify(result)).toBeLessThan(1.5);
    });
  }

  test('a Japanese caption fetches only the font files its characters need', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2?(\?|$)/.test(request.url())) fonts.push(request.url().replace(/.*\//, ''));
    });
    await page.goto('/template-editor', { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox', { name: 'Search templates...' }).fill(TEMPLATE.name);
    await page.locator(`button[data-template="${TEMPLATE.slug}"]`).click();
    await page.getByRole('textbox', { name: 'Caption 1' }).fill('コードが動いた');
    await expect.poll(() => fonts.filter((name) => name.startsWith('noto-sans-jp-')).length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const japanese = fonts.filter((name) => name.startsWith('noto-sans-jp-'));
    // Noto Sans JP comes as about 125 files; these seven characters live in a handful of them.
    expect(japanese.length).toBeLessThanOrEqual(6);
    expect(
      fonts.some((name) => /noto-sans-(kr|sc)-/.test(name)),
      fonts.join(' '),
    ).toBe(false);
    expect(fonts.filter((name) => name.endsWith('.woff'))).toEqual([]);
  });
});
