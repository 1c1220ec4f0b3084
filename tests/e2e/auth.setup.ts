// The 'setup' project (playwright.config.ts): signs each role of fixtures.ts in once per run,
// through the API, and saves its cookies for the specs to reuse. No page is opened, so the saved
// state holds no localStorage (a language chosen here would follow every test).
import { type APIRequestContext, expect, test as setup } from '@playwright/test';
import { ROLE_USERNAMES, STORED_STATE } from './fixtures';

const PASSWORD = 'meme-maker-123';
/** Enough for every generation of a run, with room for --repeat-each and retries. */
const MAKER_TOKENS = 10_000;

async function register(request: APIRequestContext, username: string): Promise<number> {
  const response = await request.post('/api/register', { data: { username, password: PASSWORD } });
  expect(response.status(), `sign-up of ${username}`).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function signInAdmin(request: APIRequestContext) {
  const response = await request.post('/api/login', { data: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD } });
  expect(response.status(), 'login of the administrator (ADMIN_USERNAME, ADMIN_PASSWORD)').toBe(200);
}

setup('the administrator', async ({ request }) => {
  await signInAdmin(request);
  await request.storageState({ path: STORED_STATE.admin });
});

setup('a user', async ({ request }) => {
  await register(request, ROLE_USERNAMES.user);
  await request.storageState({ path: STORED_STATE.user });
});

setup('a user with Meme Fuel', async ({ request, playwright, baseURL }) => {
  const id = await register(request, ROLE_USERNAMES.maker);
  await request.storageState({ path: STORED_STATE.maker });
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInAdmin(admin);
    const response = await admin.post('/graphql', {
      data: {
        query: 'mutation ($input: AdjustTokensInput!) { adjustTokens(input: $input) { __typename } }',
        variables: { input: { userId: Buffer.from(`User:${id}`).toString('base64'), delta: MAKER_TOKENS, reason: 'End-to-end tests' } },
      },
      headers: { 'x-graphql-yoga-csrf': '1' },
    });
    expect(await response.json()).toEqual({ data: { adjustTokens: { __typename: 'AdjustTokensPayload' } } });
  } finally {
    await admin.dispose();
  }
});
