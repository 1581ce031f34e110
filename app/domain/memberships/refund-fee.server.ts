import { eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { membershipOnlineFees } from "~/db/schema";
import { refundInFull } from "~/domain/tickets/stripe.server";
import { paidOnlineFee } from "./online-fee.server";

export type FeeRefund = { amountCents: number; refundId: string | null };

/**
 * Gives back through Stripe the fee a rejected request paid online (ADR 054), inside the rejection's
 * transaction with the request locked, and records it there. The idempotency key names the request,
 * so a retry (the rejection failed after Stripe answered, or was sent twice) never refunds twice; a
 * Stripe error rolls the rejection back and staff may try again. Null when nothing was paid online.
 */
export async function refundRejectedFee(tx: Tx, membershipId: string, at: Date): Promise<FeeRefund | null> {
  const paid = await paidOnlineFee(tx, membershipId);
  if (!paid?.paymentIntent) return null;
  const { refundId } = await refundInFull(paid.paymentIntent, `fee-refund-${membershipId}`, { membershipId });
  await tx
    .update(membershipOnlineFees)
    .set({ refundId, refundedAt: at })
    .where(eq(membershipOnlineFees.membershipId, membershipId));
  return { amountCents: paid.amountCents, refundId };
}
