// SECURITY.md checks 1-5 and 8 for accounts: hashes, guessing, batching, cookies, copied cookies,
// mass assignment. (Checks 6 and 7 are in accessControl.test.ts.)
import { describe, expect, it } from 'vitest';
import { databaseId } from '../../../api/schema/globalIds';
import { THROTTLE_LIMITS } from '../../../api/auth/throttle';
import { appOfThisFile, createTestApp } from '../../helpers/testApp';
import {
  ACCOUNT_TEST_ENV,
  CHANGE_PASSWORD,
  freshAddress,
  fromFreshAddress,
  graphqlResponse,
  LOGIN,
  LOGOUT,
  postJson,
  REGISTER,
  sessionCookieOf,
  signUp,
  viewerWith,
} from '../../helpers/accounts';

const app = await appOfThisFile(ACCOUNT_TEST_ENV);

const loginFrom = (address: string, username: string, password: string) =>
  graphqlResponse(app, LOGIN, { input: { username, password } }, { 'x-forwarded-for': address });

describe('check 1: password hashes', () => {
  it('are argon2id with m=19456, t=2, p=1 for every way an account gets a password', async () => {
    const { cookie } = await signUp(app, 'hash_check', 'first-password');
    await graphqlResponse(app, CHANGE_PASSWORD, { input: { currentPassword: 'first-password', newPassword: 'second-password' } }, fromFreshAddress({ cookie }));
    const stored = await app.deps.prisma.user.findUniqueOrThrow({ where: { username: 'hash_check' } });
    expect(stored.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
  });
});

describe('check 2: guessing', () => {
  it('after 11 wrong passwords the right one is refused too, with a retry delay', async () => {
    await signUp(app, 'target', 'the-right-password');
    const typenames: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const { body } = await loginFrom(freshAddress(), 'target', `wrong-guess-${attempt}`);
      typenames.push(body.data.login.__typename);
    }
    expect(typenames.slice(0, THROTTLE_LIMITS.freeFailures)).toEqual(Array(THROTTLE_LIMITS.freeFailures).fill('InvalidCredentialsError'));
    expect(typenames.slice(THROTTLE_LIMITS.freeFailures)).toContain('TooManyAttemptsError');
    const { body, cookie } = await loginFrom(freshAddress(), 'TARGET', 'the-right-password');
    expect(body.data.login).toMatchObject({ __typename: 'TooManyAttemptsError', messageId: 'AccountError.tooManyAttempts' });
    expect(body.data.login.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(cookie).toBeUndefined();
  });

  it('the backoff ends: after waiting, the right password signs in and resets the count', async () => {
    await signUp(app, 'patient', 'the-right-password');
    for (let attempt = 0; attempt < THROTTLE_LIMITS.freeFailures; attempt += 1) await loginFrom(freshAddress(), 'patient', 'wrong-guess');
    const refused = await loginFrom(freshAddress(), 'patient', 'the-right-password');
    expect(refused.body.data.login.__typename).toBe('TooManyAttemptsError');
    await new Promise((resolve) => setTimeout(resolve, refused.body.data.login.retryAfterSeconds * 1000 + 100));
    const { body } = await loginFrom(freshAddress(), 'patient', 'the-right-password');
    expect(body.data.login.__typename).toBe('LoginSuccess');
    expect((await loginFrom(freshAddress(), 'patient', 'wrong-again')).body.data.login.__typename).toBe('InvalidCredentialsError');
  });

  it('wrong current passwords on a password change count against the account as well', async () => {
    const { cookie } = await signUp(app, 'stolen_session', 'the-right-password');
    const change = (currentPassword: string) =>
      graphqlResponse(app, CHANGE_PASSWORD, { input: { currentPassword, newPassword: 'attacker-choice' } }, fromFreshAddress({ cookie }));
    for (let attempt = 0; attempt < THROTTLE_LIMITS.freeFailures; attempt += 1) {
      expect((await change(`guess-${attempt}`)).body.data.changePassword.__typename).toBe('InvalidCredentialsError');
    }
    expect((await change('the-right-password')).body.data.changePassword.__typename).toBe('TooManyAttemptsError');
  });

  it(`one address gets ${THROTTLE_LIMITS.addressLimit} sign-in attempts per window across accounts and routes`, async () => {
    const address = freshAddress();
    const statuses: string[] = [];
    for (let attempt = 0; attempt < THROTTLE_LIMITS.addressLimit; attempt += 1) {
      const { body } = await graphqlResponse(app, attempt % 2 ? LOGIN : REGISTER, { input: { username: 'ab', password: 'x' } }, { 'x-forwarded-for': address });
      statuses.push((body.data.login ?? body.data.register).__typename);
    }
    expect(new Set(statuses)).toEqual(new Set(['ValidationError']));
    const refused = await loginFrom(address, 'anyone', 'any-password');
    expect(refused.body.data.login.__typename).toBe('TooManyAttemptsError');
    expect(refused.body.data.login.retryAfterSeconds).toBeGreaterThan(THROTTLE_LIMITS.addressWindowMs / 1000 - 60);
    // Another address is not affected.
    expect((await loginFrom(freshAddress(), 'anyone', 'any-password')).body.data.login.__typename).toBe('InvalidCredentialsError');
  });

  it('REST login answers 429 with Retry-After while throttled', async () => {
    await signUp(app, 'rest_target', 'the-right-password');
    for (let attempt = 0; attempt < THROTTLE_LIMITS.freeFailures; attempt += 1) {
      expect((await postJson(app, '/api/login', { username: 'rest_target', password: 'wrong-guess' }, fromFreshAddress())).status).toBe(401);
    }
    const response = await postJson(app, '/api/login', { username: 'rest_target', password: 'the-right-password' }, fromFreshAddress());
    expect(response.status).toBe(429);
    const body = await response.json();
    expect(body).toEqual({ error: 'Too many attempts. Please try again later.', retryAfterSeconds: expect.any(Number) });
    expect(response.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
  });
});

describe('check 3: batching', () => {
  it('15 aliased logins in one document are refused before any resolver runs', async () => {
    await signUp(app, 'batched', 'the-right-password');
    const address = freshAddress();
    const aliases = Array.from({ length: 15 }, (_, index) => `a${index}: login(input: { username: "batched", password: "guess-${index}" }) { __typename }`);
    const { body, cookie } = await graphqlResponse(app, `mutation { ${aliases.join(' ')} }`, {}, { 'x-forwarded-for': address });
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([expect.objectContaining({ extensions: { code: 'TOO_MANY_SIGN_IN_MUTATIONS' } })]);
    expect(cookie).toBeUndefined();
    // Nothing was counted: the account still has all its free failures, the address its attempts.
    for (let attempt = 0; attempt < THROTTLE_LIMITS.freeFailures - 1; attempt += 1) await loginFrom(address, 'batched', 'wrong-guess');
    expect((await loginFrom(address, 'batched', 'the-right-password')).body.data.login.__typename).toBe('LoginSuccess');
  });

  it('two different sign-in mutations, or one hidden in fragments, count too', async () => {
    const documents = [
      'mutation { login(input: { username: "abc", password: "abcdef" }) { __typename } register(input: { username: "abc", password: "abcdef" }) { __typename } }',
      'mutation { login(input: { username: "abc", password: "abcdef" }) { __typename } ...F } fragment F on Mutation { ... on Mutation { x: login(input: { username: "abc", password: "abcdefg" }) { __typename } } }',
    ];
    for (const document of documents) {
      const { body } = await graphqlResponse(app, document, {}, fromFreshAddress());
      expect(body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_SIGN_IN_MUTATIONS');
      expect(body.data).toBeUndefined();
    }
  });

  it('one sign-in mutation next to other fields is fine', async () => {
    const { body } = await graphqlResponse(
      app,
      'mutation { logout { success } login(input: { username: "abc", password: "abcdef" }) { __typename } }',
      {},
      fromFreshAddress(),
    );
    expect(body.data.login.__typename).toBe('InvalidCredentialsError');
  });

  it('a JSON array of login operations is refused', async () => {
    const operation = { query: LOGIN, variables: { input: { username: 'batched', password: 'guess' } } };
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromFreshAddress() },
      body: JSON.stringify(Array(15).fill(operation)),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).not.toContain('InvalidCredentialsError');
  });
});

describe('check 4: cookies', () => {
  it('sign-in sets an HttpOnly, SameSite=Lax, Path=/ cookie for 7 days (no Secure over http)', async () => {
    const response = await postJson(app, '/api/register', { username: 'cookie_flags', password: 'secret1' }, fromFreshAddress());
    const [setCookie, ...others] = response.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(setCookie).toMatch(/^meme_session=Fe26\.2\*[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
  });

  it('over HTTPS the cookie is __Host- prefixed and Secure', async () => {
    const secure = await createTestApp({ ...ACCOUNT_TEST_ENV, PUBLIC_ORIGIN: 'https://memes.example' });
    try {
      const response = await secure.request('/api/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://memes.example' },
        body: JSON.stringify({ username: 'secure_user', password: 'secret1' }),
      });
      expect(response.status).toBe(201);
      expect(response.headers.getSetCookie()[0]).toMatch(/^__Host-meme_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800; Secure$/);
    } finally {
      await secure.close();
    }
  });

  it('a tampered session cookie is anonymous, not an error', async () => {
    const { cookie } = await signUp(app, 'tampered');
    const [name, value] = cookie.split('=') as [string, string];
    for (const forged of [`${name}=${value.slice(0, -4)}AAAA`, `${name}=${value.replace('Fe26.2', 'Fe26.3')}`, `${name}=garbage`]) {
      const response = await app.request('/api/user', { headers: { cookie: forged } });
      expect(response.status).toBe(401);
      expect(await viewerWith(app, forged)).toBeNull();
    }
  });
});

describe('check 5: a copied cookie dies', () => {
  it('after logout', async () => {
    const { cookie } = await signUp(app, 'copy_logout');
    const copy = cookie;
    await graphqlResponse(app, LOGOUT, {}, { cookie });
    expect(await viewerWith(app, copy)).toBeNull();
    expect((await app.request('/api/user', { headers: { cookie: copy } })).status).toBe(401);
  });

  it('after a password change (the browser that changed it stays in)', async () => {
    const { cookie } = await signUp(app, 'copy_change', 'old-password');
    const copy = cookie;
    const { cookie: fresh } = await graphqlResponse(
      app,
      CHANGE_PASSWORD,
      { input: { currentPassword: 'old-password', newPassword: 'new-password' } },
      fromFreshAddress({ cookie }),
    );
    expect(await viewerWith(app, copy)).toBeNull();
    expect(await viewerWith(app, fresh)).toMatchObject({ username: 'copy_change' });
  });

  it('after a ban', async () => {
    const { user, cookie } = await signUp(app, 'copy_ban');
    await app.deps.prisma.user.update({ where: { id: databaseId('User', user.id) }, data: { status: 'banned' } });
    expect(await viewerWith(app, cookie)).toBeNull();
    expect((await app.request('/api/user', { headers: { cookie } })).status).toBe(401);
  });
});

describe('check 8: mass assignment', () => {
  it('GraphQL refuses unknown input fields', async () => {
    for (const extra of [{ tokens: 1000 }, { isAdmin: true }, { status: 'active' }]) {
      const { body } = await graphqlResponse(app, REGISTER, { input: { username: 'sneaky', password: 'secret1', ...extra } }, fromFreshAddress());
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toContain(Object.keys(extra)[0]);
    }
    expect(await app.deps.prisma.user.count({ where: { username: 'sneaky' } })).toBe(0);
  });

  it('REST ignores extra JSON keys: the account gets 5 tokens and no admin rights', async () => {
    const response = await postJson(
      app,
      '/api/register',
      { username: 'sneaky_rest', password: 'secret1', tokens: 1000, isAdmin: true, status: 'vip', sessionVersion: 99 },
      fromFreshAddress(),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ username: 'sneaky_rest', isAdmin: false, tokens: 5 });
    const stored = await app.deps.prisma.user.findUniqueOrThrow({ where: { username: 'sneaky_rest' } });
    expect(stored).toMatchObject({ isAdmin: false, tokens: 5, status: 'active', sessionVersion: 0 });
    const cookie = sessionCookieOf(response)!;
    const change = await postJson(
      app,
      '/api/user/change-password',
      { currentPassword: 'secret1', newPassword: 'secret-two', isAdmin: true, tokens: 7 },
      fromFreshAddress({ cookie }),
    );
    expect(change.status).toBe(200);
    expect(await app.deps.prisma.user.findUniqueOrThrow({ where: { username: 'sneaky_rest' } })).toMatchObject({ isAdmin: false, tokens: 5 });
  });
});

describe.runIf(process.env.REDIS_URL)('with Redis, instances share the throttle', () => {
  it('failures counted on one instance lock the account on the other', async () => {
    const prefix = `test-shared-${Date.now()}:`;
    const [first, second] = await Promise.all([
      createTestApp({ ...ACCOUNT_TEST_ENV, REDIS_KEY_PREFIX: prefix }),
      createTestApp({ ...ACCOUNT_TEST_ENV, REDIS_KEY_PREFIX: prefix }),
    ]);
    try {
      for (let attempt = 0; attempt < THROTTLE_LIMITS.freeFailures; attempt += 1) {
        const { body } = await graphqlResponse(first, LOGIN, { input: { username: 'roamer', password: 'wrong-guess' } }, fromFreshAddress());
        expect(body.data.login.__typename).toBe('InvalidCredentialsError');
      }
      const { body } = await graphqlResponse(second, LOGIN, { input: { username: 'roamer', password: 'wrong-guess' } }, fromFreshAddress());
      expect(body.data.login.__typename).toBe('TooManyAttemptsError');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
