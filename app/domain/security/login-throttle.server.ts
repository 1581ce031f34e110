import type { Db } from "~/db/client.server";
import { consumeRateLimit, countAttempt, resetRateLimit } from "./rate-limit.server";

/*
 * Sign-in limits (docs/decisions/020-sign-in-limits.md). Guessing is blocked per address and account
 * pair, never per account alone: an attacker who fails ten times locks out only their own address,
 * and the owner keeps signing in from theirs. Across addresses the account's attempts are slowed
 * down instead, by a growing pause before the password check, capped at a few seconds.
 */

/** Account-wide attempts in the window before the pauses start (twice what one address may make). */
export const SLOW_DOWN_AFTER = 20;
/** The first pause; each further attempt doubles it, up to MAX_PAUSE_MS. */
export const FIRST_PAUSE_MS = 250;
export const MAX_PAUSE_MS = 5000;

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export type LoginAttempt = { ip: string; account: string };
export type LoginGate = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The pause before the password check for the account's `attempts`-th attempt in the window. */
export function pauseFor(attempts: number): number {
  if (attempts <= SLOW_DOWN_AFTER) return 0;
  return Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (attempts - SLOW_DOWN_AFTER - 1));
}

/**
 * Counts a sign-in attempt and says whether it may go on. Refused: an address over its flood limit,
 * or an address that failed too often with this account. Allowed attempts wait `pauseFor` first;
 * tests pass their own `sleep`.
 */
export async function admitLoginAttempt(
  db: Db,
  { ip, account }: LoginAttempt,
  sleep: Sleep = realSleep,
): Promise<LoginGate> {
  for (const [name, key] of [
    ["login-ip", ip],
    ["login-account-ip", pairKey(account, ip)],
  ] as const) {
    const limit = await consumeRateLimit(db, name, key);
    if (limit.limited) return { allowed: false, retryAfterSeconds: limit.retryAfterSeconds };
  }
  const attempts = await countAttempt(db, "login-account", account);
  const pause = attempts === null ? 0 : pauseFor(attempts);
  if (pause > 0) await sleep(pause);
  return { allowed: true };
}

/**
 * A correct password clears the address's failures with this account. The account-wide count stays:
 * while someone else keeps guessing, the pauses must go on.
 */
export async function loginSucceeded(db: Db, { ip, account }: LoginAttempt): Promise<void> {
  await resetRateLimit(db, "login-account-ip", pairKey(account, ip));
}

function pairKey(account: string, ip: string): string {
  return `${account}|${ip}`;
}
