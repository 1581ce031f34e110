import { useEffect, useState } from "react";
import type { DoorSaleOffer as Offer } from "~/domain/tickets/door-sale-rules.server";
import type { DoorSaleDone } from "~/domain/tickets/sell-at-door-form";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { SellAtDoor } from "./sell-at-door";

/**
 * Under a valid card's verdict at an event's door: asks the sale's endpoint whether to offer this
 * member a ticket (no ticket yet, tonight's paid event, seats left; ADR 044) and, when so, offers
 * it. Mount it once per scan (a `key`): the sale makes its nonce once per mounted offer. Nothing
 * shows while asking, or when there is nothing to sell.
 */
export function DoorSaleOffer({
  membershipId,
  eventId,
  onSold,
}: {
  membershipId: string;
  eventId: string;
  onSold: (sale: DoorSaleDone) => void;
}) {
  const locale = useLocale();
  const [offer, setOffer] = useState<Offer | null>(null);
  useEffect(() => {
    let live = true;
    const params = new URLSearchParams({ membership: membershipId, event: eventId });
    fetch(`${localePath(locale, "/internal/ticketcheck/sell")}?${params}`, {
      headers: { accept: "application/json" },
    })
      .then((response) => (response.ok ? (response.json() as Promise<Offer>) : null))
      .then((answer) => {
        if (live) setOffer(answer);
      })
      // No answer (the connection dropped): no offer; the card's verdict stands.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [membershipId, eventId, locale]);
  if (!offer?.offer) return null;
  return (
    <SellAtDoor
      membershipId={membershipId}
      eventId={eventId}
      holderName={offer.holderName}
      priceCents={offer.priceCents}
      seatsLeft={offer.seatsLeft}
      onSold={onSold}
    />
  );
}
