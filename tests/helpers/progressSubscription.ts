// Following a generation over a real graphql-ws socket, as a browser tab or an API client does:
// subscribe to memeGenerationProgress with a fresh key, wait for MemeGenerationListening, then send
// generateMemes with the same key.
import { createClient, type Client } from 'graphql-ws';
import { socketWith } from './sockets';
import { TEST_ORIGIN } from './testApp';

export const PROGRESS = /* GraphQL */ `
  subscription Progress($key: String!) {
    memeGenerationProgress(progressKey: $key) {
      __typename
      ... on MemeGenerationListening {
        progressKey
      }
      ... on MemeGenerationProgress {
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
  }
`;

export type ProgressEvent = { index: number; generationId: string; meme: { id: string; captions: { text: string }[] } };
type SubscriptionEvent =
  ({ __typename: 'MemeGenerationListening'; progressKey: string } | ({ __typename: 'MemeGenerationProgress' } & ProgressEvent)) | undefined;

export const freshKey = () => `k_${crypto.randomUUID()}`;

/**
 * A socket of the holder of `cookie` subscribed to the progress of `key`. Resolves once the
 * subscription says it is listening (MemeGenerationListening, with the key), as a client waits
 * before sending generateMemes.
 */
export async function liveProgress(url: string, cookie: string, key: string) {
  const client: Client = createClient({ url, webSocketImpl: socketWith({ origin: TEST_ORIGIN, cookie }), retryAttempts: 0 });
  const events: (ProgressEvent & { at: number })[] = [];
  const listening: string[] = [];
  const errors: unknown[] = [];
  let heard: () => void = () => {};
  client.subscribe<{ memeGenerationProgress: SubscriptionEvent }>(
    { query: PROGRESS, variables: { key } },
    {
      next: ({ data, errors: failed }) => {
        if (failed) errors.push(failed);
        const event = data?.memeGenerationProgress;
        if (event?.__typename === 'MemeGenerationListening') listening.push(event.progressKey);
        else if (event) {
          const { __typename, ...meme } = event;
          events.push({ ...meme, at: performance.now() });
        }
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
  await until(() => listening.length > 0 || errors.length > 0);
  if (errors.length) throw new Error(`the subscription failed: ${JSON.stringify(errors)}`);
  return { events, listening, errors, until, close: () => client.dispose() };
}
