import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { checkIns, staff } from "~/db/schema";
import { log } from "~/logger.server";
import { eventListKey } from "./code";
import { staffName } from "./staff-name";

/*
 * Admitting once (ADR 045): every admission at the door is one `check_ins` row, and the database's
 * unique index on its ticket or guest-list entry decides between phones. Tickets and guest lists
 * say whom to admit; this module admits, tells who was admitted first, and settles an admission
 * made offline that another phone had already made.
 */

/** What is let in: a ticket, or a guest-list entry with the guests who came with the name. */
export type Admitted =
  | { kind: "ticket"; ticketId: string }
  | { kind: "guest"; entryId: string; guests: number };

/** An admission as the door shows it: when, by whom (name and staff id), and a name's guests. */
export type Admission = { at: string; by: string | null; byId: string | null; guests: number | null };

const whereAdmitted = (what: Pick<Admitted, "kind"> & { ticketId?: string; entryId?: string }) =>
  what.kind === "ticket"
    ? eq(checkIns.ticketId, what.ticketId ?? "")
    : eq(checkIns.guestEntryId, what.entryId ?? "");

/**
 * Lets `what` in at `at`, once: true when this call admitted it, false when it was already in (the
 * insert does nothing, so a phone that lost the race changes nothing).
 */
export async function admitOnce(
  tx: DbOrTx,
  eventId: string,
  what: Admitted,
  actor: { staffId: string },
  nonce: string | null,
  at: Date,
): Promise<boolean> {
  const [row] = await tx
    .insert(checkIns)
    .values({
      kind: what.kind,
      listKey: eventListKey(eventId),
      ticketId: what.kind === "ticket" ? what.ticketId : null,
      guestEntryId: what.kind === "guest" ? what.entryId : null,
      guests: what.kind === "guest" ? what.guests : null,
      staffId: actor.staffId,
      clientNonce: nonce,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: checkIns.id });
  return row !== undefined;
}

/** The admission the server keeps for a ticket or a guest-list entry, if any. */
export async function admissionOf(
  tx: DbOrTx,
  what: { kind: "ticket"; ticketId: string } | { kind: "guest"; entryId: string },
): Promise<Admission | null> {
  const [row] = await tx
    .select({
      at: checkIns.createdAt,
      byId: checkIns.staffId,
      guests: checkIns.guests,
      firstName: staff.firstName,
      lastName: staff.lastName,
    })
    .from(checkIns)
    .leftJoin(staff, eq(staff.id, checkIns.staffId))
    .where(whereAdmitted(what))
    .limit(1);
  if (!row) return null;
  return {
    at: row.at.toISOString(),
    by: staffName(row.firstName, row.lastName),
    byId: row.byId,
    guests: row.guests,
  };
}

/**
 * An admission made offline at `at` of something the server had already let in (ADR 026): the
 * person came in twice. One admission stays, the earlier of the two, with its operator (and a name's
 * guests of that time), and the double entry is logged for the staff; the caller records it in its
 * own log. Answers the admission the server had before, and the one it keeps now.
 */
export async function settleOfflineConflict(
  tx: DbOrTx,
  what: Admitted,
  actor: { staffId: string; name: string | null },
  at: Date,
): Promise<{ other: Admission; kept: Admission }> {
  const [checkIn] = await tx
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(whereAdmitted(what))
    .for("update");
  const other = (await admissionOf(tx, what)) ?? { at: at.toISOString(), by: null, byId: null, guests: null };
  const mine: Admission = {
    at: at.toISOString(),
    by: actor.name,
    byId: actor.staffId,
    guests: what.kind === "guest" ? what.guests : null,
  };
  const earlier = checkIn !== undefined && at < new Date(other.at);
  if (earlier) {
    await tx
      .update(checkIns)
      .set({ createdAt: at, staffId: actor.staffId, ...(what.kind === "guest" && { guests: what.guests }) })
      .where(eq(checkIns.id, checkIn.id));
  }
  log().warn(
    {
      kind: what.kind,
      ticketId: what.kind === "ticket" ? what.ticketId : undefined,
      entryId: what.kind === "guest" ? what.entryId : undefined,
      scannedAt: mine.at,
      otherAt: other.at,
    },
    "let in twice while offline",
  );
  return { other, kept: earlier ? mine : other };
}
