// A third-party API client, run as its own Node process by tests/api/apiTokens/thirdPartyClient.test.ts.
// It knows only what a real integrator would: the site's base URL and a personal API token
// (MEME_API_URL, MEME_API_TOKEN). It imports nothing of the app and uses only fetch and the
// graphql-ws client. Its last stdout line is a JSON summary; any failure exits non-zero with the
// status and message on stderr.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const baseUrl = process.env.MEME_API_URL;
const token = process.env.MEME_API_TOKEN;
if (!baseUrl || !token) {
  console.error('Set MEME_API_URL and MEME_API_TOKEN');
  process.exit(2);
}
const authorization = `Bearer ${token}`;

type GraphQLBody<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

/** One GraphQL operation over HTTP POST with the token; throws on an HTTP or GraphQL error. */
async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphQLBody<T>;
  if (!response.ok || body.errors?.length) throw new Error(`HTTP ${response.status}: ${body.errors?.map((error) => error.message).join('; ')}`);
  return body.data!;
}

/** Resolves with the first tokenBalanceChanged event, subscribed over graphql-ws with connectionParams. */
function firstBalanceEvent() {
  const client = createClient({
    url: `${baseUrl!.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization },
    retryAttempts: 0,
    lazy: false,
    // The close is reported through `closed`; graphql-ws would also print it.
    onNonLazyError: () => {},
  });
  let subscribed!: () => void;
  const acknowledged = new Promise<void>((resolve) => (subscribed = resolve));
  client.on('connected', () => subscribed());
  const event = new Promise<number>((resolve, reject) => {
    client.on('closed', (closed) => {
      const { code, reason } = closed as { code: number; reason: string };
      reject(new Error(`socket closed ${code}: ${reason}`));
    });
    client.subscribe<{ tokenBalanceChanged: number }>(
      { query: 'subscription { tokenBalanceChanged }' },
      {
        next: (value) => (value.data ? resolve(value.data.tokenBalanceChanged) : reject(new Error(JSON.stringify(value.errors)))),
        error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => reject(new Error('subscription completed without an event')),
      },
    );
  });
  // Awaited later; a refusal before then must not count as an unhandled rejection.
  event.catch(() => undefined);
  return { acknowledged, event, dispose: () => client.dispose() };
}

async function main() {
  // Subscribed first, so the subscription is live well before the generation that changes the balance.
  const balance = firstBalanceEvent();
  const found = await graphql<{ templates: { edges: { node: { slug: string; name: string } }[] } }>(
    'query Search($search: String) { templates(search: $search, first: 5) { edges { node { slug name } } } }',
    { search: 'drake' },
  );
  const template = found.templates.edges[0]?.node;
  if (!template) throw new Error('no template found for "drake"');
  const before = await graphql<{ viewer: { tokens: number } }>('{ viewer { tokens } }');

  await balance.acknowledged;
  // The server registers the subscription a moment after the socket is acknowledged.
  await new Promise((resolve) => setTimeout(resolve, 500));

  const generated = await graphql<{ generateMemes: { __typename: string; balance: number; memes: { id: string; imageUrl: string }[] } }>(
    `mutation Generate($input: GenerateMemesInput!) { generateMemes(input: $input) {
      __typename ... on GenerateMemesSuccess { balance memes { id imageUrl } } ... on UserError { message } } }`,
    { input: { prompt: 'when the integration test passes on the first try', method: 'TEMPLATE', templateId: template.slug, count: 2 } },
  );
  if (generated.generateMemes.__typename !== 'GenerateMemesSuccess') throw new Error(`generateMemes: ${JSON.stringify(generated.generateMemes)}`);
  const balanceEvent = await Promise.race([
    balance.event,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('no tokenBalanceChanged event within 10 s')), 10_000)),
  ]);
  await balance.dispose();

  const listed = await graphql<{ viewer: { memes: { edges: { node: { id: string; imageUrl: string } }[] } } }>(
    '{ viewer { memes(first: 50) { edges { node { id imageUrl } } } } }',
  );
  const meme = listed.viewer.memes.edges[0]!.node;
  // The owner's own link (absolute), with the token as the credential.
  const own = await fetch(meme.imageUrl.startsWith('/') ? new URL(meme.imageUrl, baseUrl) : meme.imageUrl, { headers: { authorization } });
  await own.arrayBuffer();
  // Shared, the meme has a public page that works for anyone (no credential at all): what a bot posts.
  const shared = await graphql<{ shareMeme: { __typename: string; meme?: { shareUrl: string } } }>(
    'mutation Share($input: ShareMemeInput!) { shareMeme(input: $input) { __typename ... on ShareMemeSuccess { meme { shareUrl } } } }',
    { input: { memeId: meme.id } },
  );
  const shareUrl = shared.shareMeme.meme?.shareUrl;
  if (!shareUrl) throw new Error(`shareMeme: ${JSON.stringify(shared.shareMeme)}`);
  const page = await fetch(shareUrl);
  await page.text();
  const image = await fetch(`${shareUrl}.png`);
  const bytes = Buffer.from(await image.arrayBuffer());

  console.log(
    JSON.stringify({
      templatesFound: found.templates.edges.length,
      firstTemplateSlug: template.slug,
      balanceBefore: before.viewer.tokens,
      balanceAfterGeneration: generated.generateMemes.balance,
      generatedMemes: generated.generateMemes.memes.length,
      listedMemes: listed.viewer.memes.edges.length,
      imageUrlWithTokenStatus: own.status,
      shareUrl,
      sharePageStatus: page.status,
      sharePageContentType: page.headers.get('content-type'),
      imageStatus: image.status,
      imageContentType: image.headers.get('content-type'),
      imageMagic: bytes.subarray(0, 8).toString('hex'),
      balanceEvent,
    }),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
