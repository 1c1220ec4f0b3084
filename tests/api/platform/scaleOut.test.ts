import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { request as httpRequest } from 'node:http';
import WebSocket from 'ws';
import { socketWith } from '../../helpers/sockets';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../api/platform/log';
import { createAppPubSub, whenListening } from '../../../api/platform/pubsub';
import { createTestApp, TEST_ORIGIN } from '../../helpers/testApp';
import { createUser, sessionCookieFor } from '../../helpers/sessions';

describe.runIf(process.env.REDIS_URL)('two instances sharing Redis', () => {
  it('an event published on one instance reaches a socket held by the other', async () => {
    // Instances of one deployment share the Redis prefix their channels are named with.
    const shared = { REDIS_KEY_PREFIX: `test-${randomUUID()}:` };
    const [first, second, elsewhere] = await Promise.all([createTestApp(shared), createTestApp(shared), createTestApp()]);
    try {
      const user = await createUser(second, 'roaming');
      const { port } = await second.start();
      const client = createClient({
        url: `ws://127.0.0.1:${port}/graphql`,
        webSocketImpl: socketWith({ origin: TEST_ORIGIN, cookie: await sessionCookieFor(second, user.id) }),
        retryAttempts: 0,
      });
      const received = new Promise<unknown>((resolve, reject) =>
        client.subscribe({ query: 'subscription { tokenBalanceChanged }' }, { next: resolve, error: reject, complete: () => {} }),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Another deployment on the same Redis (its own prefix) with a user of the same id.
      elsewhere.deps.pubsub.publish('tokenBalanceChanged', user.id, { balance: 99 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      first.deps.pubsub.publish('tokenBalanceChanged', user.id, { balance: 17 });
      expect(await received).toEqual({ data: { tokenBalanceChanged: 17 } });
      await client.dispose();
    } finally {
      await Promise.all([first.close(), second.close(), elsewhere.close()]);
    }
  });
});

describe.runIf(process.env.REDIS_URL)('listening across instances', () => {
  it('once whenListening resolves, an event another instance publishes at once arrives', async () => {
    const prefix = `test-${randomUUID()}:`;
    const log = createLogger('warn', () => {});
    // The publishing instance is connected already; the listening one is new, so its SUBSCRIBE
    // waits for its connection: an event published before Redis answers it would be lost.
    const there = createAppPubSub(process.env.REDIS_URL, log, prefix);
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      for (let round = 0; round < 5; round += 1) {
        const here = createAppPubSub(process.env.REDIS_URL, log, prefix);
        try {
          const events = here.pubsub.subscribe('memeGenerated', 7)[Symbol.asyncIterator]();
          const next = events.next();
          await whenListening(here.pubsub, 'memeGenerated', 7);
          const event = { progressKey: `k_${round}`, generationId: 'g', memeId: round, index: 0 };
          there.pubsub.publish('memeGenerated', 7, event);
          const lost = new Promise((resolve) => setTimeout(() => resolve('nothing within a second'), 1000));
          expect(await Promise.race([next, lost]), `round ${round + 1}`).toEqual({ done: false, value: event });
          await events.return?.();
        } finally {
          await here.close();
        }
      }
    } finally {
      await there.close();
    }
  });
});

describe.runIf(process.env.REDIS_URL)('Redis pub/sub after shutdown', () => {
  it('logs a listener leaving and an event published once its connections are closed, and the process lives on', async () => {
    const lines: string[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const handle = createAppPubSub(
        process.env.REDIS_URL,
        createLogger('warn', (line) => lines.push(line)),
        `test-${randomUUID()}:`,
      );
      const listener = handle.pubsub.subscribe('tokenBalanceChanged', 7);
      const listening = (async () => {
        for await (const event of listener) void event;
      })();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await handle.close();
      handle.pubsub.publish('tokenBalanceChanged', 7, { balance: 1 });
      await listener.return?.();
      await listening;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
      expect(lines.join('')).toMatch(/redis unsubscribe failed error="Connection is closed\."/);
      expect(lines.join('')).toMatch(/redis publish failed error="Connection is closed\."/);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('graceful shutdown', () => {
  it('tells open sockets the server is going away (1001) and stops accepting connections', async () => {
    const app = await createTestApp();
    const user = await createUser(app, 'leaving');
    const { port } = await app.start();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
      headers: { origin: TEST_ORIGIN, cookie: await sessionCookieFor(app, user.id) },
    });
    await new Promise((resolve) => socket.on('open', resolve));
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    // A request whose body is still arriving when the shutdown starts must still be answered.
    const body = JSON.stringify({ query: '{ __typename }' });
    const request = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 5));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    request.end(body.slice(5));
    expect(await answered).toEqual({ status: 200, text: '{"data":{"__typename":"Query"}}' });
    expect(await closed).toBe(1001);
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
