/** How often the camera frame is handed to the decoder: fast enough to feel instant, light on a phone. */
export const SCAN_INTERVAL_MS = 200;

/** How long a code must stay out of the frame before it counts as shown again. */
export const FORGET_AFTER_MS = 2000;

/** The wait before the next decode, so that decodes start at most every `interval` ms. */
export function scanDelay(startedAt: number, finishedAt: number, interval = SCAN_INTERVAL_MS): number {
  return Math.max(0, interval - (finishedAt - startedAt));
}

export type ScanDedupe = {
  /**
   * The codes read in one frame (none when the frame was unreadable) at time `now`; returns those to
   * report: seen for the first time, back after `forgetAfter` ms out of the frame, or back after
   * another code was reported; never the code reported last until another code has been.
   */
  observe(codes: readonly string[], now: number): string[];
  /**
   * Forgets every code, the last one included, so the one in front of the camera is reported again
   * (staff pressed "Next": they ask for the code in front to be read anew).
   */
  reset(): void;
};

/**
 * A card held in front of the camera is read five times a second; the door must answer once. The
 * code just answered is not answered again while it stays in view, nor when it comes back, until
 * another code has been read: a ticket let in and still held up is never read a second time as
 * "already used" while the person is still there. An unreadable frame changes nothing, so the
 * scanner keeps going with the next person.
 */
export function createScanDedupe(forgetAfter = FORGET_AFTER_MS): ScanDedupe {
  const lastSeen = new Map<string, number>();
  let last: string | null = null;
  return {
    observe(codes, now) {
      const fresh: string[] = [];
      for (const [code, seenAt] of lastSeen) {
        if (now - seenAt >= forgetAfter) lastSeen.delete(code);
      }
      for (const code of codes) {
        if (code === "") continue;
        if (!lastSeen.has(code) && code !== last && !fresh.includes(code)) fresh.push(code);
        lastSeen.set(code, now);
      }
      const newest = fresh.at(-1);
      if (newest !== undefined) {
        last = newest;
        // Another code was read: the ones out of the frame count as new when they come back.
        for (const code of lastSeen.keys()) if (!codes.includes(code)) lastSeen.delete(code);
      }
      return fresh;
    },
    reset() {
      lastSeen.clear();
      last = null;
    },
  };
}
