import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nowSeconds } from '../../../api/auth/session';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createUser, sessionCookieFor } from '../../helpers/sessions';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'correct horse battery' });
});
afterAll(async () => app?.close());

const viewerQuery = '{ viewer { username isAdmin email tokens } }';

describe('session cookie → viewer', () => {
  it('the configured admin exists at start-up, hashed with argon2id', async () => {
    const admin = await app.deps.prisma.user.findUniqueOrThrow({ where: { username: 'chief' } });
    expect(admin.isAdmin).toBe(true);
    expect(admin.password.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    const { body } = await app.graphql(viewerQuery, {}, { cookie: await sessionCookieFor(app, admin.id) });
    expect(body.data.viewer).toMatchObject({ username: 'chief', isAdmin: true, tokens: 5 });
  });

  it('a signed-in user reads their own email and balance; GET /api/user returns them', async () => {
    const user = await createUser(app, 'alice');
    const cookie = await sessionCookieFor(app, user.id);
    const { body } = await app.graphql(viewerQuery, {}, { cookie });
    expect(body.data.viewer).toEqual({ username: 'alice', isAdmin: false, email: 'alice@example.com', tokens: 5 });
    const rest = await app.request('/api/user', { headers: { cookie } });
    expect(rest.status).toBe(200);
    expect(await rest.json()).toEqual({ id: user.id, username: 'alice', email: 'alice@example.com', isAdmin: false, tokens: 5 });
  });

  it('a visitor gets 401 from GET /api/user', async () => {
    const response = await app.request('/api/user');
    expect(response.status).toBe(401);
  });

  it("another user's email and balance are hidden, an admin sees them", async () => {
    const owner = await createUser(app, 'owner');
    const other = await createUser(app, 'other');
    const admin = await app.deps.prisma.user.findUniqueOrThrow({ where: { username: 'chief' } });
    const { encodeGlobalID } = await import('@pothos/plugin-relay');
    const query = `{ node(id: "${encodeGlobalID('User', owner.id)}") { ... on User { username email tokens } } }`;
    const asOther = await app.graphql(query, {}, { cookie: await sessionCookieFor(app, other.id) });
    expect(asOther.body.data.node).toEqual({ username: 'owner', email: null, tokens: null });
    const asVisitor = await app.graphql(query);
    expect(asVisitor.body.data.node).toEqual({ username: 'owner', email: null, tokens: null });
    const asAdmin = await app.graphql(query, {}, { cookie: await sessionCookieFor(app, admin.id) });
    expect(asAdmin.body.data.node).toEqual({ username: 'owner', email: 'owner@example.com', tokens: 5 });
  });

  it('a tampered cookie is anonymous, not a 500', async () => {
    const user = await createUser(app, 'tamper');
    const cookie = await sessionCookieFor(app, user.id);
    const tampered = `${cookie.slice(0, -6)}AAAAAA`;
    const { status, body } = await app.graphql(viewerQuery, {}, { cookie: tampered });
    expect(status).toBe(200);
    expect(body.data.viewer).toBeNull();
  });

  it('a copied cookie dies when the session version moves (logout, password change, ban)', async () => {
    const user = await createUser(app, 'copied');
    const cookie = await sessionCookieFor(app, user.id);
    await app.deps.prisma.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    expect((await app.graphql(viewerQuery, {}, { cookie })).body.data.viewer).toBeNull();
  });

  it('a banned user is anonymous even with a current cookie', async () => {
    const user = await createUser(app, 'banned');
    const cookie = await sessionCookieFor(app, user.id);
    await app.deps.prisma.user.update({ where: { id: user.id }, data: { status: 'banned' } });
    expect((await app.graphql(viewerQuery, {}, { cookie })).body.data.viewer).toBeNull();
  });

  it('sessions end after 7 days for users and 8 hours for admins', async () => {
    const user = await createUser(app, 'old_session');
    const eightDaysAgo = nowSeconds() - 8 * 24 * 3600;
    expect((await app.graphql(viewerQuery, {}, { cookie: await sessionCookieFor(app, user.id, eightDaysAgo) })).body.data.viewer).toBeNull();
    const admin = await app.deps.prisma.user.findUniqueOrThrow({ where: { username: 'chief' } });
    const nineHoursAgo = nowSeconds() - 9 * 3600;
    expect((await app.graphql(viewerQuery, {}, { cookie: await sessionCookieFor(app, admin.id, nineHoursAgo) })).body.data.viewer).toBeNull();
  });

  it('a cookie that worked a moment ago still dies when its lifetime runs out', async () => {
    const user = await createUser(app, 'aging_session');
    const cookie = await sessionCookieFor(app, user.id);
    expect((await app.graphql(viewerQuery, {}, { cookie })).body.data.viewer).toMatchObject({ username: 'aging_session' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * 24 * 3600 * 1000 });
    try {
      expect((await app.graphql(viewerQuery, {}, { cookie })).body.data.viewer).toBeNull();
      expect((await app.request('/api/user', { headers: { cookie } })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect((await app.graphql(viewerQuery, {}, { cookie })).body.data.viewer).toMatchObject({ username: 'aging_session' });
  });

  it('an active session is refreshed with HttpOnly, SameSite=Lax cookie flags', async () => {
    const user = await createUser(app, 'refresh');
    const cookie = await sessionCookieFor(app, user.id, nowSeconds() - 3600);
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: viewerQuery }),
    });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^meme_session=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
  });
});

describe('over HTTPS', () => {
  it('the cookie takes the __Host- prefix and the Secure flag', async () => {
    const secureApp = await createTestApp({ PUBLIC_ORIGIN: 'https://memes.example' });
    try {
      const user = await createUser(secureApp, 'secure');
      const issued = await sessionCookieFor(secureApp, user.id, nowSeconds() - 3600);
      expect(issued).toMatch(/^__Host-meme_session=/);
      const response = await secureApp.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: issued },
        body: JSON.stringify({ query: viewerQuery }),
      });
      expect(response.headers.get('set-cookie')).toContain('; Secure');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await secureApp.close();
    }
  });
});
