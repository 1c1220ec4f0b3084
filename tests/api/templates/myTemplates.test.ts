// A user's own templates: saved from their upload with its boxes, listed under 'mine' in every
// picker, seen by nobody else; and deleting a template (theirs, or an administrator's) keeps the
// memes and share links made on it rendering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CREATE,
  ADMIN_DELETE,
  adminInput,
  DELETE_MINE,
  LIST,
  SAVE_MINE,
  SHARE,
  slugsOf,
  TEMPLATE,
  THREE_BOXES,
  uploadAs,
} from '../../helpers/customTemplates';
import { dataUrl, generate, pngBytes, signedInUser, UPLOAD } from '../../helpers/generation';
import { makeGif } from '../../helpers/gifFixtures';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const CAT = pngBytes(320, 240, '#aa5500');

describe("a user's own template", () => {
  let owner: { cookie: string };
  let other: { cookie: string };
  let slug: string;

  beforeAll(async () => {
    // Each is the headers of their requests: their session cookie.
    owner = { cookie: (await signedInUser(app)).cookie };
    other = { cookie: (await signedInUser(app)).cookie };
    const { body } = await app.graphql(SAVE_MINE, { input: { uploadId: await uploadAs(app, owner.cookie, CAT), name: 'My cat Ω', boxes: THREE_BOXES } }, owner);
    expect(body.data.saveMyTemplate.__typename).toBe('TemplatePayload');
    slug = body.data.saveMyTemplate.template.slug;
    expect(body.data.saveMyTemplate.template).toMatchObject({ origin: 'MINE', width: 320, height: 240, name: 'My cat Ω' });
  });

  it('has an unguessable slug made from its name', () => {
    expect(slug).toMatch(/^my-[0-9a-f]{12}-my-cat$/);
  });

  it("is listed under 'mine' for its owner only, and in nobody's search", async () => {
    expect(slugsOf((await app.graphql(LIST, { category: 'mine' }, owner)).body)).toEqual([slug]);
    expect(slugsOf((await app.graphql(LIST, { category: 'mine' }, other)).body)).toEqual([]);
    expect((await app.graphql(LIST, { category: 'mine' })).body.data.templates.totalCount).toBe(0);
    expect(slugsOf((await app.graphql(LIST, { search: 'My cat' }, owner)).body)).not.toContain(slug);
    expect(slugsOf((await app.graphql(LIST, { category: 'all' }, owner)).body)).not.toContain(slug);
  });

  it('opens for its owner; template(id), its picture and generating on it are refused to anyone else', async () => {
    const mine = (await app.graphql(TEMPLATE, { id: slug }, owner)).body.data.template;
    expect(mine).toMatchObject({ slug, origin: 'MINE' });
    expect((await app.graphql(TEMPLATE, { id: slug }, other)).body.data.template).toBeNull();
    expect((await app.graphql(TEMPLATE, { id: slug })).body.data.template).toBeNull();

    const asOwner = await app.request(mine.url, { headers: { cookie: owner.cookie } });
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get('cache-control')).toMatch(/^private/);
    expect(Buffer.from(await asOwner.arrayBuffer()).equals(CAT)).toBe(true);
    expect((await app.request(mine.url, { headers: { cookie: other.cookie } })).status).toBe(404);
    expect((await app.request(mine.url)).status).toBe(404);
    expect((await app.request(`/media/render/${slug}.png?c=hello`)).status).toBe(404);

    const theirs = await generate(app, other.cookie, { method: 'TEMPLATE', prompt: 'cats', templateId: slug });
    expect(theirs).toMatchObject({ __typename: 'TemplateNotFoundError' });
    expect((await app.graphql(DELETE_MINE, { id: slug }, other)).body.data.deleteMyTemplate.__typename).toBe('TemplateNotFoundError');
  });

  it("is saved only from the user's own upload", async () => {
    const { body } = await app.graphql(SAVE_MINE, { input: { uploadId: await uploadAs(app, owner.cookie), name: 'Stolen', boxes: THREE_BOXES } }, other);
    expect(body.data.saveMyTemplate).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'uploadId', messageId: 'GenerationError.uploadNotFound' }],
    });
    expect((await app.graphql(SAVE_MINE, { input: { uploadId: 'x', name: 'Visitor', boxes: THREE_BOXES } })).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('keeps its picture when the upload it came from is deleted, and its memes when it is deleted', async () => {
    const { count } = await app.deps.prisma.upload.deleteMany({ where: { memes: { none: {} } } });
    expect(count).toBeGreaterThan(0);
    const { url } = (await app.graphql(TEMPLATE, { id: slug }, owner)).body.data.template;
    expect(Buffer.from(await (await app.request(url, { headers: { cookie: owner.cookie } })).arrayBuffer()).equals(CAT)).toBe(true);
    const made = await generate(app, owner.cookie, { method: 'TEMPLATE', prompt: 'my cat judges my cooking', templateId: slug });
    expect(made.__typename).toBe('GenerateMemesSuccess');
    const meme = made.memes[0];

    const deleted = await app.graphql(DELETE_MINE, { id: slug }, owner);
    expect(deleted.body.data.deleteMyTemplate).toMatchObject({ __typename: 'DeleteTemplatePayload', slug });
    expect(slugsOf((await app.graphql(LIST, { category: 'mine' }, owner)).body)).toEqual([]);
    expect((await app.graphql(TEMPLATE, { id: slug }, owner)).body.data.template).toBeNull();
    expect(await generate(app, owner.cookie, { method: 'TEMPLATE', prompt: 'again', templateId: slug })).toMatchObject({ __typename: 'TemplateNotFoundError' });

    const picture = await app.request(meme.imageUrl, { headers: { cookie: owner.cookie } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
  });
});

describe('an animated picture', () => {
  it('makes a GIF template, listed among the GIFs and drawn as a GIF meme', async () => {
    const user = await signedInUser(app);
    const frames = [
      { paint: [255, 0, 0, 255] as const, delayCentiseconds: 10 },
      { paint: [0, 0, 255, 255] as const, delayCentiseconds: 10 },
    ];
    const gif = Buffer.from(makeGif(60, 40, frames as never));
    const { body } = await app.graphql(UPLOAD, { dataUrl: dataUrl(gif, 'image/gif') }, { cookie: user.cookie });
    const input = { uploadId: body.data.uploadImage.uploadId, name: 'Blinking', boxes: [THREE_BOXES[0]] };
    const saved = (await app.graphql(SAVE_MINE, { input }, { cookie: user.cookie })).body.data.saveMyTemplate.template;
    expect(saved).toMatchObject({ isGif: true, width: 60, height: 40 });
    expect(saved.url).toMatch(/\.gif\?v=/);
    const gifs = await app.graphql('{ templates(category: "mine", kind: GIF) { edges { node { slug } } } }', {}, { cookie: user.cookie });
    expect(gifs.body.data.templates.edges).toEqual([{ node: { slug: saved.slug } }]);
    const made = await generate(app, user.cookie, { method: 'TEMPLATE', prompt: 'blink twice', templateId: saved.slug });
    expect(made.memes[0].type).toBe('GIF');
  });
});

describe('with a personal API token', () => {
  const CREATE_TOKEN = `mutation ($name: String!) { createApiToken(input: { name: $name }) { ... on CreateApiTokenSuccess { token } } }`;

  it('a user saves and lists their own templates; an administrator cannot add one for everyone', async () => {
    const user = await signedInUser(app);
    const token = (await app.graphql(CREATE_TOKEN, { name: 'script' }, { cookie: user.cookie })).body.data.createApiToken.token;
    const bearer = { authorization: `Bearer ${token}` };
    const uploadId = await uploadAs(app, user.cookie);
    const saved = await app.graphql(SAVE_MINE, { input: { uploadId, name: 'Scripted', boxes: THREE_BOXES } }, bearer);
    expect(saved.body.data.saveMyTemplate.template.origin).toBe('MINE');
    expect(slugsOf((await app.graphql(LIST, { category: 'mine' }, bearer)).body)).toEqual([saved.body.data.saveMyTemplate.template.slug]);

    const chief = await createUser(app, 'tokenchief', { isAdmin: true });
    const chiefToken = (await app.graphql(CREATE_TOKEN, { name: 'admin script' }, { cookie: await sessionCookieFor(app, chief.id) })).body.data.createApiToken
      .token;
    const refused = await app.graphql(ADMIN_CREATE, { input: adminInput('1.AAAAAAAAAAAAAAAAAAAAAA') }, { authorization: `Bearer ${chiefToken}` });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'API tokens cannot do this. Sign in on the website instead.',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe("an administrator's template, deleted", () => {
  it('leaves every list and template(id), while memes and share links made on it keep rendering', async () => {
    const chief = await createUser(app, 'chief', { isAdmin: true });
    const admin = { cookie: await sessionCookieFor(app, chief.id) };
    const created = await app.graphql(ADMIN_CREATE, { input: adminInput(await uploadAs(app, admin.cookie), { name: 'Soon Gone' }) }, admin);
    const { slug, id } = created.body.data.adminCreateTemplate.template;
    const maker = await signedInUser(app);
    const makerHeaders = { cookie: maker.cookie };
    const made = await generate(app, maker.cookie, { method: 'TEMPLATE', prompt: 'last day at the office', templateId: slug });
    const shared = await app.graphql(SHARE, { input: { memeId: made.memes[0].id } }, makerHeaders);
    const shareUrl: string = shared.body.data.shareMeme.meme.shareUrl;

    const deleted = await app.graphql(ADMIN_DELETE, { id }, admin);
    expect(deleted.body.data.adminDeleteTemplate).toEqual({ __typename: 'DeleteTemplatePayload', deletedTemplateId: id, slug });
    expect(slugsOf((await app.graphql(LIST, { search: 'Soon Gone' })).body)).not.toContain(slug);
    expect(slugsOf((await app.graphql(LIST, { category: 'recent' })).body)).not.toContain(slug);
    expect((await app.graphql(TEMPLATE, { id: slug })).body.data.template).toBeNull();
    expect((await app.graphql('{ adminTemplates { slug } }', {}, admin)).body.data.adminTemplates).toEqual([]);
    expect((await app.graphql(ADMIN_DELETE, { id }, admin)).body.data.adminDeleteTemplate.__typename).toBe('TemplateNotFoundError');

    const stored = await app.request(made.memes[0].imageUrl, { headers: { cookie: maker.cookie } });
    expect(stored.status).toBe(200);
    const sharedPicture = await app.request(`${shareUrl.slice(TEST_ORIGIN.length)}.png`);
    expect(sharedPicture.status).toBe(200);
    expect(sharedPicture.headers.get('content-type')).toBe('image/png');
    // A new template may take its name again, under a slug of its own.
    const again = await app.graphql(ADMIN_CREATE, { input: adminInput(await uploadAs(app, admin.cookie), { name: 'Soon Gone' }) }, admin);
    expect(again.body.data.adminCreateTemplate.template.slug).toBe(`${slug}-2`);
  });
});
