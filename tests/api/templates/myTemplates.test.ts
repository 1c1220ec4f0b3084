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
import { generate, pngBytes, signedInUser } from '../../helpers/generation';
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
