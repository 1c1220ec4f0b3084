// generateMemes with an OpenAI-compatible model: the real `openai` SDK against a local fake
// (tests/fakes/openaiServer.ts). Whatever the model does — good output, a wrong template id, too
// few captions, broken JSON, 429, 500, no answer — the user ends with valid memes or with an error
// and their token back, never without both.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { textCandidates } from '../../../api/services/generation/candidates';
import { captionBudgets } from '../../../core/render/captionBudget';
import { getTemplate } from '../../../api/templates/catalogue/catalogue';
import { startFakeOpenAI, messageText, type FakeOpenAI, type GoodReply, fakeModelSettings } from '../../fakes/openaiServer';
import { makeGif } from '../../helpers/gifFixtures';
import { balanceOf, dataUrl, generate, ledgerOf, pngBytes, signedInUser } from '../../helpers/generation';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const TIMEOUT_MS = 1500;

let fake: FakeOpenAI;
let app: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  app = await createTestApp(fakeModelSettings(fake, { timeoutMs: TIMEOUT_MS, maxRetries: 2 }));
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
    expect(ledger.map((row) => [row.reason, row.delta])).toEqual([
      ['generation', -1],
      ['refund', 1],
    ]);
    expect(ledger[0]!.reference).toBe(ledger[1]!.reference);
    expect(await app.deps.prisma.meme.count({ where: { userId } })).toBe(0);
  }
}

const failed = {
  __typename: 'GenerationFailedError',
  message: 'Generation failed: Could not generate memes. Please try again.',
  messageId: 'GenerationError.generationFailed',
};

describe('a cooperative model', () => {
  it("chooses among searched templates, with a JSON schema, in the prompt's language whatever the interface's", async () => {
    const { user, cookie } = await signedInUser(app);
    const result = await generate(app, cookie, { prompt: 'gatos que odian los lunes', locale: 'en-US', count: 3 });
    expect(result).toMatchObject({ __typename: 'GenerateMemesSuccess', balance: 4, offlineCaptions: false, captionLanguage: 'es' });
    expect(fake.requests).toHaveLength(1);
    const { body, headers } = fake.requests[0]!;
    expect(headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(body.model).toBe('text-model');
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'meme_captions', strict: true } });
    expect(messageText(body.messages[0])).toContain('Write every caption in Spanish');
    expect(messageText(body.messages[1])).toContain('Prompt: "gatos que odian los lunes"');
    // The fake answers with the listed templates and one caption per box, as a model would, funniest
    // first: the first three are kept (two more were asked for, to spare).
    expect(result.memes.map((meme: any) => meme.captions.map((c: any) => c.text))).toEqual(
      fake
        .goodReply(body)
        .memes.slice(0, 3)
        .map((meme) => meme.captions),
    );
    expect(result.memes[0].captions[0].text).toMatch(/^1\.1 Spanish: gatos/);
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
  const wrongTemplate = {
    kind: 'json',
    content: { memes: [{ templateId: 'not-a-candidate', captions: ['a', 'b'] }], language: 'en', imageDescription: '' },
  } as const;
  const tooFewCaptions = {
    kind: 'json',
    content: { memes: [{ templateId: 'drake-hotline-bling', captions: ['only one'] }], language: 'en', imageDescription: '' },
  } as const;

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

  // Two Drake memes: the first with one caption for its two boxes, the second right.
  const oneShortThenOneGood = {
    kind: 'json',
    content: {
      memes: [
        { templateId: 'drake-hotline-bling', captions: ['one'] },
        { templateId: 'drake-hotline-bling', captions: ['no', 'yes'] },
      ],
      language: 'en',
      imageDescription: '',
    },
  } as const;

  it('a meme with the wrong number of captions is retried, and the retry told why; the good meme of the first answer stays', async () => {
    const { user, cookie } = await signedInUser(app);
    fake.script(oneShortThenOneGood);
    const result = await generate(app, cookie, { prompt: 'drake', templateId: 'drake-hotline-bling', count: 2 });
    expect(fake.requests).toHaveLength(2);
    const retry = messageText(fake.requests[1]!.body.messages.at(-1));
    expect(retry).toContain('meme 1 has 1 caption(s) for 2 text box(es)');
    // The usable meme was kept (and shown) as soon as it was written: the retry asks for the one
    // still missing, naming the kept one so it is not written again.
    expect(retry).toContain('1 of its memes are kept: ["no","yes"]');
    expect(retry).toContain('Write 3 more different memes, funniest first, for the 1 still needed.');
    expect(result.memes.map((meme: any) => meme.captions.map((c: any) => c.text))).toEqual([
      ['no', 'yes'],
      fake.goodReply(fake.requests[1]!.body).memes[0]!.captions,
    ]);
    await expectMemesOrRefund(user.id, result);
  });

  it('keeps the valid memes of an answer with more memes than asked, without asking again', async () => {
    const { user, cookie } = await signedInUser(app);
    fake.script(oneShortThenOneGood);
    const result = await generate(app, cookie, { prompt: 'drake', templateId: 'drake-hotline-bling', count: 1 });
    expect(fake.requests).toHaveLength(1);
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

describe('structured output', () => {
  const schemaOf = (index = 0) => fake.requests[index]!.body.response_format!.json_schema!.schema as any;

  it('limits templateId to the candidates and asks for the captions and their language', async () => {
    const { cookie } = await signedInUser(app);
    const prompt = 'cats who hate Mondays';
    const result = await generate(app, cookie, { prompt, count: 2 });
    expect(result.__typename).toBe('GenerateMemesSuccess');
    const schema = schemaOf();
    // The language first, so each meme is read knowing it; the memes last, so the model can be
    // stopped once enough are kept without losing anything written after them.
    expect(schema.required).toEqual(['language', 'imageDescription', 'memes']);
    expect(Object.keys(schema.properties)).toEqual(['language', 'imageDescription', 'memes']);
    expect(schema.properties.language).toMatchObject({ type: 'string', description: expect.stringContaining('BCP-47') });
    expect(schema.properties.memes.description).toContain('funniest first');
    const meme = schema.properties.memes.items;
    // No rank: the order the memes are written in is their rank.
    expect(meme.required).toEqual(['templateId', 'captions']);
    expect(meme.properties.captions).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(meme.properties.templateId.enum).toEqual(textCandidates(prompt, false).map((candidate) => candidate.id));
    expect(result.memes.every((made: any) => meme.properties.templateId.enum.includes(made.templateId))).toBe(true);

    fake.reset();
    await generate(app, cookie, { prompt: 'pizza', templateId: 'drake-hotline-bling', count: 1 });
    expect(schemaOf().properties.memes.items.properties.templateId.enum).toEqual(['drake-hotline-bling']);
  });

  it('tells the model what each candidate means and what each of its boxes means', async () => {
    const { cookie } = await signedInUser(app);
    const prompt = 'cats who hate Mondays';
    await generate(app, cookie, { prompt, count: 1 });
    const text = messageText(fake.requests[0]!.body.messages[1]);
    for (const candidate of textCandidates(prompt, false)) {
      const budgets = captionBudgets(candidate, candidate.textPositions);
      const boxes = candidate.boxRoles
        .map((role, index) => `box ${index + 1} (${candidate.textPositions[index]!.position}, ${role}, at most ${budgets[index]} characters)`)
        .join('; ');
      expect(text).toContain(
        `- ${candidate.id}: ${candidate.name} [${candidate.category}] — ${candidate.description} — ${candidate.boxRoles.length} text box(es): ${boxes}`,
      );
    }

    fake.reset();
    await generate(app, cookie, { prompt: 'pizza', templateId: 'drake-hotline-bling', count: 1 });
    const drake = getTemplate('drake-hotline-bling')!;
    const templateText = messageText(fake.requests[0]!.body.messages[1]);
    expect(templateText).toContain(`When it is used: ${drake.description}`);
    const [rejected] = captionBudgets(drake, drake.textPositions);
    expect(templateText).toContain(
      `It has 2 text box(es): box 1 (${drake.textPositions[0]!.position}, ${drake.boxRoles[0]}, at most ${rejected} characters); box 2`,
    );
  });
});

describe('answers in the wrong language or too short', () => {
  const inEnglish = (reply: GoodReply): GoodReply => ({
    ...reply,
    memes: reply.memes.map((meme) => ({ ...meme, captions: meme.captions.map(() => 'Me when Monday comes') })),
  });
  const declaring =
    (language: string) =>
    (reply: GoodReply): GoodReply => ({ ...reply, language });
  const short = (reply: GoodReply): GoodReply => ({ ...reply, memes: reply.memes.slice(0, 1) });
  const lastMessage = (index: number) => messageText(fake.requests[index]!.body.messages.at(-1));

  it('captions not in the script of the language are retried, and the retry delivers', async () => {
    const { user, cookie } = await signedInUser(app);
    fake.script({ kind: 'edit', edit: inEnglish });
    const result = await generate(app, cookie, { prompt: '月曜日が嫌いな猫たち', locale: 'en', count: 2 });
    expect(fake.requests).toHaveLength(2);
    expect(lastMessage(1)).toContain('meme 1 is not written in Japanese');
    const delivered = fake.goodReply(fake.requests[1]!.body).memes.slice(0, 2);
    expect(result.memes.map((meme: any) => meme.captions[0].text)).toEqual(delivered.map((meme) => meme.captions[0]));
    expect(delivered.map((meme) => meme.captions[0])).toEqual([expect.stringMatching(/^1\.1 キャ/), expect.stringMatching(/^2\.1 キャ/)]);
    await expectMemesOrRefund(user.id, result);
  });

  it('a Latin-script language answered in another script, or declared as another language, is retried', async () => {
    const cyrillic = await signedInUser(app);
    fake.script({
      kind: 'edit',
      edit: (reply) => ({ ...reply, memes: reply.memes.map((meme) => ({ ...meme, captions: meme.captions.map(() => 'Когда наступает понедельник') })) }),
    });
    const recovered = await generate(app, cyrillic.cookie, { prompt: 'mondays', locale: 'fr', count: 1 });
    expect(lastMessage(1)).toContain('meme 1 is not written in French');
    expect(recovered.memes[0].captions[0].text).toBe('1.1 French: mondays');
    await expectMemesOrRefund(cyrillic.user.id, recovered);

    fake.reset();
    const declared = await signedInUser(app);
    fake.script({ kind: 'edit', edit: declaring('en') });
    const result = await generate(app, declared.cookie, { prompt: 'mondays', locale: 'es-MX', count: 1 });
    expect(fake.requests).toHaveLength(2);
    expect(lastMessage(1)).toContain('the captions are in "en", not in Spanish ("es")');
    expect(result.__typename).toBe('GenerateMemesSuccess');
    await expectMemesOrRefund(declared.user.id, result);
  });

  it('the wrong language twice fails with the spec message and gives the token back', async () => {
    const { user, cookie } = await signedInUser(app);
    fake.script({ kind: 'edit', edit: inEnglish }, { kind: 'edit', edit: declaring('en') });
    const result = await generate(app, cookie, { prompt: '월요일을 싫어하는 고양이들', locale: 'en' });
    expect(result).toEqual(failed);
    expect(fake.requests).toHaveLength(2);
    await expectMemesOrRefund(user.id, result);
  });

  it('a short answer is retried for the memes missing; short twice delivers what there is, for the one token', async () => {
    const once = await signedInUser(app);
    fake.script({ kind: 'edit', edit: short });
    const recovered = await generate(app, once.cookie, { prompt: 'short answer', count: 3 });
    expect(lastMessage(1)).toContain('the reply had 1 usable meme(s) where 3 were asked for');
    expect(recovered.memes).toHaveLength(3);
    await expectMemesOrRefund(once.user.id, recovered);

    // Issue 26: at least one usable meme is a success (the first may already be on screen); the
    // token is charged once, whatever the number delivered.
    fake.reset();
    const twice = await signedInUser(app);
    fake.script({ kind: 'edit', edit: short }, { kind: 'edit', edit: short });
    const result = await generate(app, twice.cookie, { prompt: 'short answer', count: 3 });
    expect(result.__typename).toBe('GenerateMemesSuccess');
    expect(result.memes).toHaveLength(1);
    expect(fake.requests).toHaveLength(2);
    await expectMemesOrRefund(twice.user.id, result);
  });

  it('no usable meme in either answer fails and refunds', async () => {
    const { user, cookie } = await signedInUser(app);
    const none = (reply: GoodReply): GoodReply => ({ ...reply, memes: [] });
    fake.script({ kind: 'edit', edit: none }, { kind: 'edit', edit: none });
    const result = await generate(app, cookie, { prompt: 'short answer', count: 3 });
    expect(result).toEqual(failed);
    expect(fake.requests).toHaveLength(2);
    expect(lastMessage(1)).toContain('the reply had no memes');
    await expectMemesOrRefund(user.id, result);
  });
});

describe('an animated GIF upload', () => {
  it('shows the vision model its first frame as a PNG of the same size', async () => {
    const { user, cookie } = await signedInUser(app);
    const gif = Buffer.from(
      makeGif(40, 30, [
        { paint: [200, 0, 0, 255], delayCentiseconds: 5 },
        { paint: [0, 0, 200, 255], delayCentiseconds: 5 },
      ]),
    );
    const result = await generate(app, cookie, { prompt: 'blinking lights', imageDataUrl: dataUrl(gif, 'image/gif'), count: 1 });
    expect(result.memes[0]).toMatchObject({ type: 'GIF', templateId: 'custom' });
    const { body } = fake.requests[0]!;
    expect(body.model).toBe('vision-model');
    const parts = body.messages[1]!.content as { type: string; image_url?: { url: string } }[];
    const url = parts.find((part) => part.type === 'image_url')!.image_url!.url;
    expect(url).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const picture = await loadImage(png);
    expect([picture.width, picture.height]).toEqual([40, 30]);
    const canvas = createCanvas(40, 30);
    const context = canvas.getContext('2d');
    context.drawImage(picture, 0, 0);
    expect([...context.getImageData(0, 0, 1, 1).data, ...context.getImageData(39, 29, 1, 1).data]).toEqual([200, 0, 0, 255, 200, 0, 0, 255]);
    await expectMemesOrRefund(user.id, result);
  });
});
