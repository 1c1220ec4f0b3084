import { describe, expect, it } from 'vitest';
import { appOfThisFile } from '../../helpers/testApp';
import { createUser, sessionCookieFor } from '../../helpers/sessions';

const app = await appOfThisFile();

describe('/graphql', () => {
  it('answers { __typename } with Query', async () => {
    const { status, body } = await app.graphql('{ __typename }');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { __typename: 'Query' } });
  });

  it("answers a browser's GET with the GraphiQL page, here unbuilt: 503 saying how to build it", async () => {
    // The built page and its files: tests/api/graphql/graphiqlPage.test.ts and tests/e2e/graphiql.spec.ts.
    const response = await app.request('/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build:graphiql');
  });

  it('reports how the server is configured: offline captions, simulated payments, no popup', async () => {
    const { body } = await app.graphql('{ appInfo { captionEngine paymentsMode stripePublishableKey firebase { projectId } } }');
    expect(body.data).toEqual({ appInfo: { captionEngine: 'OFFLINE', paymentsMode: 'SIMULATED', stripePublishableKey: null, firebase: null } });
  });

  it('answers viewer with null for a visitor', async () => {
    const { body } = await app.graphql('{ viewer { username } }');
    expect(body).toEqual({ data: { viewer: null } });
  });

  it('refuses a JSON array of operations (no batching)', async () => {
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).not.toContain('"__typename":"Query"');
  });

  it('refuses a text/plain POST carrying a cookie (CSRF)', async () => {
    const user = await createUser(app, 'csrf_victim');
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: await sessionCookieFor(app, user.id) },
      body: JSON.stringify({ query: '{ viewer { email } }' }),
    });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('csrf_victim@example.com');
  });

  it('refuses a GET query without the CSRF header, and accepts it with the header', async () => {
    const url = `/graphql?query=${encodeURIComponent('{ __typename }')}`;
    expect((await app.request(url, { headers: { accept: 'application/json' } })).status).toBe(403);
    const allowed = await app.request(url, { headers: { accept: 'application/json', 'x-graphql-yoga-csrf': '1' } });
    expect(await allowed.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('GraphQL limits (refused before any resolver runs)', () => {
  const refusedWith = async (query: string) => {
    const { body } = await app.graphql(query);
    expect(body.data ?? null).toBeNull();
    return body.errors!.map((error) => error.message).join(' | ');
  };

  it('refuses more than 15 aliases', async () => {
    const aliases = (count: number) => Array.from({ length: count }, (_, index) => `a${index}: viewer { id }`).join(' ');
    expect(await refusedWith(`{ ${aliases(16)} }`)).toMatch(/alias/i);
    expect((await app.graphql(`{ ${aliases(15)} }`)).body).toMatchObject({ data: { a14: null } });
  });

  it('refuses a query deeper than 10', async () => {
    expect(await refusedWith(typeChain(11))).toMatch(/depth/i);
    expect((await app.graphql(typeChain(9))).body.errors).toBeUndefined();
  });

  it('refuses more than 2000 tokens', async () => {
    // `aN:__typename` is 3 tokens; __typename aliases are exempt from the alias limit.
    const fields = (count: number) => Array.from({ length: count }, (_, index) => `a${index}:__typename`).join(' ');
    expect(await refusedWith(`{ ${fields(700)} }`)).toMatch(/token/i);
    expect((await app.graphql(`{ ${fields(600)} }`)).body.data?.a599).toBe('Query');
  });

  it('refuses a document longer than 15000 characters', async () => {
    const { status, body } = await app.graphql(`{ __typename ${' '.repeat(15001)} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/too long/);
  });

  it('lets the introspection query through (GraphiQL, codegen)', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const { body } = await app.graphql(getIntrospectionQuery());
    expect(body.errors).toBeUndefined();
    expect(body.data.__schema.queryType.name).toBe('Query');
    const everything = {
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    };
    expect((await app.graphql(getIntrospectionQuery(everything))).body.errors).toBeUndefined();
  });

  it('applies a depth limit to introspection too', async () => {
    let chain = 'name';
    for (let level = 0; level < 40; level += 1) chain = `ofType { ${chain} }`;
    expect(await refusedWith(`{ __schema { types { ${chain} } } }`)).toMatch(/depth limit of 25/);
  });

  it('counts a page size passed as a variable like a literal one', async () => {
    const pages = (first: string) =>
      Array.from({ length: 15 }, (_, index) => `t${index}: templates(first: ${first}) { edges { node { id name url tags } } }`).join(' ');
    expect(await refusedWith(`{ ${pages('100')} }`)).toMatch(/cost limit/i);
    const variable = `query ($n: Int) { ${pages('$n')} }`;
    const { status, body } = await app.graphql(variable, { n: 100 });
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/cost limit of 5000 exceeded/), extensions: { code: 'QUERY_TOO_COSTLY' } });
    expect(await refusedWith(`query ($n: Int = 100) { ${pages('$n')} }`)).toMatch(/cost limit/i);
    // The same document with small pages runs (the refusal above was not cached for the document).
    expect((await app.graphql(variable, { n: 2 })).body.data?.t14.edges).toHaveLength(2);
  });
});

/** `{ __type { ofType { ... name } } }`: a selection `depth` levels deep (only __schema is exempt). */
function typeChain(depth: number): string {
  let inner = 'name';
  for (let level = 2; level < depth; level += 1) inner = `ofType { ${inner} }`;
  return `{ __type(name: "User") { ${inner} } }`;
}

describe('node(id:)', () => {
  it('resolves a user by global id, and gives null for unknown or malformed ids without an error', async () => {
    const { encodeGlobalID } = await import('@pothos/plugin-relay');
    const user = await createUser(app, 'noded');
    const ids = [encodeGlobalID('User', user.id), encodeGlobalID('User', 999999), '1', 'eA==', encodeGlobalID('Nope', 1)];
    for (const [index, id] of ids.entries()) {
      const { body } = await app.graphql('query ($id: ID!) { node(id: $id) { ... on User { username } } }', { id });
      expect(body.errors).toBeUndefined();
      expect(body.data.node).toEqual(index === 0 ? { username: 'noded' } : null);
    }
    const { body } = await app.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on User { username } } }', { ids });
    expect(body).toEqual({ data: { nodes: [{ username: 'noded' }, null, null, null, null] } });
  });

  it('takes at most 100 ids in nodes(ids:)', async () => {
    const { encodeGlobalID } = await import('@pothos/plugin-relay');
    const ids = (count: number) => Array.from({ length: count }, (_, index) => encodeGlobalID('User', index + 1));
    const query = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    const refused = await app.graphql(query, { ids: ids(101) });
    expect(refused.body.data ?? null).toBeNull();
    expect(refused.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/at most 100 ids/), extensions: { code: 'BAD_USER_INPUT' } });
    expect((await app.graphql(query, { ids: ids(100) })).body.data?.nodes).toHaveLength(100);
    // 9,000 ids are refused by the cost limit before any id is decoded.
    expect((await app.graphql(query, { ids: ids(9000) })).body.errors?.[0]?.message).toMatch(/cost limit/i);
  });
});
