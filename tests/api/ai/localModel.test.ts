// Memes from a language model running inside the server: the real llama.cpp runtime
// (node-llama-cpp, installed in local-model/ by `npm test`'s pretest) on a tiny model file the test
// builds (tests/fakes/tinyGguf.ts). What a user or operator notices: memes whose captions fill
// every box of their template, labelled as the local model's; a token charged once, or refunded
// when the model is too slow or writes nothing usable; a missing or broken model file leaving the
// offline engine in charge with a log line that says why.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalProvider } from '../../../api/ai/local/provider';
import { createOfflineProvider } from '../../../api/ai/offline/engine';
import type { CaptionVariation } from '../../../api/ai/types';
import { createLogger } from '../../../api/platform/log';
import { templateChoice } from '../../../api/services/generation/candidates';
import { getTemplate } from '../../../api/templates/catalogue/catalogue';
import { writeTinyGguf } from '../../fakes/tinyGguf';
import { balanceOf, dataUrl, generate, ledgerOf, pngBytes, signedInUser } from '../../helpers/generation';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const folder = mkdtempSync(join(tmpdir(), 'local-model-'));
const tinyModel = writeTinyGguf(join(folder, 'tiny.gguf'));
/** One thread: llama.cpp's default spins a thread per core, which a shared 2-core machine cannot spare. */
const MODEL_SETTINGS = { LOCAL_MODEL_THREADS: '1', LOCAL_MODEL_SEED: '7', LOCAL_MODEL_GPU: 'false' };

const opened: TestApp[] = [];
afterAll(() => Promise.all(opened.map((app) => app.close())));

/** An app with `env` whose log lines are kept in `lines`. */
async function appWith(env: Record<string, string>) {
  const lines: string[] = [];
  const app = await createTestApp(env, { log: createLogger('info', (line) => lines.push(line)) });
  opened.push(app);
  return { app, lines };
}

async function captionEngine(app: TestApp): Promise<string> {
  const { body } = await app.graphql('{ appInfo { captionEngine } }');
  return body.data.appInfo.captionEngine;
}

const ENGINE =
  'mutation Engine($input: GenerateMemesInput!) { generateMemes(input: $input) { __typename ... on GenerateMemesSuccess { captionEngine offlineCaptions } } }';

const failed = { __typename: 'GenerationFailedError', messageId: 'GenerationError.generationFailed' };

describe('a model file named by LOCAL_MODEL', async () => {
  const { app, lines } = await appWith({ ...MODEL_SETTINGS, LOCAL_MODEL: tinyModel });

  it('writes the captions, and the app says the local model wrote them', async () => {
    expect(await captionEngine(app)).toBe('LOCAL');
    const { user, cookie } = await signedInUser(app);
    const result = await generate(app, cookie, { prompt: 'cats who hate mondays', templateId: 'drake-hotline-bling', count: 4 });
    expect(result).toMatchObject({ __typename: 'GenerateMemesSuccess', balance: 4, offlineCaptions: false, captionLanguage: 'en' });
    expect(result.memes).toHaveLength(4);
    const boxes = getTemplate('drake-hotline-bling')!.textPositions.length;
    for (const meme of result.memes) {
      expect(meme.templateId).toBe('drake-hotline-bling');
      expect(meme.captions).toHaveLength(boxes);
      // The tiny model writes lower-case Latin words: nothing of the offline engine's frames.
      for (const caption of meme.captions) expect(caption.text).toMatch(/^[a-zA-Z0-9 {}[\],:]+$/);
    }
    const again = await app.graphql(ENGINE, { input: { prompt: 'cats who hate mondays', templateId: 'drake-hotline-bling', count: 1 } }, { cookie });
    expect(again.body.data.generateMemes).toEqual({ __typename: 'GenerateMemesSuccess', captionEngine: 'LOCAL', offlineCaptions: false });
    expect((await ledgerOf(app, user.id)).map((row) => [row.reason, row.delta])).toEqual([
      ['generation', -1],
      ['generation', -1],
    ]);
    expect(lines.some((line) => line.includes('Captions come from the local model') && line.includes(tinyModel))).toBe(true);
  });

  it('chooses each meme a template among those found for the prompt, one caption per box', async () => {
    const { cookie } = await signedInUser(app);
    const result = await generate(app, cookie, { prompt: 'when the code works on the first try', count: 3 });
    expect(result.__typename).toBe('GenerateMemesSuccess');
    expect(result.memes).toHaveLength(3);
    for (const meme of result.memes) expect(meme.captions).toHaveLength(getTemplate(meme.templateId)!.textPositions.length);
  });

  it('captions an uploaded picture from the prompt alone', async () => {
    const { cookie } = await signedInUser(app);
    const result = await generate(app, cookie, { prompt: 'my cat at 3 am', imageDataUrl: dataUrl(pngBytes(320, 240), 'image/png'), count: 2 });
    expect(result.__typename).toBe('GenerateMemesSuccess');
    for (const meme of result.memes) {
      expect(meme.captions.length).toBeGreaterThanOrEqual(1);
      expect(meme.captions.length).toBeLessThanOrEqual(2);
    }
  });

  it('asks again when the captions are not in the prompt’s language, then refunds the token', async () => {
    const { user, cookie } = await signedInUser(app);
    // A Japanese prompt: the tiny model can only write Latin letters, twice.
    const result = await generate(app, cookie, { prompt: '月曜日の朝の猫', templateId: 'drake-hotline-bling', count: 2 });
    expect(result).toMatchObject(failed);
    expect(lines.some((line) => line.includes('token refunded') && line.includes('is not written in Japanese'))).toBe(true);
    expect(await balanceOf(app, user.id)).toBe(5);
    expect((await ledgerOf(app, user.id)).map((row) => row.reason)).toEqual(['generation', 'refund']);
    expect(await app.deps.prisma.meme.count({ where: { userId: user.id } })).toBe(0);
  });

  it('takes generations one at a time and delivers every one', async () => {
    const users = await Promise.all([1, 2, 3].map(() => signedInUser(app)));
    const results = await Promise.all(users.map(({ cookie }) => generate(app, cookie, { prompt: 'deadlines', templateId: 'two-buttons', count: 1 })));
    expect(results.map((result) => result.__typename)).toEqual(['GenerateMemesSuccess', 'GenerateMemesSuccess', 'GenerateMemesSuccess']);
  });
});

describe('the local provider', () => {
  it('hands over each meme as soon as it is written, in order, before the generation ends', async () => {
    const provider = createLocalProvider(
      { modelFile: tinyModel, concurrency: 1, timeoutMs: 60_000, threads: 1, gpu: false, seed: 7 },
      { log: createLogger('info', () => {}), fallback: createOfflineProvider() },
    );
    try {
      expect(await provider.ready).toBe(true);
      const calls: { index: number; variation: CaptionVariation; turnsSinceFirst: boolean }[] = [];
      let turned = false;
      let resolved = false;
      const result = await provider.generate(
        { kind: 'template', prompt: 'cats who hate mondays', locale: 'en', count: 4, template: templateChoice(getTemplate('drake-hotline-bling')!) },
        {
          onVariation: (variation, index) => {
            expect(resolved).toBe(false);
            // A mark the event loop sets once it runs again: the model writes between memes.
            if (calls.length === 0) setImmediate(() => (turned = true));
            calls.push({ index, variation, turnsSinceFirst: turned });
          },
        },
      );
      resolved = true;
      expect(calls.map((call) => call.index)).toEqual([0, 1, 2, 3]);
      expect(calls.map((call) => call.variation)).toEqual(result.variations);
      // The first meme was handed over while the model was still writing the last: the event loop
      // ran between them (timings on the tiny model are tens of ms, too close to compare).
      expect(calls.at(-1)!.turnsSinceFirst).toBe(true);
    } finally {
      await provider.close?.();
    }
  });
});

describe('a model too slow for LOCAL_MODEL_TIMEOUT_MS', async () => {
  // Text to Meme on the tiny model takes most of a second on one thread; 100 ms is not enough.
  const { app, lines } = await appWith({ ...MODEL_SETTINGS, LOCAL_MODEL: tinyModel, LOCAL_MODEL_TIMEOUT_MS: '100' });

  it('refunds the token and stores nothing', async () => {
    const { user, cookie } = await signedInUser(app);
    const result = await generate(app, cookie, { prompt: 'when the code works on the first try', count: 4 });
    expect(result).toMatchObject(failed);
    expect(lines.some((line) => line.includes('token refunded') && line.includes('did not answer in time'))).toBe(true);
    expect(await balanceOf(app, user.id)).toBe(5);
    expect(await app.deps.prisma.meme.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('without a usable model', () => {
  it('finds a model put in DATA_DIR/models with no setting at all', async () => {
    const dataDir = mkdtempSync(join(folder, 'data-'));
    // Where `npm run model:pull hf:someone/some-repo/some-model.gguf` puts it.
    mkdirSync(join(dataDir, 'models', 'someone', 'some-repo'), { recursive: true });
    writeTinyGguf(join(dataDir, 'models', 'someone', 'some-repo', 'some-model.gguf'));
    const { app } = await appWith({ ...MODEL_SETTINGS, DATA_DIR: dataDir });
    expect(await captionEngine(app)).toBe('LOCAL');
  });

  it('runs the offline engine when LOCAL_MODEL names a file that is not there, and says how to get it', async () => {
    const { app, lines } = await appWith({ ...MODEL_SETTINGS, LOCAL_MODEL: join(folder, 'missing.gguf') });
    expect(await captionEngine(app)).toBe('OFFLINE');
    expect(lines.some((line) => line.includes('missing.gguf is not on this machine') && line.includes('npm run model:pull'))).toBe(true);
    const { cookie } = await signedInUser(app);
    const result = await app.graphql(ENGINE, { input: { prompt: 'mondays', templateId: 'drake-hotline-bling', count: 1 } }, { cookie });
    expect(result.body.data.generateMemes).toEqual({ __typename: 'GenerateMemesSuccess', captionEngine: 'OFFLINE', offlineCaptions: true });
  });

  it('hands over to the offline engine when the file is not a model, with a log line naming it', async () => {
    const broken = join(folder, 'broken.gguf');
    writeFileSync(broken, Buffer.concat([Buffer.from('GGUF'), Buffer.alloc(4096, 7)]));
    const { app, lines } = await appWith({ ...MODEL_SETTINGS, LOCAL_MODEL: broken });
    const { cookie } = await signedInUser(app);
    const result = await app.graphql(ENGINE, { input: { prompt: 'mondays', templateId: 'drake-hotline-bling', count: 1 } }, { cookie });
    expect(result.body.data.generateMemes).toEqual({ __typename: 'GenerateMemesSuccess', captionEngine: 'OFFLINE', offlineCaptions: true });
    expect(await captionEngine(app)).toBe('OFFLINE');
    expect(lines.some((line) => line.includes('ERROR') && line.includes('could not be loaded') && line.includes(broken))).toBe(true);
  });

  it('is not used when OPENAI_API_KEY is set', async () => {
    const { app } = await appWith({ ...MODEL_SETTINGS, LOCAL_MODEL: tinyModel, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(await captionEngine(app)).toBe('OPENAI');
  });
});
