import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { paymentEvents } from "~/db/schema";

/**
 * Stripe's deliveries are handled once per event id (ADR 024, ADR 054): the handler claims the event
 * in the transaction of the change it makes. `false`: already handled, a replay changes nothing.
 */
export async function claimStripeEvent(
  tx: DbOrTx,
  event: { id: string; type: string },
  about: { orderId?: string | null; membershipId?: string | null },
): Promise<boolean> {
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({ provider: "stripe", eventId: event.id, type: event.type, ...about })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return fresh !== undefined;
}

/**
 * Gives a claimed event back when what had to follow its transaction failed (a refund through
 * Stripe): the event counts as not handled, Stripe delivers it again and it is handled again.
 */
export async function releaseStripeEvent(db: DbOrTx, eventId: string): Promise<void> {
  await db
    .delete(paymentEvents)
    .where(and(eq(paymentEvents.provider, "stripe"), eq(paymentEvents.eventId, eventId)));
}
