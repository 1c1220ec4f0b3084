// A small pool of render workers. Rendering happens in child processes so a GIF never stalls
// other requests, and so a render can always be stopped: a worker that overruns the time limit or
// its memory, or whose job nobody waits for any more (its client left), is killed and replaced
// later, and every thread of its pixel work ends with it. (Worker threads could not do this: a
// thread's end left libvips encoding in native threads for a minute more.)
// The pool is shared fairly: each requester (a signed-in user, or else a client address) may hold
// only its share of the workers and keep only a few jobs waiting, and a free worker goes to the
// waiting requester served least recently (a newcomer queues behind those already waiting), so
// one person's heavy or many renders never starve another's. The screen pixels of the jobs running at once are bounded too, which bounds memory.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RenderError } from './errors';
import type { WorkerJob, WorkerReply, WorkerRequest } from './job';
import { RENDER_LIMITS } from './limits';

export type RenderPoolOptions = {
  /** worker processes (default 2: one long GIF does not hold up every PNG) */
  size?: number;
  timeoutMs?: number;
  /** jobs waiting in all beyond this are refused with RenderError('busy') (default 256) */
  maxQueued?: number;
  /**
   * Input bytes (pictures, stickers) of the jobs waiting in all; a job that would pass it is refused
   * with RenderError('busy'). This, not the count, bounds the queue's memory: a waiting job holds
   * its picture, from a few KB for a template to 5 MB for an uploaded GIF. Default 128 MiB.
   */
  maxQueuedBytes?: number;
  /** workers one requester may hold at once (default: all but one, so another requester always finds one) */
  maxRunningPerKey?: number;
  /** jobs one requester may have waiting; more are refused with RenderError('rate-limited') */
  maxQueuedPerKey?: number;
  /**
   * Screen pixels of the jobs running at once (a worker needs ~25 bytes per pixel of the picture it
   * renders); a job that would pass it waits while another one runs. Default: 1.5 × 4096×4096.
   */
  maxPixelsInFlight?: number;
  /** V8 heap limit of each worker process, in MiB (pixel buffers of the canvas live outside it) */
  maxHeapMb?: number;
  /**
   * A running job whose client left is killed only when it has at least this much work (pixels
   * composed, JobOwner.work): a smaller one is let finish, its answer dropped, since a new worker
   * costs more (about 0.6 s to start, against 0.25–0.7 s for 10 million pixels). Default 10 million.
   */
  killAboveWork?: number;
};

/** Who a job is for and what it weighs, for the pool's fair shares. */
export type JobOwner = {
  /** the requester (e.g. `user:12`, `address:203.0.113.5`); jobs without one count as requesters of their own */
  key?: string | undefined;
  /** screen pixels of the job's picture (its memory) */
  pixels?: number | undefined;
  /** pixels the job composes (its time; see renderer.ts pixelWork) */
  work?: number | undefined;
  /** a segment of one GIF split over the idle pool: may use more than its requester's share of workers */
  spread?: boolean | undefined;
};

/** Counters a test or the health of the service can read. */
export type RenderPoolStats = {
  started: number;
  terminated: number;
  queued: number;
  running: number;
  requesters: number;
  /** jobs accepted so far */ jobs: number;
  /** jobs given up because nobody waited for them any more (waiting, or killed while running) */
  cancelled: number;
  /** workers started that are not ready for jobs yet */
  starting: number;
};

export type RenderPool = {
  /**
   * Renders `job` in a worker. When `signal` aborts the job is given up: taken from the queue, or
   * its worker killed; it rejects with RenderError('cancelled').
   */
  run(job: WorkerJob, owner?: JobOwner, signal?: AbortSignal): Promise<Uint8Array>;
  stats(): RenderPoolStats;
  close(): Promise<void>;
  readonly size: number;
};

type Requester = { key: string; waiting: Task[]; running: number; lastServed: number };
type Task = {
  job: WorkerJob;
  requester: Requester;
  pixels: number;
  work: number;
  bytes: number;
  spread: boolean;
  resolve(bytes: Uint8Array): void;
  reject(error: Error): void;
  /** stops listening to the job's abort signal */
  unlisten(): void;
};
type Slot = { worker: ChildProcess; ready: Promise<void>; isReady: boolean; task: Task | undefined; timer: NodeJS.Timeout | undefined };

const ENTRY = fileURLToPath(new URL('./worker/entry.mjs', import.meta.url));

/** Starts workers lazily (the first job pays ~1 s of start-up) and keeps them for later jobs. */
export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const size = Math.max(1, options.size ?? 2);
  const timeoutMs = options.timeoutMs ?? RENDER_LIMITS.renderTimeoutMs;
  const maxQueued = options.maxQueued ?? 256;
  const maxQueuedBytes = options.maxQueuedBytes ?? 128 * 1024 * 1024;
  const maxRunningPerKey = Math.max(1, options.maxRunningPerKey ?? size - 1);
  const maxQueuedPerKey = options.maxQueuedPerKey ?? 16;
  const maxPixelsInFlight = options.maxPixelsInFlight ?? 1.5 * RENDER_LIMITS.maxDimension ** 2;
  const killAboveWork = options.killAboveWork ?? 10_000_000;
  const slots: (Slot | undefined)[] = Array.from({ length: size }, () => undefined);
  // Requesters with jobs waiting or running, in the order they first came (ties go to the earlier).
  const requesters = new Map<string, Requester>();
  const stats = { started: 0, terminated: 0, jobs: 0, cancelled: 0 };
  let queued = 0;
  let queuedBytes = 0;
  let pixelsInFlight = 0;
  let served = 0;
  let anonymous = 0;
  let nextId = 0;
  let closed = false;

  function startWorker(position: number): Slot {
    const worker = fork(ENTRY, [], {
      // Structured clone over the channel: pictures go as bytes, not JSON.
      serialization: 'advanced',
      // Not the server's own flags (an inspector port, tsx's loader): the entry registers tsx itself.
      execArgv: [`--max-old-space-size=${options.maxHeapMb ?? 768}`],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Idle workers must not keep the process alive (tests, scripts and shutdown just end).
    setKeepsAlive(worker, false);
    stats.started += 1;
    let markReady: () => void = () => {};
    const slot: Slot = { worker, ready: new Promise((resolve) => (markReady = resolve)), isReady: false, task: undefined, timer: undefined };
    worker.on('message', (message: WorkerReply | { ready: true }) => {
      if ('ready' in message) return ((slot.isReady = true), markReady());
      finish(slot, message);
    });
    worker.on('error', (error) => fail(position, slot, error));
    worker.on('exit', (code, signal) => fail(position, slot, exitFailure(code, signal)));
    slots[position] = slot;
    return slot;
  }

  /**
   * The next job to start: the head of the waiting requester served least recently, among those
   * under their share of workers whose job fits in the pixel budget (any job fits an idle pool).
   */
  function nextTask(): Task | undefined {
    let chosen: Requester | undefined;
    for (const requester of requesters.values()) {
      const head = requester.waiting[0];
      if (!head || (!head.spread && requester.running >= maxRunningPerKey)) continue;
      if (pixelsInFlight > 0 && pixelsInFlight + head.pixels > maxPixelsInFlight) continue;
      if (!chosen || requester.lastServed < chosen.lastServed) chosen = requester;
    }
    if (!chosen) return undefined;
    const task = chosen.waiting.shift()!;
    queued -= 1;
    queuedBytes -= task.bytes;
    chosen.running += 1;
    chosen.lastServed = served += 1;
    pixelsInFlight += task.pixels;
    return task;
  }

  /** Gives back a started job's share once it answered or failed. */
  function release(task: Task): void {
    const { requester } = task;
    requester.running -= 1;
    pixelsInFlight -= task.pixels;
    task.unlisten();
    if (requester.running === 0 && requester.waiting.length === 0) requesters.delete(requester.key);
  }

  /**
   * Gives up a job nobody waits for: out of the queue if it waits; if it runs, its worker killed
   * (or, for a small job, let finish with nobody to answer).
   */
  function cancel(task: Task): void {
    stats.cancelled += 1;
    const error = new RenderError('cancelled', 'The render was given up: nobody waits for it any more');
    const position = slots.findIndex((slot) => slot?.task === task);
    if (position >= 0 && task.work >= killAboveWork) return fail(position, slots[position]!, error);
    if (position >= 0) return task.reject(error); // finish() frees the worker; its resolve() then does nothing
    const { requester } = task;
    const index = requester.waiting.indexOf(task);
    if (index < 0) return;
    requester.waiting.splice(index, 1);
    queued -= 1;
    queuedBytes -= task.bytes;
    task.unlisten();
    if (requester.running === 0 && requester.waiting.length === 0) requesters.delete(requester.key);
    task.reject(error);
  }

  function dispatch(): void {
    for (let position = 0; position < size && queued > 0; position += 1) {
      if (slots[position]?.task) continue;
      const task = nextTask();
      if (!task) break;
      const slot = slots[position] ?? startWorker(position);
      slot.task = task;
      setKeepsAlive(slot.worker, true); // a running render keeps the process alive until it answers
      const id = (nextId += 1);
      void slot.ready.then(() => {
        if (slot.task !== task) return;
        slot.timer = setTimeout(() => {
          fail(position, slot, new RenderError('timeout', `Rendering took longer than ${timeoutMs / 1000} s`));
        }, timeoutMs);
        const request: WorkerRequest = { id, job: task.job };
        slot.worker.send(request);
      });
    }
  }

  function finish(slot: Slot, reply: WorkerReply): void {
    const task = slot.task;
    if (!task) return;
    clearTimeout(slot.timer);
    slot.task = undefined;
    release(task);
    setKeepsAlive(slot.worker, false);
    if (reply.ok) task.resolve(ownBuffer(reply.bytes));
    else task.reject(reply.code === 'internal' ? new Error(`Render failed: ${reply.message}`) : new RenderError(reply.code, reply.message));
    dispatch();
  }

  /**
   * Ends a worker that timed out, ran out of memory, crashed or whose job was given up; its job
   * fails, the others go on. SIGKILL: whatever the worker was doing, its CPU comes back now.
   */
  function fail(position: number, slot: Slot, error: Error): void {
    if (slots[position] !== slot) return;
    slots[position] = undefined;
    clearTimeout(slot.timer);
    stats.terminated += 1;
    slot.worker.kill('SIGKILL');
    if (slot.task) {
      release(slot.task);
      slot.task.reject(error);
    }
    slot.task = undefined;
    if (closed) return;
    // A worker killed for its job's sake (out of time, given up) was healthy: its replacement starts
    // now, so the next job does not wait for it.
    if (error instanceof RenderError && (error.code === 'timeout' || error.code === 'cancelled')) startWorker(position);
    dispatch();
  }

  return {
    size,
    run(job, owner = {}, signal) {
      if (closed) return Promise.reject(new Error('The render pool is closed'));
      if (signal?.aborted) return Promise.reject(new RenderError('cancelled', 'The render was given up: nobody waits for it any more'));
      const key = owner.key ?? `job:${(anonymous += 1)}`;
      // A newcomer takes its turn after everyone already waiting, as if served just before the
      // latest job: with 0 every new arrival would go ahead of people waiting since their last
      // render, and under steady arrivals their later pictures would wait without end.
      const requester = requesters.get(key) ?? { key, waiting: [], running: 0, lastServed: served - 0.5 };
      // The requester's own cap first: whoever floods is told to slow down, not everybody.
      if (requester.waiting.length >= maxQueuedPerKey)
        return Promise.reject(new RenderError('rate-limited', 'Too many of your images are being rendered; try again shortly'));
      const bytes = inputBytes(job);
      if (queued >= maxQueued || (queued > 0 && queuedBytes + bytes > maxQueuedBytes)) {
        return Promise.reject(new RenderError('busy', 'Too many images are being rendered; try again shortly'));
      }
      return new Promise<Uint8Array>((resolve, reject) => {
        requesters.set(key, requester);
        const onAbort = () => cancel(task);
        const task: Task = {
          job,
          requester,
          pixels: owner.pixels ?? 0,
          work: owner.work ?? 0,
          bytes,
          spread: owner.spread ?? false,
          resolve,
          reject,
          unlisten: () => signal?.removeEventListener('abort', onAbort),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        requester.waiting.push(task);
        queued += 1;
        queuedBytes += bytes;
        stats.jobs += 1;
        dispatch();
      });
    },
    stats: () => ({
      ...stats,
      queued,
      running: slots.filter((slot) => slot?.task).length,
      requesters: requesters.size,
      starting: slots.filter((slot) => slot && !slot.isReady).length,
    }),
    async close() {
      closed = true;
      for (const requester of requesters.values()) for (const task of requester.waiting.splice(0)) task.reject(new Error('The render pool is closed'));
      queued = 0;
      queuedBytes = 0;
      const exits = slots.map((slot) => slot && exited(slot.worker));
      slots.forEach((slot, position) => slot && fail(position, slot, new Error('The render pool is closed')));
      await Promise.all(exits);
    },
  };
}

/** What a waiting job holds in memory: its picture and sticker images (each image once). */
function inputBytes(job: WorkerJob): number {
  let total = 0;
  for (const image of new Set(inputImages(job))) total += image.byteLength;
  return total;
}

function inputImages(job: WorkerJob): Uint8Array[] {
  return [job.background, ...('stickers' in job ? (job.stickers ?? []) : []).map((sticker) => sticker.image)];
}

/**
 * The bytes in an ArrayBuffer of their own: what arrives over the channel is a view into the whole
 * message, and a caller may hand `.buffer` on (a Response, a cache) as the image.
 */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

/** Why a worker process ended by itself: V8 aborts the process when its heap limit is reached. */
function exitFailure(code: number | null, signal: NodeJS.Signals | null): Error {
  if (signal === 'SIGABRT' || code === 134) return new RenderError('too-complex', 'The image needs too much memory to render');
  return new RenderError('too-complex', `The render worker stopped (${signal ?? `exit code ${code}`})`);
}

/** When the worker process has ended (held open meanwhile: an idle worker does not keep the process alive). */
function exited(worker: ChildProcess): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return Promise.resolve();
  worker.ref();
  return new Promise((resolve) => worker.once('exit', () => resolve()));
}

/** Whether the worker (and its channel) keeps this process's event loop alive. */
function setKeepsAlive(worker: ChildProcess, keep: boolean): void {
  if (keep) {
    worker.ref();
    worker.channel?.ref();
  } else {
    worker.unref();
    worker.channel?.unref();
  }
}
