// A small pool of render workers. Rendering happens off the main thread so a GIF never stalls
// other requests; a worker that overruns the time limit or its memory is terminated and replaced.
import { Worker } from 'node:worker_threads';
import { RenderError } from './errors';
import type { RenderJob, WorkerReply } from './job';
import { RENDER_LIMITS } from './limits';

export type RenderPoolOptions = {
  /** worker threads (default 2: one long GIF does not hold up every PNG) */
  size?: number;
  timeoutMs?: number;
  /** jobs waiting beyond this are refused with RenderError('busy') */
  maxQueued?: number;
  /** V8 heap limit of each worker, in MiB (pixel buffers of the canvas live outside it) */
  maxHeapMb?: number;
};

/** Counters a test or the health of the service can read. */
export type RenderPoolStats = { started: number; terminated: number; queued: number; running: number };

export type RenderPool = { run(job: RenderJob): Promise<Uint8Array>; stats(): RenderPoolStats; close(): Promise<void>; readonly size: number };

type Task = { job: RenderJob; resolve(bytes: Uint8Array): void; reject(error: Error): void };
type Slot = { worker: Worker; ready: Promise<void>; task: Task | undefined; timer: NodeJS.Timeout | undefined };

const ENTRY = new URL('./worker/entry.mjs', import.meta.url);

/** Starts workers lazily (the first job pays ~1 s of start-up) and keeps them for later jobs. */
export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const size = Math.max(1, options.size ?? 2);
  const timeoutMs = options.timeoutMs ?? RENDER_LIMITS.renderTimeoutMs;
  const maxQueued = options.maxQueued ?? 64;
  const slots: (Slot | undefined)[] = Array.from({ length: size }, () => undefined);
  const queue: Task[] = [];
  const stats = { started: 0, terminated: 0 };
  let nextId = 0;
  let closed = false;

  function startWorker(position: number): Slot {
    const worker = new Worker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 768 } });
    // Idle workers must not keep the process alive (tests, scripts and shutdown just end).
    worker.unref();
    stats.started += 1;
    let markReady: () => void = () => {};
    const slot: Slot = { worker, ready: new Promise((resolve) => (markReady = resolve)), task: undefined, timer: undefined };
    worker.on('message', (message: WorkerReply | { ready: true }) => {
      if ('ready' in message) return markReady();
      finish(slot, message);
    });
    worker.on('error', (error) => fail(position, slot, workerFailure(error)));
    worker.on('exit', () => fail(position, slot, new RenderError('too-complex', 'The render worker stopped')));
    slots[position] = slot;
    return slot;
  }

  function dispatch(): void {
    for (let position = 0; position < size && queue.length > 0; position += 1) {
      const slot = slots[position] ?? startWorker(position);
      if (slot.task) continue;
      const task = queue.shift()!;
      slot.task = task;
      slot.worker.ref(); // a running render keeps the process alive until it answers
      const id = (nextId += 1);
      void slot.ready.then(() => {
        if (slot.task !== task) return;
        slot.timer = setTimeout(() => {
          fail(position, slot, new RenderError('timeout', `Rendering took longer than ${timeoutMs / 1000} s`));
        }, timeoutMs);
        // The input is ours (a copy), so its memory moves to the worker instead of being cloned.
        const transfer = [task.job.background, ...(task.job.stickers ?? []).map((sticker) => sticker.image)].map((bytes) => bytes.buffer as ArrayBuffer);
        slot.worker.postMessage({ id, job: task.job }, [...new Set(transfer)]);
      });
    }
  }

  function finish(slot: Slot, reply: WorkerReply): void {
    const task = slot.task;
    if (!task) return;
    clearTimeout(slot.timer);
    slot.task = undefined;
    slot.worker.unref();
    if (reply.ok) task.resolve(reply.bytes);
    else task.reject(reply.code === 'internal' ? new Error(`Render failed: ${reply.message}`) : new RenderError(reply.code, reply.message));
    dispatch();
  }

  /** Ends a worker that timed out, ran out of memory or crashed; its job fails, the others go on. */
  function fail(position: number, slot: Slot, error: Error): void {
    if (slots[position] !== slot) return;
    slots[position] = undefined;
    clearTimeout(slot.timer);
    stats.terminated += 1;
    void slot.worker.terminate();
    slot.task?.reject(error);
    slot.task = undefined;
    if (!closed) dispatch();
  }

  return {
    size,
    run(job) {
      if (closed) return Promise.reject(new Error('The render pool is closed'));
      if (queue.length >= maxQueued) return Promise.reject(new RenderError('busy', 'Too many images are being rendered; try again shortly'));
      return new Promise<Uint8Array>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        dispatch();
      });
    },
    stats: () => ({ ...stats, queued: queue.length, running: slots.filter((slot) => slot?.task).length }),
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('The render pool is closed'));
      await Promise.all(slots.map((slot, position) => slot && (fail(position, slot, new Error('The render pool is closed')), slot.worker.terminate())));
    },
  };
}

function workerFailure(error: Error & { code?: string }): Error {
  if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') return new RenderError('too-complex', 'The image needs too much memory to render');
  return error;
}
