// Personal API tokens (issue 15, items 1–2): created and listed in the signed-in website, used with
// `Authorization: Bearer`, refused (401) when wrong or revoked, and never allowed near the
// account's sensitive parts (FORBIDDEN), even for an administrator.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWellFormedApiTokenSecret } from '../../../api/auth/apiTokenSecret';
import { API_TOKEN_FORBIDDEN_MESSAGE } from '../../../api/schema/sessionOnly';
import { GENERATE, signedInUser } from '../../helpers/generation';
import { ACCOUNT_TEST_ENV, CHANGE_PASSWORD, DELETE_ACCOUNT, LOGOUT, signUp } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/testApp';

export const CREATE_TOKEN = `mutation Create($name: String!) { createApiToken(input: { name: $name }) { __typename
  ... on CreateApiTokenSuccess { token apiToken { id name preview createdAt lastUsedAt } }
  ... on UserError { message messageId } ... on ValidationError { fieldErrors { field messageId } } } }`;
export const REVOKE_TOKEN = `mutation Revoke($id: ID!) { revokeApiToken(input: { id: $id }) { __typename
  ... on RevokeApiTokenSuccess { revokedApiTokenId } ... on UserError { message messageId } } }`;
const MY_TOKENS = '{ viewer { apiTokens { id name preview lastUsedAt } } }';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ...ACCOUNT_TEST_ENV, API_TOKEN_RATE_LIMIT: '1000' });
});
afterAll(async () => app?.close());

/** Creates a token in the website session `cookie`; returns its secret and node. */
async function newToken(cookie: string, name = 'script') {
  const { body } = await app.graphql(CREATE_TOKEN, { name }, { cookie });
  const result = body.data.createApiToken;
  if (result.__typename !== 'CreateApiTokenSuccess') throw new Error(JSON.stringify(body));
  return result as { token: string; apiToken: { id: string; name: string; preview: string; lastUsedAt: string | null } };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('creating and listing tokens', () => {
  it('shows the secret once, with a recognisable prefix and checksum, and keeps only its hash', async () => {
    const { cookie, user } = await signedInUser(app);
    const created = await newToken(cookie, '  Slack bot  ');
    expect(created.token).toMatch(/^mm_pat_[0-9A-Za-z]{36}$/);
    expect(isWellFormedApiTokenSecret(created.token)).toBe(true);
    expect(created.apiToken).toMatchObject({ name: 'Slack bot', preview: `mm_pat_…${created.token.slice(-4)}`, lastUsedAt: null });
    const stored = await app.deps.prisma.apiToken.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(created.token.slice(7, 30));
    // The list never carries the secret.
    const { body } = await app.graphql(MY_TOKENS, {}, { cookie });
    expect(JSON.stringify(body)).not.toContain(created.token);
    expect(body.data.viewer.apiTokens).toEqual([{ id: created.apiToken.id, name: 'Slack bot', preview: created.apiToken.preview, lastUsedAt: null }]);
  });

  it('refuses an empty or too long name and a 21st token, naming the problem', async () => {
    const { cookie, user } = await signedInUser(app);
    const empty = (await app.graphql(CREATE_TOKEN, { name: '   ' }, { cookie })).body.data.createApiToken;
    expect(empty).toMatchObject({
      __typename: 'ValidationError',
      message: 'Give the token a name',
      fieldErrors: [{ field: 'name', messageId: 'ApiTokens.nameRequired' }],
    });
    const long = (await app.graphql(CREATE_TOKEN, { name: 'x'.repeat(65) }, { cookie })).body.data.createApiToken;
    expect(long).toMatchObject({ __typename: 'ValidationError', messageId: 'ApiTokens.nameTooLong' });
    await Promise.all(Array.from({ length: 20 }, (_, index) => newToken(cookie, `token ${index}`)));
    const extra = (await app.graphql(CREATE_TOKEN, { name: 'one too many' }, { cookie })).body.data.createApiToken;
    expect(extra).toMatchObject({ __typename: 'ApiTokenLimitError', messageId: 'ApiTokens.limitReached' });
    expect(await app.deps.prisma.apiToken.count({ where: { userId: user.id } })).toBe(20);
  });

  it("revokes only the viewer's own tokens", async () => {
    const alice = await signedInUser(app);
    const bob = await signedInUser(app);
    const bobs = await newToken(bob.cookie);
    const attempt = (await app.graphql(REVOKE_TOKEN, { id: bobs.apiToken.id }, { cookie: alice.cookie })).body.data.revokeApiToken;
    expect(attempt).toMatchObject({ __typename: 'ApiTokenNotFoundError', messageId: 'ApiTokens.notFound' });
    expect((await app.graphql('{ viewer { username } }', {}, bearer(bobs.token))).status).toBe(200);
    const revoked = (await app.graphql(REVOKE_TOKEN, { id: bobs.apiToken.id }, { cookie: bob.cookie })).body.data.revokeApiToken;
    expect(revoked).toEqual({ __typename: 'RevokeApiTokenSuccess', revokedApiTokenId: bobs.apiToken.id });
    const again = (await app.graphql(REVOKE_TOKEN, { id: bobs.apiToken.id }, { cookie: bob.cookie })).body.data.revokeApiToken;
    expect(again.__typename).toBe('ApiTokenNotFoundError');
  });
});

describe('requests with a token', () => {
  it('act as the owner over HTTP with no cookie and no CSRF header, GET included, and record the last use', async () => {
    const { cookie, user } = await signedInUser(app);
    const { token } = await newToken(cookie);
    const post = await app.graphql('{ viewer { username tokens } }', {}, bearer(token));
    expect(post).toEqual({ status: 200, body: { data: { viewer: { username: user.username, tokens: 5 } } } });
    const get = await app.request(`/graphql?query=${encodeURIComponent('{ viewer { username } }')}`, { headers: bearer(token) });
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ data: { viewer: { username: user.username } } });
    const [listed] = (await app.graphql(MY_TOKENS, {}, { cookie })).body.data.viewer.apiTokens;
    expect(Date.now() - Date.parse(listed.lastUsedAt)).toBeLessThan(60_000);
  });

  it('generate memes, read them, edit their captions and read the balance and purchases', async () => {
    const { cookie, user } = await signedInUser(app, 5);
    const { token } = await newToken(cookie);
    const { body } = await app.graphql(GENERATE, { input: { prompt: 'when the build passes on the first try' } }, bearer(token));
    expect(body.data.generateMemes).toMatchObject({ __typename: 'GenerateMemesSuccess', balance: 4 });
    const meme = body.data.generateMemes.memes[0];
    const edit = await app.graphql(
      `mutation Edit($input: UpdateMemeCaptionsInput!) { updateMemeCaptions(input: $input) { __typename ... on UpdateMemeCaptionsSuccess { meme { captions { text } } } } }`,
      { input: { memeId: meme.id, captions: meme.captions.map((caption: { slot: number }) => ({ slot: caption.slot, text: `edited ${caption.slot}` })) } },
      bearer(token),
    );
    expect(edit.body.data.updateMemeCaptions).toEqual({
      __typename: 'UpdateMemeCaptionsSuccess',
      meme: { captions: meme.captions.map((caption: { slot: number }) => ({ text: `edited ${caption.slot}` })) },
    });
    const mine = await app.graphql('{ viewer { tokens memes(first: 10) { edges { node { id } } } purchases { edges { node { id } } } } }', {}, bearer(token));
    expect(mine.body.data.viewer.tokens).toBe(4);
    expect(mine.body.data.viewer.memes.edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(meme.id);
    expect(await app.deps.prisma.meme.count({ where: { userId: user.id } })).toBeGreaterThan(0);
    // The REST shims too, with no Origin checks: a token is no ambient credential.
    const rest = await app.request('/api/memes/user', { headers: { ...bearer(token), origin: 'https://elsewhere.example' } });
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it("open the owner's meme images, not anyone else's, even with an administrator's token", async () => {
    const { cookie, user } = await signedInUser(app);
    const meme = await app.deps.prisma.meme.create({
      data: { userId: user.id, originalText: 'x', uwuText: 'x', templateId: 'drake-hotline-bling', captions: [] },
    });
    const { token } = await newToken(cookie);
    const boss = await signedInUser(app, 5, 'imageboss');
    await app.deps.prisma.user.update({ where: { id: boss.user.id }, data: { isAdmin: true } });
    const bossToken = (await newToken(boss.cookie)).token;
    const visible = async (headers: Record<string, string>) => (await app.request(`/media/memes/${meme.id}/picture`, { headers })).status;
    // The meme has no upload, so its owner gets the route's own 404 text, the others the not-found one.
    const answer = async (headers: Record<string, string>) =>
      ((await (await app.request(`/media/memes/${meme.id}/picture`, { headers })).json()) as { error: string }).error;
    expect(await answer(bearer(token))).toBe('This meme has no uploaded picture');
    expect(await answer(bearer(bossToken))).toBe('Meme not found');
    expect(await answer({ cookie: boss.cookie })).toBe('This meme has no uploaded picture');
    expect(await visible({ authorization: 'Bearer nonsense' })).toBe(401);
    const render = await app.request('/media/render/drake-hotline-bling.png?c=a&c=b', { headers: { authorization: 'Bearer nonsense' } });
    expect(render.status).toBe(401);
    expect(await render.json()).toEqual({ error: 'This API token is not valid. It may have been revoked.' });
  });

  it('a token, not a cookie sent beside it, decides who calls', async () => {
    const alice = await signedInUser(app);
    const bob = await signedInUser(app);
    const { token } = await newToken(bob.cookie);
    const both = await app.graphql('{ viewer { username } }', {}, { cookie: alice.cookie, ...bearer(token) });
    expect(both.body.data.viewer.username).toBe(bob.user.username);
  });
});

describe('a wrong or revoked token is 401, never a visitor', () => {
  const INVALID = 'This API token is not valid. It may have been revoked.';

  it.each([
    ['an unknown token', `Bearer mm_pat_${'A'.repeat(30)}000000`, INVALID],
    ['a token with a typo (bad checksum)', 'typo', INVALID],
    ['another scheme', 'Basic dXNlcjpwYXNz', 'The Authorization header must be "Bearer <API token>".'],
    ['an empty bearer', 'Bearer ', 'The Authorization header must be "Bearer <API token>".'],
  ])('%s', async (_name, authorization, message) => {
    let header = authorization;
    if (authorization === 'typo') {
      const { cookie } = await signedInUser(app);
      const { token } = await newToken(cookie);
      header = `Bearer ${token.slice(0, 10)}${token[10] === 'a' ? 'b' : 'a'}${token.slice(11)}`;
    }
    const graphql = await app.graphql('{ viewer { username } }', {}, { authorization: header });
    expect(graphql.status).toBe(401);
    expect(graphql.body).toEqual({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });
    const rest = await app.request('/api/memes/user', { headers: { authorization: header } });
    expect(rest.status).toBe(401);
    expect(rest.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_(token|request)"$/);
    expect(await rest.json()).toEqual({ error: message });
  });

  it('revocation ends the token at once', async () => {
    const { cookie } = await signedInUser(app);
    const { token, apiToken } = await newToken(cookie);
    expect((await app.graphql('{ viewer { username } }', {}, bearer(token))).status).toBe(200);
    await app.graphql(REVOKE_TOKEN, { id: apiToken.id }, { cookie });
    const after = await app.graphql('{ viewer { username } }', {}, bearer(token));
    expect(after.status).toBe(401);
    expect(after.body.errors?.[0]?.message).toBe(INVALID);
  });

  it('a password change, a ban and account deletion end every token of the user', async () => {
    const changer = await signUp(app, `changer${Date.now()}`, 'old-password1');
    const changerToken = (await newToken(changer.cookie)).token;
    const changed = await app.graphql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'old-password1', newPassword: 'new-password1' } },
      { cookie: changer.cookie },
    );
    expect(changed.body.data.changePassword.__typename).toBe('ChangePasswordSuccess');
    expect((await app.graphql('{ viewer { username } }', {}, bearer(changerToken))).status).toBe(401);

    const banned = await signedInUser(app);
    const bannedToken = (await newToken(banned.cookie)).token;
    const admin = await signedInUser(app, 5, 'boss');
    await app.deps.prisma.user.update({ where: { id: admin.user.id }, data: { isAdmin: true } });
    const ban = await app.graphql(
      `mutation Ban($input: SetUserStatusInput!) { setUserStatus(input: $input) { __typename } }`,
      { input: { userId: encodeGlobalID('User', banned.user.id), status: 'BANNED' } },
      { cookie: admin.cookie },
    );
    expect(ban.body.errors).toBeUndefined();
    expect((await app.graphql('{ viewer { username } }', {}, bearer(bannedToken))).status).toBe(401);
    expect(await app.deps.prisma.apiToken.count({ where: { userId: banned.user.id } })).toBe(0);

    const leaver = await signedInUser(app);
    const leaverToken = (await newToken(leaver.cookie)).token;
    expect((await app.graphql(DELETE_ACCOUNT, {}, { cookie: leaver.cookie })).body.errors).toBeUndefined();
    expect((await app.graphql('{ viewer { username } }', {}, bearer(leaverToken))).status).toBe(401);
  });
});

describe('what a token can never do (FORBIDDEN, nothing changes)', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let token: string;
  let tokenId: string;
  beforeAll(async () => {
    owner = await signUp(app, `careful${Date.now()}`, 'owner-password1');
    await app.deps.prisma.user.update({ where: { username: owner.user.username }, data: { isAdmin: true } });
    ({
      token,
      apiToken: { id: tokenId },
    } = await newToken(owner.cookie));
  });

  const pack = async () => (await app.deps.prisma.tokenPack.findFirstOrThrow()).id;
  const cases: [string, () => Promise<[string, Record<string, unknown>]>][] = [
    ['change the password', async () => [CHANGE_PASSWORD, { input: { currentPassword: 'owner-password1', newPassword: 'stolen-password1' } }]],
    ['delete the account', async () => [DELETE_ACCOUNT, {}]],
    ['create a token', async () => [CREATE_TOKEN, { name: 'another' }]],
    ['revoke a token', async () => [REVOKE_TOKEN, { id: tokenId }]],
    ['log out', async () => [LOGOUT, {}]],
    [
      'buy tokens',
      async () => [`mutation Buy($packId: ID!) { createPaymentIntent(packId: $packId) { __typename } }`, { packId: encodeGlobalID('TokenPack', await pack()) }],
    ],
    [
      'pay for a purchase',
      async () => [
        `mutation Pay($input: ConfirmSimulatedPaymentInput!) { confirmSimulatedPayment(input: $input) { __typename } }`,
        { input: { clientSecret: 'sim_secret_x', cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' } },
      ],
    ],
    ['cancel a purchase', async () => [`mutation Cancel($id: ID!) { cancelPurchase(id: $id) { __typename } }`, { id: encodeGlobalID('TokenPurchase', 1) }]],
    ['use an admin field, though an admin', async () => ['{ adminUsers { search } }', {}]],
  ];

  it.each(cases)('%s', async (_name, operation) => {
    const [query, variables] = await operation();
    const { status, body } = await app.graphql(query, variables, bearer(token));
    expect(status).toBe(200);
    expect(body.errors?.[0]).toMatchObject({ message: API_TOKEN_FORBIDDEN_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    // Still the same account, password, tokens and purchases.
    const user = await app.deps.prisma.user.findUniqueOrThrow({ where: { username: owner.user.username }, include: { apiTokens: true, purchases: true } });
    expect(user.apiTokens).toHaveLength(1);
    expect(user.purchases).toHaveLength(0);
    expect((await app.graphql('{ viewer { username } }', {}, bearer(token))).body.data.viewer.username).toBe(owner.user.username);
  });
});
