// The safety filter as a user and an admin meet it, offline (word lists only): a refused prompt
// costs nothing and leaves nothing behind but the admin's record, which never holds the prompt;
// hand-written captions are refused the same way; SAFETY_FILTER=off lets everything through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../helpers/accounts';
import { balanceOf, generate, ledgerOf, signedInUser } from '../../helpers/generation';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/testApp';

const REFUSED_PROMPT = 'f.u.c.k mondays';
const REFUSAL = {
  __typename: 'ContentRefusedError',
  messageId: 'GenerationError.contentRefused',
  message: "This can't be made into a meme: it contains words we don't allow. Please rephrase it.",
};

const UPDATE_CAPTIONS = `mutation Update($input: UpdateMemeCaptionsInput!) {
  updateMemeCaptions(input: $input) { __typename ... on UserError { message messageId } ... on UpdateMemeCaptionsSuccess { meme { captions { text } } } }
}`;
const SAVE_MEME = `mutation Save($input: SaveMemeInput!) {
  saveMeme(input: $input) { __typename ... on UserError { message messageId } ... on SaveMemeSuccess { meme { id } } }
}`;
const REFUSALS = `query { adminSafetyRefusals(first: 10) { edges { node { source check term termLanguage language category user { username } } } } }`;

let app: TestApp;
let off: TestApp;
beforeAll(async () => {
  [app, off] = await Promise.all([createTestApp(), createTestApp({ SAFETY_FILTER: 'off' })]);
});
afterAll(async () => Promise.all([app?.close(), off?.close()]));

const refusalRows = (userId: number) => app.deps.prisma.safetyRefusal.findMany({ where: { userId }, orderBy: { id: 'asc' } });

describe('a refused prompt', () => {
  it('through GraphQL: the typed error with its message, nothing charged or stored, one record without the prompt', async () => {
    const { user, cookie } = await signedInUser(app);
    const result = await generate(app, cookie, { prompt: REFUSED_PROMPT, count: 2 });
    expect(result).toEqual(REFUSAL);
    expect(await balanceOf(app, user.id)).toBe(5);
    expect(await ledgerOf(app, user.id)).toEqual([]);
    expect(await app.deps.prisma.meme.count({ where: { userId: user.id } })).toBe(0);
    const rows = await refusalRows(user.id);
    expect(rows).toMatchObject([{ source: 'prompt', check: 'word_list', term: 'fuck', termLanguage: 'en', language: 'en', category: null }]);
    expect(JSON.stringify(rows)).not.toContain('mondays');
  });

  it('through the REST shim: 422 with the message, nothing charged', async () => {
    const { user, cookie } = await signedInUser(app);
    const response = await postJson(app, '/api/generate-captions', { prompt: 'n1gg3r jokes', count: 1 }, { origin: TEST_ORIGIN, cookie });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: REFUSAL.message, messageId: REFUSAL.messageId });
    expect(await balanceOf(app, user.id)).toBe(5);
    expect(await ledgerOf(app, user.id)).toEqual([]);
    expect(await refusalRows(user.id)).toMatchObject([{ source: 'prompt', term: 'nigger' }]);
  });

  it('a harmless look-alike is made into memes as usual', async () => {
    const { user, cookie } = await signedInUser(app);
    const result = await generate(app, cookie, { prompt: 'Scunthorpe analysis in the cockpit', count: 1 });
    expect(result.__typename).toBe('GenerateMemesSuccess');
    expect(await balanceOf(app, user.id)).toBe(4);
    expect(await refusalRows(user.id)).toEqual([]);
  });
});

describe('captions written by hand', () => {
  it('an edit of a meme is refused and the meme keeps its captions', async () => {
    const { user, cookie } = await signedInUser(app);
    const made = await generate(app, cookie, { prompt: 'cats at work', count: 1 });
    const meme = made.memes[0];
    const { body } = await app.graphql(UPDATE_CAPTIONS, { input: { memeId: meme.id, captions: [{ text: 'ｓｌｕｔ' }, { text: 'ok' }] } }, { cookie });
    expect(body.data.updateMemeCaptions).toEqual(REFUSAL);
    const stored = await app.deps.prisma.meme.findMany({ where: { userId: user.id } });
    expect(JSON.stringify(stored.map((row) => row.captions))).not.toContain('ｓｌｕｔ');
    expect(await refusalRows(user.id)).toMatchObject([{ source: 'edit', term: 'slut' }]);
  });

  it("the template editor's Save is refused, and nothing is stored", async () => {
    const { user, cookie } = await signedInUser(app);
    const design = { captions: [{ text: 'sale pédé' }] };
    const { body } = await app.graphql(SAVE_MEME, { input: { templateId: 'drake-hotline-bling', design } }, { cookie });
    expect(body.data.saveMeme).toEqual(REFUSAL);
    expect(await app.deps.prisma.meme.count({ where: { userId: user.id } })).toBe(0);
    expect(await refusalRows(user.id)).toMatchObject([{ source: 'edit', termLanguage: 'fr' }]);
  });
});

describe('the admin list of refusals', () => {
  it('shows where and why, newest first, to admins only', async () => {
    const { user, cookie } = await signedInUser(app, 5, 'listed');
    await generate(app, cookie, { prompt: 'b1tch please', count: 1 });
    const chief = await createUser(app, `chief${Date.now()}`, { isAdmin: true });
    const { body } = await app.graphql(REFUSALS, {}, { cookie: await sessionCookieFor(app, chief.id) });
    expect(body.errors).toBeUndefined();
    expect(body.data.adminSafetyRefusals.edges[0].node).toEqual({
      source: 'prompt',
      check: 'word_list',
      term: 'bitch',
      termLanguage: 'en',
      language: 'en',
      category: null,
      user: { username: user.username },
    });
    const refused = await app.graphql(REFUSALS, {}, { cookie });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('SAFETY_FILTER=off', () => {
  it('lets the same prompt through, charged as usual, and records nothing', async () => {
    const { user, cookie } = await signedInUser(off);
    const result = await generate(off, cookie, { prompt: REFUSED_PROMPT, count: 1 });
    expect(result.__typename).toBe('GenerateMemesSuccess');
    expect(await balanceOf(off, user.id)).toBe(4);
    expect(await off.deps.prisma.safetyRefusal.count()).toBe(0);
  });
});
