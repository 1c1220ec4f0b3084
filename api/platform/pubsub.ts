import { createPubSub, type PubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { Logger } from './log';

/** Every event the server publishes, keyed by topic; the first argument is the user id. */
export type AppEvents = {
  tokenBalanceChanged: [userId: number, payload: { balance: number }];
  /** A purchase of the user was credited (webhook or simulated payment). */
  paymentCompleted: [userId: number, payload: { purchaseId: number; balance: number }];
  /** Every session cookie of the user died (logout, password change, ban, deletion). */
  sessionsEnded: [userId: number, payload: { reason: SessionEndReason }];
  /** A personal API token was revoked: sockets opened with it close. Keyed by the token's id. */
  apiTokenRevoked: [tokenId: number, payload: { userId: number }];
  /**
   * One meme of a generation was stored, `index` its place among the generation's memes; for the
   * creator's memeGenerationProgress subscription with the same client-chosen `progressKey`.
   */
  memeGenerated: [userId: number, payload: MemeGeneratedEvent];
  /**
   * Raised with every tokenBalanceChanged and sessionsEnded, on one topic for all users, so one
   * subscriber on each instance hears every user's change (the response cache drops their answers).
   */
  userDataChanged: [payload: { userId: number }];
  /**
   * A custom template was added, changed or deleted (api/services/customTemplates/): every instance
   * reloads its registry of them, so search, pickers and renders agree everywhere.
   */
  templatesChanged: [payload: { slug: string }];
};

/** The events after which answers cached for a user (api/graphql/responseCache.ts) are out of date. */
const USER_DATA_EVENTS: ReadonlySet<string> = new Set<keyof AppEvents>(['tokenBalanceChanged', 'sessionsEnded']);

export type MemeGeneratedEvent = { progressKey: string; generationId: string; memeId: number; index: number };

export type SessionEndReason = 'logout' | 'password' | 'banned' | 'deleted';

export type AppPubSub = PubSub<AppEvents>;

export type PubSubHandle = { pubsub: AppPubSub; kind: 'memory' | 'redis'; close(): Promise<void> };

/**
 * In-process pub/sub by default. With REDIS_URL every instance publishes and subscribes through
 * Redis, so an event raised on one instance reaches sockets held by the others.
 */
/**
 * Channels on a shared Redis carry REDIS_KEY_PREFIX, like the throttle's keys, so deployments (and
 * test runs) sharing one server never see each other's user ids' events.
 */
type EventTargetOf = ReturnType<typeof createRedisEventTarget<CustomEvent>>;

function withChannelPrefix(target: EventTargetOf, prefix: string): EventTargetOf {
  if (!prefix) return target;
  return {
    addEventListener: (type, listener, options) => target.addEventListener(prefix + type, listener, options),
    removeEventListener: (type, listener, options) => target.removeEventListener(prefix + type, listener, options),
    dispatchEvent: (event) => target.dispatchEvent(new CustomEvent(prefix + event.type, { detail: event.detail })),
  };
}

/**
 * The event target sends PUBLISH, SUBSCRIBE and UNSUBSCRIBE without awaiting them. One refused
 * because its connection is closed (a listener leaving after shutdown, or Redis gone past the
 * retries) would be an unhandled rejection, which ends a Node process: here it is logged instead.
 * The target calls nothing else on the clients but `on('message')`.
 */
function withReportedFailures(publishClient: Redis, subscribeClient: Redis, log: Logger) {
  const report = (command: string) => (error: Error) => log.warn(`redis ${command} failed`, { error: error.message });
  const publisher = { publish: (channel: string, message: string) => publishClient.publish(channel, message).catch(report('publish')) };
  // The SUBSCRIBE last sent for each channel until Redis answers it: see whenListening.
  const subscribing = new Map<string, Promise<unknown>>();
  const subscriber = {
    on: (event: 'message', listener: (channel: string, message: string) => void) => subscribeClient.on(event, listener),
    subscribe: (channel: string) => {
      const answered = subscribeClient.subscribe(channel).catch(report('subscribe'));
      subscribing.set(channel, answered);
      void answered.then(() => subscribing.get(channel) === answered && subscribing.delete(channel));
      return answered;
    },
    unsubscribe: (channel: string) => subscribeClient.unsubscribe(channel).catch(report('unsubscribe')),
  };
  const subscribed = async (channel: string) => {
    await subscribing.get(channel);
  };
  return { publishClient: publisher as unknown as Redis, subscribeClient: subscriber as unknown as Redis, subscribed };
}

type ListeningCheck = (topic: string) => Promise<void>;
const listeningChecks = new WeakMap<AppPubSub, ListeningCheck>();

/**
 * Resolves once an event published for `routingKey`/`id` on any instance reaches this instance's
 * subscribers, for a subscriber whose iterator was already pulled once (yoga's Repeater adds its
 * listener only then). In memory that is at once; with Redis, once Redis answered the SUBSCRIBE
 * the event target sent for the channel without awaiting it.
 */
export async function whenListening<Key extends keyof AppEvents>(pubsub: AppPubSub, routingKey: Key, id: number): Promise<void> {
  await listeningChecks.get(pubsub)?.(`${routingKey}:${id}`);
}

type UserDataListener = (userId: number) => void;
const localUserDataListeners = new WeakMap<AppPubSub, Set<UserDataListener>>();

/**
 * Calls `listener` before `publish` returns whenever this instance publishes a change to a user's
 * data: a client's next request, even on a Redis round trip's heels, must not see the old data.
 * Other instances' changes arrive through the `userDataChanged` topic instead. Returns the unsubscribe.
 */
export function onUserDataChangedHere(pubsub: AppPubSub, listener: UserDataListener): () => void {
  const listeners = localUserDataListeners.get(pubsub);
  if (!listeners) throw new Error('onUserDataChangedHere: this pub/sub was not made by createAppPubSub');
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `pubsub` that also raises userDataChanged (and tells this instance's listeners) after every user data event. */
function withUserDataEvents(pubsub: AppPubSub): AppPubSub {
  const listeners = new Set<UserDataListener>();
  const publish = ((routingKey: keyof AppEvents, ...args: [number, unknown]) => {
    (pubsub.publish as (key: string, ...rest: unknown[]) => void)(routingKey, ...args);
    if (!USER_DATA_EVENTS.has(routingKey)) return;
    const userId = args[0];
    for (const listener of listeners) listener(userId);
    pubsub.publish('userDataChanged', { userId });
  }) as AppPubSub['publish'];
  const wrapped: AppPubSub = { publish, subscribe: pubsub.subscribe };
  localUserDataListeners.set(wrapped, listeners);
  return wrapped;
}

export function createAppPubSub(redisUrl: string | undefined, log: Logger, channelPrefix = ''): PubSubHandle {
  if (!redisUrl) return { pubsub: withUserDataEvents(createPubSub<AppEvents>()), kind: 'memory', close: async () => {} };
  const options = { lazyConnect: false, maxRetriesPerRequest: 2, retryStrategy: (times: number) => Math.min(times * 200, 5000) };
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, options);
  for (const client of [publishClient, subscribeClient]) {
    // ioredis reconnects by itself; an unhandled 'error' event would crash the process instead.
    client.on('error', (error: Error) => log.warn('redis connection problem', { error: error.message }));
  }
  const { subscribed, ...clients } = withReportedFailures(publishClient, subscribeClient, log);
  const eventTarget = withChannelPrefix(createRedisEventTarget<CustomEvent>(clients), channelPrefix);
  const pubsub = withUserDataEvents(createPubSub<AppEvents>({ eventTarget }));
  listeningChecks.set(pubsub, (topic) => subscribed(channelPrefix + topic));
  return {
    pubsub,
    kind: 'redis',
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
