import type { Db } from "~/db/client.server";
import { now as clockNow } from "~/domain/clock.server";
import { settleFeeCheckout } from "~/domain/memberships/settle-fee-checkout.server";
import { handleTicketCheckout } from "~/domain/tickets/handle-ticket-checkout.server";
import { verifiedCheckoutEvent, type WebhookOutcome } from "~/domain/tickets/stripe.server";
import { isUuid } from "~/lib/zod";

/**
 * Stripe's webhook endpoint (ADR 024, ADR 054): a verified Checkout event goes to what it paid for,
 * a membership fee (`metadata.membershipId`) or a ticket order.
 */
export async function receiveStripeWebhook(
  db: Db,
  payload: string | Buffer,
  signature: string | undefined,
  now = clockNow(),
): Promise<WebhookOutcome> {
  const event = await verifiedCheckoutEvent(payload, signature);
  if (event === "bad-signature" || event === "ignored") return event;
  const membershipId = event.data.object.metadata?.membershipId;
  if (membershipId) return isUuid(membershipId) ? settleFeeCheckout(db, event, membershipId, now) : "ignored";
  return handleTicketCheckout(db, event, now);
}
