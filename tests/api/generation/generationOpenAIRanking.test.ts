// What an OpenAI-compatible model is asked for a generation, and which of its memes are kept: the
// real `openai` SDK against the local fake (tests/fakes/openaiServer.ts). The request carries the
// captions' language, each box's character budget and two memes of ours per offered template, and
// asks for two more memes than needed, funniest first; the first valid ones are stored, in the
// order written, each template once while others are left and legible ones before over-long ones.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workedExamplesFor } from '../../../api/ai/workedExamples';
import { templateChoice, textCandidates } from '../../../api/services/generation/candidates';
import { getTemplate } from '../../../api/templates/catalogue/catalogue';
import { budgetInLanguage, captionBudgets } from '../../../core/render/captionBudget';
import { fakeModelSettings, messageText, startFakeOpenAI, type FakeOpenAI } from '../../fakes/openaiServer';
import { dataUrl, generate, pngBytes, signedInUser } from '../../helpers/generation';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let fake: FakeOpenAI;
let app: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  app = await createTestApp(fakeModelSettings(fake, { timeoutMs: 5000, maxRetries: 0 }));
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const userText = (index = 0) => messageText(fake.requests[index]!.body.messages.find((message) => message.role === 'user'));
const lastMessage = (index: number) => messageText(fake.requests[index]!.body.messages.at(-1));
const captionsOf = (result: any): string[][] => result.memes.map((meme: any) => meme.captions.map((caption: any) => caption.text));
const example = (prompt: string, captions: readonly string[]) => `prompt ${JSON.stringify(prompt)} → ${JSON.stringify(captions)}`;
const answer = (memes: { templateId: string; captions: string[] }[], language = 'en') => ({
  kind: 'json' as const,
  content: { language, imageDescription: '', memes },
});

describe('the request', () => {
  it('Text to Meme: the language, each box of each candidate with its budget, our two examples, count + 2 memes funniest first', async () => {
    const { cookie } = await signedInUser(app);
    // A Spanish prompt: the captions' language is the prompt's.
    const prompt = 'gatos que odian los lunes';
    const result = await generate(app, cookie, { prompt, locale: 'es', count: 2 });
    expect(result.__typename).toBe('GenerateMemesSuccess');
    const text = userText();
    expect(text).toContain('Write the captions in Spanish (es).');
    expect(text).toContain('Write 4 different memes about the prompt. The 2 funniest will be kept');
    expect(text).toContain('Write them funniest first');
    expect(text).not.toContain('rank 1');
    const candidates = textCandidates(prompt, false);
    let withExamples = 0;
    for (const candidate of candidates) {
      const budgets = captionBudgets(candidate, candidate.textPositions);
      candidate.boxRoles.forEach((role, index) =>
        expect(text).toContain(
          `box ${index + 1} (${candidate.textPositions[index]!.position}, ${role}, at most ${budgetInLanguage(budgets[index]!, 'es')} characters)`,
        ),
      );
      const examples = workedExamplesFor(candidate);
      if (examples.length === 0) continue;
      withExamples += 1;
      expect(examples).toHaveLength(2);
      expect(text).toContain(`  Examples: ${examples.map((worked) => example(worked.prompt, worked.captions)).join('; ')}`);
    }
    // The well-known templates that fill the list are among the 100 we wrote examples for.
    expect(withExamples).toBeGreaterThanOrEqual(candidates.length / 2);
    const schema = fake.requests[0]!.body.response_format!.json_schema!.schema as any;
    expect(schema.properties.memes.items.required).not.toContain('rank');
  });

  it("Template + Prompt: the template's boxes with their budgets in the user's script, and its two examples", async () => {
    const { cookie } = await signedInUser(app);
    await generate(app, cookie, { prompt: '月曜日の猫', locale: 'ja', templateId: 'drake-hotline-bling', count: 4 });
    const text = userText();
    const [rejected, preferred] = captionBudgets(getTemplate('drake-hotline-bling')!, getTemplate('drake-hotline-bling')!.textPositions);
    expect(text).toContain('Write the captions in Japanese (ja).');
    // Japanese glyphs are about twice as wide as Anton's Latin ones: fewer characters fit.
    expect(budgetInLanguage(rejected!, 'ja')).toBeLessThan(rejected! / 2);
    expect(text).toContain(
      `box 1 (custom, the thing rejected, at most ${budgetInLanguage(rejected!, 'ja')} characters); box 2 (custom, the thing preferred, at most ${budgetInLanguage(preferred!, 'ja')} characters)`,
    );
    for (const worked of workedExamplesFor({ id: 'drake-hotline-bling' })) expect(text).toContain(example(worked.prompt, worked.captions));
    // Four memes asked, six written: no more than six, whatever the count.
    expect(text).toContain('Write 6 different memes');
  });

  it("Upload + Prompt: the top and bottom boxes' budgets come from the picture's size", async () => {
    const { cookie } = await signedInUser(app);
    await generate(app, cookie, { prompt: 'my desk', imageDataUrl: dataUrl(pngBytes(600, 1200)), count: 1 });
    const [top] = captionBudgets({ width: 600, height: 1200 }, []);
    expect(userText()).toContain(`The image has 2 text box(es): box 1 (top, what "Top text" says, at most ${top} characters); box 2 (bottom`);
    expect(userText()).toContain('Write 3 different memes');
  });
});

describe('the memes kept', () => {
  it('are the first ones written, in the order written: the model writes its funniest first', async () => {
    const { user, cookie } = await signedInUser(app);
    fake.script(
      answer([
        { templateId: 'drake-hotline-bling', captions: ['The', 'best'] },
        { templateId: 'drake-hotline-bling', captions: ['Second', 'best'] },
        { templateId: 'drake-hotline-bling', captions: ['Third', 'best'] },
        { templateId: 'drake-hotline-bling', captions: ['Fourth', 'best'] },
      ]),
    );
    const result = await generate(app, cookie, { prompt: 'ranking', templateId: 'drake-hotline-bling', count: 2 });
    expect(fake.requests).toHaveLength(1);
    expect(captionsOf(result)).toEqual([
      ['The', 'best'],
      ['Second', 'best'],
    ]);
    const stored = await app.deps.prisma.meme.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
    expect(stored.map((meme) => (meme.captions as { text: string }[])[0]!.text)).toEqual(['The', 'Second']);
  });

  it('drop invalid memes, then keep the first written, each template once while others are left', async () => {
    const { cookie } = await signedInUser(app);
    const prompt = 'cats who hate Mondays';
    const [first, second] = textCandidates(prompt, false).map(templateChoice);
    const fill = (template: typeof first, text: string) => template!.slots.map((_, index) => `${text} ${index + 1}`);
    fake.script(
      answer([
        { templateId: 'not-offered', captions: ['a', 'b'] },
        { templateId: first!.id, captions: fill(first, 'Funny') },
        { templateId: first!.id, captions: fill(first, 'Also funny') },
        { templateId: second!.id, captions: fill(second, 'Other picture') },
      ]),
    );
    const result = await generate(app, cookie, { prompt, count: 2 });
    expect(fake.requests).toHaveLength(1);
    expect(result.memes.map((meme: any) => meme.templateId)).toEqual([first!.id, second!.id]);
    expect(captionsOf(result)).toEqual([fill(first, 'Funny'), fill(second, 'Other picture')]);
  });

  const long = 'Me pretending to listen in the meeting while planning my entire weekend, lunch and next holiday';

  it("a caption far over its box's budget is sent back once, naming the box; the retry's memes are kept", async () => {
    const { cookie } = await signedInUser(app);
    fake.script(answer([{ templateId: 'drake-hotline-bling', captions: ['Listening', long] }]));
    const result = await generate(app, cookie, { prompt: 'meetings', templateId: 'drake-hotline-bling', count: 1 });
    expect(fake.requests).toHaveLength(2);
    const [, preferred] = captionBudgets(getTemplate('drake-hotline-bling')!, getTemplate('drake-hotline-bling')!.textPositions);
    expect(lastMessage(1)).toContain(
      `meme 1 is too long to read: its box 2 (the thing preferred) has ${long.length} characters where at most ${preferred} fit`,
    );
    expect(captionsOf(result)).toEqual(
      fake
        .goodReply(fake.requests[1]!.body)
        .memes.slice(0, 1)
        .map((meme) => meme.captions),
    );
  });

  it('a legible meme is kept over a funnier one that is too long, without asking again', async () => {
    const { cookie } = await signedInUser(app);
    fake.script(
      answer([
        { templateId: 'drake-hotline-bling', captions: ['Listening', long] },
        { templateId: 'drake-hotline-bling', captions: ['Listening', 'Planning the weekend'] },
      ]),
    );
    const result = await generate(app, cookie, { prompt: 'meetings', templateId: 'drake-hotline-bling', count: 1 });
    expect(fake.requests).toHaveLength(1);
    expect(captionsOf(result)).toEqual([['Listening', 'Planning the weekend']]);
  });

  it('too long twice is not a failure: the memes are delivered as the renderer can shrink them', async () => {
    const { cookie } = await signedInUser(app);
    const tooLong = answer([{ templateId: 'drake-hotline-bling', captions: ['Listening', long] }]);
    fake.script(tooLong, tooLong);
    const result = await generate(app, cookie, { prompt: 'meetings', templateId: 'drake-hotline-bling', count: 1 });
    expect(fake.requests).toHaveLength(2);
    expect(captionsOf(result)).toEqual([['Listening', long]]);
  });
});
