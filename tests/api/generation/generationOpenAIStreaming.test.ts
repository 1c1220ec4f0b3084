// The OpenAI-compatible provider streams: each meme is handed over as soon as its captions are
// complete, not after all of them, and the model is cut off once enough are kept. The real `openai`
// SDK against the local fake (tests/fakes/openaiServer.ts), which can pause after each meme so a
// test sees the first arrive while the next is still being written.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOpenAIProvider } from '../../../api/ai/openai/provider';
import { CaptionProviderError, type CaptionVariation, type TemplateRequest, type TextRequest } from '../../../api/ai/types';
import { templateChoice, textCandidates } from '../../../api/services/generation/candidates';
import { getTemplate } from '../../../api/templates/catalogue/catalogue';
import { messageText, startFakeOpenAI, type FakeOpenAI, type GoodReply } from '../../fakes/openaiServer';

/** The fake's pause after each meme: long enough that "before the end" cannot be a coincidence. */
const PAUSE_MS = 500;

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake?.close());
beforeEach(() => fake.reset());

const provider = (timeoutMs = 10_000) =>
  createOpenAIProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: 'text-model', visionModel: 'vision-model', timeoutMs, maxRetries: 0 });

const drake = templateChoice(getTemplate('drake-hotline-bling')!);
const templateRequest = (count: number): TemplateRequest => ({ kind: 'template', prompt: 'mondays', locale: 'en', count, template: drake });
const textRequest = (count: number): TextRequest => ({
  kind: 'text',
  prompt: 'cats who hate mondays',
  locale: 'en',
  count,
  candidates: textCandidates('cats who hate mondays', false).map(templateChoice),
});

/** Runs a generation, noting when each meme was handed over and when the result came. */
async function timed(generate: (onVariation: (variation: CaptionVariation, index: number) => void) => Promise<{ variations: CaptionVariation[] }>) {
  const started = Date.now();
  const calls: { index: number; variation: CaptionVariation; ms: number }[] = [];
  const result = await generate((variation, index) => calls.push({ index, variation, ms: Date.now() - started }));
  return { result, calls, started, doneMs: Date.now() - started };
}

describe('a streamed answer', () => {
  it('hands over the first meme while the next is still being written', async () => {
    fake.script({ kind: 'good', pauseAfterMemeMs: PAUSE_MS });
    const { result, calls, doneMs } = await timed((onVariation) => provider().generate(templateRequest(2), { onVariation }));
    expect(fake.requests[0]!.body.stream).toBe(true);
    expect(calls.map((call) => call.index)).toEqual([0, 1]);
    expect(calls.map((call) => call.variation)).toEqual(result.variations);
    // Two memes kept, each followed by a pause: the first came a whole pause before the result.
    expect(doneMs).toBeGreaterThanOrEqual(PAUSE_MS);
    expect(calls[0]!.ms).toBeLessThan(doneMs - PAUSE_MS / 2);
  });

  it('is cut once count memes are kept: the model is not left writing the spare ones', async () => {
    fake.script({ kind: 'good', pauseAfterMemeMs: PAUSE_MS });
    const { result, doneMs } = await timed((onVariation) => provider().generate(templateRequest(1), { onVariation }));
    expect(result.variations).toHaveLength(1);
    // Three memes were asked for (one and two to spare); the client hung up after the first.
    expect(messageText(fake.requests[0]!.body.messages[1])).toContain('Write 3 different memes');
    expect(doneMs).toBeLessThan(PAUSE_MS);
    // The hang-up reaches the fake during its pause after the first meme, before it writes another.
    await vi.waitFor(() => expect(fake.requests[0]!.stream).toMatchObject({ memesSent: 1, hungUpEarly: true }), { timeout: PAUSE_MS / 2 });
  });

  it('keeps one meme per template in Text to Meme, a repeat waiting as a spare', async () => {
    const repeatFirst = (reply: GoodReply): GoodReply => ({
      ...reply,
      memes: [reply.memes[0]!, { ...reply.memes[0]!, captions: reply.memes[0]!.captions.map((caption) => `${caption} again`) }, ...reply.memes.slice(1)],
    });
    fake.script({ kind: 'edit', edit: repeatFirst });
    const calls: string[] = [];
    const result = await provider().generate(textRequest(3), { onVariation: (variation) => calls.push(variation.templateId!) });
    expect(new Set(result.variations.map((variation) => variation.templateId)).size).toBe(3);
    expect(calls).toEqual(result.variations.map((variation) => variation.templateId));
    expect(fake.requests).toHaveLength(1);
  });

  it('asks again for the memes missing when the answer ends short, handing over each as it comes', async () => {
    fake.script({ kind: 'edit', edit: (reply) => ({ ...reply, memes: reply.memes.slice(0, 1) }) });
    const { result, calls, started } = await timed((onVariation) => provider().generate(textRequest(3), { onVariation }));
    expect(fake.requests).toHaveLength(2);
    const retry = messageText(fake.requests[1]!.body.messages.at(-1));
    expect(retry).toContain('the reply had 1 usable meme(s) where 3 were asked for');
    expect(retry).toContain(`Choose templates other than ${result.variations[0]!.templateId}`);
    expect(calls.map((call) => call.index)).toEqual([0, 1, 2]);
    expect(calls.map((call) => call.variation)).toEqual(result.variations);
    // The first meme was handed over before the second request was even sent.
    expect(started + calls[0]!.ms).toBeLessThanOrEqual(fake.requests[1]!.at);
  });

  it('delivers what there is when both answers are short, and fails when there is nothing', async () => {
    const one = (reply: GoodReply): GoodReply => ({ ...reply, memes: reply.memes.slice(0, 1) });
    fake.script({ kind: 'edit', edit: one }, { kind: 'edit', edit: one });
    const short = await provider().generate(templateRequest(3));
    expect(short.variations).toHaveLength(1);

    fake.reset();
    const none = (reply: GoodReply): GoodReply => ({ ...reply, memes: [] });
    fake.script({ kind: 'edit', edit: none }, { kind: 'edit', edit: none });
    await expect(provider().generate(templateRequest(3))).rejects.toThrow(CaptionProviderError);
    expect(fake.requests).toHaveLength(2);
  });

  it('past the deadline delivers the memes kept so far; with none it fails', async () => {
    fake.script({ kind: 'good', pauseAfterMemeMs: 5_000 });
    const { result, calls, doneMs } = await timed((onVariation) => provider(800).generate(templateRequest(3), { onVariation }));
    expect(result.variations).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect(doneMs).toBeLessThan(3_000);

    fake.script({ kind: 'hang' });
    await expect(provider(300).generate(templateRequest(3))).rejects.toThrow('did not answer in time');
  });
});
