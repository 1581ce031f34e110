import { GateTimeoutError } from "./gate";

/**
 * A batcher serves requests for one shared thing together: one batch runs at a time, and every
 * request that arrived while it ran goes into the next one, at most `maxBatch` of them, first come
 * first served. The first request of a quiet moment starts a batch of one at once; under a crowd the
 * batches grow by themselves, so the work done per request falls as the crowd grows (ADR 073).
 *
 * Under a crowd a batch starts no sooner than `gatherMs` after the one before it started: the
 * requests of several turns of the event loop then go together. Without it, where connections are
 * accepted a few per turn and a batch's statements run inside the turn (PGlite), each turn's few
 * requests made a batch of their own, and its statements cost the same for seven buyers as for fifty.
 * The first request after a quiet moment (no batch begun for `gatherMs`) still starts at once; a
 * request coming sooner, even after the last batch has ended and nobody waits, is held until the
 * gap ends, and `onIdle` is called only once the gap has ended.
 *
 * A request waits at most `maxWaitMs` for its batch to start; past that `submit` rejects with
 * `GateTimeoutError` (answer "busy", ADR 062). A batch answers each request on its own
 * (`PromiseSettledResult`); should it throw, every request in it rejects with that error.
 */
export interface Batcher<I, O> {
  submit(item: I): Promise<O>;
  /** Requests in the batch running now, and requests waiting for the next one. */
  readonly running: number;
  readonly waiting: number;
}

type Pending<I, O> = {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
  since: number;
  timer: NodeJS.Timeout | undefined;
};

export function createBatcher<I, O>({
  maxBatch,
  maxWaitMs,
  gatherMs = 0,
  run,
  onIdle,
}: {
  maxBatch: number;
  maxWaitMs: number;
  /** The least time between the starts of two batches while requests keep coming. */
  gatherMs?: number;
  /** Serves a batch: one answer per request, in the same order. */
  run: (items: I[]) => Promise<PromiseSettledResult<O>[]>;
  /** Called when the last batch has ended and nobody waits. */
  onIdle?: () => void;
}): Batcher<I, O> {
  const queue: Pending<I, O>[] = [];
  let running = 0;
  let lastStart = Number.NEGATIVE_INFINITY;
  let gathering: NodeJS.Timeout | undefined;

  const next = () => {
    const gatherFor = lastStart + gatherMs - performance.now();
    if (gatherFor > 0 && queue.length > 0 && queue.length < maxBatch) {
      gathering ??= setTimeout(() => {
        gathering = undefined;
        next();
      }, gatherFor);
      return;
    }
    clearTimeout(gathering);
    gathering = undefined;
    // Requests past their wait are refused here too, not only by their timer: work that never
    // yields to the event loop (PGlite runs in this thread) would hold the timers back until it ends.
    const batch: Pending<I, O>[] = [];
    while (batch.length < maxBatch && queue.length > 0) {
      const pending = queue.shift() as Pending<I, O>;
      clearTimeout(pending.timer);
      if (performance.now() - pending.since <= maxWaitMs) batch.push(pending);
      else pending.reject(new GateTimeoutError(maxWaitMs));
    }
    if (batch.length === 0) {
      // Idle only once the gap has ended: a request coming sooner is held until then, and a
      // batcher made anew for it (after `onIdle`) would not know when the last batch began.
      const gapLeft = lastStart + gatherMs - performance.now();
      if (gapLeft > 0) {
        gathering = setTimeout(() => {
          gathering = undefined;
          next();
        }, gapLeft);
        return;
      }
      onIdle?.();
      return;
    }
    running = batch.length;
    lastStart = performance.now();
    void serve(batch);
  };

  const serve = async (batch: Pending<I, O>[]) => {
    try {
      const answers = await run(batch.map((pending) => pending.item));
      if (answers.length !== batch.length)
        throw new Error(`a batch of ${batch.length} got ${answers.length} answers`);
      for (const [i, pending] of batch.entries()) {
        const answer = answers[i] as PromiseSettledResult<O>;
        if (answer.status === "fulfilled") pending.resolve(answer.value);
        else pending.reject(answer.reason);
      }
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    } finally {
      running = 0;
      next();
    }
  };

  return {
    submit(item) {
      return new Promise<O>((resolve, reject) => {
        const pending: Pending<I, O> = { item, resolve, reject, since: performance.now(), timer: undefined };
        pending.timer = setTimeout(() => {
          const at = queue.indexOf(pending);
          if (at < 0) return;
          queue.splice(at, 1);
          reject(new GateTimeoutError(maxWaitMs));
        }, maxWaitMs);
        queue.push(pending);
        if (running === 0) next();
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
