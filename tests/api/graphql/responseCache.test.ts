// The response cache of public reads (api/graphql/responseCache.ts): a page's repeated query for
// the catalogue and the viewer's balance is answered from memory, yet what a client sees stays
// right: a new balance at once, on every instance; nobody's viewer for a banned or signed-out
// session; each user their own viewer; fields off the allowlist always fresh; the session's idle
// refresh still sent.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../api/app';
import { nowSeconds } from '../../../api/auth/session';
import { createLogger } from '../../../api/platform/log';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/testApp';
import { createUser, sessionCookieFor } from '../../helpers/sessions';

// Every entry, not one card per meme: 'cat' matches more than a page of templates.
const PAGE =
  'query Page($search: String) { templates(search: $search, first: 20, foldLayouts: false) { totalCount edges { node { id slug name url } } } viewer { id tokens } }';
const ADJUST = 'mutation Adjust($input: AdjustTokensInput!) { adjustTokens(input: $input) { __typename } }';
const BAN = 'mutation Ban($input: SetUserStatusInput!) { setUserStatus(input: $input) { __typename } }';
const LOGOUT = 'mutation { logout { success } }';

let app: TestApp;
let adminCookie: string;
let userCount = 0;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await createUser(app, 'cache_admin', { isAdmin: true });
  adminCookie = await sessionCookieFor(app, admin.id);
});
afterAll(() => app.close());

async function signedInUser(on: TestApp = app) {
  userCount += 1;
  const user = await createUser(on, `cache_user_${userCount}`);
  return { id: user.id, gid: encodeGlobalID('User', user.id), cookie: await sessionCookieFor(on, user.id) };
}

async function page(cookie: string, on: Pick<TestApp, 'graphql'> = app) {
  const { status, body } = await on.graphql(PAGE, { search: 'cat' }, { cookie });
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data as { templates: { totalCount: number; edges: unknown[] }; viewer: { id: string; tokens: number } | null };
}

async function adjust(userGid: string, delta: number) {
  const { body } = await app.graphql(ADJUST, { input: { userId: userGid, delta, reason: 'cache test' } }, { cookie: adminCookie });
  expect(body.data.adjustTokens.__typename).toBe('AdjustTokensPayload');
}

describe('the response cache of public reads', () => {
  it('answers a repeated page query the same way, with the full catalogue page', async () => {
    const user = await signedInUser();
    const first = await page(user.cookie);
    expect(first.templates.edges).toHaveLength(20);
    expect(await page(user.cookie)).toEqual(first);
  });

  it('shows the new balance at once after it changes', async () => {
    const user = await signedInUser();
    const before = (await page(user.cookie)).viewer!.tokens;
    await page(user.cookie);
    await adjust(user.gid, 7);
    expect((await page(user.cookie)).viewer!.tokens).toBe(before + 7);
    await adjust(user.gid, -3);
    expect((await page(user.cookie)).viewer!.tokens).toBe(before + 4);
  });

  it('gives each user their own viewer, and visitors none', async () => {
    const [one, two] = [await signedInUser(), await signedInUser()];
    await adjust(two.gid, 11);
    const [first, second, visitor] = [await page(one.cookie), await page(two.cookie), await page('')];
    expect(first.viewer!.id).toBe(one.gid);
    expect(second.viewer).toEqual({ id: two.gid, tokens: first.viewer!.tokens + 11 });
    expect(visitor.viewer).toBeNull();
    expect((await page(one.cookie)).viewer!.id).toBe(one.gid);
  });

  it('gives a banned user no viewer even though their page was answered before', async () => {
    const user = await signedInUser();
    expect((await page(user.cookie)).viewer!.id).toBe(user.gid);
    const { body } = await app.graphql(BAN, { input: { userId: user.gid, status: 'BANNED' } }, { cookie: adminCookie });
    expect(body.data.setUserStatus.__typename).toBe('SetUserStatusPayload');
    expect((await page(user.cookie)).viewer).toBeNull();
  });

  it('gives a signed-out session no viewer even though its page was answered before', async () => {
    const user = await signedInUser();
    expect((await page(user.cookie)).viewer!.id).toBe(user.gid);
    const { body } = await app.graphql(LOGOUT, {}, { cookie: user.cookie });
    expect(body.data.logout.success).toBe(true);
    expect((await page(user.cookie)).viewer).toBeNull();
  });

  it('answers fields off the allowlist fresh every time', async () => {
    const user = await signedInUser();
    const query = 'query Mine { viewer { id tokens email } }';
    const read = async () => (await app.graphql(query, {}, { cookie: user.cookie })).body.data.viewer.email as string;
    expect(await read()).toBe(`cache_user_${userCount}@example.com`);
    await app.deps.prisma.user.update({ where: { id: user.id }, data: { email: 'changed@example.com' } });
    expect(await read()).toBe('changed@example.com');
  });

  it('still moves the idle clock forward, and offers nothing for HTTP caches to keep, when the answer comes from the cache', async () => {
    const user = await signedInUser();
    // A session last seen an hour ago is refreshed by any request.
    const cookie = await sessionCookieFor(app, user.id, nowSeconds() - 3600);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: PAGE, variables: { search: 'cat' } }),
      });
      expect(((await response.json()) as { data: { viewer: { id: string } } }).data.viewer.id).toBe(user.gid);
      expect(response.headers.getSetCookie().some((value) => value.startsWith(`${cookie.split('=')[0]}=`))).toBe(true);
      // No validators that would invite a browser or proxy to keep a personal answer.
      expect([response.headers.get('etag'), response.headers.get('last-modified')]).toEqual([null, null]);
    }
  });
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('the response cache on two instances (PostgreSQL + Redis)', () => {
  it('shows the new balance on the other instance once the change is announced', async () => {
    // The same settings (database schema, Redis, session secret): what a second replica gets.
    const second = await buildApp(app.config, createLogger('silent'));
    const onSecond = {
      graphql: async (query: string, variables: Record<string, unknown>, headers: Record<string, string>) => {
        const response = await second.fetch(
          new Request(new URL('/graphql', TEST_ORIGIN), {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify({ query, variables }),
          }),
        );
        return { status: response.status, body: (await response.json()) as any };
      },
    } as Pick<TestApp, 'graphql'>;
    try {
      const user = await signedInUser();
      const before = (await page(user.cookie, onSecond)).viewer!.tokens;
      await page(user.cookie, onSecond);
      await adjust(user.gid, 5);
      // The change reaches the other instance through Redis, as a socket's balance update does.
      await expect.poll(async () => (await page(user.cookie, onSecond)).viewer!.tokens).toBe(before + 5);
    } finally {
      await second.stop();
    }
  });
});
