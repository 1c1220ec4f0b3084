import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { socketWith } from '../../helpers/sockets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/testApp';
import { createUser, sessionCookieFor } from '../../helpers/sessions';

let app: TestApp;
let url: string;
beforeAll(async () => {
  app = await createTestApp();
  const { port } = await app.start();
  url = `ws://127.0.0.1:${port}/graphql`;
});
afterAll(async () => app?.close());

/** Tries a raw upgrade and reports the HTTP status the server answered with. */
function upgradeStatus(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      resolve(101);
      socket.close();
    });
    socket.on('error', reject);
  });
}

/**
 * Subscribes as a new user ('<prefix>_alice', balance 42) and publishes balance changes for her
 * and for another user until the first event arrives; returns what she received.
 */
async function balanceEvents(prefix: string, query: string) {
  const alice = await createUser(app, `${prefix}_alice`);
  const bob = await createUser(app, `${prefix}_bob`);
  await app.deps.prisma.user.update({ where: { id: alice.id }, data: { tokens: 42 } });
  const client = createClient({
    url,
    webSocketImpl: socketWith({ origin: TEST_ORIGIN, cookie: await sessionCookieFor(app, alice.id) }),
    retryAttempts: 0,
  });
  const received: unknown[] = [];
  const done = new Promise<void>((resolve, reject) => {
    client.subscribe(
      { query },
      {
        next: (value) => {
          received.push(value);
          resolve();
        },
        error: reject,
        complete: () => {},
      },
    );
  });
  // The subscription is live some time after subscribe() (longer through Redis under load):
  // publish until it arrives instead of guessing how long that takes.
  const publisher = setInterval(() => {
    app.deps.pubsub.publish('tokenBalanceChanged', bob.id, { balance: 99 });
    app.deps.pubsub.publish('tokenBalanceChanged', alice.id, { balance: 42 });
  }, 200);
  await done.finally(() => clearInterval(publisher));
  await client.dispose();
  return { received, alice };
}

describe('subscriptions over graphql-ws on /graphql', () => {
  it('delivers tokenBalanceChanged to the signed-in user only', async () => {
    const { received } = await balanceEvents('ws', 'subscription { tokenBalanceChanged }');
    expect(received.length).toBeGreaterThan(0);
    expect(new Set(received.map((value) => JSON.stringify(value)))).toEqual(new Set([JSON.stringify({ data: { tokenBalanceChanged: 42 } })]));
  });

  it("delivers viewerBalanceChanged (the web's) as the signed-in user with the new balance, to that user only", async () => {
    const { received, alice } = await balanceEvents('ws_viewer', 'subscription { viewerBalanceChanged { id tokens } }');
    const expected = { data: { viewerBalanceChanged: { id: encodeGlobalID('User', alice.id), tokens: 42 } } };
    expect(received.length).toBeGreaterThan(0);
    expect(new Set(received.map((value) => JSON.stringify(value)))).toEqual(new Set([JSON.stringify(expected)]));
  });

  it('refuses an upgrade from a foreign Origin with 403, before any handshake', async () => {
    const user = await createUser(app, 'ws_foreign');
    expect(await upgradeStatus({ origin: 'https://evil.example', cookie: await sessionCookieFor(app, user.id) })).toBe(403);
  });

  it('refuses an upgrade with a dead session cookie with 401', async () => {
    expect(await upgradeStatus({ origin: TEST_ORIGIN, cookie: 'meme_session=stale' })).toBe(401);
  });

  it('takes an upgrade whose cookies hold no session (the interface language only) as nobody yet, not as a dead session', async () => {
    expect(await upgradeStatus({ origin: TEST_ORIGIN, cookie: 'mm-lang=ja; other=1' })).toBe(101);
    const client = createClient({ url, webSocketImpl: socketWith({ origin: TEST_ORIGIN, cookie: 'mm-lang=ja' }), retryAttempts: 0, lazy: false });
    const closed = await new Promise<{ code: number }>((resolve) => client.on('closed', (event) => resolve(event as { code: number })));
    expect(closed.code).toBe(4401);
    await client.dispose();
  });

  it('closes a socket with neither a session nor a token with 4401 at connection_init, before any operation', async () => {
    const client = createClient({ url, webSocketImpl: socketWith({ origin: TEST_ORIGIN }), retryAttempts: 0, lazy: false });
    const closed = await new Promise<{ code: number; reason: string }>((resolve) =>
      client.on('closed', (event) => resolve(event as { code: number; reason: string })),
    );
    expect(closed.code).toBe(4401);
    expect(closed.reason).toMatch(/connectionParams\.authorization/);
    await client.dispose();
  });

  it('allows at most 5 sockets per user', async () => {
    const user = await createUser(app, 'ws_many');
    const headers = { origin: TEST_ORIGIN, cookie: await sessionCookieFor(app, user.id) };
    const sockets = await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
            socket.on('open', () => resolve(socket));
            socket.on('error', reject);
          }),
      ),
    );
    expect(await upgradeStatus(headers)).toBe(429);
    for (const socket of sockets) socket.close();
  });

  it('closes a socket that sends a message over 64 KiB', async () => {
    const user = await createUser(app, 'ws_big');
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers: { origin: TEST_ORIGIN, cookie: await sessionCookieFor(app, user.id) } });
    await new Promise((resolve) => socket.on('open', resolve));
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.send('x'.repeat(65 * 1024));
    expect(await closed).toBe(1009);
  });

  it('closes a socket that never sends connection_init within 3 s', async () => {
    const user = await createUser(app, 'ws_silent');
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers: { origin: TEST_ORIGIN, cookie: await sessionCookieFor(app, user.id) } });
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    expect(await closed).toBe(4408);
  });

  it('a visitor cannot subscribe through a stale cookie', async () => {
    const user = await createUser(app, 'ws_stale');
    const cookie = await sessionCookieFor(app, user.id);
    await app.deps.prisma.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    expect(await upgradeStatus({ origin: TEST_ORIGIN, cookie })).toBe(401);
  });

  describe('a socket closes when its sessions end', () => {
    /** A socket past connection_ack, and the close code it ends with. */
    async function openSocket(cookie: string) {
      const socket = new WebSocket(url, 'graphql-transport-ws', { headers: { origin: TEST_ORIGIN, cookie } });
      const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
      await new Promise((resolve) => socket.on('open', resolve));
      socket.send(JSON.stringify({ type: 'connection_init' }));
      await new Promise((resolve) => socket.once('message', resolve));
      // The watch on the user's sessions is registered asynchronously (through Redis when set).
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { socket, closed };
    }
    const stillOpen = (socket: WebSocket) => socket.readyState === WebSocket.OPEN;
    const post = (path: string, cookie: string, body?: unknown) =>
      app.request(path, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });

    it("on logout, and only the user's own sockets", async () => {
      const user = await createUser(app, 'ws_logout');
      const other = await createUser(app, 'ws_bystander');
      const cookie = await sessionCookieFor(app, user.id);
      const mine = await openSocket(cookie);
      const theirs = await openSocket(await sessionCookieFor(app, other.id));
      expect((await post('/api/logout', cookie)).status).toBe(200);
      expect(await mine.closed).toBe(4403);
      expect(stillOpen(theirs.socket)).toBe(true);
      theirs.socket.close();
    });

    it('on a password change, and the new cookie gets back in', async () => {
      const login = await app.request('/api/register', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'ws_password', password: 'first-Passw0rd', email: 'ws_password@example.com' }),
      });
      expect(login.status).toBe(201);
      const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
      const { closed } = await openSocket(cookie);
      const change = await post('/api/user/change-password', cookie, { currentPassword: 'first-Passw0rd', newPassword: 'second-Passw0rd' });
      expect(change.status).toBe(200);
      expect(await closed).toBe(4403);
      const fresh = change.headers.getSetCookie()[0]!.split(';')[0]!;
      expect(await upgradeStatus({ origin: TEST_ORIGIN, cookie })).toBe(401);
      expect(await upgradeStatus({ origin: TEST_ORIGIN, cookie: fresh })).toBe(101);
    });

    it('on a ban by an administrator', async () => {
      const admin = await createUser(app, 'ws_admin', { isAdmin: true });
      const user = await createUser(app, 'ws_banned');
      const { closed } = await openSocket(await sessionCookieFor(app, user.id));
      const result = await app.graphql(
        'mutation ($input: SetUserStatusInput!) { setUserStatus(input: $input) { __typename } }',
        { input: { userId: encodeGlobalID('User', user.id), status: 'BANNED' } },
        { cookie: await sessionCookieFor(app, admin.id), origin: TEST_ORIGIN },
      );
      expect(result.body.errors).toBeUndefined();
      expect(await closed).toBe(4403);
    });
  });
});
