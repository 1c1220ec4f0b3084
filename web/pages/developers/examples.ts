// The code on /developers. Code is not translated (its prose is, in locales/*.json); every
// GraphQL document here is checked against the schema by tests/api/graphql/graphiqlPage.test.ts.

/** The template the examples use (a real template, api/templates/catalogue/facts/realTemplates.json). */
export const EXAMPLE_TEMPLATE = 'drake-hotline-bling';

export const TOKEN_ENV = 'export MEME_MAKER_TOKEN=mm_pat_…';
export const AUTH_HEADER = 'Authorization: Bearer mm_pat_…';

export const SEARCH_QUERY = 'query ($q: String) { templates(search: $q, first: 3) { edges { node { slug name } } } }';

export const GENERATE_MUTATION =
  'mutation ($input: GenerateMemesInput!) { generateMemes(input: $input) { __typename ... on GenerateMemesSuccess { balance memes { id imageUrl } } ... on UserError { message } } }';

export const SHARE_MUTATION =
  'mutation ($input: ShareMemeInput!) { shareMeme(input: $input) { __typename ... on ShareMemeSuccess { meme { shareUrl } } ... on UserError { message } } }';

export const BALANCE_SUBSCRIPTION = 'subscription { tokenBalanceChanged }';

/** Every GraphQL document of the page, for the schema test. */
export const PAGE_DOCUMENTS = [SEARCH_QUERY, GENERATE_MUTATION, SHARE_MUTATION, BALANCE_SUBSCRIPTION];

/** A curl call of /graphql with the token from the environment, its JSON body laid out to read. */
function curl(origin: string, query: string, variables: object): string {
  const json = (value: unknown) => JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
  return `curl ${origin}/graphql \\
  -H "Authorization: Bearer $MEME_MAKER_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{
    "query": ${json(query)},
    "variables": ${json(variables)}
  }'`;
}

export const curlSearch = (origin: string) => curl(origin, SEARCH_QUERY, { q: 'drake' });

export const curlGenerate = (origin: string) =>
  curl(origin, GENERATE_MUTATION, { input: { prompt: 'When the build passes on the first try', templateId: EXAMPLE_TEMPLATE, count: 2 } });

/** A meme id as generateMemes returns it (Meme.id), for the share examples. */
const EXAMPLE_MEME_ID = 'TWVtZTo0Mg==';

export const curlShare = (origin: string) => curl(origin, SHARE_MUTATION, { input: { memeId: EXAMPLE_MEME_ID } });

/** A bot's two steps: share the meme, then post its public link (here to a chat's incoming webhook). */
export function postSharedMemeExample(origin: string): string {
  const body = JSON.stringify({ query: SHARE_MUTATION, variables: { input: { memeId: EXAMPLE_MEME_ID } } });
  return `SHARE_URL=$(curl -s ${origin}/graphql \\
  -H "Authorization: Bearer $MEME_MAKER_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '${body}' \\
  | jq -r '.data.shareMeme.meme.shareUrl')

# The link unfurls with the meme's picture, title and alt text.
curl -X POST "$CHAT_WEBHOOK_URL" \\
  -H "Content-Type: application/json" \\
  -d "{\\"text\\": \\"$SHARE_URL\\"}"`;
}

export function webSocketExample(origin: string): string {
  const url = `${origin.replace(/^http/, 'ws')}/graphql`;
  return `import { createClient } from 'graphql-ws';

const client = createClient({
  url: '${url}',
  connectionParams: { authorization: \`Bearer \${process.env.MEME_MAKER_TOKEN}\` },
});

for await (const result of client.iterate({ query: '${BALANCE_SUBSCRIPTION}' })) {
  console.log('Meme Fuel:', result.data?.tokenBalanceChanged);
}`;
}

export const RATE_LIMIT_RESPONSE = `HTTP/1.1 429 Too Many Requests
Retry-After: 17`;

export const INVALID_TOKEN_RESPONSE = `HTTP/1.1 401 Unauthorized
WWW-Authenticate: Bearer error="invalid_token"`;

/** The live example: a path on this site, so the same link works from anywhere. */
export const IMAGE_PATH = `/media/render/${EXAMPLE_TEMPLATE}.png?c=Clicking+around&c=Using+the+image+URL&width=600`;

export const imageUrl = (origin: string) => `${origin}${IMAGE_PATH}`;

export const imageTagExample = (origin: string) => `<img src="${imageUrl(origin)}" alt="Drake meme">`;
