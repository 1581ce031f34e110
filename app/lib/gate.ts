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

type Waiter = {
  start: () => void;
  expire: () => void;
  since: number;
  timer: NodeJS.Timeout | undefined;
};

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
    // A turn is handed over to the first waiter still within its wait. The others are refused here
    // too, not only by their timer: work that never yields to the event loop (PGlite runs in this
    // thread, and a chain of turns is only promises) would hold the timers back until it ends.
    for (let next = queue.shift(); next; next = queue.shift()) {
      clearTimeout(next.timer);
      if (performance.now() - next.since <= maxWaitMs) {
        next.start();
        return;
      }
      next.expire();
    }
    running -= 1;
  };

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (running < concurrency) {
        running += 1;
        resolve();
        return;
      }
      const waiter: Waiter = {
        start: resolve,
        expire: () => reject(new GateTimeoutError(maxWaitMs)),
        since: performance.now(),
        timer: undefined,
      };
      waiter.timer = setTimeout(() => {
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
        waiter.expire();
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
