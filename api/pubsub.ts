import { createPubSub, type PubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { Logger } from './log';

/** Every event the server publishes, keyed by topic; the first argument is the user id. */
export type AppEvents = {
  tokenBalanceChanged: [userId: number, payload: { balance: number }];
  /** A purchase of the user was credited (webhook or simulated payment). */
  paymentCompleted: [userId: number, payload: { purchaseId: number; balance: number }];
};

export type AppPubSub = PubSub<AppEvents>;

export type PubSubHandle = { pubsub: AppPubSub; kind: 'memory' | 'redis'; close(): Promise<void> };

/**
 * In-process pub/sub by default. With REDIS_URL every instance publishes and subscribes through
 * Redis, so an event raised on one instance reaches sockets held by the others.
 */
export function createAppPubSub(redisUrl: string | undefined, log: Logger): PubSubHandle {
  if (!redisUrl) return { pubsub: createPubSub<AppEvents>(), kind: 'memory', close: async () => {} };
  const options = { lazyConnect: false, maxRetriesPerRequest: 2, retryStrategy: (times: number) => Math.min(times * 200, 5000) };
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, options);
  for (const client of [publishClient, subscribeClient]) {
    // ioredis reconnects by itself; an unhandled 'error' event would crash the process instead.
    client.on('error', (error: Error) => log.warn('redis connection problem', { error: error.message }));
  }
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<AppEvents>({ eventTarget }),
    kind: 'redis',
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
