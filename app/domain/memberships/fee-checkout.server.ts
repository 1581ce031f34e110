import { desc, eq } from "drizzle-orm";
import { config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { type Membership, membershipOnlineFees, memberships } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { CHECKOUT_CURRENCY, stripe, stripeConfigured } from "~/domain/tickets/stripe.server";
import { type Locale, localePath } from "~/i18n/locale";
import { mailT } from "~/i18n/mail.server";
import { toRomeWallTime } from "~/lib/rome-time";
import { feeInForce } from "./fee-schedule.server";
import { onlineFeeOf, paidOnlineFee } from "./online-fee.server";

/**
 * What a request may pay online now: the amount from the schedule in force on `at` (Rome day), when
 * Stripe is configured, the card is still a request (`waiting`: not admitted, rejected or voided) and
 * nothing was paid yet; otherwise null (the fee is then taken at the desk, as without Stripe).
 */
export async function onlineFeeDue(
  db: DbOrTx,
  card: Pick<Membership, "id" | "type" | "category">,
  waiting: boolean,
  at: Date,
): Promise<number | null> {
  if (!stripeConfigured() || !waiting) return null;
  if (await paidOnlineFee(db, card.id)) return null;
  const amount = await feeInForce(db, card, toRomeWallTime(at).slice(0, 10));
  return amount && amount > 0 ? amount : null;
}

/** The member's page (ADR 054): what the request may pay online, and what was paid or refunded. */
export type MemberFee = {
  dueCents: number | null;
  paid: { amountCents: number; paidAt: string; refundedAt: string | null } | null;
};

export async function memberFee(
  db: DbOrTx,
  card: Pick<Membership, "id" | "type" | "category"> & { state: string },
  at: Date,
): Promise<MemberFee> {
  const row = await onlineFeeOf(db, card.id);
  const paid =
    row?.paidAt != null
      ? {
          amountCents: row.amountCents,
          paidAt: row.paidAt.toISOString(),
          refundedAt: row.refundedAt?.toISOString() ?? null,
        }
      : null;
  return { dueCents: paid ? null : await onlineFeeDue(db, card, card.state === "requested", at), paid };
}

/** Stripe refuses Checkout pages that live less than 30 minutes. */
const CHECKOUT_MINUTES = 30;

export type FeeCheckoutOutcome =
  | { ok: true; url: string }
  /** No request to pay: none, already admitted or rejected, already paid, or no fee online. */
  | { ok: false; code: "nothing-to-pay" };

/**
 * The member pays the fee of their request online (ADR 054): Stripe's Checkout page for the amount
 * in force today. A page still open is given again; otherwise a new one is made, once per start (its
 * idempotency key names the request and the start, so a retried call returns the same page).
 */
export async function startFeeCheckout(
  db: Db,
  member: { userId: string; email: string; locale: Locale },
  at = clockNow(),
): Promise<FeeCheckoutOutcome> {
  const [card] = await db
    .select()
    .from(memberships)
    .where(eq(memberships.userId, member.userId))
    .orderBy(desc(memberships.requestedAt))
    .limit(1);
  if (!card) return { ok: false, code: "nothing-to-pay" };
  const amountCents = await onlineFeeDue(db, card, card.status === "requested" && !card.voidedAt, at);
  if (!amountCents) return { ok: false, code: "nothing-to-pay" };
  const started = await onlineFeeOf(db, card.id);
  if (started?.sessionId) {
    const open = await (await stripe()).checkout.sessions.retrieve(started.sessionId);
    if (open.status === "open" && open.url) return { ok: true, url: open.url };
  }
  await db
    .insert(membershipOnlineFees)
    .values({ membershipId: card.id, amountCents, startedAt: at })
    .onConflictDoUpdate({
      target: membershipOnlineFees.membershipId,
      set: { amountCents, startedAt: at, sessionId: null },
    });
  const back = (query: string) => `${config().baseUrl}${localePath(member.locale, "/u/membership")}?${query}`;
  const session = await (await stripe()).checkout.sessions.create(
    {
      mode: "payment",
      client_reference_id: card.id,
      customer_email: member.email,
      locale: member.locale,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: CHECKOUT_CURRENCY,
            unit_amount: amountCents,
            product_data: { name: mailT(member.locale)("membershipFee.product") },
          },
        },
      ],
      metadata: { membershipId: card.id },
      expires_at: Math.floor(at.getTime() / 1000) + CHECKOUT_MINUTES * 60,
      success_url: back("paid"),
      cancel_url: back("cancelled"),
    },
    { idempotencyKey: `fee-checkout-${card.id}-${at.getTime()}` },
  );
  await db
    .update(membershipOnlineFees)
    .set({ sessionId: session.id })
    .where(eq(membershipOnlineFees.membershipId, card.id));
  if (!session.url) throw new Error(`checkout session ${session.id} has no page`);
  return { ok: true, url: session.url };
}
