import { and, eq, isNotNull, isNull, or } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { doorScans, type Membership, membershipOnlineFees, memberships } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { type DoorSource, normaliseDoorCode } from "~/domain/door/code";
import { toRomeWallTime } from "~/lib/rome-time";
import type { DoorAnswer, DoorCard } from "./door-answer";
import { CASH, type FeePayment } from "./fee-payment-form";
import { feeInForce } from "./fee-schedule.server";
import { type Actor, admitMembership } from "./lifecycle.server";
import { membershipState } from "./state";

/**
 * The columns of a card that the door reads: what it shows and what its state depends on. The
 * member's other personal data (fiscal code, birth, address, contacts) never leaves the database
 * for a scan, and a read at the door's rush stays small.
 */
const DOOR_COLUMNS = {
  id: memberships.id,
  firstName: memberships.firstName,
  lastName: memberships.lastName,
  code: memberships.code,
  type: memberships.type,
  category: memberships.category,
  status: memberships.status,
  validFrom: memberships.validFrom,
  validUntil: memberships.validUntil,
  voidedAt: memberships.voidedAt,
  voidReason: memberships.voidReason,
  rejectedAt: memberships.rejectedAt,
  renewsMembershipId: memberships.renewsMembershipId,
};
/** A request's fee paid online and not refunded (ADR 054): staff must not take it again. */
type DoorRow = Pick<Membership, keyof typeof DOOR_COLUMNS> & { paidOnlineCents?: number | null };

const DOOR_SELECT = { ...DOOR_COLUMNS, paidOnlineCents: membershipOnlineFees.amountCents };
const paidOnlineJoin = and(
  eq(membershipOnlineFees.membershipId, memberships.id),
  isNotNull(membershipOnlineFees.paidAt),
  isNull(membershipOnlineFees.refundedAt),
);

function doorCard(row: DoorRow): DoorCard {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    code: row.code,
    type: row.type,
    category: row.category,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidReason: row.voidReason,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
    renewal: row.renewsMembershipId !== null,
    paidOnlineCents: row.status === "requested" ? (row.paidOnlineCents ?? null) : null,
  };
}

async function findByDoorCode(db: DbOrTx, code: string): Promise<DoorRow | null> {
  if (!code) return null;
  const [row] = await db
    .select(DOOR_SELECT)
    .from(memberships)
    .leftJoin(membershipOnlineFees, paidOnlineJoin)
    .where(or(eq(memberships.qrToken, code), eq(memberships.code, code)))
    .limit(1);
  return row ?? null;
}

async function findById(db: DbOrTx, id: string): Promise<DoorRow | null> {
  const [row] = await db
    .select(DOOR_SELECT)
    .from(memberships)
    .leftJoin(membershipOnlineFees, paidOnlineJoin)
    .where(eq(memberships.id, id))
    .limit(1);
  return row ?? null;
}

function answer(row: DoorRow | null, code: string, at: Date): DoorAnswer {
  return {
    verdict: row ? membershipState(row, at) : "unknown",
    code,
    card: row ? doorCard(row) : null,
    scannedAt: at.toISOString(),
  };
}

/** A request's answer says the fee due today, which staff take when admitting (ADR 050). */
async function withFeeDue(
  db: DbOrTx,
  row: DoorRow | null,
  scanned: DoorAnswer,
  at: Date,
): Promise<DoorAnswer> {
  if (scanned.verdict !== "requested" || !row || !scanned.card) return scanned;
  const feeDueCents = await feeInForce(db, row, toRomeWallTime(at).slice(0, 10));
  return { ...scanned, card: { ...scanned.card, feeDueCents } };
}

/** `syncedAt`: a scan made offline and sent later (ADR 026), recorded at its own time `at`. */
type ScanInput = { code: string; nonce: string; source: DoorSource; syncedAt?: Date };

/**
 * A card shown at the door (camera, keyboard-wedge scanner or typed code): the verdict and the
 * card, recorded in the door log with the operator. A retried request carries the same client
 * nonce and is recorded once; it gets the verdict of the first recording.
 */
export async function scanMembership(db: Db, input: ScanInput, actor: Actor, at = clockNow()) {
  const code = normaliseDoorCode(input.code);
  const row = await findByDoorCode(db, code);
  const fresh = answer(row, code, at);
  const [stored] = await db
    .insert(doorScans)
    .values({
      verdict: fresh.verdict,
      source: input.source,
      code,
      membershipId: row?.id ?? null,
      staffId: actor.staffId,
      clientNonce: input.nonce,
      createdAt: at,
      syncedAt: input.syncedAt ?? null,
    })
    .onConflictDoNothing({ target: doorScans.clientNonce })
    .returning({ id: doorScans.id });
  if (stored) return withFeeDue(db, row, fresh, at);
  // The same scan again: answer as the first time, recorded once.
  const [first] = await db.select().from(doorScans).where(eq(doorScans.clientNonce, input.nonce)).limit(1);
  if (!first || first.verdict === "visitor") return fresh;
  const firstRow = first.membershipId ? await findById(db, first.membershipId) : null;
  return withFeeDue(
    db,
    firstRow,
    { ...answer(firstRow, first.code ?? code, first.createdAt), verdict: first.verdict },
    at,
  );
}

export type AdmitAtDoorOutcome =
  | { ok: true; answer: DoorAnswer }
  | { ok: false; code: "not-found" | "voided" };

/**
 * On-site admission (the practice of circoli): staff admit a request they just scanned. Two door
 * phones admitting the same card at once admit it once; both then see it valid.
 */
export async function admitAtDoor(
  db: Db,
  membershipId: string,
  actor: Actor,
  at = clockNow(),
  payment: FeePayment = CASH,
) {
  const outcome = await admitMembership(db, membershipId, actor, at, payment);
  if (!outcome.ok && outcome.code !== "not-requested") {
    return { ok: false, code: outcome.code === "voided" ? "voided" : "not-found" } as AdmitAtDoorOutcome;
  }
  const row = outcome.ok ? outcome.membership : await findById(db, membershipId);
  if (!row) return { ok: false, code: "not-found" } as AdmitAtDoorOutcome;
  return { ok: true, answer: answer(row, row.code, at) } as AdmitAtDoorOutcome;
}
