import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { accountCreateRequests, passwordRecoveryRequests } from "~/db/schema";
import { hashToken } from "~/domain/sessions/tokens.server";
import { isLinkExpired, openLinkToken } from "./link-tokens.server";

export type LinkOutcome = "done" | "expired" | "invalid";
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
