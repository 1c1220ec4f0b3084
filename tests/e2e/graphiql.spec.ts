// The GraphQL playground at /graphql (issue 29): every click on an example tab shows that tab's
// operation and Run sends that operation, in whatever order and however early the tabs are
// clicked; and a first visit downloads at most 1 MB compressed, all of it content-hashed files
// cached for a year, from this site only.
import { GRAPHIQL_EXAMPLE_TABS } from '../../api/graphql/graphiqlPage';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The editor (Monaco) takes a few seconds to load, many more on a busy machine; each test opens it afresh.
test.describe.configure({ timeout: 180_000 });
const editorExpect = expect.configure({ timeout: 60_000 });

/** A tab's title (its operation's name, as GraphiQL shows it) and the first line of its query. */
const TABS = GRAPHIQL_EXAMPLE_TABS.map((tab) => ({
  title: /^(?:query|mutation|subscription) (\w+)/m.exec(tab.query)![1]!,
  firstLine: tab.query.split('\n')[0]!,
}));

/** The first line the query editor shows (Monaco draws spaces as no-break spaces). */
const editorFirstLine = (page: Page) => page.locator('.graphiql-query-editor .view-line').first();

test('each example tab, clicked in any order from the moment it shows, puts its own operation in the editor', async ({ page }) => {
  await page.goto('/graphql');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(TABS.length);
  // The first clicks land while the editor is still loading; then every order, each tab several times.
  for (const index of [1, 2, 0, 3, 2, 1, 0, 2, 3, 1, 1, 0]) {
    const { title, firstLine } = TABS[index]!;
    await page.getByRole('button', { name: title, exact: true }).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await editorExpect(editorFirstLine(page)).toHaveText(firstLine.replace(/ /g, '\u00a0'));
  }
});

test('Run sends the operation of the tab that was clicked, and its answer shows', async ({ page }) => {
  await page.goto('/graphql');
  // What each query and mutation answers a visitor: the operation's own field or error.
  const answers: Record<string, RegExp> = {
    SearchTemplates: /"templates"/,
    GenerateMemes: /"generateMemes"|sign in/i,
    MyMemes: /"viewer":\s*null/,
  };
  for (const title of ['GenerateMemes', 'SearchTemplates', 'MyMemes', 'SearchTemplates', 'GenerateMemes']) {
    await page.getByRole('button', { name: title, exact: true }).click();
    await editorExpect(editorFirstLine(page)).toHaveText(TABS.find((tab) => tab.title === title)!.firstLine.replace(/ /g, '\u00a0'));
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/graphql') && !request.postData()?.includes('IntrospectionQuery'),
    );
    await page.getByRole('button', { name: /^Execute query/ }).click();
    expect((await sent).postDataJSON()).toMatchObject({ operationName: title });
    await editorExpect(page.locator('.graphiql-response .view-lines')).toContainText(answers[title]!);
  }
});

/** The budget of a first visit: the page, its scripts, styles, fonts and workers, as sent (compressed). */
const FIRST_VISIT_BUDGET_BYTES = 1_000_000;

test('a first visit downloads at most 1 MB compressed, in content-hashed files cached for a year', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files: { url: string; bytes: number; cacheControl: string; encoding: string }[] = [];
  const pending: Promise<void>[] = [];
  // Context-wide, so the editor's workers count too. API answers (the schema GraphiQL asks for) are data, not the page.
  context.on('response', (response) => {
    if (response.request().method() !== 'GET') return;
    pending.push(
      response.allHeaders().then((headers) => {
        files.push({
          url: response.url(),
          bytes: Number(headers['content-length']),
          cacheControl: headers['cache-control'] ?? '',
          encoding: headers['content-encoding'] ?? '',
        });
      }),
    );
  });
  await page.goto('/graphql');
  await editorExpect(editorFirstLine(page)).toHaveText(TABS[0]!.firstLine.replace(/ /g, '\u00a0'));
  // Everything the page loads on its own: the editor's worker, then nothing new for a while.
  await editorExpect.poll(() => files.some((file) => /\/graphiql\/assets\/editorWorker-/.test(file.url))).toBe(true);
  let seen = -1;
  while (seen !== files.length + pending.length) {
    seen = files.length + pending.length;
    await page.waitForTimeout(2_000);
  }
  await Promise.all(pending);
  await context.close();

  const origin = new URL(baseURL!).origin;
  for (const file of files) {
    expect(new URL(file.url).origin, file.url).toBe(origin);
    expect(file.bytes, `${file.url} has a content-length`).toBeGreaterThan(0);
    if (new URL(file.url).pathname.startsWith('/graphiql/')) {
      expect(file.url).toMatch(/\/graphiql\/assets\/[\w.-]+-[\w-]{8}\.\w+$/);
      expect(file.cacheControl).toBe('public, max-age=31536000, immutable');
    }
  }
  // Scripts and styles go compressed (all but the tiny ones); the editor's worker is among them.
  for (const file of files.filter((each) => /\.(js|css)$/.test(each.url) && each.bytes > 1024)) expect(file.encoding, file.url).toBe('br');
  expect(files.some((file) => /\/graphiql\/assets\/editorWorker-/.test(file.url))).toBe(true);
  // The editor starts its worker three times (plain text, JSON, GraphQL) from one URL: one download,
  // the browser takes the others from its cache.
  const bytesByUrl = new Map(files.map((file) => [file.url, file.bytes]));
  const total = [...bytesByUrl.values()].reduce((sum, bytes) => sum + bytes, 0);
  console.log(`first visit to /graphql: ${bytesByUrl.size} files, ${total} bytes compressed`);
  for (const [url, bytes] of bytesByUrl) console.log(`${String(bytes).padStart(8)} ${new URL(url).pathname}`);
  expect(total).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES);
});
