// Generations waiting for the local model: at most `concurrency` run at once (each on its own
// sequence of the model's context) and at most `waiting` more wait, so a burst is refused at once
// instead of queuing for minutes. A generation whose signal fires is given up: its caller hears at
// once, and if it was still waiting it never starts.
import pLimit from 'p-limit';

/** Too many generations are waiting already. */
export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
}

export type GenerationQueue = {
  run<T>(signal: AbortSignal, job: () => Promise<T>): Promise<T>;
  /** Generations running and waiting now. */
  readonly load: { running: number; waiting: number };
  /** Resolves when every accepted generation has ended. */
  drain(): Promise<void>;
};

/** Rejects with the signal's reason as soon as it fires, whatever `work` is doing. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => (signal.removeEventListener('abort', onAbort), resolve(value)),
      (error: unknown) => (signal.removeEventListener('abort', onAbort), reject(error)),
    );
  });
}

/** A queue running `concurrency` generations at once with `waiting` more allowed to wait. */
export function createGenerationQueue({ concurrency, waiting }: { concurrency: number; waiting: number }): GenerationQueue {
  const limit = pLimit(concurrency);
  const accepted = new Set<Promise<unknown>>();

  return {
    run(signal, job) {
      if (signal.aborted) return Promise.reject(signal.reason);
      // Counted from acceptance to the end, so a burst is bounded before the limiter starts any.
      if (accepted.size >= concurrency + waiting) return Promise.reject(new QueueFullError(`${waiting} generations are already waiting`));
      const work = limit(() => {
        signal.throwIfAborted();
        return job();
      });
      accepted.add(work);
      const forget = () => accepted.delete(work);
      work.then(forget, forget);
      return untilAborted(work, signal);
    },
    get load() {
      return { running: limit.activeCount, waiting: accepted.size - limit.activeCount };
    },
    async drain() {
      await Promise.allSettled([...accepted]);
    },
  };
}
