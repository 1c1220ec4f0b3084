// GraphiQL's page (SECURITY.md check 25): it cannot be framed, it runs no inline script and
// loads nothing from another site; its editor comes in content-hashed files cached for a year.
// It opens with example tabs that run against the real schema and tell how to send an API token.
// The server is given a small playground build of its own here (the real one is tested in
// Chromium by tests/e2e/graphiql.spec.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { coerceInputValue, getOperationAST, isNonNullType, parse, typeFromAST, validate, type GraphQLInputType, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../api/schema';
import { GRAPHIQL_OPTIONS_ELEMENT_ID } from '../../../core/graphiqlPage';
import { curlGenerate, curlSearch, PAGE_DOCUMENTS } from '../../../web/pages/developers/examples';
import { createTestApp, type TestApp } from '../../helpers/testApp';

/** A playground build as vite.graphiql.config.ts lays it out: the page and one hashed script. */
const SCRIPT = '/graphiql/assets/index-Ab12Cd34.js';
const SCRIPT_TEXT = `console.log(${JSON.stringify('GraphiQL '.repeat(400))});\n`;
const buildDir = mkdtempSync(join(tmpdir(), 'graphiql-build-'));
mkdirSync(join(buildDir, 'graphiql', 'assets'), { recursive: true });
writeFileSync(
  join(buildDir, 'graphiql', 'index.html'),
  `<!doctype html>\n<html lang="en">\n  <head>\n    <title>Meme Maker API</title>\n    <script type="module" crossorigin src="${SCRIPT}"></script>\n  </head>\n  <body><div id="graphiql"></div></body>\n</html>\n`,
);
writeFileSync(join(buildDir, 'graphiql', 'assets', 'index-Ab12Cd34.js'), SCRIPT_TEXT);

let app: TestApp;
let unbuilt: TestApp;
beforeAll(async () => {
  // The playground's build sits beside the web app's (WEB_DIST_DIR), which is not built here.
  [app, unbuilt] = await Promise.all([createTestApp({ WEB_DIST_DIR: join(buildDir, 'web') }), createTestApp()]);
}, 180_000);
afterAll(async () => {
  await app?.close();
  await unbuilt?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const page = (headers: Record<string, string> = {}, from = app) => from.request('/graphql', { headers: { accept: 'text/html', ...headers } });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('GET /graphql for a browser', () => {
  it('may not be framed, runs only scripts of this site and no inline script, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', '']) {
      const response = await page(encoding ? { 'accept-encoding': encoding } : {});
      expect(response.status).toBe(200);
      const policy = response.headers.get('content-security-policy')!;
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("worker-src 'self';");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      await response.arrayBuffer();
    }
  });

  it('is the built page with its hashed script, revalidated each visit, compressed with brotli or gzip when accepted', async () => {
    const plain = await page();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    const html = await bytesOf(plain);
    expect(html.toString()).toContain(`<script type="module" crossorigin src="${SCRIPT}"></script>`);
    expect(html.toString()).toContain('Meme Maker API');

    const br = await page({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = await bytesOf(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).equals(html)).toBe(true);

    const gzip = await page({ 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(gzip)).equals(html)).toBe(true);
  });

  it('answers 304 to a browser that already has it', async () => {
    const first = await page({ 'accept-encoding': 'br' });
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect((await bytesOf(again)).length).toBe(0);
  });

  it('serves the hashed files for a year, compressed; a name the build does not have is a 404', async () => {
    const script = await app.request(SCRIPT, { headers: { 'accept-encoding': 'br' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(await bytesOf(script)).toString()).toBe(SCRIPT_TEXT);
    expect((await app.request('/graphiql/assets/index-00000000.js')).status).toBe(404);
    // The page itself is only served at /graphql, with its tabs.
    expect((await app.request('/graphiql/index.html')).status).toBe(404);
  });

  it('says how to build the playground when it has not been built, and may not be framed either', async () => {
    const response = await page({}, unbuilt);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build:graphiql');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

type Tab = { query: string; variables?: string | null; headers?: string | null };

/** Why the variables do not fit the operation (none: they do). */
function variableProblems(operation: OperationDefinitionNode, variables: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const declared = new Set<string>();
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    declared.add(name);
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    if (!(name in variables)) {
      if (isNonNullType(type) && !definition.defaultValue) problems.push(`$${name} is required`);
      continue;
    }
    coerceInputValue(variables[name], type, (path, _value, error) => problems.push(`$${name}${path.map((p) => `.${p}`).join('')}: ${error.message}`));
  }
  for (const name of Object.keys(variables)) if (!declared.has(name)) problems.push(`$${name} is not declared`);
  return problems;
}

/** The options the served page hands to GraphiQL (web/graphiql/pageOptions.ts reads them back). */
function graphiqlOptionsIn(html: string): { defaultTabs?: Tab[] } {
  const element = new RegExp(`<script type="application/json" id="${GRAPHIQL_OPTIONS_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  expect(element).not.toBeNull();
  return JSON.parse(element![1]!) as { defaultTabs?: Tab[] };
}

describe('the example tabs GraphiQL opens with', () => {
  it('search templates, generate memes, list my memes and follow the balance, each valid against the schema with its variables', async () => {
    const html = await (await page()).text();
    const tabs = graphiqlOptionsIn(html).defaultTabs ?? [];
    const operations: string[] = [];
    for (const tab of tabs) {
      const document = parse(tab.query);
      expect(validate(schema, document).map((error) => error.message)).toEqual([]);
      const operation = getOperationAST(document) as OperationDefinitionNode;
      const variables = tab.variables ? (JSON.parse(tab.variables) as Record<string, unknown>) : {};
      expect(variableProblems(operation, variables)).toEqual([]);
      operations.push(`${operation.operation} ${operation.name?.value}`);
    }
    expect(operations).toEqual(['query SearchTemplates', 'mutation GenerateMemes', 'query MyMemes', 'subscription BalanceChanged']);
    // They run as they open: every input they need is a variable's default.
    expect(tabs[1]!.query).toContain('$templateId: ID = "drake-hotline-bling"');
  });

  it('search templates as it opens, with no token and no variables', async () => {
    const [search] = graphiqlOptionsIn(await (await page()).text()).defaultTabs ?? [];
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: search!.query }),
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as { data?: { templates: { edges: { node: { slug: string } }[] } }; errors?: unknown };
    expect(result.errors).toBeUndefined();
    expect(result.data!.templates.edges.map((edge) => edge.node.slug)).toContain('drake-hotline-bling');
  });

  it('each explain the Bearer header, where to get a token and the limits, and never end their script element early', async () => {
    const html = await (await page()).text();
    for (const tab of graphiqlOptionsIn(html).defaultTabs ?? []) {
      expect(tab.query).toContain('"Authorization": "Bearer mm_pat_');
      expect(tab.query).toContain('/profile/settings');
      expect(tab.query).toMatch(/120 requests per minute per token/);
      // No comment line wider than the editor pane of a laptop screen.
      for (const line of tab.query.split('\n').filter((text) => text.startsWith('#'))) expect(line.length).toBeLessThanOrEqual(54);
    }
    // `<` travels escaped (the element's text has none) and arrives as written.
    expect(graphiqlOptionsIn(html).defaultTabs?.[0]?.query).toContain('/media/render/<slug>.png');
    const subscription = graphiqlOptionsIn(html).defaultTabs?.at(-1)?.query ?? '';
    expect(subscription).toMatch(/connectionParams: \{\s*#\s*authorization: 'Bearer mm_pat_/);
  });
});

describe('the examples of the /developers page', () => {
  it('are valid against the schema, and its curl bodies are JSON that the API accepts as written', () => {
    for (const document of PAGE_DOCUMENTS) expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
    for (const curl of [curlSearch('https://example.test'), curlGenerate('https://example.test')]) {
      const body = JSON.parse(/-d '([^']+)'/.exec(curl)![1]!) as { query: string; variables: Record<string, unknown> };
      const operation = getOperationAST(parse(body.query)) as OperationDefinitionNode;
      expect(variableProblems(operation, body.variables)).toEqual([]);
    }
  });
});
