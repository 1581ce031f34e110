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
   * report: seen for the first time, or back after `forgetAfter` ms out of the frame.
   */
  observe(codes: readonly string[], now: number): string[];
  /** Forgets every code, so the one in front of the camera is reported again (the scanner resumed). */
  reset(): void;
};

/**
 * A card held in front of the camera is read five times a second; the door must answer once. A code
 * the door refused is not repeated while it stays in view, and an unreadable frame changes nothing,
 * so the scanner keeps going with the next person.
 */
export function createScanDedupe(forgetAfter = FORGET_AFTER_MS): ScanDedupe {
  const lastSeen = new Map<string, number>();
  return {
    observe(codes, now) {
      const fresh: string[] = [];
      for (const [code, seenAt] of lastSeen) {
        if (now - seenAt >= forgetAfter) lastSeen.delete(code);
      }
      for (const code of codes) {
        if (code === "") continue;
        if (!lastSeen.has(code) && !fresh.includes(code)) fresh.push(code);
        lastSeen.set(code, now);
      }
      return fresh;
    },
    reset() {
      lastSeen.clear();
    },
  };
}
