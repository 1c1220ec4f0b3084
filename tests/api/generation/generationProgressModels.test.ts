// Memes appear as they are written, with either model (issue 26): a browser-like client subscribed
// to memeGenerationProgress sees the first meme while the model is still writing the others, and
// the mutation's answer, when it comes, has the same memes in the same order for one token.
// The OpenAI-compatible model is the real SDK against tests/fakes/openaiServer.ts, pausing after
// each meme as a model writing at a few tokens a second would; the local model is the real
// llama.cpp runtime on the tiny model of tests/fakes/tinyGguf.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeModelSettings, startFakeOpenAI } from '../../fakes/openaiServer';
import { writeTinyGguf } from '../../fakes/tinyGguf';
import { balanceOf, generate, signedInUser } from '../../helpers/generation';
import { freshKey, liveProgress } from '../../helpers/progressSubscription';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const PAUSE_AFTER_MEME_MS = 400;

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

async function startedApp(env: Record<string, string>) {
  const app = await createTestApp(env);
  closing.push(() => app.close());
  const { port } = await app.start();
  return { app, url: `ws://127.0.0.1:${port}/graphql` };
}

/** Generates `count` memes on Two Buttons while subscribed; when each event and the answer arrived. */
async function followGeneration(app: TestApp, url: string, count: number) {
  const { user, cookie } = await signedInUser(app, 5, 'progress');
  const key = freshKey();
  const progress = await liveProgress(url, cookie, key);
  const balance = await balanceOf(app, user.id);
  const result = await generate(app, cookie, { prompt: 'cats who hate mondays', templateId: 'two-buttons', count, progressKey: key });
  const answeredAt = performance.now();
  expect(result.__typename).toBe('GenerateMemesSuccess');
  await progress.until(() => progress.events.length >= result.memes.length);
  await progress.close();
  expect(progress.errors).toEqual([]);
  expect(progress.events.map((event) => event.meme.id)).toEqual(result.memes.map((meme: { id: string }) => meme.id));
  expect(progress.events.map((event) => event.index)).toEqual(result.memes.map((_: unknown, index: number) => index));
  expect(await balanceOf(app, user.id)).toBe(balance - 1);
  return { events: progress.events, answeredAt, result };
}

describe('with an OpenAI-compatible model', async () => {
  const fake = await startFakeOpenAI();
  closing.push(() => fake.close());
  const { app, url } = await startedApp(fakeModelSettings(fake, { timeoutMs: 20_000, maxRetries: 0 }));

  it('shows the first meme while the model is still writing the rest', async () => {
    fake.pace(PAUSE_AFTER_MEME_MS);
    const { events, answeredAt } = await followGeneration(app, url, 3);
    expect(events).toHaveLength(3);
    // The model pauses after each meme: the answer cannot come before two more pauses (800 ms)
    // after the first meme, so the first meme reached the subscriber well before it.
    expect(answeredAt - events[0]!.at).toBeGreaterThan(PAUSE_AFTER_MEME_MS);
    // The model was told to stop once three memes were kept (it is asked for five).
    expect(fake.requests.at(-1)!.stream).toMatchObject({ memesSent: 3 });
  });
});

describe('with a local model', async () => {
  const model = writeTinyGguf(join(mkdtempSync(join(tmpdir(), 'progress-model-')), 'tiny.gguf'));
  const { app, url } = await startedApp({ LOCAL_MODEL: model, LOCAL_MODEL_THREADS: '1', LOCAL_MODEL_SEED: '5', LOCAL_MODEL_GPU: 'false' });

  it('announces each meme in order as it is written, the same memes the mutation answers', async () => {
    const { events, answeredAt } = await followGeneration(app, url, 4);
    expect(events).toHaveLength(4);
    expect(events[0]!.at).toBeLessThan(answeredAt);
  });
});
