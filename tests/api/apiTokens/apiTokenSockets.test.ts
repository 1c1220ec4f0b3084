// graphql-ws with personal API tokens (issue 15): the token in connectionParams or in the upgrade's
// Authorization header; a bad token is closed with 4401 and the reason; the socket closes when the
// token stops being valid (revocation, password change) but not when the website session logs out;
// a token over its limit gets RATE_LIMITED for a new operation.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { socketWith } from '../../helpers/sockets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../helpers/generation';
import { ACCOUNT_TEST_ENV, CHANGE_PASSWORD, LOGOUT, signUp } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const CREATE_TOKEN = `mutation Create($name: String!) { createApiToken(input: { name: $name }) { __typename ... on CreateApiTokenSuccess { token apiToken { id } } } }`;
const REVOKE_TOKEN = `mutation Revoke($id: ID!) { revokeApiToken(input: { id: $id }) { __typename } }`;
const INVALID = 'This API token is not valid. It may have been revoked.';
// Each token below makes at most 2 counted calls (connect, subscribe) except the one that spends its limit.
const TOKEN_LIMIT = 4;

let app: TestApp;
let url: string;
beforeAll(async () => {
  app = await createTestApp({ ...ACCOUNT_TEST_ENV, API_TOKEN_RATE_LIMIT: String(TOKEN_LIMIT) });
  const { port } = await app.start();
  url = `ws://127.0.0.1:${port}/graphql`;
});
afterAll(async () => app?.close());

async function newToken(cookie: string) {
  const { body } = await app.graphql(CREATE_TOKEN, { name: 'socket script' }, { cookie });
  const result = body.data?.createApiToken;
  if (result?.__typename !== 'CreateApiTokenSuccess') throw new Error(JSON.stringify(body));
  return result as { token: string; apiToken: { id: string } };
}

type Closed = { code: number; reason: string };

/**
 * A graphql-ws client as an API script makes it, subscribed to tokenBalanceChanged. `closed`
 * settles with the socket's close code and reason; `results` collects every event or error.
 */
function tokenSubscriber(auth: { connectionParams?: Record<string, string>; headers?: Record<string, string> }) {
  const client: Client = createClient({
    url,
    webSocketImpl: auth.headers ? socketWith(auth.headers) : WebSocket,
    connectionParams: auth.connectionParams,
    retryAttempts: 0,
    lazy: false,
    // The close is reported through `closed`; graphql-ws would also print it.
    onNonLazyError: () => {},
  });
  const closed = new Promise<Closed>((resolve) => client.on('closed', (event) => resolve(event as Closed)));
  const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  const results: { data?: { tokenBalanceChanged: number } | null; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }[] = [];
  const listeners: (() => void)[] = [];
  client.subscribe(
    { query: 'subscription { tokenBalanceChanged }' },
    {
      next: (value) => {
        results.push(value as (typeof results)[number]);
        for (const listener of listeners.splice(0)) listener();
      },
      error: (error) => {
        if (Array.isArray(error)) results.push({ errors: error });
        for (const listener of listeners.splice(0)) listener();
      },
      complete: () => {},
    },
  );
  /** Publishes `balance` for `userId` until this socket has a result (the subscription goes live a moment after subscribe). */
  async function receive(userId: number, balance: number): Promise<unknown> {
    const before = results.length;
    const arrived = new Promise<void>((resolve) => listeners.push(resolve));
    const publisher = setInterval(() => app.deps.pubsub.publish('tokenBalanceChanged', userId, { balance }), 150);
    try {
      await Promise.race([arrived, closed.then((event) => Promise.reject(new Error(`closed ${event.code}: ${event.reason}`)))]);
    } finally {
      clearInterval(publisher);
    }
    return results[before];
  }
  return { client, closed, connected, results, receive };
}

// The watch that ends a socket with its credentials is registered just after connecting (through Redis when set).
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** A new user (with this password) and a socket on a fresh token of theirs, live and watched. */
async function liveTokenSocket(usernamePrefix: string, password: string) {
  const owner = await signUp(app, `${usernamePrefix}${Date.now()}`, password);
  const { token } = await newToken(owner.cookie);
  const userId = (await app.deps.prisma.user.findUniqueOrThrow({ where: { username: owner.user.username } })).id;
  const socket = tokenSubscriber({ connectionParams: { authorization: `Bearer ${token}` } });
  await socket.receive(userId, 5);
  await settle();
  return { owner, socket, userId };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms))]);

describe('graphql-ws with a personal API token', () => {
  it('connectionParams.authorization: receives its own events only', async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const { token } = await newToken(owner.cookie);
    const socket = tokenSubscriber({ connectionParams: { authorization: `Bearer ${token}` } });
    // Another user's event published alongside never reaches it.
    const noise = setInterval(() => app.deps.pubsub.publish('tokenBalanceChanged', other.user.id, { balance: 99 }), 100);
    try {
      expect(await socket.receive(owner.user.id, 42)).toEqual({ data: { tokenBalanceChanged: 42 } });
    } finally {
      clearInterval(noise);
    }
    expect(socket.results.every((result) => result.data?.tokenBalanceChanged === 42)).toBe(true);
    await socket.client.dispose();
  });

  it('an Authorization header on the upgrade works too, with no connectionParams', async () => {
    const owner = await signedInUser(app);
    const { token } = await newToken(owner.cookie);
    const socket = tokenSubscriber({ headers: { authorization: `Bearer ${token}` } });
    expect(await socket.receive(owner.user.id, 17)).toEqual({ data: { tokenBalanceChanged: 17 } });
    await socket.client.dispose();
  });

  it.each([
    ['an unknown token', `Bearer mm_pat_${'A'.repeat(30)}000000`, INVALID],
    ['a malformed value', 'Basic dXNlcjpwYXNz', 'The Authorization header must be "Bearer <API token>".'],
  ])('%s in connectionParams closes the socket with 4401 and says why', async (_name, authorization, reason) => {
    const socket = tokenSubscriber({ connectionParams: { authorization } });
    expect(await socket.closed).toEqual(expect.objectContaining({ code: 4401, reason }));
    expect(socket.results.some((result) => result.data)).toBe(false);
    await socket.client.dispose();
  });

  it('revoking the token in the website closes its open socket with 4401', async () => {
    const owner = await signedInUser(app);
    const { token, apiToken } = await newToken(owner.cookie);
    const socket = tokenSubscriber({ connectionParams: { authorization: `Bearer ${token}` } });
    await socket.receive(owner.user.id, 5);
    await settle();
    const revoked = await app.graphql(REVOKE_TOKEN, { id: apiToken.id }, { cookie: owner.cookie });
    expect(revoked.body.data.revokeApiToken.__typename).toBe('RevokeApiTokenSuccess');
    expect(await within(socket.closed, 5000)).toEqual(expect.objectContaining({ code: 4401, reason: 'API token revoked' }));
    await socket.client.dispose();
  });

  it('a password change closes it with 4401', async () => {
    const { owner, socket } = await liveTokenSocket('sockpw', 'old-password1');
    const changed = await app.graphql(CHANGE_PASSWORD, { input: { currentPassword: 'old-password1', newPassword: 'new-password1' } }, { cookie: owner.cookie });
    expect(changed.body.data.changePassword.__typename).toBe('ChangePasswordSuccess');
    expect(await within(socket.closed, 5000)).toEqual(expect.objectContaining({ code: 4401 }));
    await socket.client.dispose();
  });

  it('logging out of the website leaves a token socket open and receiving', async () => {
    const { owner, socket, userId } = await liveTokenSocket('sockout', 'a-password1');
    const loggedOut = await app.graphql(LOGOUT, {}, { cookie: owner.cookie });
    expect(loggedOut.body.errors).toBeUndefined();
    expect(loggedOut.body.data.logout.success).toBe(true);
    // A browser socket of the same user closes within this time (tests/api/graphql/subscriptions.test.ts).
    expect(await within(socket.closed, 1500)).toBe('still open');
    expect(await socket.receive(userId, 6)).toEqual({ data: { tokenBalanceChanged: 6 } });
    await socket.client.dispose();
  });

  it('a token over its limit gets RATE_LIMITED for a new subscription, and the socket stays', async () => {
    const owner = await signedInUser(app);
    const { token } = await newToken(owner.cookie);
    const socket = tokenSubscriber({ connectionParams: { authorization: `Bearer ${token}` } });
    await socket.receive(owner.user.id, 1); // connect + subscribe: 2 of TOKEN_LIMIT
    for (let spent = 2; spent < TOKEN_LIMIT; spent += 1) {
      expect((await app.graphql('{ viewer { tokens } }', {}, { authorization: `Bearer ${token}` })).status).toBe(200);
    }
    const refusal = await new Promise<unknown>((resolve) => {
      socket.client.subscribe({ query: 'subscription { tokenBalanceChanged }' }, { next: resolve, error: resolve, complete: () => {} });
    });
    expect(refusal).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/),
        extensions: expect.objectContaining({ code: 'RATE_LIMITED' }),
      }),
    ]);
    // The first subscription is not cut off.
    expect(await socket.receive(owner.user.id, 2)).toEqual({ data: { tokenBalanceChanged: 2 } });
    await socket.client.dispose();
  });
});
