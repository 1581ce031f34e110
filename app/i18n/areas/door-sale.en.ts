import type { Messages } from "../messages";

/** English strings of a ticket sold at the door (merged into en.ts under `doorSale`). */
export const doorSaleEn: Messages["doorSale"] = {
  heading: "Sell a ticket at the door",
  offer: "{{name}} has no ticket for tonight: sell one for {{price}} and let them in.",
  seatsLeft_one: "{{count}} seat left.",
  seatsLeft_other: "{{count}} seats left.",
  cash: "Paid in cash",
  card: "Paid by card",
  selling: "Selling…",
  sold: "Sold and let in: {{name}}, {{price}} paid {{method}}.",
  methods: { cash: "in cash", card: "by card" },
  errors: {
    "event-not-found": "This event no longer exists.",
    "not-tonight": "The door sells only for tonight's event, before it ends.",
    "not-paid-event": "The event is free: there is no ticket to sell.",
    "card-not-valid": "The card is not valid: no ticket can be sold.",
    "sold-out": "Sold out: there are no tickets left to sell.",
    "already-has-ticket": "They already have a ticket for this event: scan that one.",
    "payment-pending": "They have an online payment under way for this event: wait for it to finish.",
    "nonce-used": "This sale was already sent for another card or event: scan the card again to sell.",
  },
};
