// graphql-ws clients for the payment tests: a subscription is only "live" some time after
// subscribe() (later still through Redis), so each one is probed with a throwaway event until it
// delivers, and probe values are filtered out of what the test reads afterwards.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { AppPubSub } from '../../api/platform/pubsub';
import { TEST_ORIGIN } from './testApp';

/** A graphql-ws client that upgrades with the given cookie and Origin, as a browser tab would. */
export function socketClient(port: number, cookie: string, origin = TEST_ORIGIN): Client {
  const headers = { origin, cookie };
  return createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
  });
}

export type LiveSubscription<T> = {
  /** The next value that is not a probe (waits up to `timeoutMs`). */
  next(timeoutMs?: number): Promise<T>;
  /** Every non-probe value received so far. */
  received: T[];
};

/** Subscribes and returns once `probe()` (called every 100 ms) has produced a value on it. */
export async function liveSubscription<T>(client: Client, query: string, probe: () => void, isProbe: (value: T) => boolean): Promise<LiveSubscription<T>> {
  const received: T[] = [];
  const waiters: ((value: T) => void)[] = [];
  let live!: () => void;
  let failed!: (error: unknown) => void;
  const isLive = new Promise<void>((resolve, reject) => {
    live = resolve;
    failed = reject;
  });
  client.subscribe<T>(
    { query },
    {
      next: ({ data, errors }) => {
        if (errors?.length) return failed(new Error(errors.map((error) => error.message).join('; ')));
        const value = data as T;
        if (isProbe(value)) return live();
        received.push(value);
        waiters.shift()?.(value);
      },
      error: (error) => failed(error),
      complete: () => {},
    },
  );
  const timer = setInterval(probe, 100);
  probe();
  await isLive.finally(() => clearInterval(timer));
  let read = 0;
  return {
    received,
    next: (timeoutMs = 10_000) =>
      new Promise<T>((resolve, reject) => {
        if (read < received.length) return resolve(received[read++]!);
        const timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms: ${query}`)), timeoutMs);
        waiters.push((value) => {
          clearTimeout(timer);
          read += 1;
          resolve(value);
        });
      }),
  };
}

export type BalanceEvent = { tokenBalanceChanged: number };

/** The user's tokenBalanceChanged on `client`, live; probed with balance -1 published on `pubsub` (another instance's reaches it through Redis). */
export function liveBalances(client: Client, pubsub: AppPubSub, userId: number): Promise<LiveSubscription<BalanceEvent>> {
  return liveSubscription<BalanceEvent>(
    client,
    'subscription { tokenBalanceChanged }',
    () => pubsub.publish('tokenBalanceChanged', userId, { balance: -1 }),
    (value) => value.tokenBalanceChanged === -1,
  );
}
