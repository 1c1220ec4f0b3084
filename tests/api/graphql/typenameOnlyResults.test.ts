// A client may select only `__typename` of a mutation's result (to branch on success or the typed
// error). The mutation then still answers with its result type, and what it did is kept.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, fromFreshAddress, sessionCookieOf } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_TEST_ENV);
});
afterAll(async () => app?.close());

async function typenameOf(query: string, headers: Record<string, string> = {}) {
  const response = await app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromFreshAddress(headers) },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: Record<string, { __typename: string }>; errors?: unknown[] };
  return { body, cookie: sessionCookieOf(response) };
}

it('register, login, changePassword and updateMemeCaptions answer their Success type, and what they did is kept', async () => {
  const registered = await typenameOf('mutation { register(input: { username: "only_typename", password: "password1" }) { __typename } }');
  expect(registered.body).toEqual({ data: { register: { __typename: 'RegisterSuccess' } } });
  expect(await app.deps.prisma.user.count({ where: { username: 'only_typename' } })).toBe(1);

  const login = await typenameOf('mutation { login(input: { username: "only_typename", password: "password1" }) { __typename } }');
  expect(login.body).toEqual({ data: { login: { __typename: 'LoginSuccess' } } });
  const cookie = login.cookie!;

  const changed = await typenameOf('mutation { changePassword(input: { currentPassword: "password1", newPassword: "password22" }) { __typename } }', {
    cookie,
  });
  expect(changed.body).toEqual({ data: { changePassword: { __typename: 'ChangePasswordSuccess' } } });
  const relogin = await typenameOf('mutation { login(input: { username: "only_typename", password: "password22" }) { __typename } }');
  expect(relogin.body.data?.login?.__typename).toBe('LoginSuccess');

  const user = await app.deps.prisma.user.findUniqueOrThrow({ where: { username: 'only_typename' } });
  const meme = await app.deps.prisma.meme.create({
    data: { userId: user.id, originalText: 'x', uwuText: 'x', templateId: 'drake-hotline-bling', captions: [{ text: 'old' }] },
  });
  const edited = await typenameOf(
    `mutation { updateMemeCaptions(input: { memeId: "${encodeGlobalID('Meme', meme.id)}", captions: [{ text: "new" }] }) { __typename } }`,
    { cookie: relogin.cookie! },
  );
  expect(edited.body).toEqual({ data: { updateMemeCaptions: { __typename: 'UpdateMemeCaptionsSuccess' } } });
  expect(JSON.stringify((await app.deps.prisma.meme.findUniqueOrThrow({ where: { id: meme.id } })).captions)).toContain('new');
});
