// The admin user operations (issue 7; spec sections 2, 3, 6, 7, 9; SECURITY.md check 5): the
// searchable, paged user list, one user's details, token adjustments through the ledger, bans that
// end sessions at once, and the last-administrator rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { ACCOUNT_TEST_ENV, fromFreshAddress, graphqlResponse, LOGIN, signUp, viewerWith } from '../../helpers/accounts';
import { createUser, sessionCookieFor } from '../../helpers/sessions';

let app: TestApp;
let chief: { id: number; cookie: string };

beforeAll(async () => {
  app = await createTestApp(ACCOUNT_TEST_ENV);
  const user = await createUser(app, 'chief', { isAdmin: true, email: 'chief@admin.example' });
  chief = { id: user.id, cookie: await sessionCookieFor(app, user.id) };
});
afterAll(async () => app?.close());

const gid = (id: number) => encodeGlobalID('User', id);

const ADJUST = `mutation Adjust($input: AdjustTokensInput!) {
  adjustTokens(input: $input) {
    __typename
    ... on AdjustTokensPayload { user { id tokens } ledgerEntryEdge { node { id delta balanceAfter reason note adjustedBy } } }
    ... on UserError { message messageId }
    ... on ValidationError { fieldErrors { field message } }
    ... on BalanceBelowZeroError { balance }
  }
}`;
const SET_STATUS = `mutation SetStatus($input: SetUserStatusInput!) {
  setUserStatus(input: $input) { __typename ... on SetUserStatusPayload { user { id status } } ... on UserError { message messageId } }
}`;
const SET_ADMIN = `mutation SetAdmin($input: SetUserAdminInput!) {
  setUserAdmin(input: $input) { __typename ... on SetUserAdminPayload { user { id isAdmin } } ... on UserError { message messageId } }
}`;

async function adminGet(path: string) {
  const response = await app.request(path, { headers: { cookie: chief.cookie } });
  return { status: response.status, body: (await response.json()) as any };
}

describe('GET /api/admin/users: list, search, pages', () => {
  beforeAll(async () => {
    // 24 more users: chief (id 1) + 24 = 25 accounts, 3 pages of 10.
    for (let n = 1; n <= 24; n += 1) {
      await createUser(app, `member${String(n).padStart(2, '0')}`, { email: n % 2 ? `member${n}@odd.example` : `m${n}@Even.Example` });
    }
    await app.deps.prisma.user.update({ where: { username: 'member03' }, data: { email: null } });
  });

  it('gives the spec shape: users (id, username, email, status, isAdmin, tokens) and pagination with totalPages', async () => {
    const { status, body } = await adminGet('/api/admin/users?page=1&limit=10&search=');
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 25, totalPages: 3 });
    expect(body.users).toHaveLength(10);
    expect(body.users[0]).toEqual({ id: chief.id, username: 'chief', email: 'chief@admin.example', status: 'active', isAdmin: true, tokens: 5 });
    expect(Object.keys(body.users[1]).sort()).toEqual(['email', 'id', 'isAdmin', 'status', 'tokens', 'username']);
    expect(body.users.find((user: { username: string }) => user.username === 'member03').email).toBeNull();
  });

  it('pages are 10 by default, the last one partial, a page past the end empty', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => adminGet(`/api/admin/users?page=${page}`)));
    expect(pages.map(({ body }) => body.users.length)).toEqual([10, 10, 5, 0]);
    const names = pages.flatMap(({ body }) => body.users.map((user: { username: string }) => user.username));
    expect(new Set(names).size).toBe(25);
    expect(pages[3]!.body.pagination).toEqual({ page: 4, limit: 10, total: 25, totalPages: 3 });
  });

  it('a missing or broken page or limit falls back to page 1 of 10', async () => {
    for (const query of ['', '?page=0', '?page=-2', '?page=abc&limit=zero', '?page=99999999999999']) {
      const { status, body } = await adminGet(`/api/admin/users${query}`);
      expect({ query, status, pagination: body.pagination }).toEqual({ query, status: 200, pagination: { page: 1, limit: 10, total: 25, totalPages: 3 } });
    }
  });

  it('search matches username or email, ignoring case, and paginates the matches', async () => {
    const byName = await adminGet('/api/admin/users?search=MEMBER1');
    // member10..member19 by name, and member01 by its email member1@odd.example.
    expect(byName.body.pagination).toMatchObject({ total: 11, totalPages: 2 });
    expect(byName.body.users.map((user: { username: string }) => user.username)).toEqual([
      'member01',
      'member10',
      'member11',
      'member12',
      'member13',
      'member14',
      'member15',
      'member16',
      'member17',
      'member18',
    ]);
    const byEmail = await adminGet('/api/admin/users?search=even.example&limit=5&page=2');
    expect(byEmail.body.pagination).toEqual({ page: 2, limit: 5, total: 12, totalPages: 3 });
    expect(byEmail.body.users.map((user: { username: string }) => user.username)).toEqual(['member12', 'member14', 'member16', 'member18', 'member20']);
    const none = await adminGet('/api/admin/users?search=nobody-has-this');
    expect(none.body).toEqual({ users: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
    // LIKE wildcards in the search are plain characters.
    for (const wildcard of ['%', '_', 'member_1', '\\']) {
      const { body } = await adminGet(`/api/admin/users?search=${encodeURIComponent(wildcard)}`);
      expect({ wildcard, total: body.pagination.total }).toEqual({ wildcard, total: 0 });
    }
    await createUser(app, 'under_score');
    const literal = await adminGet('/api/admin/users?search=r_s');
    expect(literal.body.users.map((user: { username: string }) => user.username)).toEqual(['under_score']);
    await app.deps.prisma.user.delete({ where: { username: 'under_score' } });
  });

  it('adminUsers over GraphQL gives the same page', async () => {
    const { body } = await app.graphql(
      '{ adminUsers(search: " odd.example ", page: 2, limit: 4) { search users { username email } pagination { totalPages total } } }',
      {},
      { cookie: chief.cookie },
    );
    expect(body.data.adminUsers.search).toBe('odd.example');
    expect(body.data.adminUsers.pagination).toEqual({ totalPages: 3, total: 11 });
    expect(body.data.adminUsers.users.map((user: { username: string }) => user.username)).toEqual(['member11', 'member13', 'member15', 'member17']);
  });
});

describe('adjustTokens: through the ledger, never below zero', () => {
  it('adds and removes tokens, each change a ledger row naming the admin and the reason', async () => {
    const target = await createUser(app, 'adjusted');
    const plus = await app.graphql(ADJUST, { input: { userId: gid(target.id), delta: 10, reason: ' Contest prize ' } }, { cookie: chief.cookie });
    expect(plus.body.data.adjustTokens).toMatchObject({
      __typename: 'AdjustTokensPayload',
      user: { tokens: 15 },
      ledgerEntryEdge: { node: { delta: 10, balanceAfter: 15, reason: 'admin_adjustment', note: 'Contest prize', adjustedBy: 'chief' } },
    });
    const minus = await app.graphql(ADJUST, { input: { userId: gid(target.id), delta: -15, reason: 'Abuse' } }, { cookie: chief.cookie });
    expect(minus.body.data.adjustTokens.user.tokens).toBe(0);

    const rows = await app.deps.prisma.tokenLedger.findMany({ where: { userId: target.id }, orderBy: { id: 'asc' } });
    expect(rows.map(({ delta, balanceAfter, reason }) => ({ delta, balanceAfter, reason }))).toEqual([
      { delta: 10, balanceAfter: 15, reason: 'admin_adjustment' },
      { delta: -15, balanceAfter: 0, reason: 'admin_adjustment' },
    ]);
    expect((await app.deps.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).tokens).toBe(0);
  });

  it('refuses to go below zero: typed error, balance and ledger unchanged', async () => {
    const target = await createUser(app, 'poor');
    const { body } = await app.graphql(ADJUST, { input: { userId: gid(target.id), delta: -6, reason: 'Too much' } }, { cookie: chief.cookie });
    expect(body.data.adjustTokens).toEqual({
      __typename: 'BalanceBelowZeroError',
      message: 'The balance cannot go below zero',
      messageId: 'AdminError.balanceBelowZero',
      balance: 5,
    });
    expect((await app.deps.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).tokens).toBe(5);
    expect(await app.deps.prisma.tokenLedger.count({ where: { userId: target.id } })).toBe(0);
  });

  it('concurrent removals never take the balance below zero', async () => {
    const target = await createUser(app, 'racer');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => app.graphql(ADJUST, { input: { userId: gid(target.id), delta: -2, reason: 'race' } }, { cookie: chief.cookie })),
    );
    const applied = results.filter(({ body }) => body.data.adjustTokens.__typename === 'AdjustTokensPayload');
    expect(applied).toHaveLength(2);
    expect((await app.deps.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).tokens).toBe(1);
    expect(await app.deps.prisma.tokenLedger.count({ where: { userId: target.id } })).toBe(2);
  });

  it('validates the delta and the reason; an unknown user is a typed error', async () => {
    const target = await createUser(app, 'validated');
    const cases = [
      [{ delta: 0, reason: 'zero' }, 'delta', 'Enter a whole number of tokens other than 0'],
      [{ delta: 1_000_001, reason: 'huge' }, 'delta', 'At most 1,000,000 tokens at a time'],
      [{ delta: 3, reason: '   ' }, 'reason', 'A reason is required'],
      [{ delta: 3, reason: 'r'.repeat(201) }, 'reason', 'The reason is too long (at most 200 characters)'],
    ] as const;
    for (const [change, field, message] of cases) {
      const { body } = await app.graphql(ADJUST, { input: { userId: gid(target.id), ...change } }, { cookie: chief.cookie });
      expect(body.data.adjustTokens).toMatchObject({ __typename: 'ValidationError', message, fieldErrors: [{ field, message }] });
    }
    const ghost = await app.graphql(ADJUST, { input: { userId: gid(999999), delta: 1, reason: 'ghost' } }, { cookie: chief.cookie });
    expect(ghost.body.data.adjustTokens).toMatchObject({ __typename: 'UserNotFoundError', message: 'User not found' });
    const wrongType = await app.graphql(ADJUST, { input: { userId: encodeGlobalID('Meme', target.id), delta: 1, reason: 'x' } }, { cookie: chief.cookie });
    expect(wrongType.body.data.adjustTokens.__typename).toBe('UserNotFoundError');
    expect(await app.deps.prisma.tokenLedger.count({ where: { userId: target.id } })).toBe(0);
  });

  it("the user's open tabs hear the new balance", async () => {
    const target = await createUser(app, 'listener');
    const iterator = app.deps.pubsub.subscribe('tokenBalanceChanged', target.id)[Symbol.asyncIterator]();
    const next = iterator.next();
    await app.graphql(ADJUST, { input: { userId: gid(target.id), delta: 7, reason: 'Gift' } }, { cookie: chief.cookie });
    expect((await next).value).toEqual({ balance: 12 });
    await iterator.return?.();
  });
});

describe('adminUser(id): details with ledger, meme and purchase counts', () => {
  it('shows the profile, counts and the ledger newest first', async () => {
    const target = await createUser(app, 'detailed', { email: 'detailed@example.com' });
    const pack = await app.deps.prisma.tokenPack.findFirstOrThrow();
    await app.deps.prisma.meme.create({ data: { userId: target.id, originalText: 'a', uwuText: 'a', templateId: 'drake', captions: [] } });
    await app.deps.prisma.meme.create({ data: { userId: target.id, originalText: 'b', uwuText: 'b', templateId: 'drake', captions: [] } });
    await app.deps.prisma.userTokenPurchase.create({
      data: { userId: target.id, packId: pack.id, amount: pack.price, tokenCount: pack.tokenCount, status: 'completed' },
    });
    await app.graphql(ADJUST, { input: { userId: gid(target.id), delta: 3, reason: 'first' } }, { cookie: chief.cookie });
    await app.graphql(ADJUST, { input: { userId: gid(target.id), delta: -1, reason: 'second' } }, { cookie: chief.cookie });

    const { body } = await app.graphql(
      `query ($id: ID!) { adminUser(id: $id) { databaseId username email status isAdmin tokens memeCount purchaseCount ledger(first: 10) { edges { node { delta balanceAfter note } } } } }`,
      { id: gid(target.id) },
      { cookie: chief.cookie },
    );
    expect(body.data.adminUser).toEqual({
      databaseId: target.id,
      username: 'detailed',
      email: 'detailed@example.com',
      status: 'active',
      isAdmin: false,
      tokens: 7,
      memeCount: 2,
      purchaseCount: 1,
      ledger: { edges: [{ node: { delta: -1, balanceAfter: 7, note: 'second' } }, { node: { delta: 3, balanceAfter: 8, note: 'first' } }] },
    });
  });

  it('is null for an unknown, foreign or malformed id', async () => {
    for (const id of [gid(999999), encodeGlobalID('Meme', 1), 'nonsense']) {
      const { body } = await app.graphql('query ($id: ID!) { adminUser(id: $id) { id } }', { id }, { cookie: chief.cookie });
      expect(body).toEqual({ data: { adminUser: null } });
    }
  });
});

describe('setUserStatus: a ban ends sessions at once', () => {
  it("a banned user's copied cookie is refused at once, unbanning does not revive it, and login says banned", async () => {
    const { user, cookie, password } = await signUp(app, 'troll', 'troll-password');
    const copy = cookie;
    expect(await viewerWith(app, copy)).toMatchObject({ username: 'troll' });

    const banned = await app.graphql(SET_STATUS, { input: { userId: user.id, status: 'BANNED' } }, { cookie: chief.cookie });
    expect(banned.body.data.setUserStatus).toEqual({ __typename: 'SetUserStatusPayload', user: { id: user.id, status: 'banned' } });
    expect(await viewerWith(app, copy)).toBeNull();
    expect((await app.request('/api/user', { headers: { cookie: copy } })).status).toBe(401);
    const login = await app.request('/api/login', {
      method: 'POST',
      headers: fromFreshAddress({ 'content-type': 'application/json' }),
      body: JSON.stringify({ username: 'troll', password }),
    });
    expect(login.status).toBe(403);
    expect(await login.json()).toEqual({ error: 'Your account has been banned' });

    const unbanned = await app.graphql(SET_STATUS, { input: { userId: user.id, status: 'ACTIVE' } }, { cookie: chief.cookie });
    expect(unbanned.body.data.setUserStatus.user.status).toBe('active');
    expect(await viewerWith(app, copy)).toBeNull();
    const again = await graphqlResponse(app, LOGIN, { input: { username: 'troll', password } }, fromFreshAddress());
    expect(again.body.data.login.__typename).toBe('LoginSuccess');
    expect(await viewerWith(app, again.cookie)).toMatchObject({ username: 'troll' });
  });

  it('an administrator cannot ban themselves; an unknown user is a typed error', async () => {
    const self = await app.graphql(SET_STATUS, { input: { userId: gid(chief.id), status: 'BANNED' } }, { cookie: chief.cookie });
    expect(self.body.data.setUserStatus).toEqual({
      __typename: 'CannotBanSelfError',
      message: 'You cannot ban your own account',
      messageId: 'AdminError.cannotBanSelf',
    });
    expect(await viewerWith(app, chief.cookie)).toMatchObject({ username: 'chief' });
    const ghost = await app.graphql(SET_STATUS, { input: { userId: gid(999999), status: 'BANNED' } }, { cookie: chief.cookie });
    expect(ghost.body.data.setUserStatus.__typename).toBe('UserNotFoundError');
  });
});

describe('setUserAdmin: grant, revoke, and the last administrator', () => {
  it('grants rights that take effect on the next request, and revokes them the same way', async () => {
    const deputy = await createUser(app, 'deputy');
    const deputyCookie = await sessionCookieFor(app, deputy.id);
    const before = await app.request('/api/admin/users', { headers: { cookie: deputyCookie } });
    expect(before.status).toBe(403);
    const granted = await app.graphql(SET_ADMIN, { input: { userId: gid(deputy.id), isAdmin: true } }, { cookie: chief.cookie });
    expect(granted.body.data.setUserAdmin).toEqual({ __typename: 'SetUserAdminPayload', user: { id: gid(deputy.id), isAdmin: true } });
    expect((await app.request('/api/admin/users', { headers: { cookie: deputyCookie } })).status).toBe(200);
    await app.graphql(SET_ADMIN, { input: { userId: gid(deputy.id), isAdmin: false } }, { cookie: chief.cookie });
    expect((await app.request('/api/admin/users', { headers: { cookie: deputyCookie } })).status).toBe(403);
  });

  // Its own app: here the administrators are only the ones each step makes.
  let lone: TestApp;
  beforeAll(async () => {
    lone = await createTestApp();
  });
  afterAll(async () => lone?.close());

  it('the last active administrator cannot remove their own rights; with another one they can', async () => {
    const only = await lone.deps.prisma.user.create({ data: { username: 'only', password: 'x', isAdmin: true } });
    const onlyCookie = await sessionCookieFor(lone, only.id);
    const refused = await lone.graphql(SET_ADMIN, { input: { userId: gid(only.id), isAdmin: false } }, { cookie: onlyCookie });
    expect(refused.body.data.setUserAdmin).toEqual({
      __typename: 'LastAdminError',
      message: 'You are the last administrator: make someone else an administrator first',
      messageId: 'AdminError.lastAdmin',
    });
    expect((await lone.deps.prisma.user.findUniqueOrThrow({ where: { id: only.id } })).isAdmin).toBe(true);

    // A banned administrator does not count: they cannot sign in to administer anything.
    const banned = await lone.deps.prisma.user.create({ data: { username: 'bannedadmin', password: 'x', isAdmin: true, status: 'banned' } });
    const stillRefused = await lone.graphql(SET_ADMIN, { input: { userId: gid(only.id), isAdmin: false } }, { cookie: onlyCookie });
    expect(stillRefused.body.data.setUserAdmin.__typename).toBe('LastAdminError');

    await lone.deps.prisma.user.update({ where: { id: banned.id }, data: { status: 'active' } });
    const allowed = await lone.graphql(SET_ADMIN, { input: { userId: gid(only.id), isAdmin: false } }, { cookie: onlyCookie });
    expect(allowed.body.data.setUserAdmin).toEqual({ __typename: 'SetUserAdminPayload', user: { id: gid(only.id), isAdmin: false } });
    // Their next request is a plain user's.
    expect((await lone.request('/api/admin/users', { headers: { cookie: onlyCookie } })).status).toBe(403);
  });

  it('two administrators revoking themselves at the same moment leave one administrator', async () => {
    await lone.deps.prisma.user.updateMany({ data: { isAdmin: false } });
    const a = await lone.deps.prisma.user.create({ data: { username: 'a-admin', password: 'x', isAdmin: true } });
    const b = await lone.deps.prisma.user.create({ data: { username: 'b-admin', password: 'x', isAdmin: true } });
    const [cookieA, cookieB] = [await sessionCookieFor(lone, a.id), await sessionCookieFor(lone, b.id)];
    const results = await Promise.all([
      lone.graphql(SET_ADMIN, { input: { userId: gid(a.id), isAdmin: false } }, { cookie: cookieA }),
      lone.graphql(SET_ADMIN, { input: { userId: gid(b.id), isAdmin: false } }, { cookie: cookieB }),
    ]);
    expect(results.map(({ body }) => body.data.setUserAdmin.__typename).sort()).toEqual(['LastAdminError', 'SetUserAdminPayload']);
    expect(await lone.deps.prisma.user.count({ where: { isAdmin: true } })).toBe(1);
  });
});
