import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { type Membership, memberships } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { doorQrSvg } from "~/domain/door/tokens.server";
import type { MembershipRequestValue } from "./request-form";
import { type MembershipState, type MembershipStep, membershipState, nextMembershipStep } from "./state";

/** What a member sees of their card; the QR only while it can open the door (valid or in progress). */
export type OwnCard = {
  id: string;
  /** The register's number, once admitted (ADR 048). */
  registerNumber: number | null;
  code: string;
  type: Membership["type"];
  category: string | null;
  firstName: string;
  lastName: string;
  state: MembershipState;
  requestedAt: string;
  validFrom: string | null;
  validUntil: string | null;
  rejectionReason: string | null;
  /** A renewal request (ADR 051): the end of the card it renews; null for a first request. */
  renews: { validUntil: string | null } | null;
  /** The QR code as SVG markup, drawn on the server: the card needs no script to show it. */
  qrSvg: string | null;
};

const PERSON_FIELDS = [
  "firstName",
  "lastName",
  "type",
  "address",
  "birthCountry",
  "birthCity",
  "birthDate",
  "citizenship",
] as const;

/**
 * The person's latest membership as their card, and the data of their last request to fill a new
 * one (after a rejection or an expiry) without typing everything again.
 */
export async function ownMembership(db: DbOrTx, userId: string, at = clockNow()) {
  const [latest] = await db
    .select()
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.requestedAt))
    .limit(1);
  if (!latest) return { card: null, previous: null };
  const state = membershipState(latest, at);
  const [renewed] = latest.renewsMembershipId
    ? await db
        .select({ validUntil: memberships.validUntil })
        .from(memberships)
        .where(eq(memberships.id, latest.renewsMembershipId))
    : [];
  const card: OwnCard = {
    id: latest.id,
    registerNumber: latest.registerNumber,
    code: latest.code,
    type: latest.type,
    category: latest.category,
    firstName: latest.firstName,
    lastName: latest.lastName,
    state,
    requestedAt: latest.requestedAt.toISOString(),
    validFrom: latest.validFrom?.toISOString() ?? null,
    validUntil: latest.validUntil?.toISOString() ?? null,
    rejectionReason: latest.rejectionReason,
    renews: latest.renewsMembershipId ? { validUntil: renewed?.validUntil?.toISOString() ?? null } : null,
    qrSvg: state === "valid" || state === "requested" ? await doorQrSvg(latest.qrToken) : null,
  };
  const previous: Partial<MembershipRequestValue> = Object.fromEntries(
    PERSON_FIELDS.map((field) => [field, latest[field]]),
  );
  if (latest.category) previous.category = latest.category as MembershipRequestValue["category"];
  if (latest.fiscalCode) previous.fiscalCode = latest.fiscalCode;
  if (latest.foreignIdNumber) previous.foreignIdNumber = latest.foreignIdNumber;
  return { card, previous };
}

/**
 * What the member may do on their page: a first request (none yet, or after a rejection), a renewal
 * (the last 30 days of a valid card, or after an expiry), or only look at their card; never a request
 * over a void.
 */
export function membershipStep(card: OwnCard | null, at: Date): MembershipStep {
  return nextMembershipStep(card?.state ?? null, {
    validUntil: card?.validUntil ? new Date(card.validUntil) : null,
    now: at,
  });
}
