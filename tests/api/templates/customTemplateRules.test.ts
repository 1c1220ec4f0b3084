// The rules of an added template, as the admin form and the API meet them: every broken one is
// refused with its field and message and writes nothing; and an instance's registry follows the
// database when another instance announces a change (templatesChanged, through Redis when set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CREATE, adminInput, LIST, slugsOf, TEMPLATE, THREE_BOXES, uploadAs } from '../../helpers/customTemplates';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let app: TestApp;
let admin: { cookie: string };
let adminId: number;
let uploadId: string;
beforeAll(async () => {
  app = await createTestApp();
  const chief = await createUser(app, 'chief', { isAdmin: true });
  adminId = chief.id;
  admin = { cookie: await sessionCookieFor(app, chief.id) };
  uploadId = await uploadAs(app, admin.cookie);
});
afterAll(async () => app?.close());

const box = (extra: Record<string, unknown>) => ({ x: 50, y: 50, width: 40, role: 'the caption', ...extra });
const words = (count: number, length = 5) => Array.from({ length: count }, (_, index) => `${'w'.repeat(length)}${index}`);

const CASES: [string, Record<string, unknown>, string, string][] = [
  ['a blank name', { name: '   ' }, 'name', 'Enter a name for the template.'],
  ['a name of 81 characters', { name: 'n'.repeat(81) }, 'name', 'The name can be at most 80 characters long.'],
  ['a blank description', { description: '' }, 'description', 'Say in one line when people use this meme.'],
  ['a description of 301 characters', { description: 'd'.repeat(301) }, 'description', 'The description can be at most 300 characters long.'],
  ['21 aliases', { aliases: words(21) }, 'aliases', 'A template can have at most 20 other names.'],
  ['an alias of 61 characters', { aliases: ['a'.repeat(61)] }, 'aliases.0', 'Each other name can be at most 60 characters long.'],
  ['21 tags', { tags: words(21) }, 'tags', 'A template can have at most 20 tags.'],
  ['a tag of 61 characters', { tags: ['ok', 't'.repeat(61)] }, 'tags.1', 'Each tag can be at most 60 characters long.'],
  ['a category the spec has not', { category: 'memes' }, 'category', 'Choose one of the categories.'],
  ['no boxes', { boxes: [] }, 'boxes', 'A template has 1 to 8 text boxes.'],
  ['nine boxes', { boxes: Array.from({ length: 9 }, () => box({})) }, 'boxes', 'A template has 1 to 8 text boxes.'],
  ['a box past the right edge', { boxes: [box({ x: 90, width: 30 })] }, 'boxes.0.width', 'Every text box must lie inside the picture.'],
  ['a box below the picture', { boxes: [box({ y: 101 })] }, 'boxes.0.y', 'Every text box must lie inside the picture.'],
  ['a box without a role', { boxes: [...THREE_BOXES, box({ role: ' ' })] }, 'boxes.3.role', 'Say what each text box is for, in at most 60 characters.'],
  [
    'a box of an unknown colour',
    { boxes: [box({ color: 'url(evil)' })] },
    'boxes.0.color',
    'A text box has a default text, font size, colour or alignment that is not allowed.',
  ],
  [
    'an upload that is not theirs',
    { uploadId: '1.AAAAAAAAAAAAAAAAAAAAAA' },
    'uploadId',
    'No image selected: The uploaded image was not found. Please upload it again.',
  ],
];

describe('adminCreateTemplate refuses', () => {
  it.each(CASES)('%s, naming the field, and writes nothing', async (_case, change, field, message) => {
    const before = await app.deps.prisma.customTemplate.count();
    const { body } = await app.graphql(ADMIN_CREATE, { input: adminInput(uploadId, change) }, admin);
    const result = body.data.adminCreateTemplate;
    expect(result).toMatchObject({ __typename: 'ValidationError', message });
    expect(result.fieldErrors[0]).toMatchObject({ field, message });
    expect(await app.deps.prisma.customTemplate.count()).toBe(before);
    expect(slugsOf((await app.graphql(LIST, { category: 'recent' })).body)).not.toContain('surprised-office-plant');
  });

  it('a picture that is no image any more (checked again like an upload), writing nothing', async () => {
    const own = await app.deps.prisma.upload.findFirstOrThrow({ where: { userId: adminId } });
    const reference = uploadId;
    const saved = own.bytes;
    await app.deps.prisma.upload.update({ where: { id: own.id }, data: { bytes: new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')) } });
    try {
      const { body } = await app.graphql(ADMIN_CREATE, { input: adminInput(reference) }, admin);
      expect(body.data.adminCreateTemplate).toMatchObject({ __typename: 'InvalidFileTypeError', messageId: 'GenerationError.invalidFileType' });
      expect(await app.deps.prisma.customTemplate.count()).toBe(0);
    } finally {
      await app.deps.prisma.upload.update({ where: { id: own.id }, data: { bytes: saved } });
    }
  });
});

describe('the registry of an instance', () => {
  /** A template row as another instance writes it, straight to the shared database (no announcement). */
  const writeRowElsewhere = (row: { slug: string; name: string; aliases: string[]; tags: string[] }) =>
    app.deps.prisma.customTemplate.create({
      data: {
        ...row,
        description: 'When a thing arrives from another place.',
        category: 'reaction',
        isGif: false,
        width: 10,
        height: 10,
        mimeType: 'image/png',
        sha256: '0'.repeat(64),
        bytes: new Uint8Array([1]),
        boxes: [{ x: 50, y: 50, width: 50, role: 'the thing' }],
        addedById: adminId,
      },
    });

  it('takes in a template another instance wrote once templatesChanged is announced, kept answers included', async () => {
    // What a picker asks: answers to it are kept for a few seconds (api/graphql/responseCache.ts).
    const PICKER = '{ templates(category: "recent", first: 5) { edges { node { slug name url } } } }';
    const picked = async () => ((await app.graphql(PICKER)).body.data.templates.edges as any[]).map((edge) => edge.node.slug);
    expect(await picked()).not.toContain('from-elsewhere');
    // What another instance does: write the row, then publish (it reaches this one through Redis).
    await writeRowElsewhere({ slug: 'from-elsewhere', name: 'From Elsewhere', aliases: ['far away meme'], tags: ['elsewhere'] });
    expect((await app.graphql(TEMPLATE, { id: 'from-elsewhere' })).body.data.template).toBeNull();
    app.deps.pubsub.publish('templatesChanged', { slug: 'from-elsewhere' });
    await expect.poll(async () => (await app.graphql(TEMPLATE, { id: 'from-elsewhere' })).body.data.template?.origin, { timeout: 5000 }).toBe('ADDED');
    expect(slugsOf((await app.graphql(LIST, { search: 'far away' })).body)).toContain('from-elsewhere');
    expect((await picked())[0]).toBe('from-elsewhere');
  });

  it('drops a kept "no such template" answer when that template is added', async () => {
    // Only allowlisted fields, so the null answer is kept for the cache's 10 s.
    const BY_ID = '{ template(id: "added-later") { slug name } }';
    expect((await app.graphql(BY_ID)).body.data.template).toBeNull();
    await writeRowElsewhere({ slug: 'added-later', name: 'Added Later', aliases: [], tags: ['later'] });
    app.deps.pubsub.publish('templatesChanged', { slug: 'added-later' });
    await expect.poll(async () => (await app.graphql(BY_ID)).body.data.template?.name, { timeout: 4000 }).toBe('Added Later');
  });
});
