// generateMemes with an OpenAI-compatible model: the real `openai` SDK against a local fake
// (tests/fakes/openaiServer.ts). Whatever the model does — good output, a wrong template id, too
// few captions, broken JSON, 429, 500, no answer — the user ends with valid memes or with an error
// and their token back, never without both.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, messageText, type FakeOpenAI } from '../fakes/openaiServer';
import { balanceOf, dataUrl, generate, ledgerOf, pngBytes, signedInUser } from './generationHelpers';
import { createTestApp, type TestApp } from './helpers/testApp';

const TIMEOUT_MS = 1500;

let fake: FakeOpenAI;
let app: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  app = await createTestApp({
    OPENAI_API_KEY: fake.apiKey,
    OPENAI_BASE_URL: fake.url,
    OPENAI_MODEL: 'text-model',
    OPENAI_VISION_MODEL: 'vision-model',
    OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
    OPENAI_MAX_RETRIES: '2',
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

/** The user either got memes and paid 1 token, or got an error and paid nothing; the ledger agrees. */
async function expectMemesOrRefund(userId: number, result: any) {
  const ledger = await ledgerOf(app, userId);
  if (result.__typename === 'GenerateMemesSuccess') {
    expect(result.memes.length).toBeGreaterThan(0);
    expect(await balanceOf(app, userId)).toBe(4);
    expect(ledger.map((row) => row.reason)).toEqual(['generation']);
  } else {
    expect(await balanceOf(app, userId)).toBe(5);
    expect(ledger.map((row) => [row.reason, row.delta])).toEqual([['generation', -1], ['refund', 1]]);
    expect(ledger[0]!.reference).toBe(ledger[1]!.reference);
    expect(await app.deps.prisma.meme.count({ where: { userId } })).toBe(0);
  }
}

const failed = { __typename: 'GenerationFailedError', message: 'Generation failed: Could not generate memes. Please try again.', messageId: 'GenerationError.generationFailed' };

describe('a cooperative model', () => {
  it('chooses among searched templates, with a JSON schema, in the interface language', async () => {
    const { user, cookie } = await signedInUser(app);
    const result = await generate(app, cookie, { prompt: 'cats who hate Mondays', locale: 'es-MX', count: 3 });
    expect(result).toMatchObject({ __typename: 'GenerateMemesSuccess', balance: 4, offlineCaptions: false });
    expect(fake.requests).toHaveLength(1);
    const { body, headers } = fake.requests[0]!;
    expect(headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(body.model).toBe('text-model');
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'meme_captions', strict: true } });
    expect(messageText(body.messages[0])).toContain('Write every caption in Spanish');
    expect(messageText(body.messages[1])).toContain('Prompt: "cats who hate Mondays"');
    // The fake answers with the listed templates and one caption per box, as a model would.
    expect(result.memes.map((meme: any) => meme.captions.map((c: any) => c.text))).toEqual(
      fake.goodReply(body).memes.map((meme) => meme.captions),
    );
    expect(result.memes[0].captions[0].text).toBe('Spanish caption 1 of meme 1: cats who hate Mondays');
    await expectMemesOrRefund(user.id, result);
  });

  it("captions a chosen template's boxes", async () => {
    const { cookie } = await signedInUser(app);
    const result = await generate(app, cookie, { prompt: 'deadlines', templateId: 'expanding-brain' });
    expect(result.memes).toHaveLength(4);
    expect(result.memes.every((meme: any) => meme.templateId === 'expanding-brain' && meme.captions.length === 4)).toBe(true);
    expect(messageText(fake.requests[0]!.body.messages[1])).toContain('It has 4 text box(es)');
  });

  it('shows an upload to the vision model and keeps its description as alt text', async () => {
    const { cookie } = await signedInUser(app);
    const result = await generate(app, cookie, { prompt: 'my desk', imageDataUrl: dataUrl(pngBytes(40, 30)), count: 2 });
    expect(result.__typename).toBe('GenerateMemesSuccess');
    const { body } = fake.requests[0]!;
    expect(body.model).toBe('vision-model');
    const parts = body.messages[1]!.content as { type: string; image_url?: { url: string } }[];
    expect(parts.find((part) => part.type === 'image_url')?.image_url?.url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(result.memes).toHaveLength(2);
    expect(result.memes[0]).toMatchObject({ templateId: 'custom', description: expect.stringContaining('A test picture.') });
  });
});

describe('an unreliable model', () => {
  const wrongTemplate = { kind: 'json', content: { memes: [{ templateId: 'not-a-candidate', captions: ['a', 'b'] }], imageDescription: '' } } as const;
  const tooFewCaptions = { kind: 'json', content: { memes: [{ templateId: 'drake-hotline-bling', captions: ['only one'] }], imageDescription: '' } } as const;

  it('a wrong template id is retried once; twice wrong fails and refunds', async () => {
    const once = await signedInUser(app);
    fake.script(wrongTemplate);
    const recovered = await generate(app, once.cookie, { prompt: 'retry me' });
    expect(recovered.__typename).toBe('GenerateMemesSuccess');
    expect(fake.requests).toHaveLength(2);
    await expectMemesOrRefund(once.user.id, recovered);

    const twice = await signedInUser(app);
    fake.script(wrongTemplate, wrongTemplate);
    const result = await generate(app, twice.cookie, { prompt: 'retry me' });
    expect(result).toEqual(failed);
    await expectMemesOrRefund(twice.user.id, result);
  });

  it('too few captions for the boxes fail and refund', async () => {
    const { user, cookie } = await signedInUser(app);
    fake.script(tooFewCaptions, tooFewCaptions);
    const result = await generate(app, cookie, { prompt: 'drake', templateId: 'drake-hotline-bling' });
    expect(result).toEqual(failed);
    await expectMemesOrRefund(user.id, result);
  });

  it('keeps the valid memes of a partly valid answer', async () => {
    const { user, cookie } = await signedInUser(app);
    fake.script({ kind: 'json', content: { memes: [{ templateId: 'drake-hotline-bling', captions: ['one'] }, { templateId: 'drake-hotline-bling', captions: ['no', 'yes'] }], imageDescription: '' } });
    const result = await generate(app, cookie, { prompt: 'drake', templateId: 'drake-hotline-bling' });
    expect(result.memes.map((meme: any) => meme.captions.map((c: any) => c.text))).toEqual([['no', 'yes']]);
    await expectMemesOrRefund(user.id, result);
  });

  it('malformed JSON is retried once, then fails and refunds', async () => {
    const recovers = await signedInUser(app);
    fake.script({ kind: 'raw', content: '{"memes": [ {"templateId": ' });
    await expectMemesOrRefund(recovers.user.id, await generate(app, recovers.cookie, { prompt: 'broken json' }));
    expect(fake.requests).toHaveLength(2);

    const { user, cookie } = await signedInUser(app);
    fake.script({ kind: 'raw', content: 'Sure! Here are your memes:' }, { kind: 'json', content: { memes: 'nope' } });
    const result = await generate(app, cookie, { prompt: 'broken json' });
    expect(result).toEqual(failed);
    await expectMemesOrRefund(user.id, result);
  });

  it('a refusal fails and refunds', async () => {
    const { user, cookie } = await signedInUser(app);
    fake.script({ kind: 'refusal', text: 'I cannot help with that.' }, { kind: 'refusal', text: 'I cannot help with that.' });
    const result = await generate(app, cookie, { prompt: 'something edgy' });
    expect(result).toEqual(failed);
    await expectMemesOrRefund(user.id, result);
  });

  it('429 is retried by the SDK; a model that keeps refusing fails after the bounded retries and refunds', async () => {
    const patient = await signedInUser(app);
    fake.script({ kind: 'status', status: 429 });
    const recovered = await generate(app, patient.cookie, { prompt: 'rate limited' });
    expect(recovered.__typename).toBe('GenerateMemesSuccess');
    expect(fake.requests).toHaveLength(2);

    fake.reset();
    const { user, cookie } = await signedInUser(app);
    fake.script(...Array.from({ length: 10 }, () => ({ kind: 'status', status: 429 }) as const));
    const result = await generate(app, cookie, { prompt: 'rate limited' });
    expect(result).toEqual(failed);
    // OPENAI_MAX_RETRIES=2: the first request and two retries, no more.
    expect(fake.requests).toHaveLength(3);
    await expectMemesOrRefund(user.id, result);
  });

  it('a model that never answers times out within OPENAI_TIMEOUT_MS and refunds', async () => {
    const { user, cookie } = await signedInUser(app);
    fake.script({ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' });
    const started = Date.now();
    const result = await generate(app, cookie, { prompt: 'hello?' });
    const elapsed = Date.now() - started;
    expect(result).toEqual(failed);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 3000);
    await expectMemesOrRefund(user.id, result);
  });
});
