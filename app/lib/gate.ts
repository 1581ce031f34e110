/**
 * A gate lets at most `concurrency` tasks run at once; the others wait their turn, first come first
 * served, for at most `maxWaitMs`. A task that waited that long is not run: `run` rejects with
 * `GateTimeoutError`, so a caller under a rush answers "busy" in bounded time instead of queueing
 * without end (ADR 062).
 */
export class GateTimeoutError extends Error {
  override name = "GateTimeoutError";
  constructor(readonly waitedMs: number) {
    super(`waited ${waitedMs} ms for a turn`);
  }
}

type Waiter = { start: () => void; timer: NodeJS.Timeout | undefined };

export interface Gate {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and tasks waiting, now. */
  readonly running: number;
  readonly waiting: number;
}

export function createGate({ concurrency, maxWaitMs }: { concurrency: number; maxWaitMs: number }): Gate {
  let running = 0;
  const queue: Waiter[] = [];

  const release = () => {
    const next = queue.shift();
    if (!next) {
      running -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.start();
  };

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (running < concurrency) {
        running += 1;
        resolve();
        return;
      }
      const waiter: Waiter = { start: resolve, timer: undefined };
      waiter.timer = setTimeout(() => {
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
        reject(new GateTimeoutError(maxWaitMs));
      }, maxWaitMs);
      queue.push(waiter);
    });

  return {
    async run(task) {
      await turn();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
