// The meme library through the API, as a client sees it: memes saved by hand (free), edits that keep
// their original, favourites and their filter, deletion that takes the picture with it, and the
// viewer's admin-only fields refused one by one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import { balanceOf, generate, signedInUser } from '../../helpers/generation';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ API_TOKEN_RATE_LIMIT: '1000' });
});
afterAll(async () => app?.close());

const MEME_FIELDS = `id favorite type templateId versionedImageUrl imageUrl description
  captions { slot text position x y fontSize color textAlign }
  stickers { stickerId x y scale rotation } style { primaryColor fontFamily } theme
  editedFrom { id }`;

const SAVE = /* GraphQL */ `
  mutation Save($input: SaveMemeInput!) {
    saveMeme(input: $input) {
      __typename
      ... on SaveMemeSuccess { meme { ${MEME_FIELDS} } }
      ... on UserError { message messageId }
    }
  }
`;
const FAVORITE = /* GraphQL */ `
  mutation Favorite($input: SetMemeFavoriteInput!) {
    setMemeFavorite(input: $input) { __typename ... on SetMemeFavoriteSuccess { meme { id favorite } } ... on UserError { message } }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($input: DeleteMemeInput!) {
    deleteMeme(input: $input) { __typename ... on DeleteMemeSuccess { deletedMemeId } ... on UserError { message } }
  }
`;
const MY_MEMES = /* GraphQL */ `
  query Mine($favoritesOnly: Boolean, $after: String) {
    viewer { memes(first: 2, after: $after, favoritesOnly: $favoritesOnly) { edges { node { id favorite } } pageInfo { hasNextPage endCursor } } }
  }
`;

const drakeDesign = {
  captions: [
    { text: '  Writing captions by hand  ', fontSize: 40, color: '#ffcc00', textAlign: 'LEFT' },
    { text: 'Letting the editor place them', x: 70, y: 80, position: 'CUSTOM' },
  ],
  stickers: [{ stickerId: 'star', x: 20, y: 30, scale: 1.5, rotation: 15 }],
  style: { primaryColor: '#ffffff', fontFamily: 'Anton' },
  theme: 'STANDARD',
};

async function save(cookie: string, input: Record<string, unknown>) {
  const { body } = await app.graphql(SAVE, { input }, { cookie });
  expect(body.errors).toBeUndefined();
  return body.data.saveMeme;
}

type MemesPage = { viewer: { memes: { edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } };

async function allMine(cookie: string, favoritesOnly = false): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const { body } = await app.graphql<MemesPage>(MY_MEMES, { favoritesOnly, after }, { cookie });
    const page: MemesPage['viewer']['memes'] = body.data!.viewer.memes;
    ids.push(...page.edges.map((edge) => edge.node.id));
    if (!page.pageInfo.hasNextPage) return ids;
    after = page.pageInfo.endCursor;
  }
}

describe('saveMeme', () => {
  it('stores a template editor meme with its whole design, charges nothing, and draws it', async () => {
    const { user, cookie } = await signedInUser(app, 3);
    const saved = await save(cookie, { templateId: 'drake-hotline-bling', design: drakeDesign });
    expect(saved.__typename).toBe('SaveMemeSuccess');
    expect(saved.meme).toMatchObject({
      favorite: false,
      type: 'IMAGE',
      templateId: 'drake-hotline-bling',
      theme: 'STANDARD',
      editedFrom: null,
      style: { primaryColor: '#ffffff', fontFamily: 'Anton' },
      stickers: [{ stickerId: 'star', x: 20, y: 30, scale: 1.5, rotation: 15 }],
      captions: [
        { slot: 'drake-hotline-bling:text-1', text: 'Writing captions by hand', fontSize: 40, color: '#ffcc00', textAlign: 'LEFT' },
        { slot: 'drake-hotline-bling:text-2', text: 'Letting the editor place them', position: 'CUSTOM', x: 70, y: 80 },
      ],
    });
    expect(saved.meme.description).toContain('“Writing captions by hand” / “Letting the editor place them”');
    expect(await balanceOf(app, user.id)).toBe(3);
    expect(await allMine(cookie)).toEqual([saved.meme.id]);

    const picture = await app.request(saved.meme.versionedImageUrl, { headers: { cookie } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
  });

  it('saves an animated template as a GIF meme', async () => {
    const { cookie } = await signedInUser(app);
    const gif = templateCatalogue().find((template) => template.isGif)!;
    const saved = await save(cookie, { templateId: gif.id, design: { captions: [{ text: 'moving' }] } });
    expect(saved.meme).toMatchObject({ type: 'GIF', templateId: gif.id });
    expect(saved.meme.imageUrl).toMatch(/^http:\/\/localhost:3000\/media\/memes\/\d+\.gif$/);
  });

  it('stores an edit as a new meme on the same picture, keeping the original', async () => {
    const { cookie } = await signedInUser(app);
    const [original] = (await generate(app, cookie, { prompt: 'mondays', templateId: 'drake-hotline-bling', count: 1 })).memes;
    const edit = await save(cookie, { editedFromMemeId: original.id, design: { captions: [{ text: 'Mondays' }, { text: 'Fridays' }] } });
    expect(edit.__typename).toBe('SaveMemeSuccess');
    expect(edit.meme.id).not.toBe(original.id);
    expect(edit.meme).toMatchObject({ editedFrom: { id: original.id }, templateId: 'drake-hotline-bling' });
    expect(edit.meme.captions.map((caption: { text: string }) => caption.text)).toEqual(['Mondays', 'Fridays']);

    const { body } = await app.graphql(`{ node(id: "${original.id}") { ... on Meme { captions { text } } } }`, {}, { cookie });
    expect(body.data.node.captions).toEqual(original.captions.map((caption: { text: string }) => ({ text: caption.text })));
    expect(await allMine(cookie)).toEqual([edit.meme.id, original.id]);
  });

  it('refuses a bad design, a missing picture or a stranger’s meme with typed errors, storing nothing', async () => {
    const { user, cookie } = await signedInUser(app);
    const stranger = await signedInUser(app);
    const [theirs] = (await generate(app, stranger.cookie, { prompt: 'private', count: 1 })).memes;
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { templateId: 'no-such-template', design: drakeDesign },
        { __typename: 'TemplateNotFoundError', message: 'Template with ID no-such-template not found' },
      ],
      [{ design: drakeDesign }, { __typename: 'NoImageSelectedError' }],
      [
        { editedFromMemeId: theirs.id, design: drakeDesign },
        { __typename: 'MemeNotFoundError', message: 'Meme not found' },
      ],
      [
        { templateId: 'drake-hotline-bling', design: { captions: [{ text: 'hi' }], stickers: [{ stickerId: 'nope', x: 1, y: 1 }] } },
        { __typename: 'InvalidMemeDesignError', message: 'This meme can\u2019t be saved: No sticker is called "nope"'.replace('\u2019', "'") },
      ],
      [
        { templateId: 'drake-hotline-bling', design: { captions: [{ text: 'hi', color: 'url(javascript:alert(1))' }] } },
        { __typename: 'InvalidMemeDesignError', messageId: 'LibraryError.invalidDesign', message: expect.stringContaining('captions.0.color') },
      ],
      [{ templateId: 'drake-hotline-bling', design: { captions: [{ text: 'x'.repeat(5000) }] } }, { __typename: 'InvalidMemeDesignError' }],
      [{ templateId: 'drake-hotline-bling', design: { captions: [{ text: '   ' }] } }, { __typename: 'CaptionRequiredError' }],
    ];
    for (const [input, expected] of cases) expect(await save(cookie, input)).toMatchObject(expected);
    expect(await app.deps.prisma.meme.count({ where: { userId: user.id } })).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const { body } = await app.graphql(SAVE, { input: { templateId: 'drake-hotline-bling', design: drakeDesign } });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('favourites and deletion', () => {
  it('stars memes, lists only the starred with favoritesOnly across pages, and unstars', async () => {
    const { cookie } = await signedInUser(app);
    const ids: string[] = [];
    for (const text of ['one', 'two', 'three', 'four', 'five']) {
      ids.unshift((await save(cookie, { templateId: 'drake-hotline-bling', design: { captions: [{ text }] } })).meme.id);
    }
    for (const id of [ids[0], ids[2], ids[4]]) {
      expect((await app.graphql(FAVORITE, { input: { memeId: id, favorite: true } }, { cookie })).body.data.setMemeFavorite).toEqual({
        __typename: 'SetMemeFavoriteSuccess',
        meme: { id, favorite: true },
      });
    }
    expect(await allMine(cookie)).toEqual(ids);
    expect(await allMine(cookie, true)).toEqual([ids[0], ids[2], ids[4]]);
    await app.graphql(FAVORITE, { input: { memeId: ids[2], favorite: false } }, { cookie });
    expect(await allMine(cookie, true)).toEqual([ids[0], ids[4]]);

    const stranger = await signedInUser(app);
    const stolen = await app.graphql(FAVORITE, { input: { memeId: ids[1], favorite: true } }, { cookie: stranger.cookie });
    expect(stolen.body.data.setMemeFavorite).toMatchObject({ __typename: 'MemeNotFoundError' });
    expect(await allMine(cookie, true)).toEqual([ids[0], ids[4]]);
  });

  it('deletes a meme for good: its picture answers 404 at once, edits of it stay', async () => {
    const { cookie } = await signedInUser(app);
    const stranger = await signedInUser(app);
    const original = (await save(cookie, { templateId: 'drake-hotline-bling', design: { captions: [{ text: 'first' }] } })).meme;
    const edit = (await save(cookie, { editedFromMemeId: original.id, design: { captions: [{ text: 'second' }] } })).meme;
    expect((await app.request(original.versionedImageUrl, { headers: { cookie } })).status).toBe(200);

    const refused = await app.graphql(DELETE, { input: { memeId: original.id } }, { cookie: stranger.cookie });
    expect(refused.body.data.deleteMeme).toMatchObject({ __typename: 'MemeNotFoundError' });
    expect((await app.request(original.versionedImageUrl, { headers: { cookie } })).status).toBe(200);

    const deleted = await app.graphql(DELETE, { input: { memeId: original.id } }, { cookie });
    expect(deleted.body.data.deleteMeme).toEqual({ __typename: 'DeleteMemeSuccess', deletedMemeId: original.id });
    expect((await app.request(original.versionedImageUrl, { headers: { cookie } })).status).toBe(404);
    expect((await app.request(original.imageUrl, { headers: { cookie } })).status).toBe(404);
    const again = await app.graphql(DELETE, { input: { memeId: original.id } }, { cookie });
    expect(again.body.data.deleteMeme).toMatchObject({ __typename: 'MemeNotFoundError' });

    expect(await allMine(cookie)).toEqual([edit.id]);
    const { body } = await app.graphql(`{ node(id: "${edit.id}") { ... on Meme { editedFrom { id } } } }`, {}, { cookie });
    expect(body.data.node.editedFrom).toBeNull();
  });

  it('an API token may save, star and delete (none of these is session-only)', async () => {
    const { cookie } = await signedInUser(app);
    const created = await app.graphql('mutation { createApiToken(input: { name: "bot" }) { ... on CreateApiTokenSuccess { token } } }', {}, { cookie });
    const bearer = { authorization: `Bearer ${created.body.data.createApiToken.token}` };
    const saved = await app.graphql(SAVE, { input: { templateId: 'drake-hotline-bling', design: { captions: [{ text: 'from a script' }] } } }, bearer);
    const id = saved.body.data.saveMeme.meme.id;
    expect((await app.graphql(FAVORITE, { input: { memeId: id, favorite: true } }, bearer)).body.data.setMemeFavorite.meme.favorite).toBe(true);
    expect((await app.graphql(DELETE, { input: { memeId: id } }, bearer)).body.data.deleteMeme.deletedMemeId).toBe(id);
  });
});

describe("the viewer's admin-only fields", () => {
  it('are refused one by one for a user, leaving the rest of the viewer; an admin reads them', async () => {
    const { user, cookie } = await signedInUser(app);
    const query = '{ viewer { username memeCount purchaseCount ledger(first: 1) { edges { node { delta } } } } }';
    const { body } = await app.graphql(query, {}, { cookie });
    expect(body.data.viewer).toEqual({ username: user.username, memeCount: null, purchaseCount: null, ledger: null });
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);

    const admin = await createUser(app, `admin${Date.now()}`, { isAdmin: true });
    const adminCookie = await sessionCookieFor(app, admin.id);
    const asAdmin = await app.graphql(query, {}, { cookie: adminCookie });
    expect(asAdmin.body.errors).toBeUndefined();
    expect(asAdmin.body.data.viewer).toMatchObject({ memeCount: 0, purchaseCount: 0, ledger: { edges: [] } });
  });
});
