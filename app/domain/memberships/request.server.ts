import { type Db, type DbOrTx, isUniqueViolation } from "~/db/client.server";
import { type Membership, membershipLog, memberships } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { CARD_CODE_LENGTH, QR_TOKEN_LENGTH } from "~/domain/door/code";
import { doorToken } from "~/domain/door/tokens.server";
import { transactionWithMail } from "~/domain/mail/outbox.server";
import type { Locale } from "~/i18n/locale";
import { admitInTransaction } from "./admission.server";
import { queueCardMail } from "./card-mail.server";
import { CASH, type FeePayment } from "./fee-payment-form";
import { checkIdentity, type IdentityRefusal, mismatchRefusal } from "./identity.server";
import { personalColumns } from "./personal-data";
import { renewalStanding } from "./renewal.server";
import type { MembershipRequestValue } from "./request-form";

export type RequestOutcome =
  | { ok: true; membership: Membership }
  | { ok: false; code: "open-request" }
  /** The account's card is valid for more than 30 days yet: it is renewed from then on (ADR 051). */
  | { ok: false; code: "not-due" }
  | IdentityRefusal;

/**
 * Who asks: a person with an account, or staff for a person without one (`createdBy`), who may make
 * the card valid at once. `locale`: the language of the request; later mails use it.
 */
type Applicant = {
  userId: string | null;
  email: string | null;
  locale?: Locale;
  createdBy?: { staffId: string; validNow: boolean; payment?: FeePayment };
};

/** The "request received" (or "card active") mail, queued with the request (`queueCardMail`). */
export function queueReceivedMail(tx: DbOrTx, membership: Membership, at: Date): Promise<boolean> {
  return queueCardMail(
    tx,
    membership,
    membership.status === "valid" ? "membershipCard" : "membershipReceived",
    at,
  );
}

/**
 * A person asks for a membership (spec §3, §5), or staff create one: the place of birth must be
 * found and the fiscal code must exist (`checkIdentity`); if the code disagrees with the data, the
 * person is told which fields to verify, and may confirm them (the request is flagged for staff).
 * One open request per person, kept by the database's unique index (concurrent submits included).
 * A person with an account whose card is admitted asks again as a renewal of that card, from 30
 * days before its end (ADR 051). The request and its log row are written together.
 */
export async function requestMembership(
  db: Db,
  applicant: Applicant,
  value: MembershipRequestValue,
  at = clockNow(),
): Promise<RequestOutcome> {
  const identity = await checkIdentity(value);
  if (!identity.ok) return identity;
  const mismatch = mismatchRefusal(identity, Boolean(value.confirmMismatch));
  if (mismatch) return mismatch;
  const confirmed = identity.mismatch.length > 0;
  const staffId = applicant.createdBy?.staffId ?? null;
  const standing =
    applicant.userId && !applicant.createdBy ? await renewalStanding(db, applicant.userId, at) : null;
  if (standing?.step === "open" && standing.latest === "valid") return { ok: false, code: "not-due" };
  const renews = standing?.renews ?? null;
  try {
    const outcome = await transactionWithMail(db, async (tx) => {
      const [requested] = await tx
        .insert(memberships)
        .values({
          userId: applicant.userId,
          email: applicant.email,
          locale: applicant.locale ?? "it",
          code: doorToken(CARD_CODE_LENGTH),
          qrToken: doorToken(QR_TOKEN_LENGTH),
          status: "requested",
          ...personalColumns(value, identity),
          privacyConsentAt: at,
          statuteConsentAt: at,
          fiscalCodeConfirmed: confirmed,
          renewsMembershipId: renews,
          requestedAt: at,
          updatedAt: at,
        })
        .returning();
      if (!requested) throw new Error("The request was not stored");
      await tx.insert(membershipLog).values({
        membershipId: requested.id,
        staffId,
        action: "requested",
        details: { fiscalCodeConfirmed: confirmed, ...(renews && { renews }) },
        createdAt: at,
      });
      // Staff who checked a document admit at once, as any admission does (register number included).
      const row = applicant.createdBy?.validNow
        ? await admitInTransaction(tx, requested, { staffId }, at, applicant.createdBy.payment ?? CASH)
        : requested;
      await queueCardMail(tx, row, row.status === "valid" ? "membershipCard" : "membershipReceived", at);
      return { ok: true as const, membership: row };
    });
    return outcome;
  } catch (error) {
    // Two requests sent at the same moment: the database keeps one open request.
    if (isUniqueViolation(error)) return { ok: false, code: "open-request" };
    throw error;
  }
}
