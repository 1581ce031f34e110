import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { accountCreateRequests, passwordRecoveryRequests } from "~/db/schema";
import { hashToken } from "~/domain/sessions/tokens.server";
import { isLinkExpired, openLinkToken } from "./link-tokens.server";

export type LinkOutcome = "done" | "expired" | "invalid";
/** What a link would do if used now: the same verdicts as consumeLinkRequest, without using it. */
export type LinkState = { state: "usable" | "expired" | "invalid"; userId: string | null };
const TABLES = { activation: accountCreateRequests, recovery: passwordRecoveryRequests } as const;

/**
 * Uses a one-time link: forged tokens are "invalid"; used or older than 15 minutes are "expired";
 * otherwise `apply` runs and the request is marked used, in one transaction with a row lock so two
 * clicks cannot both succeed.
 */
export async function consumeLinkRequest(
  db: Db,
  kind: keyof typeof TABLES,
  token: string,
  now: Date,
  apply: (tx: Tx, userId: string) => Promise<void>,
): Promise<LinkOutcome> {
  const payload = openLinkToken(token, kind);
  if (!payload) return "invalid";
  const table = TABLES[kind];
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(table)
      .where(eq(table.tokenHash, hashToken(token)))
      .for("update")
      .limit(1);
    if (!request) return "invalid";
    if (request.usedAt || request.expiresAt <= now || isLinkExpired(payload, now)) return "expired";
    await apply(tx, request.userId);
    await tx.update(table).set({ usedAt: now }).where(eq(table.id, request.id));
    return "done";
  });
}

/**
 * Looks a link up without using it, so the page a link opens can say at once whether it still works
 * (opening a link changes nothing: mail scanners open links too).
 */
export async function inspectLinkRequest(
  db: Db,
  kind: keyof typeof TABLES,
  token: string,
  now: Date,
): Promise<LinkState> {
  const payload = openLinkToken(token, kind);
  if (!payload) return { state: "invalid", userId: null };
  const table = TABLES[kind];
  const [request] = await db
    .select()
    .from(table)
    .where(eq(table.tokenHash, hashToken(token)))
    .limit(1);
  if (!request) return { state: "invalid", userId: null };
  const expired = Boolean(request.usedAt) || request.expiresAt <= now || isLinkExpired(payload, now);
  return { state: expired ? "expired" : "usable", userId: request.userId };
}
