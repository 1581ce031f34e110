import { desc, eq, gte } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { doorScans, memberships, staff } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import type { DoorLogEntry } from "~/domain/memberships/door-answer";
import { romeDayStart } from "~/lib/rome-time";
import { staffName } from "./staff-name";

/*
 * The card door's log (ADR 045): every card scanned or typed, and every visitor of another circolo
 * let in on their own network's card, with the operator and the time; once per client nonce.
 */

type Actor = { staffId: string };

export type VisitorInput = { name: string; network: string; card: string; nonce: string };

/**
 * A member of another circolo of the same network (another ARCI card, for example), let in as the
 * law on circoli allows: recorded in the door log with the operator. Recorded once per nonce.
 */
export async function recordVisitor(db: Db, input: VisitorInput, actor: Actor, at = clockNow()) {
  await db
    .insert(doorScans)
    .values({
      verdict: "visitor",
      visitorName: input.name,
      visitorNetwork: input.network,
      visitorCard: input.card,
      staffId: actor.staffId,
      clientNonce: input.nonce,
      createdAt: at,
    })
    .onConflictDoNothing({ target: doorScans.clientNonce });
}

/** Today's door log (Rome day), newest first. */
export async function todaysDoorLog(db: DbOrTx, at = clockNow(), limit = 20): Promise<DoorLogEntry[]> {
  const rows = await db
    .select({
      id: doorScans.id,
      at: doorScans.createdAt,
      verdict: doorScans.verdict,
      code: doorScans.code,
      firstName: memberships.firstName,
      lastName: memberships.lastName,
      cardCode: memberships.code,
      visitorName: doorScans.visitorName,
      visitorNetwork: doorScans.visitorNetwork,
      visitorCard: doorScans.visitorCard,
      staffFirst: staff.firstName,
      staffLast: staff.lastName,
    })
    .from(doorScans)
    .leftJoin(memberships, eq(memberships.id, doorScans.membershipId))
    .leftJoin(staff, eq(staff.id, doorScans.staffId))
    .where(gte(doorScans.createdAt, romeDayStart(at)))
    .orderBy(desc(doorScans.createdAt), desc(doorScans.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    verdict: row.verdict,
    name:
      row.verdict === "visitor"
        ? row.visitorName
        : row.firstName
          ? `${row.firstName} ${row.lastName ?? ""}`.trim()
          : null,
    code: row.verdict === "visitor" ? row.visitorCard : (row.cardCode ?? row.code),
    network: row.visitorNetwork,
    staffName: staffName(row.staffFirst, row.staffLast),
  }));
}
