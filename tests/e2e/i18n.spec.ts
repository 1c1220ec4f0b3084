// The interface in other languages (issue 8; spec sections 2 and 3): the language picker switches
// the whole interface, every route then shows no English (names and user content aside), Arabic
// lays the page out right to left, the choice survives a reload, and a browser set to a supported
// language starts in it.
import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { type Page } from '@playwright/test';
import { expect, signInAs, test, VISITOR_ROUTES } from './fixtures';

type Catalogue = Record<string, string>;
const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Catalogue;
const en = catalogue('en');

// Every route of web/router.tsx. Ids that match nothing still show a (translated) page.
const visitorRoutes = [...VISITOR_ROUTES, '/no-such-page'];
const signedInRoutes = [
  '/profile',
  '/profile/settings',
  '/admin',
  '/admin/dashboard',
  '/admin/affiliate-sites/new',
  '/admin/affiliate-sites/missing-site',
  '/admin/affiliate-sites/missing-site/delete',
  '/admin/users/missing-user',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression source matching the message as rendered with any argument values. */
function patternOf(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return escapeRegExp(element.value).replace(/\s+/g, '\\s+');
        case TYPE.tag:
          return patternOf(element.children);
        case TYPE.plural:
        case TYPE.select:
          return `(?:${Object.values(element.options)
            .map((o) => patternOf(o.value))
            .join('|')})`;
        default:
          return '.+?';
      }
    })
    .join('');
}

const literalLetters = (elements: MessageFormatElement[]): boolean =>
  elements.some((e) =>
    e.type === TYPE.literal
      ? /\p{L}/u.test(e.value)
      : e.type === TYPE.tag
        ? literalLetters(e.children)
        : e.type === TYPE.plural || e.type === TYPE.select
          ? Object.values(e.options).some((o) => literalLetters(o.value))
          : false,
  );

/**
 * The English messages a page in `code` must not show: those the locale words differently, as
 * whole-text patterns. A message the locale keeps (a name like "Meme Maker") or one that reads
 * like one of the locale's own messages (German "Status") is left out.
 */
function englishPatterns(code: string): { id: string; source: string }[] {
  const local = catalogue(code);
  const localTexts = Object.values(local).map((m) => m.replace(/\s+/g, ' ').trim());
  return Object.entries(en)
    .filter(([id, message]) => local[id] !== message)
    .map(([id, message]) => ({ id, elements: parse(message) }))
    .filter(({ elements }) => literalLetters(elements))
    .map(({ id, elements }) => ({ id, source: `^${patternOf(elements)}$` }))
    .filter(({ source }) => !localTexts.some((text) => new RegExp(source, 'u').test(text)));
}

/** Visible texts of the page: each element's text, the names people hear, and the title. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>([document.title]);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      // Text marked as English on purpose: the language names in the picker.
      if (element.closest('[lang="en"], script, style')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.add(value);
      }
      if (element.checkVisibility() && element.innerText) texts.add(element.innerText);
    }
    return [...texts].map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

const patternCache = new Map<string, { id: string; regex: RegExp }[]>();

async function expectNoEnglish(page: Page, code: string, route: string) {
  let patterns = patternCache.get(code);
  if (!patterns) {
    patterns = englishPatterns(code).map(({ id, source }) => ({ id, regex: new RegExp(source, 'u') }));
    patternCache.set(code, patterns);
  }
  const ids = new Set(Object.keys(en));
  // Let lazy parts (viewer, lists, dialogs' triggers) settle before reading the page.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  // Spinners (web/ui/Spinner) are the statuses that carry a size; count lines stay.
  await expect(page.locator('main [role="status"][data-size]')).toHaveCount(0);
  const found = (await visibleTexts(page)).flatMap((text) => {
    if (ids.has(text)) return [`message id shown: ${text}`];
    const hit = patterns.find(({ regex }) => regex.test(text));
    return hit ? [`"${text}" is the English of ${hit.id}`] : [];
  });
  expect(found, `English text on ${route} in ${code}`).toEqual([]);
}

/** The side navigation, found by its name in the language shown. */
function sideNav(page: Page, code = 'en') {
  return page.getByRole('navigation', { name: catalogue(code)['Nav.label'], exact: true });
}

/** Picks a language by its English name in the side navigation's language list. */
async function chooseLanguage(page: Page, from: string, englishName: string, to: string) {
  // The picker is the navigation's only disclosure button.
  const toggle = sideNav(page, from).locator('button[aria-expanded]');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await sideNav(page, from).getByRole('button', { name: englishName, exact: true }).click();
  // The navigation is renamed in the new language; its menu has closed.
  await expect(sideNav(page, to).locator('button[aria-expanded]')).toHaveAttribute('aria-expanded', 'false');
}

for (const { code, englishName } of [
  { code: 'ja', englishName: 'Japanese' },
  { code: 'ar', englishName: 'Arabic' },
  { code: 'de', englishName: 'German' },
]) {
  test(`in ${englishName} every route shows no English and the choice survives a reload`, async ({ page }) => {
    test.setTimeout(120_000);
    const messages = catalogue(code);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await chooseLanguage(page, 'en', englishName, code);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(sideNav(page, code).getByRole('link', { name: messages['Nav.pricing'], exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(code);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(sideNav(page, code).getByRole('link', { name: messages['Nav.pricing'], exact: true })).toBeVisible();

    for (const route of visitorRoutes) {
      await page.goto(route);
      await expectNoEnglish(page, code, route);
    }
    await signInAs(page, 'admin');
    for (const route of signedInRoutes) {
      await page.goto(route);
      await expect(page).toHaveURL((url) => url.pathname === route);
      await expectNoEnglish(page, code, route);
    }
  });
}

test('Arabic lays the page out right to left, the navigation on the right', async ({ page }) => {
  await page.goto('/');
  // Polled: the HTML's first screen (api/webApp/appShell.ts) shows a navigation that the app then
  // replaces with its own, and a box asked for in between is null.
  await expect.poll(async () => (await sideNav(page).boundingBox())?.x).toBeLessThan(10);

  await chooseLanguage(page, 'en', 'Arabic', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const viewport = page.viewportSize()!;
  await expect
    .poll(async () => {
      const box = (await sideNav(page, 'ar').boundingBox())!;
      return Math.round(box.x + box.width);
    })
    .toBe(viewport.width);
  const navBox = (await sideNav(page, 'ar').boundingBox())!;
  const mainBox = (await page.locator('main').boundingBox())!;
  expect(mainBox.x + mainBox.width).toBeLessThanOrEqual(navBox.x + 1);

  // The icon of the Login entry points along the reading direction, so it is mirrored.
  const loginIcon = page.locator('nav a[href="/auth"] svg');
  await expect(loginIcon).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');

  await chooseLanguage(page, 'ar', 'German', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(loginIcon).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
});

test.describe('a browser set to Brazilian Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test('starts in Portuguese', async ({ page }) => {
    const pt = catalogue('pt');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(sideNav(page, 'pt').getByRole('link', { name: pt['Nav.pricing'], exact: true })).toBeVisible();
    await expectNoEnglish(page, 'pt', '/');
  });

  test('still starts in the language stored earlier', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'de'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(sideNav(page, 'de').getByRole('link', { name: catalogue('de')['Nav.pricing'], exact: true })).toBeVisible();
  });
});
