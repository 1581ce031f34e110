import type { DbOrTx } from "~/db/client.server";
import { now as clockNow } from "~/domain/clock.server";
import { seatsLeft } from "~/domain/events/seats.server";
import {
  type DoorSaleOffer,
  eventOrCardRefusal,
  holderName,
  holderRefusal,
  readCard,
  readEvent,
} from "./door-sale-rules.server";

/**
 * Whether the scanner should offer a ticket to this card for this event: the card is valid, its
 * holder has no ticket, the event is tonight's, paid, and still has seats. Read without locks: the
 * sale itself decides.
 */
export async function doorSaleOffer(
  db: DbOrTx,
  input: { membershipId: string; eventId: string },
  at = clockNow(),
): Promise<DoorSaleOffer> {
  const [event, card] = await Promise.all([readEvent(db, input.eventId), readCard(db, input.membershipId)]);
  const refused = eventOrCardRefusal(event, card, at);
  if (refused) return { offer: false, ...refused };
  if (!event || !card) return { offer: false, code: "event-not-found" };
  const holder = await holderRefusal(db, event, card, at);
  if (holder) return { offer: false, ...holder };
  const left = await seatsLeft(db, event, at);
  if (left === 0) return { offer: false, code: "sold-out" };
  return { offer: true, priceCents: event.priceCents, holderName: holderName(card), seatsLeft: left };
}
