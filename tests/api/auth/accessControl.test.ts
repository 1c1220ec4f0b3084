// SECURITY.md check 6 (every admin- or owner-scoped field, listed from the schema itself, refused
// to those outside the scope) and check 7 (user A cannot read user B's things, GraphQL and REST).
import type { GraphQLField, GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { ACCOUNT_TEST_ENV, signUp } from '../../helpers/accounts';
import { sessionCookieFor } from '../../helpers/sessions';
import { databaseId } from '../../../api/schema/globalIds';
import { fieldCall, scopedFields } from '../../helpers/schemaFields';

type Restricted = { type: GraphQLObjectType; field: GraphQLField<unknown, unknown>; scopes: string[]; typeLevel: boolean };

const PRIVILEGED = new Set(['admin', 'self', 'owner']);

/** Every field readable only with the admin or self scope (directly, or through its type's scopes). */
function restrictedFields(): Restricted[] {
  const found: Restricted[] = [];
  for (const { type, field, fieldScopes, typeScopes } of scopedFields()) {
    const scopes = fieldScopes ?? typeScopes;
    if (scopes?.length && scopes.every((scope) => PRIVILEGED.has(scope))) found.push({ type, field, scopes, typeLevel: !fieldScopes });
  }
  return found;
}

let app: TestApp;
let owner: { id: number; cookie: string };
let stranger: { cookie: string };
let admin: { cookie: string };
/** A global id of one of the owner's objects of each type. */
const ownerIds: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp(ACCOUNT_TEST_ENV);
  const bob = await signUp(app, 'bob', 'bob-password', 'bob@example.com');
  owner = { id: databaseId('User', bob.user.id), cookie: bob.cookie };
  stranger = { cookie: (await signUp(app, 'alice', 'alice-password', 'alice@example.com')).cookie };
  const chief = await signUp(app, 'chief');
  await app.deps.prisma.user.update({ where: { username: 'chief' }, data: { isAdmin: true } });
  admin = { cookie: await sessionCookieFor(app, databaseId('User', chief.user.id)) };
  await app.deps.prisma.user.update({ where: { id: owner.id }, data: { profilePicture: 'https://lh3.example/bob.png' } });
  const pack = await app.deps.prisma.tokenPack.findFirstOrThrow();
  const bobsMeme = {
    userId: owner.id,
    originalText: 'secret joke',
    uwuText: 'secwet joke',
    templateId: 'drake-hotline-bling',
    captions: [],
    description: "bob's meme",
  };
  // An edit of another meme of his, shared and also marked unpublished, so that every field of it has
  // a value to refuse (the app never makes both: unpublishing ends the share).
  const original = await app.deps.prisma.meme.create({ data: bobsMeme });
  const meme = await app.deps.prisma.meme.create({
    data: { ...bobsMeme, editedFromId: original.id, shareId: 'bobs-share-id', sharedAt: new Date(), unpublishedAt: new Date() },
  });
  const purchase = await app.deps.prisma.userTokenPurchase.create({
    data: { userId: owner.id, packId: pack.id, amount: pack.price, tokenCount: pack.tokenCount, status: 'completed' },
  });
  const apiToken = await app.deps.prisma.apiToken.create({
    data: { userId: owner.id, name: 'bot', secretHash: 'not-a-real-hash', lastFour: 'abcd', lastUsedAt: new Date() },
  });
  Object.assign(ownerIds, {
    User: bob.user.id,
    Meme: encodeGlobalID('Meme', meme.id),
    TokenPurchase: encodeGlobalID('TokenPurchase', purchase.id),
    ApiToken: encodeGlobalID('ApiToken', apiToken.id),
  });
});
afterAll(async () => app?.close());

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** An operation that reads the field on the owner's object (or calls it, for root fields). */
function operationFor({ type, field, typeLevel }: Restricted): { document: string; path: string[] } {
  if (ROOT_TYPES.has(type.name)) {
    if (type.name === 'Subscription') throw new Error(`${type.name}.${field.name}: extend this test to subscriptions`);
    return { document: `${type.name === 'Mutation' ? 'mutation' : 'query'} { ${fieldCall(field, ownerIds.User!)} }`, path: [field.name] };
  }
  const id = ownerIds[type.name];
  if (!id) throw new Error(`${type.name}.${field.name} is restricted: add an object of type ${type.name} owned by bob to this test`);
  const selection = typeLevel ? `id ${fieldCall(field, ownerIds.User!)}` : fieldCall(field, ownerIds.User!);
  return { document: `query { node(id: ${JSON.stringify(id)}) { ... on ${type.name} { ${selection} } } }`, path: ['node', field.name] };
}

function valueAt(data: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data);
}

const REFUSAL_CODES = ['UNAUTHENTICATED', 'FORBIDDEN'];

describe('check 6: restricted fields, listed from the schema', () => {
  const restricted = restrictedFields();

  it('finds the private fields this issue declares (so the list is not empty by accident)', () => {
    const names = restricted.map(({ type, field }) => `${type.name}.${field.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'User.email',
        'User.tokens',
        'User.status',
        'User.memes',
        'User.purchases',
        'Meme.imageUrl',
        'TokenPurchase.amount',
        'User.apiTokens',
        'ApiToken.name',
      ]),
    );
  });

  it.each(restricted.map((entry) => [`${entry.type.name}.${entry.field.name}`, entry] as const))(
    '%s is refused to visitors and other users',
    async (_name, entry) => {
      const { document, path } = operationFor(entry);
      const ownerOnly = entry.scopes.includes('owner');
      const cookies = {
        visitor: undefined,
        stranger: stranger.cookie,
        ...(entry.scopes.includes('self') || ownerOnly ? {} : { owner: owner.cookie }),
        ...(ownerOnly ? { admin: admin.cookie } : {}),
      };
      for (const [who, cookie] of Object.entries(cookies)) {
        const { body } = await app.graphql(document, {}, cookie ? { cookie } : {});
        const refusedWithError = body.errors?.some((error) => REFUSAL_CODES.includes(error.extensions?.code));
        const value = valueAt(body.data, path);
        expect({ who, refused: refusedWithError || value === null || value === undefined }).toEqual({ who, refused: true });
        expect(JSON.stringify(body.data ?? {})).not.toMatch(/bob@example\.com|bob\.png|secret joke/);
      }
    },
  );

  it.each(restricted.filter((entry) => !ROOT_TYPES.has(entry.type.name)).map((entry) => [`${entry.type.name}.${entry.field.name}`, entry] as const))(
    '%s is readable in scope (owner or admin)',
    async (_name, entry) => {
      const { document, path } = operationFor(entry);
      const readers = entry.scopes.includes('owner') ? [owner.cookie] : entry.scopes.includes('self') ? [owner.cookie, admin.cookie] : [admin.cookie];
      for (const cookie of readers) {
        const { body } = await app.graphql(document, {}, { cookie });
        expect(body.errors).toBeUndefined();
        expect(valueAt(body.data, path)).not.toBeNull();
      }
    },
  );
});

describe('check 7: user A cannot read user B', () => {
  it("a visitor's viewer is null, whatever is selected under it", async () => {
    const { body } = await app.graphql('{ viewer { username memes { edges { node { id } } } purchases { edges { node { tokenPack { name } } } } } }');
    expect(body).toEqual({ data: { viewer: null } });
  });

  it("alice gets null for bob's email and balance, and no memes or purchases", async () => {
    const { body } = await app.graphql(
      `{ node(id: "${ownerIds.User}") { ... on User { username email tokens profilePicture } } }`,
      {},
      { cookie: stranger.cookie },
    );
    expect(body.data.node).toEqual({ username: 'bob', email: null, tokens: null, profilePicture: null });
    const memes = await app.graphql(`{ node(id: "${ownerIds.User}") { ... on User { memes { edges { node { id } } } } } }`, {}, { cookie: stranger.cookie });
    expect(memes.body.data.node).toBeNull();
    expect(memes.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("alice cannot open bob's meme or purchase by id", async () => {
    for (const id of [ownerIds.Meme, ownerIds.TokenPurchase]) {
      const { body } = await app.graphql(
        `{ node(id: "${id}") { id ... on Meme { description } ... on TokenPurchase { amount } } }`,
        {},
        { cookie: stranger.cookie },
      );
      expect(body.data.node).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const nodes = await app.graphql(`{ nodes(ids: ["${id}"]) { id } }`, {}, { cookie: stranger.cookie });
      expect(nodes.body.data?.nodes ?? [null]).toEqual([null]);
    }
  });

  it('bob reads his own meme and purchase; the REST lists show each user only their own', async () => {
    const { body } = await app.graphql(
      `{ viewer { memes { edges { node { description imageUrl type } } } purchases { edges { node { amount status tokenPack { name } } } } } }`,
      {},
      { cookie: owner.cookie },
    );
    const bobsMeme = {
      node: { description: "bob's meme", imageUrl: expect.stringMatching(/^http:\/\/localhost:3000\/media\/memes\/\d+\.png$/), type: 'IMAGE' },
    };
    // His meme and the one it is an edit of.
    expect(body.data.viewer.memes.edges).toEqual([bobsMeme, bobsMeme]);
    expect(body.data.viewer.purchases.edges).toHaveLength(1);
    for (const [path, count] of [
      ['/api/memes/user', 2],
      ['/api/user/purchases', 1],
    ] as const) {
      const asBob = await app.request(path, { headers: { cookie: owner.cookie } });
      expect((await asBob.json()) as unknown[]).toHaveLength(count);
      const asAlice = await app.request(path, { headers: { cookie: stranger.cookie } });
      expect(await asAlice.json()).toEqual([]);
      expect((await app.request(path)).status).toBe(401);
    }
  });
});
