import { and, asc, count, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { petitionSignatures } from "~/db/schema";
import { isLinkExpired, openLinkToken } from "~/domain/accounts/link-tokens.server";
import { now as clockNow } from "~/domain/clock.server";
import { transactionWithMail } from "~/domain/mail/outbox.server";
import { hashToken } from "~/domain/sessions/tokens.server";
import type { Locale } from "~/i18n/locale";
import { newPetitionLink, queuePetitionMail } from "./petition-link.server";

type Context = { locale: Locale; now?: Date };
type Signer = { firstName: string; lastName: string; email: string };

export type SignOutcome = "sent" | "resent" | "already-signed";

const sameEmail = (email: string) => sql`lower(${petitionSignatures.email}) = lower(${email})`;

function lockSignature(tx: DbOrTx, email: string) {
  return tx.select().from(petitionSignatures).where(sameEmail(email)).for("update").limit(1);
}

/**
 * Spec §1/§8: stores an unconfirmed signature and its confirmation mail in one transaction. One row per
 * e-mail in any letter case (unique index): a confirmed one answers "already-signed"; a pending one,
 * expired or not, gets a new link and mail instead of a duplicate (the newest link is the valid one).
 */
export async function signPetition(db: Db, signer: Signer, { locale, now = clockNow() }: Context) {
  const outcome = await transactionWithMail(db, async (tx): Promise<SignOutcome> => {
    const link = newPetitionLink(signer.email, { locale, now });
    const values = { ...signer, privacyConsentAt: now, tokenHash: link.tokenHash, expiresAt: link.expiresAt };
    // ON CONFLICT waits for a concurrent signer of the same e-mail, so the lock below then sees its row.
    const [inserted] = await tx
      .insert(petitionSignatures)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: petitionSignatures.id });
    if (!inserted) {
      const [existing] = await lockSignature(tx, signer.email);
      if (!existing) throw new Error("petition signature conflict without a signature for the e-mail");
      if (existing.confirmedAt) return "already-signed";
      // The stored address stays as first written; the two differ at most in letter case.
      const { email: _keep, ...update } = values;
      await tx.update(petitionSignatures).set(update).where(eq(petitionSignatures.id, existing.id));
    }
    await queuePetitionMail(tx, signer, link, { locale, now });
    return inserted ? "sent" : "resent";
  });
  return outcome;
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "expired" | "invalid";

/**
 * Confirms the signature of a genuine, current link. The update is one conditional statement, so
 * concurrent clicks and concurrent signers never double count; a link used again after confirmation
 * answers "already-confirmed" (harmless: the token proves the mail was received).
 */
export async function confirmSignature(db: Db, token: string, now = clockNow()): Promise<ConfirmOutcome> {
  const payload = openLinkToken(token, "petition");
  if (!payload) return "invalid";
  if (!isLinkExpired(payload, now)) {
    const [done] = await db
      .update(petitionSignatures)
      .set({ confirmedAt: now, tokenHash: null })
      .where(
        and(
          eq(petitionSignatures.tokenHash, hashToken(token)),
          isNull(petitionSignatures.confirmedAt),
          gt(petitionSignatures.expiresAt, now),
        ),
      )
      .returning({ id: petitionSignatures.id });
    if (done) return "confirmed";
  }
  const [signature] = await db
    .select({ confirmedAt: petitionSignatures.confirmedAt })
    .from(petitionSignatures)
    .where(sameEmail(payload.email))
    .limit(1);
  if (!signature) return "invalid";
  return signature.confirmedAt ? "already-confirmed" : "expired";
}

export type ResendOutcome = "sent" | "already-confirmed" | "not-found";

/** A new link for the pending signature of `email` (named by a genuine but expired link). */
export async function resendSignatureLink(
  db: Db,
  email: string,
  { locale, now = clockNow() }: Context,
): Promise<ResendOutcome> {
  const outcome = await transactionWithMail(db, async (tx): Promise<ResendOutcome> => {
    const [signature] = await lockSignature(tx, email);
    if (!signature) return "not-found";
    if (signature.confirmedAt) return "already-confirmed";
    const link = newPetitionLink(signature.email, { locale, now });
    await tx
      .update(petitionSignatures)
      .set({ tokenHash: link.tokenHash, expiresAt: link.expiresAt })
      .where(eq(petitionSignatures.id, signature.id));
    await queuePetitionMail(tx, signature, link, { locale, now });
    return "sent";
  });
  return outcome;
}

/** The public counter: confirmed signatures only. For the home page loader and the counter resource. */
export async function confirmedSignatureCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(petitionSignatures)
    .where(isNotNull(petitionSignatures.confirmedAt));
  return row?.value ?? 0;
}

/** Confirmed signatures in confirmation order, for the staff export. */
export function confirmedSignatures(db: DbOrTx) {
  return db
    .select({
      firstName: petitionSignatures.firstName,
      lastName: petitionSignatures.lastName,
      email: petitionSignatures.email,
      confirmedAt: petitionSignatures.confirmedAt,
    })
    .from(petitionSignatures)
    .where(isNotNull(petitionSignatures.confirmedAt))
    .orderBy(asc(petitionSignatures.confirmedAt), asc(petitionSignatures.lastName));
}
