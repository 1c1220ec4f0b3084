// graphql-ws past the upgrade: a refused operation answers its own id and leaves the socket (and
// the tab's other subscriptions) alive; the HTTP limits apply over the socket too; operations per
// socket are capped and a flood of messages closes the socket with 4429.
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../../api/graphql/limits';
import { SOCKET_OPERATION_LIMITS, TOO_MANY_REQUESTS } from '../../../api/graphql/socketLimits';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/testApp';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { liveSubscription, socketClient } from '../../helpers/paymentsSockets';

let app: TestApp;
let port: number;
beforeAll(async () => {
  app = await createTestApp();
  ({ port } = await app.start());
});
afterAll(async () => app?.close());

type Outcome = { errors: string[] } | { data: unknown } | { closed: number };

/** Runs one operation on `client` and reports how it ended: its `error` message, its data, or a closed socket. */
function run(client: Client, query: string): Promise<Outcome> {
  return new Promise((resolve) => {
    let data: unknown;
    client.subscribe(
      { query },
      {
        next: (value) => {
          data = value.data ?? value;
        },
        error: (error) =>
          resolve(
            Array.isArray(error) ? { errors: error.map((item: { message: string }) => item.message) } : { closed: (error as { code?: number }).code ?? -1 },
          ),
        complete: () => resolve({ data }),
      },
    );
  });
}

/** A live tokenBalanceChanged subscription of `userId` on `client`; probes carry balance -1. */
function balanceSubscription(client: Client, userId: number) {
  return liveSubscription<{ tokenBalanceChanged: number }>(
    client,
    'subscription { tokenBalanceChanged }',
    () => app.deps.pubsub.publish('tokenBalanceChanged', userId, { balance: -1 }),
    (value) => value.tokenBalanceChanged === -1,
  );
}

/** A raw socket past connection_ack, and the close code it ends with. */
async function ackedSocket(cookie: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', { headers: { origin: TEST_ORIGIN, cookie } });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await new Promise((resolve) => socket.once('message', resolve));
  return { socket, closed };
}

describe('a refused operation over graphql-ws', () => {
  it('gets an `error` for its own id, and the socket keeps serving the other subscriptions', async () => {
    const user = await createUser(app, 'wsl_refused');
    const client = socketClient(port, await sessionCookieFor(app, user.id));
    const live = await balanceSubscription(client, user.id);

    let deep = 'name';
    for (let level = 2; level < GRAPHQL_LIMITS.depth + 1; level += 1) deep = `ofType { ${deep} }`;
    const aliases = Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, index) => `a${index}: viewer { id }`).join(' ');
    const refused: [string, RegExp][] = [
      ['subscription {', /Syntax Error/],
      [`{ __type(name: "User") { ${deep} } }`, /depth/i],
      [`{ ${aliases} }`, /alias/i],
      ['{ noSuchField }', /Cannot query field "noSuchField"/],
      [`{ __typename ${' '.repeat(GRAPHQL_LIMITS.characters)} }`, /too long/],
      [
        'query ($n: Int) { ' + Array.from({ length: 15 }, (_, i) => `t${i}: templates(first: $n) { edges { node { id name } } }`).join(' ') + ' }',
        /cost limit/i,
      ],
      ['mutation { logout { __typename } }', /mutation operation from a POST request/],
    ];
    for (const [query, message] of refused) {
      const outcome = await run(client, query.replace('$n: Int', '$n: Int = 100'));
      expect(outcome, query.slice(0, 40)).toMatchObject({ errors: [expect.stringMatching(message)] });
    }

    // Still open, still delivering: the earlier subscription gets the next event.
    app.deps.pubsub.publish('tokenBalanceChanged', user.id, { balance: 7 });
    expect(await live.next()).toEqual({ tokenBalanceChanged: 7 });
    expect(await run(client, '{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    await client.dispose();
  });
});

describe('limits per socket', () => {
  it(`runs at most ${SOCKET_OPERATION_LIMITS.activeOperations} operations at once; one more gets an error for its id`, async () => {
    const user = await createUser(app, 'wsl_many');
    const client = socketClient(port, await sessionCookieFor(app, user.id));
    const unsubscribes = Array.from({ length: SOCKET_OPERATION_LIMITS.activeOperations }, () =>
      client.subscribe({ query: 'subscription { tokenBalanceChanged }' }, { next: () => {}, error: () => {}, complete: () => {} }),
    );
    expect(await run(client, '{ __typename }')).toMatchObject({ errors: [expect.stringMatching(/At most 20 operations/)] });
    unsubscribes[0]!();
    expect(await run(client, '{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    await client.dispose();
  });

  it('closes a socket that floods subscribe messages with 4429, and the server keeps answering', async () => {
    const user = await createUser(app, 'wsl_flood');
    const cookie = await sessionCookieFor(app, user.id);
    const { socket, closed } = await ackedSocket(cookie);
    for (let index = 0; index < 2000; index += 1) {
      socket.send(JSON.stringify({ id: String(index), type: 'subscribe', payload: { query: 'subscription { tokenBalanceChanged }' } }));
    }
    expect(await closed).toBe(TOO_MANY_REQUESTS.code);
    expect((await app.request('/healthz')).status).toBe(200);
    // The user's other tabs are not punished: a new socket works.
    const client = socketClient(port, cookie);
    expect(await run(client, '{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    await client.dispose();
  });

  it('lets a tab open a page worth of subscriptions at once', async () => {
    const user = await createUser(app, 'wsl_burst');
    const { socket, closed } = await ackedSocket(await sessionCookieFor(app, user.id));
    const count = SOCKET_OPERATION_LIMITS.activeOperations;
    const answers: { type: string }[] = [];
    const allComplete = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        answers.push(JSON.parse(String(data)));
        if (answers.filter((answer) => answer.type === 'complete').length === count) resolve();
      }),
    );
    for (let index = 0; index < count; index += 1) {
      socket.send(JSON.stringify({ id: `q${index}`, type: 'subscribe', payload: { query: '{ __typename }' } }));
    }
    await allComplete;
    expect(answers.filter((answer) => answer.type === 'error')).toEqual([]);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
    await closed;
  });
});
