import { createGate } from "~/lib/gate";

/**
 * Pages rendered at once (ADR 075). A sale that refuses nine hundred buyers without JavaScript
 * answers each with the whole event page: started together, the nine hundred renders each waited in
 * one queue for the others, every page was held in memory until the last was done, and none was
 * sent before it. A page takes its turn here, from the app's gate (`lib/gate.ts`): at most `limit`
 * are being rendered and sent at once, and the next begins when one of them has been handed to its
 * connection, or after `holdMs`, so a client slow to read holds a turn no longer than that. Nobody is
 * refused: a page that waited `maxWaitMs` for a turn is rendered without one.
 */
export type RenderTurns = {
  /** Waits for a turn; the function it gives ends it (once, however often it is called). */
  take(): Promise<() => void>;
  readonly active: number;
  readonly waiting: number;
};

export function createRenderTurns({
  limit,
  holdMs,
  maxWaitMs = 30_000,
}: {
  limit: number;
  holdMs: number;
  maxWaitMs?: number;
}): RenderTurns {
  const gate = createGate({ concurrency: limit, maxWaitMs });
  return {
    take: () =>
      new Promise((resolve) => {
        gate
          .run(
            () =>
              new Promise<void>((end) => {
                const timer = setTimeout(end, holdMs).unref();
                resolve(() => {
                  clearTimeout(timer);
                  end();
                });
              }),
          )
          .catch(() => resolve(() => {}));
      }),
    get active() {
      return gate.running;
    },
    get waiting() {
      return gate.waiting;
    },
  };
}
