// The API's request limits (issue 15): per personal API token (API_TOKEN_RATE_LIMIT) and per
// client address for callers with neither a session nor a token (ANONYMOUS_API_RATE_LIMIT). Over
// the limit: 429 with Retry-After, in the route's own error shape; with Redis, every instance of a
// deployment counts one token's requests together.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newApiTokenSecret } from '../../../api/auth/apiTokenSecret';
import { signedInUser } from '../../helpers/generation';
import { ACCOUNT_TEST_ENV, freshAddress } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const CREATE_TOKEN = `mutation Create($name: String!) { createApiToken(input: { name: $name }) { __typename ... on CreateApiTokenSuccess { token } } }`;
const CREATE_TOKEN_WITH_ID = `mutation Create($name: String!) { createApiToken(input: { name: $name }) { ... on CreateApiTokenSuccess { token apiToken { id } } } }`;
const REVOKE_TOKEN = `mutation Revoke($id: ID!) { revokeApiToken(input: { id: $id }) { __typename } }`;
const VIEWER = '{ viewer { username } }';
const LIMIT = 3;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ...ACCOUNT_TEST_ENV, API_TOKEN_RATE_LIMIT: String(LIMIT), ANONYMOUS_API_RATE_LIMIT: String(LIMIT) });
});
afterAll(async () => app?.close());

async function newToken(target: TestApp, cookie: string): Promise<string> {
  const { body } = await target.graphql(CREATE_TOKEN, { name: 'limited script' }, { cookie });
  if (body.data?.createApiToken?.__typename !== 'CreateApiTokenSuccess') throw new Error(JSON.stringify(body));
  return body.data.createApiToken.token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Retry-After of a 429: a whole number of seconds within the one-minute window. */
function retryAfterOf(response: { headers: Headers }): number {
  const value = response.headers.get('retry-after') ?? '';
  expect(value).toMatch(/^\d+$/);
  const seconds = Number(value);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  return seconds;
}

/** POSTs a GraphQL query and returns the raw response with its parsed body. */
async function post(target: TestApp, query: string, headers: Record<string, string>) {
  const response = await target.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { response, body: (await response.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
}

describe('per API token', () => {
  it(`allows ${LIMIT} requests a minute, then answers 429 with Retry-After and a GraphQL error; another token of the user still works`, async () => {
    const { cookie, user } = await signedInUser(app);
    const first = await newToken(app, cookie);
    const second = await newToken(app, cookie);
    for (let count = 1; count <= LIMIT; count += 1) {
      const { response, body } = await post(app, VIEWER, bearer(first));
      expect(response.status).toBe(200);
      expect(body.data.viewer.username).toBe(user.username);
    }
    const { response, body } = await post(app, VIEWER, bearer(first));
    expect(response.status).toBe(429);
    const seconds = retryAfterOf(response);
    expect(body).toEqual({ errors: [{ message: `Too many requests. Try again in ${seconds} seconds.`, extensions: { code: 'RATE_LIMITED' } }] });
    // Counted per token, not per user.
    const other = await post(app, VIEWER, bearer(second));
    expect(other.response.status).toBe(200);
    expect(other.body.data.viewer.username).toBe(user.username);
    // The website session of the same user is not limited by its tokens.
    expect((await post(app, VIEWER, { cookie })).response.status).toBe(200);
  });

  it('on /api/* the 429 has the REST error shape {error}', async () => {
    const { cookie } = await signedInUser(app);
    const token = await newToken(app, cookie);
    for (let count = 1; count <= LIMIT; count += 1) expect((await app.request('/api/user', { headers: bearer(token) })).status).toBe(200);
    const refused = await app.request('/api/user', { headers: bearer(token) });
    expect(refused.status).toBe(429);
    const seconds = retryAfterOf(refused);
    expect(await refused.json()).toEqual({ error: `Too many requests. Try again in ${seconds} seconds.` });
  });
});

describe('per address, for callers with neither a session nor a token', () => {
  it(`allows ${LIMIT} requests a minute from one address, then 429; a signed-in session there and another address are not limited`, async () => {
    const address = freshAddress();
    for (let count = 1; count <= LIMIT; count += 1) {
      const { response, body } = await post(app, VIEWER, { 'x-forwarded-for': address });
      expect(response.status).toBe(200);
      expect(body.data.viewer).toBeNull();
    }
    const { response, body } = await post(app, VIEWER, { 'x-forwarded-for': address });
    expect(response.status).toBe(429);
    const seconds = retryAfterOf(response);
    expect(body).toEqual({ errors: [{ message: `Too many requests. Try again in ${seconds} seconds.`, extensions: { code: 'RATE_LIMITED' } }] });

    const { cookie, user } = await signedInUser(app);
    for (let count = 1; count <= LIMIT + 2; count += 1) {
      const signedIn = await post(app, VIEWER, { 'x-forwarded-for': address, cookie });
      expect(signedIn.response.status).toBe(200);
      expect(signedIn.body.data.viewer.username).toBe(user.username);
    }
    expect((await post(app, VIEWER, { 'x-forwarded-for': freshAddress() })).response.status).toBe(200);
  });

  it('on /api/* the 429 has the REST error shape {error}', async () => {
    const headers = { 'x-forwarded-for': freshAddress() };
    for (let count = 1; count <= LIMIT; count += 1) expect((await app.request('/api/token-packs', { headers })).status).toBe(200);
    const refused = await app.request('/api/token-packs', { headers });
    expect(refused.status).toBe(429);
    const seconds = retryAfterOf(refused);
    expect(await refused.json()).toEqual({ error: `Too many requests. Try again in ${seconds} seconds.` });
  });
});

describe('wrong tokens, per address', () => {
  it(`count against the anonymous limit: the ${LIMIT + 1}th is 429 with no token lookup; a valid token from there still works, uncharged`, async () => {
    const { cookie, user } = await signedInUser(app);
    const valid = await newToken(app, cookie);
    const address = freshAddress();
    // Used once before the flood, as a script polling from that address would have.
    expect((await post(app, VIEWER, { ...bearer(valid), 'x-forwarded-for': address })).response.status).toBe(200);
    const lookups = vi.spyOn(app.deps.prisma.apiToken, 'findUnique');
    try {
      // Random secrets with a valid checksum: each costs a lookup until the address is over. All
      // LIMIT are 401, so the valid token's request above spent nothing of the address.
      for (let count = 1; count <= LIMIT; count += 1) {
        const wrong = await post(app, VIEWER, { ...bearer(newApiTokenSecret()), 'x-forwarded-for': address });
        expect(wrong.response.status).toBe(401);
      }
      expect(lookups).toHaveBeenCalledTimes(LIMIT);
      for (const authorization of [`Bearer ${newApiTokenSecret()}`, 'Basic dXNlcjpwYXNz', 'Bearer mm_pat_typo']) {
        const { response, body } = await post(app, VIEWER, { authorization, 'x-forwarded-for': address });
        expect(response.status).toBe(429);
        const seconds = retryAfterOf(response);
        expect(body).toEqual({ errors: [{ message: `Too many requests. Try again in ${seconds} seconds.`, extensions: { code: 'RATE_LIMITED' } }] });
      }
      expect(lookups).toHaveBeenCalledTimes(LIMIT);
      // Over the address's limit, like an anonymous caller there.
      expect((await post(app, VIEWER, { 'x-forwarded-for': address })).response.status).toBe(429);

      // The valid token keeps its own limit (one of LIMIT spent above), not the address's.
      for (let count = 2; count <= LIMIT; count += 1) {
        const { response, body } = await post(app, VIEWER, { ...bearer(valid), 'x-forwarded-for': address });
        expect(response.status).toBe(200);
        expect(body.data.viewer.username).toBe(user.username);
      }
      expect((await post(app, VIEWER, { ...bearer(valid), 'x-forwarded-for': address })).response.status).toBe(429);
    } finally {
      lookups.mockRestore();
    }
  });

  it('a revoked token is a wrong one: it counts against its address', async () => {
    const { cookie } = await signedInUser(app);
    const address = freshAddress();
    const created = (await app.graphql(CREATE_TOKEN_WITH_ID, { name: 'soon revoked' }, { cookie })).body.data.createApiToken;
    const {
      token: revoked,
      apiToken: { id },
    } = created;
    expect((await post(app, VIEWER, { ...bearer(revoked), 'x-forwarded-for': address })).response.status).toBe(200);
    const revocation = await app.graphql(REVOKE_TOKEN, { id }, { cookie });
    expect(revocation.body.data.revokeApiToken.__typename).toBe('RevokeApiTokenSuccess');
    for (let count = 1; count <= LIMIT; count += 1)
      expect((await post(app, VIEWER, { ...bearer(revoked), 'x-forwarded-for': address })).response.status).toBe(401);
    const refused = await post(app, VIEWER, { ...bearer(revoked), 'x-forwarded-for': address });
    expect(refused.response.status).toBe(429);
    retryAfterOf(refused.response);
  });
});

describe('with Redis', () => {
  it.skipIf(!process.env.REDIS_URL)('two instances sharing one REDIS_KEY_PREFIX count one token together', async () => {
    const shared = { ...ACCOUNT_TEST_ENV, API_TOKEN_RATE_LIMIT: String(LIMIT), REDIS_KEY_PREFIX: `test-shared-${Date.now()}-${Math.random()}:` };
    const [first, second] = await Promise.all([createTestApp(shared), createTestApp(shared)]);
    try {
      const { cookie, user } = await signedInUser(first);
      const token = await newToken(first, cookie);
      // Each test app has its own database: the second instance gets the same user and token rows,
      // as instances of one deployment would see them in their shared database.
      const userRow = await first.deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      const tokenRow = await first.deps.prisma.apiToken.findFirstOrThrow({ where: { userId: user.id } });
      await second.deps.prisma.user.create({ data: userRow });
      await second.deps.prisma.apiToken.create({ data: tokenRow });

      // 2 requests on one instance, 1 on the other: the limit of 3 is spent...
      expect((await post(first, VIEWER, bearer(token))).response.status).toBe(200);
      expect((await post(second, VIEWER, bearer(token))).response.status).toBe(200);
      expect((await post(first, VIEWER, bearer(token))).response.status).toBe(200);
      // ...on both.
      const refusedThere = await post(second, VIEWER, bearer(token));
      expect(refusedThere.response.status).toBe(429);
      retryAfterOf(refusedThere.response);
      expect((await post(first, VIEWER, bearer(token))).response.status).toBe(429);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
