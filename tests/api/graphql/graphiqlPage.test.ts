// GraphiQL's page (SECURITY.md check 25): it cannot be framed, and it goes out compressed when the
// browser allows, revalidated by ETag, since the bundled editor is about 9 MB of HTML. It opens
// with example tabs that run against the real schema and tell how to send an API token.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { coerceInputValue, getOperationAST, isNonNullType, parse, typeFromAST, validate, type GraphQLInputType, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../api/schema';
import { curlGenerate, curlSearch, PAGE_DOCUMENTS } from '../../../web/pages/developers/examples';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const page = (headers: Record<string, string> = {}) => app.request('/graphql', { headers: { accept: 'text/html', ...headers } });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('GET /graphql for a browser', () => {
  it('may not be framed, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', '']) {
      const response = await page(encoding ? { 'accept-encoding': encoding } : {});
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      await response.arrayBuffer();
    }
  });

  it('is sent with brotli or gzip when accepted, at under a third of its size, the same page', async () => {
    const plain = await page();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const html = await bytesOf(plain);
    expect(html.toString()).toContain('Meme Maker API');

    const br = await page({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = await bytesOf(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brBytes.length * 3).toBeLessThan(html.length);
    expect(brotliDecompressSync(brBytes).equals(html)).toBe(true);

    const gzip = await page({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const gzipBytes = await bytesOf(gzip);
    expect(gzipBytes.length * 3).toBeLessThan(html.length);
    expect(gunzipSync(gzipBytes).equals(html)).toBe(true);
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

/** The options the served page hands to GraphiQL (the JSON after `renderYogaGraphiQL(root,`). */
function graphiqlOptionsIn(html: string): { defaultTabs?: Tab[] } {
  const start = html.lastIndexOf('YogaGraphiQL.renderYogaGraphiQL(');
  expect(start).toBeGreaterThan(0);
  const call = /querySelector\('#root'\),\s*(\{[\s\S]*\}),\s*\);\s*<\/script>/.exec(html.slice(start));
  expect(call).not.toBeNull();
  return JSON.parse(call![1]!) as { defaultTabs?: Tab[] };
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

  it('each explain the Bearer header, where to get a token and the limits, and never end the page script early', async () => {
    const html = await (await page()).text();
    for (const tab of graphiqlOptionsIn(html).defaultTabs ?? []) {
      expect(tab.query).toContain('"Authorization": "Bearer mm_pat_');
      expect(tab.query).toContain('/profile/settings');
      expect(tab.query).toMatch(/120 requests per minute per token/);
      expect(tab.query.toLowerCase()).not.toContain('</script');
      // No comment line wider than the editor pane of a laptop screen.
      for (const line of tab.query.split('\n').filter((text) => text.startsWith('#'))) expect(line.length).toBeLessThanOrEqual(54);
    }
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
