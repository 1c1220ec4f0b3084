// Following a generation over a real graphql-ws socket, as a browser tab or an API client does:
// subscribe to memeGenerationProgress with a fresh key, then send generateMemes with the same key.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { generate, signedInUser } from '../generationHelpers';
import { TEST_ORIGIN, type TestApp } from './testApp';

export const PROGRESS = /* GraphQL */ `
  subscription Progress($key: String!) {
    memeGenerationProgress(progressKey: $key) {
      index
      generationId
      meme {
        id
        captions {
          text
        }
      }
    }
  }
`;

export type ProgressEvent = { index: number; generationId: string; meme: { id: string; captions: { text: string }[] } };

const PROBE = 'probe';
export const freshKey = () => `k_${crypto.randomUUID()}`;

/** A WebSocket class that sends the given headers on the upgrade, as a browser tab would. */
export function socketWith(headers: Record<string, string>) {
  return class extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  };
}

/**
 * A socket of the holder of `cookie` subscribed to the progress of `key`. Resolves once the
 * subscription is live: the subscription has no 'ready' message, so a probe event (the user's
 * `probeMemeId`, generation 'probe') is published until it arrives, as tests/api/subscriptions does.
 */
export async function liveProgress(app: TestApp, url: string, cookie: string, userId: number, key: string, probeMemeId: number) {
  const client: Client = createClient({ url, webSocketImpl: socketWith({ origin: TEST_ORIGIN, cookie }), retryAttempts: 0 });
  const events: (ProgressEvent & { at: number })[] = [];
  const errors: unknown[] = [];
  let probes = 0;
  let heard: () => void = () => {};
  client.subscribe<{ memeGenerationProgress: ProgressEvent }>(
    { query: PROGRESS, variables: { key } },
    {
      next: ({ data, errors: failed }) => {
        if (failed) errors.push(failed);
        const event = data?.memeGenerationProgress;
        if (event?.generationId === PROBE) probes += 1;
        else if (event) events.push({ ...event, at: performance.now() });
        heard();
      },
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  /** Waits until `done()` holds, checking after each event. */
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      heard = () => done() && resolve();
      heard();
    });
  const probe = async () => {
    const before = probes;
    const publisher = setInterval(
      () => app.deps.pubsub.publish('memeGenerated', userId, { progressKey: key, generationId: PROBE, memeId: probeMemeId, index: -1 }),
      100,
    );
    await until(() => probes > before).finally(() => clearInterval(publisher));
  };
  await probe();
  return { events, errors, until, probe, close: () => client.dispose() };
}

/** A signed-in user who already has one meme (what the probes name). */
export async function creatorWithAMeme(app: TestApp, tokens = 5) {
  const { user, cookie } = await signedInUser(app, tokens + 1, 'progress');
  const first = await generate(app, cookie, { prompt: 'a first meme to probe with', count: 1 });
  const probeMemeId = (await app.deps.prisma.meme.findFirstOrThrow({ where: { generationId: first.generationId } })).id;
  return { user, cookie, probeMemeId };
}
