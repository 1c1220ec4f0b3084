// The moderation queue and its actions through the real server: what an administrator sees, what
// each action does to the share link, the picture, the owner's view and their account, and that a
// user or a visitor can do none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { fromAddress, memeGlobalId, newAddress, postReportForm, sharedMeme } from './moderationClient';

let app: TestApp;
let adminCookie: string;
let adminId: number;
beforeAll(async () => {
  app = await createTestApp({ ANONYMOUS_API_RATE_LIMIT: '1000' });
  const chief = await createUser(app, 'moderator', { isAdmin: true });
  adminId = chief.id;
  adminCookie = await sessionCookieFor(app, chief.id);
}, 60_000);
afterAll(async () => app?.close());

const QUEUE = `query { moderationQueue(first: 50) { totalCount edges { node { id reportCount latestReportAt details
  reasons { reason count } meme { id shareUrl sharedAt unpublishedAt } owner { id username } } } } }`;

type Entry = {
  id: string;
  reportCount: number;
  details: string[];
  reasons: { reason: string; count: number }[];
  meme: { id: string };
  owner: { username: string };
};

async function queue(cookie = adminCookie) {
  const { body } = await app.graphql(QUEUE, {}, { cookie });
  return body;
}

async function entries(): Promise<Entry[]> {
  const body = await queue();
  expect(body.errors).toBeUndefined();
  return body.data.moderationQueue.edges.map((edge: { node: Entry }) => edge.node);
}

const action = (name: string, payload: string) =>
  `mutation ($input: ModeratedMemeInput!) { ${name}(input: $input) { __typename ... on UserError { message messageId } ${payload} } }`;
const DISMISS = action('dismissMemeReports', '... on ModeratedMemePayload { meme { shareUrl unpublishedAt } resolvedEntryId }');
const UNPUBLISH = action('unpublishMeme', '... on ModeratedMemePayload { meme { shareUrl unpublishedAt } resolvedEntryId }');
const DELETE = action('adminDeleteMeme', '... on AdminDeleteMemePayload { deletedMemeId }');
const BAN = action('banMemeOwner', '... on BanMemeOwnerPayload { owner { status } meme { shareUrl unpublishedAt } }');

async function run(document: string, memeId: number, cookie = adminCookie) {
  const { body } = await app.graphql(document, { input: { memeId: memeGlobalId(memeId) } }, { cookie });
  return body;
}

/** A shared meme with reports from `reasons.length` addresses. */
async function reported(...reasons: string[]) {
  const shared = await sharedMeme(app);
  for (const reason of reasons) expect((await postReportForm(app, newAddress(), shared.path, { reason, details: `${reason} here` })).status).toBe(200);
  return shared;
}

const SHARE = `mutation ($input: ShareMemeInput!) { shareMeme(input: $input) { __typename ... on UserError { message messageId } } }`;
const OWN_MEME = `query ($id: ID!) { node(id: $id) { ... on Meme { shareUrl unpublishedAt } } }`;

describe('moderationQueue', () => {
  it('lists reported memes newest report first, with reasons counted, the total and the owner', async () => {
    const older = await reported('spam', 'spam', 'hateful');
    const newer = await reported('sexual');
    const list = await entries();
    const mine = list.filter((entry) => [memeGlobalId(older.meme.id), memeGlobalId(newer.meme.id)].includes(entry.meme.id));
    expect(mine.map((entry) => entry.meme.id)).toEqual([memeGlobalId(newer.meme.id), memeGlobalId(older.meme.id)]);
    expect(mine[1]).toMatchObject({
      reportCount: 3,
      reasons: [
        { reason: 'SPAM', count: 2 },
        { reason: 'HATEFUL', count: 1 },
      ],
      owner: { username: older.owner.username },
    });
    expect(mine[1]!.details).toEqual(expect.arrayContaining(['spam here', 'hateful here']));
    expect((await queue()).data.moderationQueue.totalCount).toBeGreaterThanOrEqual(2);
  });

  it('is refused to users and visitors, as is every action', async () => {
    const { meme, ownerCookie } = await reported('spam');
    const user = await queue(ownerCookie);
    expect(user.data?.moderationQueue ?? null).toBeNull();
    expect(user.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await app.graphql(QUEUE)).body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    for (const document of [DISMISS, UNPUBLISH, DELETE, BAN]) {
      const body = await run(document, meme.id, ownerCookie);
      expect(body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    }
    expect(await app.deps.prisma.meme.findUnique({ where: { id: meme.id }, select: { shareId: true } })).toMatchObject({ shareId: expect.any(String) });
    expect(await app.deps.prisma.memeReport.count({ where: { memeId: meme.id, resolvedAt: null } })).toBe(1);
  });
});

describe('moderation actions', () => {
  it('dismiss: the reports are resolved, the meme stays shared and leaves the queue', async () => {
    const { meme, path } = await reported('other');
    const body = await run(DISMISS, meme.id);
    expect(body.data.dismissMemeReports).toMatchObject({ __typename: 'ModeratedMemePayload', meme: { unpublishedAt: null } });
    expect(body.data.dismissMemeReports.meme.shareUrl).toContain(path);
    expect((await fromAddress(app, newAddress(), path)).status).toBe(200);
    expect((await entries()).map((entry) => entry.meme.id)).not.toContain(memeGlobalId(meme.id));
    expect(await app.deps.prisma.memeReport.findFirst({ where: { memeId: meme.id } })).toMatchObject({ resolution: 'dismissed', resolvedById: adminId });
  });

  it('unpublish: the link answers 404 at once, the owner sees when, and sharing again is refused', async () => {
    const { meme, path, ownerCookie } = await reported('hateful');
    const body = await run(UNPUBLISH, meme.id);
    expect(body.data.unpublishMeme).toMatchObject({ meme: { shareUrl: null } });
    expect(Date.parse(body.data.unpublishMeme.meme.unpublishedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await fromAddress(app, newAddress(), path)).status).toBe(404);
    expect((await fromAddress(app, newAddress(), `${path}.png`)).status).toBe(404);
    expect((await postReportForm(app, newAddress(), path, { reason: 'spam' })).status).toBe(404);

    const own = await app.graphql(OWN_MEME, { id: memeGlobalId(meme.id) }, { cookie: ownerCookie });
    expect(own.body.data.node).toEqual({ shareUrl: null, unpublishedAt: body.data.unpublishMeme.meme.unpublishedAt });
    const again = await app.graphql(SHARE, { input: { memeId: memeGlobalId(meme.id) } }, { cookie: ownerCookie });
    expect(again.body.data.shareMeme).toMatchObject({ __typename: 'MemeUnpublishedError', messageId: 'ModerationError.memeUnpublished' });
    expect(await app.deps.prisma.meme.findUnique({ where: { id: meme.id }, select: { shareId: true } })).toEqual({ shareId: null });
    expect((await entries()).map((entry) => entry.meme.id)).not.toContain(memeGlobalId(meme.id));
  });

  it('delete: the meme and its picture are gone, for its owner too', async () => {
    const { meme, path, ownerCookie } = await reported('sexual');
    expect((await app.request(`/media/memes/${meme.id}.png`, { headers: { cookie: ownerCookie } })).status).toBe(200);
    // The queue shows the picture to the administrator (memes are private, admins may read them).
    expect((await app.request(`/media/memes/${meme.id}.png`, { headers: { cookie: adminCookie } })).status).toBe(200);
    const body = await run(DELETE, meme.id);
    expect(body.data.adminDeleteMeme).toEqual({ __typename: 'AdminDeleteMemePayload', deletedMemeId: memeGlobalId(meme.id) });
    expect((await app.request(`/media/memes/${meme.id}.png`, { headers: { cookie: ownerCookie } })).status).toBe(404);
    expect((await app.request(`/media/memes/${meme.id}.png`, { headers: { cookie: adminCookie } })).status).toBe(404);
    expect((await fromAddress(app, newAddress(), path)).status).toBe(404);
    expect(await app.deps.prisma.memeReport.count({ where: { memeId: meme.id } })).toBe(0);
    expect((await run(DELETE, meme.id)).data.adminDeleteMeme).toMatchObject({ __typename: 'MemeNotFoundError' });
  });

  it('ban owner: the owner is banned, their session ends, and the meme is unpublished', async () => {
    const { meme, path, owner, ownerCookie } = await reported('violent');
    const body = await run(BAN, meme.id);
    expect(body.data.banMemeOwner).toMatchObject({ owner: { status: 'banned' }, meme: { shareUrl: null } });
    expect((await fromAddress(app, newAddress(), path)).status).toBe(404);
    expect(await app.deps.prisma.user.findUnique({ where: { id: owner.id }, select: { status: true } })).toEqual({ status: 'banned' });
    const stale = await app.graphql('query { viewer { id } }', {}, { cookie: ownerCookie });
    expect(stale.body.data.viewer).toBeNull();
    expect(await app.deps.prisma.memeReport.findFirst({ where: { memeId: meme.id } })).toMatchObject({ resolution: 'banned' });
  });

  it('a refused ban (the admin’s own meme) changes nothing: still shared, still reported', async () => {
    const mine = await app.deps.prisma.meme.create({
      data: {
        userId: adminId,
        originalText: 'p',
        uwuText: '',
        templateId: 'drake-hotline-bling',
        captions: ['a', 'b'],
        shareId: 'ModeratorsOwnMeme00000',
        sharedAt: new Date(),
      },
    });
    expect((await postReportForm(app, newAddress(), '/s/ModeratorsOwnMeme00000', { reason: 'spam' })).status).toBe(200);
    const body = await run(BAN, mine.id);
    expect(body.data.banMemeOwner).toMatchObject({ __typename: 'CannotBanSelfError' });
    expect(await app.deps.prisma.meme.findUnique({ where: { id: mine.id }, select: { shareId: true, unpublishedAt: true } })).toEqual({
      shareId: 'ModeratorsOwnMeme00000',
      unpublishedAt: null,
    });
    expect(await app.deps.prisma.memeReport.count({ where: { memeId: mine.id, resolvedAt: null } })).toBe(1);
  });

  it('an unknown meme is MemeNotFoundError for every action, and nothing changes', async () => {
    for (const [document, field] of [
      [DISMISS, 'dismissMemeReports'],
      [UNPUBLISH, 'unpublishMeme'],
      [DELETE, 'adminDeleteMeme'],
      [BAN, 'banMemeOwner'],
    ] as const) {
      expect((await run(document, 987654)).data[field]).toMatchObject({ __typename: 'MemeNotFoundError' });
    }
  });
});
