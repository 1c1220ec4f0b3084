// Templates added without a release (the issue "the catalogue can only grow by a code change"):
// an administrator's template is in search, template(id), its picture route and generation at once;
// a user's own template is theirs alone; deleting keeps old memes rendering; bad input is refused
// with the field and message, and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textCandidates } from '../../../api/services/generation/candidates';
import { ADMIN_CREATE, ADMIN_DELETE, ADMIN_UPDATE, adminInput, LIST, slugsOf, TEMPLATE, uploadAs } from '../../helpers/customTemplates';
import { generate, pngBytes, signedInUser } from '../../helpers/generation';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  const chief = await createUser(app, 'chief', { isAdmin: true });
  adminCookie = await sessionCookieFor(app, chief.id);
});
afterAll(async () => app?.close());

describe('a template an administrator adds', () => {
  let slug: string;
  let globalId: string;

  it('is saved with its three boxes and found by template(id), by slug and by global id', async () => {
    const { body } = await app.graphql(ADMIN_CREATE, { input: adminInput(await uploadAs(app, adminCookie)) }, { cookie: adminCookie });
    const result = body.data.adminCreateTemplate;
    expect(result.__typename).toBe('TemplatePayload');
    const template = result.template;
    ({ slug, id: globalId } = template);
    expect(slug).toBe('surprised-office-plant');
    expect(template).toMatchObject({ origin: 'ADDED', width: 400, height: 300, isGif: false, category: 'reaction', tags: ['plant', 'office', 'surprise'] });
    expect(template.textPositions.map((box: any) => [box.x, box.y, box.width, box.defaultText])).toEqual([
      [50, 10, 90, ''],
      [25, 60, 40, 'expectation'],
      [75, 60, 40, ''],
    ]);
    expect(template.customDetails).toEqual({
      aliases: ['leafy shock', 'the fern that saw'],
      description: 'When something you expected to go one way goes the other, to everyone’s surprise.',
      boxRoles: ['the setup', 'what was expected', 'what happened'],
    });
    for (const id of [slug, globalId]) {
      expect((await app.graphql(TEMPLATE, { id })).body.data.template).toMatchObject({ slug, name: 'Surprised Office Plant', origin: 'ADDED' });
    }
  });

  it('is found by search, by an alias too, and listed for everybody in its category and among the recent', async () => {
    expect(slugsOf((await app.graphql(LIST, { search: 'fern' })).body)).toContain(slug);
    expect(slugsOf((await app.graphql(LIST, { search: 'Surprised Office Plant' })).body)[0]).toBe(slug);
    expect(slugsOf((await app.graphql(LIST, { category: 'recent' })).body)[0]).toBe(slug);
    expect(slugsOf((await app.graphql(LIST, { category: 'reaction' })).body)).toContain(slug);
    const admins = await app.graphql('{ adminTemplates { slug } }', {}, { cookie: adminCookie });
    expect(admins.body.data.adminTemplates).toEqual([{ slug }]);
  });

  it('serves its own picture at its URL', async () => {
    const { body } = await app.graphql(TEMPLATE, { id: slug });
    expect(body.data.template.url).toMatch(new RegExp(`^/media/templates/${slug}\\.png\\?v=[0-9a-f]{12}$`));
    const response = await app.request(body.data.template.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(pngBytes(400, 300, '#22aa55'))).toBe(true);
  });

  it('takes memes: generated on it, and offered by Text to Meme for a prompt of its meaning', async () => {
    const { cookie } = await signedInUser(app);
    const made = await generate(app, cookie, { method: 'TEMPLATE', prompt: 'my code after one small change', templateId: slug });
    expect(made.__typename).toBe('GenerateMemesSuccess');
    expect(made.memes[0].templateId).toBe(slug);
    const picture = await app.request(made.memes[0].imageUrl, { headers: { cookie } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    // Text to Meme weighs it like a real template: what people call it (an alias) finds it.
    expect(textCandidates('leafy shock when the deploy went the other way', false).map((template) => template.id)).toContain(slug);
  });

  it('refuses a name a visible template has, whatever its case, and a catalogue name', async () => {
    for (const name of ['surprised office PLANT', 'Drake Hotline Bling']) {
      const { body } = await app.graphql(ADMIN_CREATE, { input: adminInput(await uploadAs(app, adminCookie), { name }) }, { cookie: adminCookie });
      expect(body.data.adminCreateTemplate).toMatchObject({
        __typename: 'ValidationError',
        message: 'Another template already has this name.',
        fieldErrors: [{ field: 'name', messageId: 'TemplateForm.nameTaken' }],
      });
    }
  });

  it('is changed in place: its slug stays, its picture only with a new upload', async () => {
    // A meme drawn at its /media/render URL before the change is revalidated, never kept as final.
    const renderUrl = `/media/render/${slug}.png?c=Before`;
    const before = await app.request(renderUrl);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toContain('no-cache');
    const etag = before.headers.get('etag')!;
    expect((await app.request(renderUrl, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const input = adminInput(undefined, { name: 'Shocked Office Plant', tags: ['plant'] });
    const { body } = await app.graphql(ADMIN_UPDATE, { id: globalId, input }, { cookie: adminCookie });
    expect(body.data.adminUpdateTemplate.template).toMatchObject({ slug, name: 'Shocked Office Plant', tags: ['plant'], width: 400 });
    const replaced = await app.graphql(
      ADMIN_UPDATE,
      { id: slug, input: { ...input, uploadId: await uploadAs(app, adminCookie, pngBytes(200, 100, '#0000ff')) } },
      { cookie: adminCookie },
    );
    expect(replaced.body.data.adminUpdateTemplate.template).toMatchObject({ slug, width: 200, height: 100 });
    // The same URL now draws on the new picture: a new ETag, so the browser's copy is replaced.
    const after = await app.request(renderUrl, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const png = Buffer.from(await after.arrayBuffer());
    // PNG's header: width and height at bytes 16 and 20; the new picture is twice as wide as tall (the old 4:3).
    expect(png.readUInt32BE(16) / png.readUInt32BE(20)).toBe(2);
  });

  it('is refused to users and visitors with the admin error', async () => {
    const { cookie } = await signedInUser(app);
    const asUser = await app.graphql(ADMIN_CREATE, { input: adminInput(await uploadAs(app, cookie)) }, { cookie });
    expect(asUser.body.errors?.[0]).toMatchObject({ message: 'You are not allowed to do that.', extensions: { code: 'FORBIDDEN' } });
    const asVisitor = await app.graphql(ADMIN_DELETE, { id: slug });
    expect(asVisitor.body.errors?.[0]).toMatchObject({ message: 'Please sign in first.', extensions: { code: 'UNAUTHENTICATED' } });
    expect((await app.graphql('{ adminTemplates { slug } }', {}, { cookie })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
