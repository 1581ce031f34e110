import { data } from "react-router";
import { isDatabaseBusy } from "~/db/client.server";

/** The Retry-After of a page or request the database was too busy to serve (ADR 062). */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Runs `task`; when the database was too busy to serve it in time (no connection came free, a lock
 * or statement timed out), throws a 503 with Retry-After instead of the error, so the visitor sees
 * "try again in a few seconds", not an error page of ours (ADR 062).
 */
export async function orBusy<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
    throw data(
      { code: "BUSY" },
      { status: 503, headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) } },
    );
  }
}
