// Memes as they are written (issue 26): generateMemes stores each meme as soon as the caption
// provider completes it and announces it on memeGenerationProgress to the creator's subscription
// with the same key, over a real graphql-ws socket; one token is charged when at least one meme
// was stored, refunded when none was.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptionProviderError, type CaptionProvider, type CaptionRequest, type CaptionVariation, type GenerateOptions } from '../../../api/ai/types';
import { getTemplate } from '../../../api/templates/catalogue/catalogue';
import { balanceOf, generate, ledgerOf, pngBytes, signedInUser } from '../../helpers/generation';
import { freshKey, liveProgress as live, PROGRESS } from '../../helpers/progressSubscription';
import { socketWith } from '../../helpers/sockets';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/testApp';

let app: TestApp;
let url: string;
beforeAll(async () => {
  app = await createTestApp();
  const { port } = await app.start();
  url = `ws://127.0.0.1:${port}/graphql`;
});
afterAll(async () => app?.close());

const liveProgress = (cookie: string, key: string) => live(url, cookie, key);
const creator = (tokens = 5) => signedInUser(app, tokens, 'progress');

describe('memeGenerationProgress (offline engine)', () => {
  it('delivers each meme of the generation with the same key, in order, with the ids the mutation answers', async () => {
    const { user, cookie } = await creator();
    const key = freshKey();
    const progress = await liveProgress(cookie, key);
    expect(progress.listening).toEqual([key]);

    const result = await generate(app, cookie, { prompt: 'when the build is green on the first try', progressKey: key });
    expect(result.__typename).toBe('GenerateMemesSuccess');
    expect(result.memes).toHaveLength(4);
    await progress.until(() => progress.events.length >= 4);
    await progress.close();

    expect(progress.errors).toEqual([]);
    expect(progress.events.map((event) => event.index)).toEqual([0, 1, 2, 3]);
    expect(progress.events.map((event) => event.generationId)).toEqual(Array(4).fill(result.generationId));
    expect(progress.events.map((event) => event.meme.id)).toEqual(result.memes.map((meme: { id: string }) => meme.id));
    expect(progress.events.map((event) => event.meme.captions)).toEqual(
      result.memes.map((meme: { captions: { text: string }[] }) => meme.captions.map(({ text }) => ({ text }))),
    );
    // One charge for the generation (after the first meme's), nothing refunded.
    const ledger = await ledgerOf(app, user.id);
    expect(ledger.filter((row) => row.reference === result.generationId)).toEqual([
      { delta: -1, reason: 'generation', reference: result.generationId, balanceAfter: 4 },
    ]);
    expect(await balanceOf(app, user.id)).toBe(4);
  });

  it("tells another user's subscription with the same key nothing", async () => {
    const alice = await creator();
    const bob = await creator();
    const key = freshKey();
    const aliceProgress = await liveProgress(alice.cookie, key);
    const bobProgress = await liveProgress(bob.cookie, key);

    const result = await generate(app, alice.cookie, { prompt: 'my neighbour mowing the lawn at 7am', progressKey: key, count: 2 });
    await aliceProgress.until(() => aliceProgress.events.length >= 2);
    // Bob's own generation with the key, after Alice's: his socket hears his memes, and only his.
    const his = await generate(app, bob.cookie, { prompt: 'the same key by chance', progressKey: key, count: 1 });
    await bobProgress.until(() => bobProgress.events.length >= 1);
    await Promise.all([aliceProgress.close(), bobProgress.close()]);

    expect(aliceProgress.events.map((event) => event.meme.id)).toEqual(result.memes.map((meme: { id: string }) => meme.id));
    expect(bobProgress.events.map((event) => event.meme.id)).toEqual(his.memes.map((meme: { id: string }) => meme.id));
    expect(bobProgress.errors).toEqual([]);
  });

  it('delivers every meme of a generation sent right after the listening event, however fast the engine', async () => {
    // The offline engine writes all four memes within milliseconds of the mutation: before the
    // acknowledgement a client sending the mutation right after subscribing could miss them all.
    const { cookie } = await creator(5);
    for (let round = 0; round < 5; round += 1) {
      const key = freshKey();
      const progress = await liveProgress(cookie, key);
      const result = await generate(app, cookie, { prompt: `deploying on a friday, take ${round + 1}`, progressKey: key });
      // Every meme was published before the answer: what has not arrived a second later never will.
      await Promise.race([progress.until(() => progress.events.length >= result.memes.length), new Promise((resolve) => setTimeout(resolve, 1000))]);
      await progress.close();
      expect(
        progress.events.map((event) => event.meme.id),
        `round ${round + 1}`,
      ).toEqual(result.memes.map((meme: { id: string }) => meme.id));
    }
  });

  it('refuses a malformed progressKey before charging anything', async () => {
    const { user, cookie } = await signedInUser(app, 3, 'progress');
    for (const progressKey of ['too-short', 'x'.repeat(65), `${'a'.repeat(20)} spaces`, `${'a'.repeat(20)}/slash`]) {
      const result = await generate(app, cookie, { prompt: 'cats', progressKey });
      expect(result).toEqual({
        __typename: 'InvalidProgressKeyError',
        messageId: 'GenerationError.invalidProgressKey',
        message: 'Invalid progress key: Use 16 to 64 letters, digits, - or _',
      });
    }
    expect(await balanceOf(app, user.id)).toBe(3);
    expect(await ledgerOf(app, user.id)).toEqual([]);
  });

  it('refuses a subscription with a malformed key', async () => {
    const { cookie } = await signedInUser(app, 1, 'progress');
    const client = createClient({ url, webSocketImpl: socketWith({ origin: TEST_ORIGIN, cookie }), retryAttempts: 0 });
    const answer = await new Promise<unknown>((resolve) => {
      client.subscribe({ query: PROGRESS, variables: { key: 'short' } }, { next: resolve, error: resolve, complete: () => {} });
    });
    await client.dispose();
    expect(answer).toMatchObject({
      errors: [
        {
          message: 'Invalid progress key: Use 16 to 64 letters, digits, - or _',
          extensions: { code: 'BAD_USER_INPUT', messageId: 'GenerationError.invalidProgressKey' },
        },
      ],
    });
  });
});

/**
 * A caption provider written for these tests: it fills the chosen template's boxes, hands
 * `delivered` memes to onVariation one by one, then fails or answers with `answered` memes.
 * An outside-service stand-in (like the local HTTP servers standing in for model hosts): the real
 * providers' own streaming is tested with them; what is tested here is what the generation service
 * stores, charges and refunds around whatever a provider does.
 */
function scriptedProvider(script: { delivered: number; then: 'throw' | { answered: number; imageDescription?: string } }): CaptionProvider {
  return {
    engine: 'openai',
    async generate(request: CaptionRequest, options?: GenerateOptions) {
      if (request.kind === 'text') throw new Error('the scripted provider writes for a template or an upload');
      const slots = request.kind === 'template' ? request.template.slots : request.slots;
      const variation = (index: number): CaptionVariation => ({
        templateId: request.kind === 'template' ? request.template.id : null,
        captions: slots.map((_slot, box) => `meme ${index + 1} box ${box + 1}`),
      });
      for (let index = 0; index < script.delivered; index += 1) {
        options?.onVariation?.(variation(index), index);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      if (script.then === 'throw') throw new CaptionProviderError('the model host stopped answering');
      const { answered, imageDescription } = script.then;
      return { variations: Array.from({ length: answered }, (_, index) => variation(index)), imageDescription };
    },
  };
}

async function withProvider<T>(provider: CaptionProvider, run: () => Promise<T>): Promise<T> {
  const real = app.deps.captions;
  app.deps.captions = provider;
  try {
    return await run();
  } finally {
    app.deps.captions = real;
  }
}

const TEMPLATE = 'drake-hotline-bling';
const captionsOf = (result: { memes: { captions: { text: string }[] }[] }) => result.memes.map((meme) => meme.captions.map((caption) => caption.text));

describe('storing memes as the provider completes them', () => {
  it('keeps the 2 memes written before the provider failed, and charges 1 token', async () => {
    const { user, cookie } = await signedInUser(app, 5, 'progress');
    const result = await withProvider(scriptedProvider({ delivered: 2, then: 'throw' }), () =>
      generate(app, cookie, { method: 'TEMPLATE', templateId: TEMPLATE, prompt: 'pineapple on pizza', count: 4 }),
    );
    expect(result.__typename).toBe('GenerateMemesSuccess');
    expect(captionsOf(result)).toEqual([
      ['meme 1 box 1', 'meme 1 box 2'],
      ['meme 2 box 1', 'meme 2 box 2'],
    ]);
    expect(await balanceOf(app, user.id)).toBe(4);
    expect(await ledgerOf(app, user.id)).toEqual([{ delta: -1, reason: 'generation', reference: result.generationId, balanceAfter: 4 }]);
    expect(await app.deps.prisma.meme.count({ where: { userId: user.id } })).toBe(2);
  });

  it('refunds the token when the provider failed before any meme', async () => {
    const { user, cookie } = await signedInUser(app, 5, 'progress');
    const result = await withProvider(scriptedProvider({ delivered: 0, then: 'throw' }), () =>
      generate(app, cookie, { method: 'TEMPLATE', templateId: TEMPLATE, prompt: 'pineapple on pizza' }),
    );
    expect(result.__typename).toBe('GenerationFailedError');
    expect(await balanceOf(app, user.id)).toBe(5);
    expect((await ledgerOf(app, user.id)).map((row) => [row.reason, row.delta])).toEqual([
      ['generation', -1],
      ['refund', 1],
    ]);
    expect(await app.deps.prisma.meme.count({ where: { userId: user.id } })).toBe(0);
  });

  it('stores the memes a provider gives only with its answer after those it delivered one by one, and announces all of them', async () => {
    const { cookie } = await creator();
    const key = freshKey();
    const progress = await liveProgress(cookie, key);
    const result = await withProvider(scriptedProvider({ delivered: 2, then: { answered: 4 } }), () =>
      generate(app, cookie, { method: 'TEMPLATE', templateId: TEMPLATE, prompt: 'pineapple on pizza', progressKey: key }),
    );
    await progress.until(() => progress.events.length >= 4);
    await progress.close();

    expect(captionsOf(result).map((boxes) => boxes[0])).toEqual(['meme 1 box 1', 'meme 2 box 1', 'meme 3 box 1', 'meme 4 box 1']);
    expect(progress.events.map((event) => [event.index, event.meme.id])).toEqual(result.memes.map((meme: { id: string }, index: number) => [index, meme.id]));
    expect(getTemplate(TEMPLATE)?.textPositions).toHaveLength(2);
  });

  it("gives an upload's memes stored before the answer the picture's description the answer brings", async () => {
    const { cookie } = await signedInUser(app, 5, 'progress');
    const imageDataUrl = `data:image/png;base64,${pngBytes().toString('base64')}`;
    const result = await withProvider(scriptedProvider({ delivered: 1, then: { answered: 2, imageDescription: 'A cat asleep on a keyboard' } }), () =>
      generate(app, cookie, { method: 'UPLOAD', imageDataUrl, prompt: 'cats at work', count: 2 }),
    );
    expect(result.memes.map((meme: { description: string }) => meme.description)).toEqual([
      'A cat asleep on a keyboard: “meme 1 box 1” / “meme 1 box 2”',
      'A cat asleep on a keyboard: “meme 2 box 1” / “meme 2 box 2”',
    ]);
  });
});
