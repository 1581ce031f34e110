import type { Db } from "~/db/client.server";
import { consumeRateLimit, RATE_LIMITS, type RateLimitResult } from "~/domain/security/rate-limit.server";
import { hashToken } from "~/domain/sessions/tokens.server";

/** What one staff session may send to the door in a window: `RATE_LIMITS["door-session"]`. */
export const DOOR_LIMIT = RATE_LIMITS["door-session"];

/**
 * Counts one request of a door phone (a scan, an admission, a payment or a guest let in, and the
 * sync of scans made offline) against its staff session, in the shared store of the app's rate
 * limits (PostgreSQL, or Redis), so every process sees the same count. The session is named by the
 * hash of its token, as the sessions table names it; a broken store never stops a door.
 */
export function countDoorRequest(db: Db, sessionToken: string): Promise<RateLimitResult> {
  return consumeRateLimit(db, "door-session", hashToken(sessionToken));
}
