// Issue 13, item 1: the inputs of the attack report, each refused as the client's mistake with a
// message that says what is wrong (inputFuzz.test.ts sweeps every field and route; this file pins
// the answers a client reads).
import { GraphQLError, type ExecutionResult } from 'graphql';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useUnexpectedErrorMasking } from '../../../api/graphql/errorMasking';
import { findUnusableText } from '../../../api/graphql/inputGuards';
import { createLogger } from '../../../api/platform/log';
import { postJson } from '../../helpers/accounts';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { sharedMemePath } from '../../helpers/storedMeme';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let app: TestApp;
let userCookie: string;
let adminCookie: string;
let memeId: number;

const GENERATE = 'mutation Generate($input: GenerateMemesInput!) { generateMemes(input: $input) { __typename } }';

beforeAll(async () => {
  app = await createTestApp();
  const user = await createUser(app, 'guarded');
  const admin = await createUser(app, 'guardian', { isAdmin: true });
  await app.deps.prisma.user.update({ where: { id: user.id }, data: { tokens: 10 } });
  userCookie = await sessionCookieFor(app, user.id);
  adminCookie = await sessionCookieFor(app, admin.id);
  const made = await app.graphql(GENERATE, { input: { prompt: 'cats', count: 1 } }, { cookie: userCookie });
  expect(made.body.data?.generateMemes.__typename).toBe('GenerateMemesSuccess');
  memeId = (await app.deps.prisma.meme.findFirstOrThrow({ where: { userId: user.id } })).id;
});
afterAll(async () => app?.close());

describe('text no column can store', () => {
  it('a NUL in a GraphQL variable is a 400 naming the field, before anything is charged', async () => {
    const before = await app.deps.prisma.tokenLedger.count();
    const { status, body } = await app.graphql(GENERATE, { input: { prompt: 'a\u0000b' } }, { cookie: userCookie });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: '"input.prompt" must not contain the NUL character (U+0000).',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'input.prompt' }),
      }),
    ]);
    expect(await app.deps.prisma.tokenLedger.count()).toBe(before);
  });

  it('a NUL in an argument literal, or an unpaired surrogate, is refused the same way', async () => {
    const literal = await app.graphql('mutation { generateMemes(input: { prompt: "x\\u0000" }) { __typename } }', {}, { cookie: userCookie });
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]?.extensions?.field).toBe('input.prompt');
    const byDefault = await app.graphql('query Search($s: String = "\\u0000") { adminUsers(search: $s) { users { id } } }', {}, { cookie: adminCookie });
    expect(byDefault.status).toBe(400);
    expect(byDefault.body.errors?.[0]?.extensions?.field).toBe('s');
    const surrogate = await app.graphql(GENERATE, { input: { prompt: 'x\uD800' } }, { cookie: userCookie });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.errors?.[0]?.message).toBe('"input.prompt" must be well-formed Unicode text (no unpaired surrogates).');
  });

  it('caption edits, affiliate fields and the admin user search', async () => {
    const edit = await app.graphql(
      'mutation Edit($captions: [MemeCaptionInput!]!) { updateMemeCaptions(input: { memeId: "x", captions: $captions }) { __typename } }',
      { captions: [{ text: 'top' }, { text: 'bottom\u0000' }] },
      { cookie: userCookie },
    );
    expect(edit.status).toBe(400);
    expect(edit.body.errors?.[0]?.extensions?.field).toBe('input.captions.1.text');

    const search = await app.graphql('query Users($s: String) { adminUsers(search: $s) { users { id } } }', { s: '\u0000' }, { cookie: adminCookie });
    expect(search.status).toBe(400);
    expect(search.body.errors?.[0]?.extensions?.field).toBe('search');

    const site = await postJson(
      app,
      '/api/admin/affiliate-sites',
      { title: 'Shop\u0000', url: 'https://shop.example', description: 'd', logoUrl: 'https://shop.example/logo.png' },
      { cookie: adminCookie },
    );
    expect(site.status).toBe(400);
    expect(await site.json()).toEqual({ error: 'title must not contain the NUL character (U+0000)' });
    expect(await app.deps.prisma.affiliateSite.count()).toBe(0);
  });

  it('REST bodies and query strings name the field the client sent', async () => {
    const generate = await postJson(app, '/api/generate-captions', { prompt: 'a\u0000b' }, { cookie: userCookie });
    expect(generate.status).toBe(400);
    expect(await generate.json()).toEqual({ error: 'prompt must not contain the NUL character (U+0000)' });
    const users = await app.request('/api/admin/users?search=%00', { headers: { cookie: adminCookie } });
    expect(users.status).toBe(400);
    expect(await users.json()).toEqual({ error: 'search must not contain the NUL character (U+0000)' });
  });

  it('finds text in keys and in arrays nested far deeper than a call stack', () => {
    let deep: unknown = ['\u0000'];
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnusableText({ a: deep }, '')?.reason).toBe('must not contain the NUL character (U+0000)');
    expect(findUnusableText({ input: { ['k\u0000']: 1 } }, '')).toEqual({ field: 'input.k\u0000', reason: 'must not contain the NUL character (U+0000)' });
    expect(findUnusableText({ input: { prompt: 'ﷺ😀 fine' } }, '')).toBeNull();
  });
});

describe('numbers out of range for their column', () => {
  it('a pack id of 2³¹ is a 400, over GraphQL and REST', async () => {
    const graphql = await app.graphql(
      'mutation Buy($packId: ID!) { createPaymentIntent(packId: $packId) { __typename } }',
      { packId: encodeGlobalID('TokenPack', '2147483648') },
      { cookie: userCookie },
    );
    expect(graphql.body.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    const rest = await postJson(app, '/api/create-payment-intent', { packId: 2147483648 }, { cookie: userCookie });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({ error: 'Not a valid TokenPack id.' });
  });

  it('count 1e308 is a 400 over REST too (GraphQL coercion refuses it)', async () => {
    const rest = await postJson(app, '/api/generate-captions', { prompt: 'x', count: 1e308 }, { cookie: userCookie });
    expect(rest.status).toBe(400);
    expect((await rest.json()).error).toMatch(/Int cannot represent non 32-bit signed integer value: 1e\+308/);
  });

  it('ids past the column are no such node, and no such meme image', async () => {
    const { body } = await app.graphql(
      `query { nodes(ids: ["${encodeGlobalID('Meme', '2147483648')}", "${encodeGlobalID('User', 'NaN')}"]) { id } node(id: "${encodeGlobalID('Meme', '\u0000')}") { id } }`,
      {},
      { cookie: adminCookie },
    );
    expect(body).toEqual({ data: { nodes: [null, null], node: null } });
    const image = await app.request('/media/memes/2147483648.png', { headers: { cookie: adminCookie } });
    expect(image.status).toBe(404);
  });

  it('a string where a File is expected is a 400, not a masked internal error', async () => {
    const { status, body } = await app.graphql(
      'mutation Up($file: File) { uploadImage(file: $file) { __typename } }',
      { file: 'not a file' },
      { cookie: userCookie },
    );
    expect(status).toBe(400);
    expect(body.errors?.map((error) => error.message)).toEqual(['Variable "$file" got invalid value "not a file"; Expected a file of a multipart request']);
  });

  it('masking never turns a refused variable into an internal error, whatever a scalar threw', () => {
    const hooks = useUnexpectedErrorMasking(createLogger('silent')) as any;
    let masked: ExecutionResult | undefined;
    const refused = new GraphQLError('Variable "$file" got invalid value 1; boom', { originalError: new TypeError('boom at internals.ts:12') });
    const { onExecuteDone } = hooks.onExecute({ args: { contextValue: { requestId: 'r1' } } });
    onExecuteDone({ result: { errors: [refused] }, setResult: (result: ExecutionResult) => (masked = result) });
    expect(masked?.errors?.map((error) => [error.message, error.extensions])).toEqual([
      ['Variable "$file" has an invalid value.', { code: 'BAD_USER_INPUT', http: { status: 400 } }],
    ]);
  });
});

describe('percent-encoding', () => {
  it.each(['%ZZ', '%E0%A4%A', '%'])('/api/affiliate-sites/%s is a 400', async (segment) => {
    const response = await app.request(`/api/affiliate-sites/${segment}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The path is not valid percent-encoded UTF-8' });
  });

  it('a share id with multi-byte characters is an unknown share (404), and the right one still works', async () => {
    const shared = await sharedMemePath(app, memeId);
    const broken = await app.request(`/s/%C3%A9${shared.slice(-21)}.png`);
    expect(broken.status).toBe(404);
    expect((await app.request(`${shared}.png`)).status).toBe(200);
  });
});
