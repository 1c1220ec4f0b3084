// The local model's queue (api/ai/local/generationQueue.ts) with real timers and real promises:
// how many generations run and wait at once, and what happens to one whose time runs out.
import { describe, expect, it } from 'vitest';
import { createGenerationQueue, QueueFullError } from '../../../api/ai/local/generationQueue';

/** A job that ends when `finish` is called, counting how many such jobs run at once. */
function gate() {
  let running = 0;
  let most = 0;
  const waiters: (() => void)[] = [];
  return {
    job: async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => waiters.push(resolve));
      running -= 1;
      return 'done';
    },
    finishAll: () => waiters.splice(0).forEach((resolve) => resolve()),
    get most() {
      return most;
    },
  };
}

const never = () => new AbortController().signal;

describe('the generation queue', () => {
  it('runs `concurrency` at once, lets `waiting` more wait, and refuses the next at once', async () => {
    const queue = createGenerationQueue({ concurrency: 2, waiting: 3 });
    const work = gate();
    const accepted = [1, 2, 3, 4, 5].map(() => queue.run(never(), work.job));
    await expect(queue.run(never(), work.job)).rejects.toBeInstanceOf(QueueFullError);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queue.load).toEqual({ running: 2, waiting: 3 });
    while (queue.load.running > 0) {
      work.finishAll();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(work.most).toBe(2);
  });

  it('gives up a waiting generation when its time runs out: the caller hears at once and it never starts', async () => {
    const queue = createGenerationQueue({ concurrency: 1, waiting: 2 });
    const work = gate();
    const first = queue.run(never(), work.job);
    let started = false;
    const late = queue.run(AbortSignal.timeout(30), async () => {
      started = true;
      return 'late';
    });
    await expect(late).rejects.toMatchObject({ name: 'TimeoutError' });
    work.finishAll();
    expect(await first).toBe('done');
    await queue.drain();
    expect(started).toBe(false);
  });

  it('answers a running generation’s caller when its time runs out, and waits for it on drain', async () => {
    const queue = createGenerationQueue({ concurrency: 1, waiting: 1 });
    const work = gate();
    const running = queue.run(AbortSignal.timeout(30), work.job);
    await expect(running).rejects.toMatchObject({ name: 'TimeoutError' });
    let drained = false;
    const drain = queue.drain().then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drained).toBe(false);
    work.finishAll();
    await drain;
    expect(drained).toBe(true);
  });
});
