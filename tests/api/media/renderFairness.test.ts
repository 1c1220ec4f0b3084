// Rendering is fair (SECURITY.md check 22): a GIF is judged by the pixels of all its frames from its
// block structure, so a 7 KB file declaring 300 frames of 4096×4096 is refused before any worker
// decodes it; and the render pool is shared per signed-in user or else per client address, so one
// requester's flood of unique renders gets 429 with Retry-After while someone else's render is
// served ahead of the flood. Completion order and status codes are asserted, never timings.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inspectImage } from '../../../api/render/imageInfo';
import { RENDER_LIMITS } from '../../../api/render/limits';
import { createRenderPool } from '../../../api/render/pool';
import { createRenderedImages } from '../../../api/media/renderedImages';
import { createRenderer, defaultRenderer } from '../../../api/render/renderer';
import { makeGif } from '../../helpers/gifFixtures';
import { balanceOf, dataUrl, gifBomb, multipartUpload, signedInUser, UPLOAD } from '../../helpers/generation';
import { postJson } from '../../helpers/accounts';
import { DRAKE_ORIGINAL, startDrakeHost, type DrakeHost } from '../../helpers/drakeHost';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/testApp';

const BOMB = gifBomb(4096, 300);
const pool = () => defaultRenderer().pool;

// The template image host serves Drake's original, so template renders are real renders.
let host: DrakeHost;
let app: TestApp;

beforeAll(async () => {
  host = await startDrakeHost();
  app = await createTestApp({ TEMPLATE_IMAGE_HOST: host.host });
  // Both workers started, and the template's picture loaded, before anything is compared.
  const warm = await Promise.all(['192.0.2.1', '192.0.2.2'].map((address, index) => get(`/media/render/drake-hotline-bling.png?c=warm-${index}`, address)));
  expect(warm.map((response) => response.status)).toEqual([200, 200]);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await host?.close();
});

/** A GET from `address` (the trusted client address, as the Node server passes it), optionally signed in. */
function get(path: string, address: string, cookie?: string): Promise<Response> {
  return app.fetch(new Request(new URL(path, TEST_ORIGIN), { headers: cookie ? { cookie } : {} }), { remoteAddress: address });
}

async function storedMemeOn(bytes: Buffer, frameCount: number) {
  const { user, cookie } = await signedInUser(app);
  const upload = await app.deps.prisma.upload.create({
    data: {
      userId: user.id,
      sha256: `fairness-${Math.random()}`,
      mimeType: 'image/gif',
      byteSize: bytes.length,
      width: bytes.readUInt16LE(6),
      height: bytes.readUInt16LE(8),
      frameCount,
      bytes: new Uint8Array(bytes),
    },
  });
  const meme = await app.deps.prisma.meme.create({
    data: {
      userId: user.id,
      originalText: 'prompt',
      uwuText: '',
      templateId: 'drake-hotline-bling',
      captions: ['top text', 'bottom text'],
      type: 'gif',
      uploadId: upload.id,
    },
  });
  return { meme, cookie };
}

describe('a GIF whose frames add up to too many pixels', () => {
  it('is judged by the pixels of every frame, read from the frame descriptors', () => {
    const refusal = (bytes: Uint8Array) => {
      try {
        return inspectImage(bytes).totalPixels;
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(RENDER_LIMITS.maxTotalPixels).toBe(4 * 4096 * 4096);
    expect(refusal(gifBomb(4096, 4))).toBe(4 * 4096 * 4096);
    expect(refusal(gifBomb(4096, 5))).toBe('too-many-pixels');
    expect(refusal(BOMB)).toBe('too-many-pixels');
    // A frame counts its own rectangle when that is larger than the screen it is drawn on.
    const smallScreen = gifBomb(4096, 5);
    smallScreen.writeUInt16LE(16, 6);
    smallScreen.writeUInt16LE(16, 8);
    expect(refusal(smallScreen)).toBe('too-many-pixels');
    expect(refusal(gifBomb(472, 300))).toBe(472 * 472 * 300);
  });

  it('is refused at upload from its header (7 KB, 300 frames of 4096×4096), storing nothing and rendering nothing', async () => {
    expect(BOMB.length).toBeLessThan(8 * 1024);
    const { user, cookie } = await signedInUser(app);
    const before = { uploads: await app.deps.prisma.upload.count(), started: pool().stats().started, terminated: pool().stats().terminated };
    const rest = await postJson(
      app,
      '/api/generate-captions',
      { templateType: 'custom', imageUrl: dataUrl(BOMB, 'image/gif'), prompt: 'bomb' },
      { origin: TEST_ORIGIN, cookie },
    );
    expect(rest.status).toBe(413);
    expect(await rest.json()).toMatchObject({ messageId: 'GenerationError.imageTooManyPixels' });
    const graphql = await app.request('/graphql', {
      method: 'POST',
      headers: { cookie, 'x-graphql-yoga-csrf': '1' },
      body: multipartUpload(UPLOAD, { bytes: BOMB, name: 'bomb.gif', type: 'image/gif' }),
    });
    expect((await graphql.json()).data.uploadImage).toMatchObject({ __typename: 'ImageTooLargeError', messageId: 'GenerationError.imageTooManyPixels' });
    expect(await app.deps.prisma.upload.count()).toBe(before.uploads);
    expect(await balanceOf(app, user.id)).toBe(5);
    expect(pool().stats()).toMatchObject({ started: before.started, terminated: before.terminated, running: 0 });
  });

  it('is refused at render with 422 before any worker decodes it, and /healthz answers meanwhile', async () => {
    // As if stored before this limit existed: the render checks again.
    const { meme, cookie } = await storedMemeOn(BOMB, 300);
    const before = pool().stats();
    const [gif, png, ...health] = await Promise.all([
      get(`/media/memes/${meme.id}.gif`, '198.51.100.20', cookie),
      get(`/media/memes/${meme.id}.png`, '198.51.100.20', cookie),
      ...Array.from({ length: 3 }, () => app.request('/healthz')),
    ]);
    for (const response of [gif, png]) {
      expect(response.status).toBe(422);
      expect((await response.json()).error).toMatch(/more than 67 million pixels/);
    }
    expect(health.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(pool().stats()).toMatchObject({ started: before.started, terminated: before.terminated, running: 0, queued: 0 });
  });

  it('leaves normal GIFs alone: a 300-frame 64×64 GIF uploads, and a GIF upload renders captioned', async () => {
    const { cookie } = await signedInUser(app);
    const long = Buffer.from(
      makeGif(
        64,
        64,
        Array.from({ length: 300 }, (_, frame) => ({ delayCentiseconds: 4, paint: [frame % 256, 90, 200, 255] as [number, number, number, number] })),
      ),
    );
    const uploaded = await app.request('/graphql', {
      method: 'POST',
      headers: { cookie, 'x-graphql-yoga-csrf': '1' },
      body: multipartUpload(UPLOAD, { bytes: long, name: 'long.gif', type: 'image/gif' }),
    });
    expect((await uploaded.json()).data.uploadImage).toMatchObject({
      __typename: 'UploadImageSuccess',
      mimeType: 'image/gif',
      width: 64,
      height: 64,
      isGif: true,
    });

    const small = Buffer.from(
      makeGif(
        80,
        60,
        Array.from({ length: 6 }, (_, frame) => ({ delayCentiseconds: 5, paint: [40 * frame, 120, 60, 255] as [number, number, number, number] })),
      ),
    );
    const { meme, cookie: owner } = await storedMemeOn(small, 6);
    const response = await get(`/media/memes/${meme.id}.gif`, '198.51.100.21', owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 6)
        .toString(),
    ).toBe('GIF89a');
  });
});

describe('one requester flooding the render pool', () => {
  type Finished = { who: 'flood' | 'other'; status: number; retryAfter: string | null };

  /**
   * 40 unique-caption renders from the flooder, then (once the flooder has been told to slow down)
   * one render from someone else; returns every answer in the order they completed.
   */
  async function flood(flooder: { address: string; cookie?: string }, other: { address: string; cookie?: string }, tag: string): Promise<Finished[]> {
    const finished: Finished[] = [];
    const track = (who: Finished['who'], response: Promise<Response>) =>
      response.then(async (answer) => {
        await answer.arrayBuffer();
        finished.push({ who, status: answer.status, retryAfter: answer.headers.get('retry-after') });
      });
    const flooding = Array.from({ length: 40 }, (_, index) =>
      track('flood', get(`/media/render/drake-hotline-bling.png?c=${tag}-${index}&c=unique`, flooder.address, flooder.cookie)),
    );
    await vi.waitFor(() => expect(finished.some((answer) => answer.status === 429)).toBe(true), { timeout: 30_000, interval: 5 });
    await Promise.all([...flooding, track('other', get(`/media/render/drake-hotline-bling.png?c=${tag}-other`, other.address, other.cookie))]);
    return finished;
  }

  function expectFair(finished: Finished[]) {
    const other = finished.findIndex((answer) => answer.who === 'other');
    expect(finished[other]!.status).toBe(200);
    const floodStatuses = finished.filter((answer) => answer.who === 'flood').map((answer) => answer.status);
    // The flooder is told to slow down (429 with Retry-After), never answered 503, and keeps a share.
    expect(new Set(floodStatuses)).toEqual(new Set([200, 429]));
    expect(finished.filter((answer) => answer.status === 429).every((answer) => Number(answer.retryAfter) > 0)).toBe(true);
    // The other render did not queue behind the flood: most of the flooder's accepted renders finished after it.
    const floodServedAfter = finished.slice(other + 1).filter((answer) => answer.who === 'flood' && answer.status === 200).length;
    expect(floodServedAfter).toBeGreaterThanOrEqual(8);
  }

  it('answers the flooding address 429 past its share and serves another address first', async () => {
    expectFair(await flood({ address: '198.51.100.7' }, { address: '203.0.113.9' }, 'by-address'));
  });

  it('shares by signed-in user: another user behind the same address is served first', async () => {
    const [flooder, other] = [await signedInUser(app), await signedInUser(app)];
    expectFair(await flood({ address: '198.51.100.8', cookie: flooder.cookie }, { address: '198.51.100.8', cookie: other.cookie }, 'by-user'));
  });
});

describe('a render refused to the requester who started it', () => {
  it('is rendered anew for another requester who asked for the same image meanwhile', async () => {
    const renderer = createRenderer({ size: 1, maxQueuedPerKey: 1 });
    try {
      const images = createRenderedImages(renderer);
      const picture = DRAKE_ORIGINAL;
      const input = (text: string) => async () => ({ background: picture, captions: [{ id: 'top', text, position: 'top' as const }] });
      const as = (key: string) => ({ key });
      // The flooder has one render running and one waiting: its third is refused…
      const running = images.get('a'.repeat(64), 'png', input('one'), as('address:flooder'));
      const waiting = images.get('b'.repeat(64), 'png', input('two'), as('address:flooder'));
      const refused = images.get('c'.repeat(64), 'png', input('three'), as('address:flooder'));
      // …and whoever asked for the same image at the same time gets it all the same.
      const other = images.get('c'.repeat(64), 'png', input('three'), as('address:other'));
      await expect(refused).rejects.toMatchObject({ code: 'rate-limited', httpStatus: 429 });
      expect((await other).contentType).toBe('image/png');
      await Promise.all([running, waiting]);
    } finally {
      await renderer.pool.close();
    }
  });
});

describe('a request whose client left before it was answered', () => {
  it('is answered cancelled, its render given up without an unhandled rejection, and the next request renders afresh', async () => {
    const renderer = createRenderer({ size: 1 });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const images = createRenderedImages(renderer);
      const input = async () => ({ background: DRAKE_ORIGINAL, captions: [{ id: 'top', text: 'gone', position: 'top' as const }] });
      const gone = images.get('e'.repeat(64), 'png', input, { key: 'address:gone' }, undefined, AbortSignal.abort());
      await expect(gone).rejects.toMatchObject({ code: 'cancelled' });
      // The given-up render settles (cancelled) with nobody waiting for it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(unhandled).toEqual([]);
      expect((await images.get('e'.repeat(64), 'png', input, { key: 'address:next' })).contentType).toBe('image/png');
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await renderer.pool.close();
    }
  });
});

describe('the render pool', () => {
  const job = () => ({ format: 'png' as const, background: new Uint8Array(DRAKE_ORIGINAL), captions: [] });

  it("gives one requester all workers but one, and starts another's job at once", async () => {
    const shared = createRenderPool({ size: 2 });
    try {
      const jobs = [shared.run(job(), { key: 'user:1' }), shared.run(job(), { key: 'user:1' })];
      expect(shared.stats()).toMatchObject({ running: 1, queued: 1 });
      jobs.push(shared.run(job(), { key: 'user:2' }));
      expect(shared.stats()).toMatchObject({ running: 2, queued: 1 });
      await Promise.all(jobs);
    } finally {
      await shared.close();
    }
  });

  it('takes turns: someone who has waited since their last render goes before a newcomer', async () => {
    const shared = createRenderPool({ size: 1 });
    const done: string[] = [];
    const run = (name: string, key: string) => shared.run(job(), { key }).then(() => void done.push(name));
    try {
      const first = run('a1', 'user:a');
      const waiting = [run('e1', 'user:e'), run('e2', 'user:e')];
      await first; // e1 runs now; e2 waits
      const newcomer = run('f1', 'user:f');
      await waiting[0]; // f1 runs now (f had not been served); e2 still waits
      const later = run('g1', 'user:g');
      await Promise.all([newcomer, waiting[1], later]);
      // g came long after e's turn: e's second render goes first, then g's.
      expect(done).toEqual(['a1', 'e1', 'f1', 'e2', 'g1']);
    } finally {
      await shared.close();
    }
  });

  it('answers busy when the queue is full by count or by the bytes its pictures hold', async () => {
    const outcomes = (pool: ReturnType<typeof createRenderPool>, users: string[]) =>
      Promise.allSettled(users.map((user) => pool.run(job(), { key: `user:${user}` }))).then((results) =>
        results.map((result) => (result.status === 'fulfilled' ? 'ok' : (result.reason as { code: string }).code)),
      );
    const byCount = createRenderPool({ size: 1, maxQueued: 2 });
    const byBytes = createRenderPool({ size: 1, maxQueuedBytes: DRAKE_ORIGINAL.length / 2 });
    try {
      // One runs, two wait, the fourth is refused.
      expect(await outcomes(byCount, ['1', '2', '3', '4'])).toEqual(['ok', 'ok', 'ok', 'busy']);
      // One runs; one waits (alone in the queue, a picture may pass the budget); the next would add to it.
      expect(await outcomes(byBytes, ['1', '2', '3'])).toEqual(['ok', 'ok', 'busy']);
    } finally {
      await Promise.all([byCount.close(), byBytes.close()]);
    }
  });

  it('runs two large pictures one after the other, so memory stays within the pixel budget', async () => {
    const shared = createRenderPool({ size: 2, maxPixelsInFlight: 100 });
    try {
      const jobs = [shared.run(job(), { key: 'user:1', pixels: 80 }), shared.run(job(), { key: 'user:2', pixels: 80 })];
      expect(shared.stats()).toMatchObject({ running: 1, queued: 1 });
      jobs.push(shared.run(job(), { key: 'user:3', pixels: 10 }));
      expect(shared.stats()).toMatchObject({ running: 2, queued: 1 });
      await Promise.all(jobs);
    } finally {
      await shared.close();
    }
  });
});
