// The safety filter with a caption model: the captions the model writes go through the word lists
// and, with a moderation model, the provider's moderation endpoint (the real `openai` SDK against
// tests/fakes/openaiServer.ts). Refused captions are not stored and a generation left with none
// refunds its token; the endpoint failing is a failed generation like a failed caption call.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../../api/platform/log';
import { fakeModelSettings, MODERATION_BAIT, startFakeOpenAI, type FakeOpenAI } from '../../fakes/openaiServer';
import { balanceOf, dataUrl, generate, ledgerOf, pngBytes, signedInUser } from '../../helpers/generation';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const REFUSED = { __typename: 'ContentRefusedError', messageId: 'GenerationError.contentRefused' };
const FAILED = { __typename: 'GenerationFailedError', messageId: 'GenerationError.generationFailed' };

let fake: FakeOpenAI;
let app: TestApp;
let plain: TestApp;
const startLog: string[] = [];
beforeAll(async () => {
  fake = await startFakeOpenAI();
  const model = fakeModelSettings(fake, { timeoutMs: 3000, maxRetries: 1 });
  [app, plain] = await Promise.all([
    createTestApp({ ...model, SAFETY_MODERATION_MODEL: 'omni-moderation-latest' }, { log: createLogger('info', (line) => startLog.push(line)) }),
    // Another OpenAI-compatible server: no moderation model unless one is named.
    createTestApp(model),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.close(), plain?.close()]);
  await fake?.close();
});
beforeEach(() => fake.reset());

/** Charged and refunded once, nothing stored. */
async function expectRefunded(userId: number) {
  expect(await balanceOf(app, userId)).toBe(5);
  expect((await ledgerOf(app, userId)).map((row) => [row.reason, row.delta])).toEqual([
    ['generation', -1],
    ['refund', 1],
  ]);
  expect(await app.deps.prisma.meme.count({ where: { userId } })).toBe(0);
}

const refusals = (userId: number) => app.deps.prisma.safetyRefusal.findMany({ where: { userId }, orderBy: { id: 'asc' } });

describe('at start', () => {
  it('the log says the filter is on, with its lists and moderation model', () => {
    const line = startLog.find((entry) => entry.includes('Safety filter is on'));
    expect(line).toContain('omni-moderation-latest');
    expect(line).toContain('en');
  });
});

describe('captions the model writes', () => {
  it('all refused by the word lists: the typed refusal, the token refunded once, one record per meme', async () => {
    const { user, cookie } = await signedInUser(app);
    fake.script({
      kind: 'edit',
      edit: (reply) => ({ ...reply, memes: reply.memes.map((meme) => ({ ...meme, captions: meme.captions.map((caption) => `${caption} f u c k`) })) }),
    });
    const result = await generate(app, cookie, { prompt: 'monday meetings', count: 2 });
    expect(result).toMatchObject(REFUSED);
    await expectRefunded(user.id);
    const rows = await refusals(user.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.source === 'caption' && row.term === 'fuck')).toBe(true);
  });

  it('one flagged by the moderation endpoint: that meme is dropped, the others kept and paid for', async () => {
    const { user, cookie } = await signedInUser(app);
    fake.script({
      kind: 'edit',
      edit: (reply) => ({
        ...reply,
        memes: reply.memes.map((meme, index) => (index === 0 ? { ...meme, captions: meme.captions.map(() => MODERATION_BAIT) } : meme)),
      }),
    });
    const result = await generate(app, cookie, { prompt: 'monday meetings', count: 3 });
    expect(result.__typename).toBe('GenerateMemesSuccess');
    expect(result.memes.length).toBe(2);
    expect(JSON.stringify(result.memes)).not.toContain(MODERATION_BAIT);
    expect(await balanceOf(app, user.id)).toBe(4);
    expect(await refusals(user.id)).toMatchObject([{ source: 'caption', check: 'moderation', category: 'harassment', term: null }]);
    expect(fake.moderationRequests.every((request) => request.model === 'omni-moderation-latest')).toBe(true);
  });

  it("an upload's description the endpoint flags refuses the memes drawn on it", async () => {
    const { user, cookie } = await signedInUser(app);
    fake.script({ kind: 'edit', edit: (reply) => ({ ...reply, imageDescription: `A picture of ${MODERATION_BAIT}` }) });
    const result = await generate(app, cookie, { prompt: 'my desk', imageDataUrl: dataUrl(pngBytes(40, 30)), count: 2 });
    expect(result).toMatchObject(REFUSED);
    await expectRefunded(user.id);
    expect(await refusals(user.id)).toMatchObject([{ source: 'upload_description', check: 'moderation' }]);
  });
});

describe('the prompt and the moderation endpoint', () => {
  it('a flagged prompt is refused before the charge, and the caption model is never asked', async () => {
    const { user, cookie } = await signedInUser(app);
    const result = await generate(app, cookie, { prompt: `my boss is a ${MODERATION_BAIT}`, count: 1 });
    expect(result).toMatchObject(REFUSED);
    expect(await balanceOf(app, user.id)).toBe(5);
    expect(await ledgerOf(app, user.id)).toEqual([]);
    expect(fake.requests).toHaveLength(0);
    expect(fake.moderationRequests).toEqual([{ model: 'omni-moderation-latest', input: `my boss is a ${MODERATION_BAIT}` }]);
  });

  it('failing on the prompt (500 after the retries): a failed generation that cost nothing', async () => {
    const { user, cookie } = await signedInUser(app);
    fake.scriptModeration({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const result = await generate(app, cookie, { prompt: 'cats at work', count: 1 });
    expect(result).toMatchObject(FAILED);
    expect(await ledgerOf(app, user.id)).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('failing on the captions (429 after the retries): the token refunded', async () => {
    const { user, cookie } = await signedInUser(app);
    fake.scriptModeration({ kind: 'pass' }, { kind: 'status', status: 429 }, { kind: 'status', status: 429 });
    const result = await generate(app, cookie, { prompt: 'cats at work', count: 1 });
    expect(result).toMatchObject(FAILED);
    await expectRefunded(user.id);
  });

  it('another OpenAI-compatible server is not asked for moderation unless a model is named', async () => {
    const { cookie } = await signedInUser(plain);
    const result = await generate(plain, cookie, { prompt: 'cats at work', count: 1 });
    expect(result.__typename).toBe('GenerateMemesSuccess');
    expect(fake.moderationRequests).toEqual([]);
  });
});
