import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { now } from "~/domain/clock.server";
import { doorSaleOffer } from "~/domain/tickets/door-sale-offer.server";
import { sellAtDoor } from "~/domain/tickets/sell-at-door.server";
import { type DoorSaleDone, doorSaleSchema } from "~/domain/tickets/sell-at-door-form";
import { isUuid } from "~/lib/zod";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { done, invalid, refused } from "~/routing/form-result.server";
import { currentStaff } from "~/routing/middleware.server";
import type { Route } from "./+types/ticketcheck-sell";

/**
 * GET `?membership=<id>&event=<id>`: whether the scanner should offer a ticket to this card for this
 * event (JSON: `{ offer: true, priceCents, holderName, seatsLeft }` or `{ offer: false, code }`).
 * Level ≥ 1, by the management guard of the layout.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const membershipId = url.searchParams.get("membership") ?? "";
  const eventId = url.searchParams.get("event") ?? "";
  if (!isUuid(membershipId) || !isUuid(eventId)) throw data(null, { status: 400 });
  const offer = await doorSaleOffer(database(context), { membershipId, eventId });
  return Response.json(offer, { headers: { "cache-control": "private, no-store" } });
}

/**
 * POST `membershipId`, `eventId`, `method` (cash, card), `nonce`: sells the card's holder a ticket
 * for tonight's event and lets them in. 200 with the sale (`done`), 400 for invalid input, 404 for
 * an event that is gone, 409 with the reason for every other refusal.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: doorSaleSchema });
  if (submission.status !== "success") return invalid(submission.reply(), { form: "door-sale" });
  const staff = currentStaff(context);
  const outcome = await sellAtDoor(
    database(context),
    submission.value,
    { staffId: staff.id, ip: context.get(requestInfoContext).ip },
    now(),
  );
  if (!outcome.ok)
    return refused(
      outcome.code === "event-not-found" ? 404 : 409,
      submission.reply({ formErrors: [`doorSale.errors.${outcome.code}`] }),
      { form: "door-sale" },
    );
  const { admittedAt, ...sale } = outcome.sale;
  return done(submission.reply(), { ...sale, admittedAt: admittedAt.toISOString() } satisfies DoorSaleDone, {
    form: "door-sale",
  });
}
