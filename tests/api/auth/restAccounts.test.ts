// The spec's account calls (section 7) as the original clients make them: paths, payloads,
// statuses, the `error` field, cookies.
import { describe, expect, it } from 'vitest';
import { appOfThisFile, TEST_ORIGIN } from '../../helpers/testApp';
import { ACCOUNT_TEST_ENV, fromFreshAddress, postJson, sessionCookieOf } from '../../helpers/accounts';

const app = await appOfThisFile(ACCOUNT_TEST_ENV);

const post = (path: string, body: unknown, cookie?: string) => postJson(app, path, body, fromFreshAddress(cookie ? { cookie } : {}));
const get = (path: string, cookie?: string) => app.request(path, { headers: cookie ? { cookie } : {} });

/** The response has this status and this JSON body. */
async function expectAnswer(response: Response, status: number, body: unknown) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual(body);
}

async function registered(username: string, password = 'secret1') {
  const response = await post('/api/register', { username, password, email: `${username}@example.com` });
  expect(response.status).toBe(201);
  return { user: await response.json(), cookie: sessionCookieOf(response)! };
}

describe('POST /api/register', () => {
  it('answers 201 with the user (numeric id, no password) and signs the browser in', async () => {
    const response = await post('/api/register', { username: 'rest_new', email: 'rest_new@example.com', password: 'secret1', confirmPassword: 'secret1' });
    expect(response.status).toBe(201);
    const user = await response.json();
    expect(user).toEqual({ id: expect.any(Number), username: 'rest_new', email: 'rest_new@example.com', isAdmin: false, tokens: 5 });
    const me = await get('/api/user', sessionCookieOf(response));
    expect(await me.json()).toEqual(user);
  });

  it.each([
    [{ username: 'ab', password: 'secret1' }, 'Username must be at least 3 characters'],
    [{ username: 'valid_name', password: '12345' }, 'Password must be at least 6 characters'],
    [{ username: 'valid_name', password: 'secret1', email: 'nope' }, 'Invalid email address'],
    [{ password: 'secret1' }, 'Username must be at least 3 characters'],
    [{ username: 42, password: 'secret1' }, 'Username must be at least 3 characters'],
  ])('answers 400 with the form text for %j', async (body, error) => {
    const response = await post('/api/register', body);
    await expectAnswer(response, 400, { error });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('answers 409 when the username is taken in any case', async () => {
    await registered('Taken');
    const response = await post('/api/register', { username: 'taken', password: 'secret1' });
    await expectAnswer(response, 409, { error: 'Username already taken' });
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const response = await app.request('/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromFreshAddress() },
      body: '[1,2]',
    });
    expect(response.status).toBe(400);
  });
});

describe('POST /api/login', () => {
  it('answers 200 with the user and a session cookie', async () => {
    const { user } = await registered('rest_login', 'login-secret');
    const response = await post('/api/login', { username: 'REST_LOGIN', password: 'login-secret' });
    await expectAnswer(response, 200, user);
    expect((await get('/api/user', sessionCookieOf(response))).status).toBe(200);
  });

  it("answers 401 'Invalid username or password' for a wrong password or unknown user", async () => {
    await registered('rest_wrong', 'login-secret');
    for (const body of [
      { username: 'rest_wrong', password: 'not-the-secret' },
      { username: 'rest_unknown', password: 'whatever' },
    ]) {
      const response = await post('/api/login', body);
      await expectAnswer(response, 401, { error: 'Invalid username or password' });
    }
  });

  it("answers 403 'Your account has been banned' to a banned user with the right password", async () => {
    await registered('rest_banned', 'login-secret');
    await app.deps.prisma.user.update({ where: { username: 'rest_banned' }, data: { status: 'banned' } });
    const response = await post('/api/login', { username: 'rest_banned', password: 'login-secret' });
    await expectAnswer(response, 403, { error: 'Your account has been banned' });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('answers 400 with the first validation text', async () => {
    const response = await post('/api/login', { username: 'a', password: 'b' });
    await expectAnswer(response, 400, { error: 'Username must be at least 3 characters' });
  });

  it('refuses a cross-site login form post', async () => {
    const response = await app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', ...fromFreshAddress() },
      body: JSON.stringify({ username: 'rest_login', password: 'login-secret' }),
    });
    expect(response.status).toBe(403);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('accepts a same-origin browser post', async () => {
    await registered('rest_browser', 'login-secret');
    const response = await app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', ...fromFreshAddress() },
      body: JSON.stringify({ username: 'rest_browser', password: 'login-secret' }),
    });
    expect(response.status).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('answers { success: true }, clears the cookie, and the old cookie is anonymous', async () => {
    const { cookie } = await registered('rest_logout');
    const response = await post('/api/logout', undefined, cookie);
    await expectAnswer(response, 200, { success: true });
    expect(response.headers.getSetCookie()).toEqual(['meme_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0']);
    expect((await get('/api/user', cookie)).status).toBe(401);
  });

  it('answers { success: true } to a visitor too', async () => {
    const response = await app.request('/api/logout', { method: 'POST', headers: fromFreshAddress() });
    await expectAnswer(response, 200, { success: true });
  });
});

describe('POST /api/user/change-password', () => {
  it('answers { success: true, message } and the new password works', async () => {
    const { cookie } = await registered('rest_change', 'old-secret');
    const response = await post('/api/user/change-password', { currentPassword: 'old-secret', newPassword: 'new-secret' }, cookie);
    await expectAnswer(response, 200, { success: true, message: 'Your password has been updated successfully.' });
    const fresh = sessionCookieOf(response);
    expect((await get('/api/user', fresh)).status).toBe(200);
    expect((await get('/api/user', cookie)).status).toBe(401);
    expect((await post('/api/login', { username: 'rest_change', password: 'new-secret' })).status).toBe(200);
    expect((await post('/api/login', { username: 'rest_change', password: 'old-secret' })).status).toBe(401);
  });

  it("answers 400 'Current password is incorrect'", async () => {
    const { cookie } = await registered('rest_change_wrong', 'old-secret');
    const response = await post('/api/user/change-password', { currentPassword: 'not-it', newPassword: 'new-secret' }, cookie);
    await expectAnswer(response, 400, { error: 'Current password is incorrect' });
    expect((await get('/api/user', cookie)).status).toBe(200);
  });

  it.each([
    [{ currentPassword: '', newPassword: 'new-secret' }, 'Current password is required'],
    [{ currentPassword: 'old-secret', newPassword: 'short' }, 'New password must be at least 8 characters'],
  ])('answers 400 with the form text for %j', async (body, error) => {
    const { cookie } = await registered(`rest_rules_${error.length}`, 'old-secret');
    const response = await post('/api/user/change-password', body, cookie);
    await expectAnswer(response, 400, { error });
  });

  it('answers 401 to a visitor', async () => {
    const response = await post('/api/user/change-password', { currentPassword: 'old-secret', newPassword: 'new-secret' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });
});

describe('DELETE /api/user', () => {
  it('answers { success: true }; the account and its session are gone', async () => {
    const { cookie } = await registered('rest_delete', 'delete-secret');
    const response = await app.request('/api/user', { method: 'DELETE', headers: { cookie } });
    await expectAnswer(response, 200, { success: true });
    expect(response.headers.getSetCookie()[0]).toMatch(/^meme_session=;.*Max-Age=0/);
    expect((await get('/api/user', cookie)).status).toBe(401);
    expect((await post('/api/login', { username: 'rest_delete', password: 'delete-secret' })).status).toBe(401);
  });

  it('answers 401 to a visitor', async () => {
    const response = await app.request('/api/user', { method: 'DELETE' });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/memes/user and GET /api/user/purchases', () => {
  it("list the user's memes and purchases, newest first, in the spec's shapes", async () => {
    const { user, cookie } = await registered('rest_lists');
    const pack = await app.deps.prisma.tokenPack.findFirstOrThrow({ where: { name: 'Popular Pack' } });
    const older = await app.deps.prisma.meme.create({
      data: { userId: user.id, originalText: 'a', uwuText: 'a', templateId: 'drake', captions: [], createdAt: new Date('2025-01-01T00:00:00Z') },
    });
    const newer = await app.deps.prisma.meme.create({
      data: {
        userId: user.id,
        originalText: 'b',
        uwuText: 'b',
        templateId: 'doge',
        captions: [],
        type: 'gif',
        description: 'A doge',
        createdAt: new Date('2025-02-01T00:00:00Z'),
      },
    });
    const purchase = await app.deps.prisma.userTokenPurchase.create({
      data: { userId: user.id, packId: pack.id, amount: 399, tokenCount: 50, status: 'completed', purchaseDate: new Date('2025-03-01T00:00:00Z') },
    });

    const memes = await get('/api/memes/user', cookie);
    expect(memes.status).toBe(200);
    expect(await memes.json()).toEqual([
      { id: newer.id, imageUrl: `/media/memes/${newer.id}.gif`, description: 'A doge', createdAt: '2025-02-01T00:00:00.000Z' },
      { id: older.id, imageUrl: `/media/memes/${older.id}.png`, description: null, createdAt: '2025-01-01T00:00:00.000Z' },
    ]);
    const purchases = await get('/api/user/purchases', cookie);
    expect(purchases.status).toBe(200);
    expect(await purchases.json()).toEqual([
      { id: purchase.id, createdAt: '2025-03-01T00:00:00.000Z', tokenPack: { name: 'Popular Pack', tokens: 50 }, amount: 399, status: 'completed' },
    ]);
  });

  it('answer 401 to a visitor', async () => {
    for (const path of ['/api/memes/user', '/api/user/purchases']) {
      const response = await get(path);
      await expectAnswer(response, 401, { error: 'Not authenticated' });
    }
  });
});

describe('POST /api/firebase-auth without Firebase configured', () => {
  it("answers 401 with an error field: 'Google sign-in is not available'", async () => {
    const response = await post('/api/firebase-auth', { token: 'anything' });
    await expectAnswer(response, 401, { error: 'Google sign-in is not available' });
  });
});
