// Issue 14, items 3 and 4: one display face from the first paint on every page, and everything
// visible translated: template categories, the built-in token packs (an admin's pack as written),
// user text isolated inside right-to-left sentences, and side-navigation labels in unspaced
// scripts wrapping between words only.
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, signInAs, signUp, test } from './fixtures';

type Catalogue = Record<string, string>;
const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Catalogue;

const ISOLATES = /[\u2068\u2069]/g;

test.describe('the display face', () => {
  test('index.html preloads the Latin Anton file the main stylesheet declares', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const link = html.match(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin[^>]*>/);
    expect(link, 'a font preload link in index.html').not.toBeNull();
    const href = link![1]!;
    expect(href).toMatch(/\/anton-latin-400-normal-[\w-]+\.woff2$/);
    const font = await request.get(href);
    expect(font.status()).toBe(200);

    // The preloaded file is the one the page uses: fetched once, not again under another URL.
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const antonFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('anton-latin-400')),
    );
    expect(antonFiles.map((name) => new URL(name).pathname)).toEqual([href]);
  });

  for (const path of ['/', '/pricing', '/playful-text']) {
    test(`${path}: the main heading is drawn in Anton without the editor`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      // The app's own heading: on a page with an HTML shell (web/shell) the shell's heading is
      // replaced once the app has loaded, and a replaced element has no style left to read.
      await expect(page.locator('#root > [inert]')).toHaveCount(0);
      const face = await heading.evaluate(async (h1) => {
        await document.fonts.ready;
        return {
          family: getComputedStyle(h1).fontFamily,
          loaded: [...document.fonts].some((font) => font.family.replace(/["']/g, '') === 'Anton' && font.status === 'loaded'),
          drawn: document.fonts.check(`40px ${getComputedStyle(h1).fontFamily}`, h1.textContent ?? ''),
        };
      });
      expect(face.family).toMatch(/^"?Anton"?,/);
      expect(face.loaded, 'Anton is loaded').toBe(true);
      expect(face.drawn, 'every face the heading needs is loaded').toBe(true);
    });
  }
});

test.describe('template categories', () => {
  for (const code of ['de', 'ja', 'ar']) {
    test.describe(code, () => {
      test.use({ locale: code });
      test(`the chosen template's category is named in ${code}`, async ({ page }) => {
        const messages = catalogue(code);
        await signInAs(page, 'user');
        await page.goto('/template-meme');
        await page.getByRole('button', { name: messages['TemplateChooser.choose'] }).click();
        const dialog = page.getByRole('dialog');
        const first = dialog.locator('button[data-template]').first();
        const slug = await first.getAttribute('data-template');
        await first.click();
        const line = page.locator(`[data-selected-template="${slug}"] p`);
        await expect(line).toBeVisible();
        const shown = (await line.textContent())!;
        const labels = Object.entries(messages)
          .filter(([id]) => id.startsWith('TemplateCategory.'))
          .map(([, label]) => messages['TemplateChooser.category']!.replace('{category}', label));
        expect(labels).toContain(shown.replace(ISOLATES, ''));
        // In Arabic the translated name sits in an isolate of its own inside the sentence.
        if (code === 'ar') expect(shown).toMatch(/\u2068[^\u2069]+\u2069/);
      });
    });
  }
});

/** Adds a pack an admin made to the packs the server returns, as a token_packs row would. */
async function withAdminPack(page: Page, pack: { name: string; description: string }) {
  await page.route('**/graphql', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const packs = body?.data?.tokenPacks;
    if (Array.isArray(packs) && packs.length) {
      const template = packs[0];
      packs.push({ ...template, id: 'VG9rZW5QYWNrOjk5OQ==', name: pack.name, description: pack.description, tokenCount: 30, price: 299, featured: false });
    }
    await route.fulfill({ response, json: body });
  });
}

test.describe('token packs', () => {
  test.use({ locale: 'de' });
  test('built-in packs are shown in German, an admin-made pack as written', async ({ page }) => {
    const de = catalogue('de');
    const adminPack = { name: 'Weekend Pack', description: 'Made by the admin for the weekend.' };
    await withAdminPack(page, adminPack);
    // A user of its own: opening the purchase dialog starts a purchase.
    await signUp(page);
    await page.goto('/pricing');
    const packs = page.getByRole('list', { name: de['PackGrid.label'] });
    for (const key of ['starter', 'popular', 'mega']) {
      const card = packs.getByRole('article', { name: de[`TokenPack.${key}.name`] });
      await expect(card).toBeVisible();
      await expect(card).toContainText(de[`TokenPack.${key}.description`]!);
    }
    await expect(packs).not.toContainText(/Starter Pack|Popular Pack|Mega Pack|tokens to try/);
    const own = packs.getByRole('article', { name: adminPack.name });
    await expect(own.getByRole('heading')).toHaveText(adminPack.name);
    await expect(own).toContainText(adminPack.description);

    // The purchase dialog names the pack the same way.
    await packs.getByRole('article', { name: de['TokenPack.starter.name'] }).getByRole('button').click();
    await expect(page.getByRole('dialog')).toContainText(de['TokenPack.starter.name']!);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('user text in right-to-left sentences', () => {
  for (const [code, isolated] of [
    ['ar', true],
    ['he', true],
    ['de', false],
  ] as const) {
    test.describe(code, () => {
      test.use({ locale: code });
      test(`${code}: the username in 'Signed in as' is ${isolated ? '' : 'not '}isolated`, async ({ page }) => {
        const username = await signInAs(page, 'user');
        await page.goto('/pricing');
        const line = page
          .getByRole('navigation')
          .locator('p, div, span')
          .filter({ has: page.locator('strong', { hasText: username }) })
          .last();
        await expect(line).toBeVisible();
        const text = (await line.textContent())!;
        if (isolated) expect(text).toContain(`\u2068${username}\u2069`);
        else expect(text).not.toMatch(ISOLATES);
      });
    });
  }
});

/**
 * For each visible entry of the side navigation: its label, and the places its text wraps inside a
 * word or runs past the entry's box. A wrap is allowed at a space or at a word boundary of
 * Intl.Segmenter in the page's language, never inside a katakana run (ICU splits loanwords it does
 * not know into letters) nor before a small kana, a prolonged-sound mark or closing punctuation.
 */
function navWraps(page: Page) {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const nav = document.querySelector('nav')!;
    const kana = /[\p{Script=Katakana}ー]/u;
    const noStart = /[ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ、。，．！？)）」』]/u;
    const entries = [...nav.querySelectorAll<HTMLElement>('a, button')].filter((el) => el.getClientRects().length > 0);
    return entries.map((el) => {
      const chars: { ch: string; rect: DOMRect | undefined }[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        // Text for screen readers only (clipped to nothing) is not drawn, so it cannot wrap.
        if (getComputedStyle(node.parentElement!).clipPath !== 'none') continue;
        for (let i = 0; i < node.data.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          chars.push({ ch: node.data[i]!, rect: [...range.getClientRects()].find((r) => r.width > 0) });
        }
      }
      const text = chars.map((c) => c.ch).join('');
      const bounds = new Set([...new Intl.Segmenter(lang, { granularity: 'word' }).segment(text)].map((s) => s.index));
      const allowed = (i: number) => {
        const before = text[i - 1] ?? '';
        const after = text[i] ?? '';
        if (/\s/.test(before)) return true;
        if (noStart.test(after) || (kana.test(before) && kana.test(after))) return false;
        return bounds.has(i);
      };
      const bad: string[] = [];
      let lastTop: number | undefined;
      chars.forEach(({ ch, rect }, i) => {
        if (!rect || /\s/.test(ch)) return;
        if (lastTop !== undefined && rect.top > lastTop + 4 && !allowed(i)) bad.push(`${text.slice(0, i)}|${text.slice(i)}`);
        lastTop = rect.top;
      });
      const box = el.getBoundingClientRect();
      if (chars.some(({ rect }) => rect && (rect.right > box.right + 1 || rect.left < box.left - 1))) bad.push(`${text} (past the edge)`);
      return { text: text.trim(), bad };
    });
  });
}

// Needs system fonts for CJK and Thai (Debian: fonts-wqy-microhei, fonts-tlwg-loma-otf), as every
// desktop has: the interface text uses the system face, and without one Chromium draws boxes.
test.describe('side navigation in unspaced scripts', () => {
  for (const code of ['ja', 'zh', 'th', 'ko']) {
    test.describe(code, () => {
      test.use({ locale: code });
      test(`${code}: no label wraps inside a word, signed out and in`, async ({ page }) => {
        await page.setViewportSize({ width: 1366, height: 900 });
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        const signedOut = await navWraps(page);
        expect(signedOut.length).toBeGreaterThan(5);
        expect(signedOut.filter((entry) => entry.bad.length)).toEqual([]);

        await signInAs(page, 'user');
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The heading no longer waits for the shell's data: wait for the signed-in entries themselves.
        await expect(page.getByRole('navigation').locator('a[href="/profile/settings"]')).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        const signedIn = await navWraps(page);
        expect(signedIn.length).toBeGreaterThan(signedOut.length);
        expect(signedIn.filter((entry) => entry.bad.length)).toEqual([]);
      });
    });
  }
});
