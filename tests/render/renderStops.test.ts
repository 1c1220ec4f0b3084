// Every render can be stopped, whatever library does its pixel work: one that runs out of time is
// killed, one nobody waits for any more is given up (taken from the queue, or its worker killed),
// and in each case the CPU comes back at once. A scaled GIF is the hard case: libvips encodes it in
// native threads, which went on for half a minute after a worker thread was terminated.
import { afterAll, describe, expect, it } from 'vitest';
import { createRenderer, type Renderer } from '../../api/render/renderer';
import { gifenc } from '../../api/render/worker/gifenc';
import { cpuSecondsDuring } from '../helpers/processTreeCpu';

/** 15 frames of 256×256 noise-like colours: scaled to 2048 wide, a minute of libvips GIF encoding. */
function slowToScale(): Uint8Array {
  const side = 256;
  const encoder = gifenc.GIFEncoder();
  const palette = Array.from({ length: 256 }, (_, index) => [index, (index * 7) & 255, (index * 13) & 255]);
  for (let frame = 0; frame < 15; frame += 1) {
    const indexed = new Uint8Array(side * side);
    for (let at = 0; at < indexed.length; at += 1) indexed[at] = (at * 31 + frame * 17 + ((at * at) >> 7)) & 255;
    encoder.writeFrame(indexed, side, side, { palette, delay: 100 });
  }
  encoder.finish();
  return encoder.bytesView().slice();
}

const SLOW = slowToScale();
const slowRender = (renderer: Renderer, signal?: AbortSignal) =>
  renderer.render('gif', { background: SLOW, captions: [{ id: 'top', text: 'stop me', position: 'top' }] }, { size: { width: 2048 }, signal });
// What an idle process tree may use in a window (vitest's own bookkeeping, timers); a render left
// running uses about a whole core.
const IDLE_CPU_SECONDS = 0.3;
const WINDOW_MS = 2_000;

/**
 * CPU-seconds of the process tree over the window after `pool`'s replacement worker is ready: a
 * killed worker's replacement starts at once (about 0.7 CPU-s, whatever it replaces), and what is
 * measured here is whether anything of the killed render goes on.
 */
async function cpuAfterKill(pool: Renderer): Promise<number> {
  await expect.poll(() => pool.pool.stats().starting, { timeout: 10_000 }).toBe(0);
  return cpuSecondsDuring(WINDOW_MS);
}

const renderers: Renderer[] = [];
afterAll(() => Promise.all(renderers.map((renderer) => renderer.pool.close())));
function renderer(options: Parameters<typeof createRenderer>[0]): Renderer {
  const created = createRenderer(options);
  renderers.push(created);
  return created;
}

describe('a render that runs out of time', () => {
  it('is killed with all its threads: the CPU comes back as soon as the timeout answers', async () => {
    const limited = renderer({ size: 1, timeoutMs: 1_500 });
    await expect(slowRender(limited)).rejects.toMatchObject({ code: 'timeout', httpStatus: 503 });
    const after = await cpuAfterKill(limited);
    expect(after).toBeLessThan(IDLE_CPU_SECONDS);
    expect(limited.pool.stats()).toMatchObject({ terminated: 1, running: 0 });
    // Its replacement was started at once, so the next render does not wait for a worker to start.
    expect(limited.pool.stats().started).toBe(2);
  });
});

describe('a render nobody waits for any more', () => {
  it('is killed while it runs, and its CPU comes back', async () => {
    const pool = renderer({ size: 1, timeoutMs: 60_000 });
    const client = new AbortController();
    const rendering = slowRender(pool, client.signal);
    // Well into libvips' encoding (the worker's start and our own GIF take well under a second here).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    client.abort();
    await expect(rendering).rejects.toMatchObject({ code: 'cancelled' });
    const after = await cpuAfterKill(pool);
    expect(after).toBeLessThan(IDLE_CPU_SECONDS);
    expect(pool.pool.stats()).toMatchObject({ cancelled: 1, terminated: 1, running: 0 });
  });

  it('is taken from the queue before it starts, and the worker goes on with the next', async () => {
    const pool = renderer({ size: 1, timeoutMs: 60_000 });
    const first = new AbortController();
    const running = slowRender(pool, first.signal);
    const waiter = new AbortController();
    const waiting = pool.render('png', { background: SLOW, captions: [] }, { signal: waiter.signal, key: 'user:2' });
    await expect.poll(() => pool.pool.stats()).toMatchObject({ running: 1, queued: 1 });
    waiter.abort();
    await expect(waiting).rejects.toMatchObject({ code: 'cancelled' });
    expect(pool.pool.stats()).toMatchObject({ running: 1, queued: 0, cancelled: 1, terminated: 0 });
    first.abort();
    await expect(running).rejects.toMatchObject({ code: 'cancelled' });
    // The pool starts a new worker for the next job and serves it.
    const still = await pool.render('png', { background: SLOW, captions: [] });
    expect(still.subarray(1, 4).toString()).toBe('PNG');
    expect(pool.pool.stats()).toMatchObject({ started: 2, cancelled: 2, terminated: 1 });
  });

  it('is let finish when it is small: a new worker would cost more than the rest of the render', async () => {
    const pool = renderer({ size: 1, timeoutMs: 60_000 });
    await pool.render('png', { background: SLOW, captions: [] }); // the worker is up
    const client = new AbortController();
    const small = pool.render('png', { background: SLOW, captions: [{ id: 'top', text: 'left', position: 'top' }] }, { signal: client.signal });
    await expect.poll(() => pool.pool.stats().running).toBe(1);
    client.abort();
    await expect(small).rejects.toMatchObject({ code: 'cancelled' });
    const next = await pool.render('png', { background: SLOW, captions: [{ id: 'top', text: 'next', position: 'top' }] });
    expect(next.subarray(1, 4).toString()).toBe('PNG');
    expect(pool.pool.stats()).toMatchObject({ started: 1, terminated: 0, cancelled: 1 });
  });

  it('gives up every segment of a GIF split over the workers when one fails or the client leaves', async () => {
    // Every segment counts as large here, so the workers are killed rather than let finish.
    const pool = renderer({ size: 2, timeoutMs: 60_000, killAboveWork: 0 });
    const client = new AbortController();
    // Unscaled, so it is split over both idle workers.
    const long = pool.render('gif', { background: SLOW, captions: [] }, { signal: client.signal });
    await expect.poll(() => pool.pool.stats()).toMatchObject({ running: 2 });
    client.abort();
    await expect(long).rejects.toMatchObject({ code: 'cancelled' });
    expect(pool.pool.stats()).toMatchObject({ running: 0, queued: 0, cancelled: 2 });
  });
});
