import type { Writable } from "node:stream";

/**
 * Resolves once `stream` can take more after a write it asked to wait for, or once `gone` (the
 * stream itself by default; the connection a pipeline ends in, say) is closed or finished: no
 * `drain` comes then. Both listeners go once either event has come, so waiting often leaves none
 * behind.
 */
export function drained(stream: Writable, gone: Writable = stream): Promise<void> {
  if (!stream.writableNeedDrain || gone.destroyed || gone.writableFinished) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      gone.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    gone.on("close", done);
  });
}
