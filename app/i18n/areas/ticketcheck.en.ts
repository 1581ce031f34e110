import type { Messages } from "../messages";

/** English strings of the ticket check (merged into en.ts under `ticketcheck`). */
export const ticketcheckEn: Messages["ticketcheck"] = {
  eventLabel: "Event",
  choose: "Open",
  noEvents: "No events today or in the coming days.",
  scannerHeading: "Scan a ticket or a card",
  codeLabel: "Ticket or card code",
  codeHint:
    "Use a connected scanner (it sends with Enter) or type the code printed under a ticket's or a card's QR.",
  ready: "Ready: show a ticket's or a card's QR code, or type the code.",
  counter: {
    heading: "At the door",
    admitted: "Let in",
    sold: "Sold",
    seats: "Seats",
    guests: "Guests let in from the lists",
    unlimited: "no limit",
  },
  verdict: {
    admitted: "Let in",
    "already-used": "Already used",
    "already-yours": "Already let in by you",
    cancelled: "Cancelled",
    refunded: "Refunded",
    unpaid: "To be paid",
    "other-event": "Other event",
    unknown: "Unknown",
    conflict: "Let in twice",
  },
  detail: {
    admitted: "Valid ticket: enjoy the evening.",
    "already-used": "Let in at {{time}} by {{operator}}.",
    "already-yours":
      "At {{time}}. If this is the person you have just let in, all is well; otherwise, take a look.",
    cancelled: "The ticket was cancelled: it does not let anyone in.",
    refunded: "The ticket was refunded: it does not let anyone in.",
    unpaid: "The ticket is paid at the door: take {{price}}, then let them in.",
    "other-event": "The ticket is for {{event}}.",
    unknown: "No ticket with the code “{{code}}”.",
    conflict: "Let in offline, but it was already let in at {{time}} by {{operator}}.",
  },
  fields: {
    order: "Order number",
    buyer: "Buyer",
    starts: "Event start",
    event: "Event",
    type: "Type",
    state: "Status",
    price: "Price",
    purchased: "Purchased on",
    paid: "Paid on",
  },
  payAndAdmit: "Paid: let them in",
  paying: "Recording…",
  errors: {
    "not-found": "This ticket does not exist for the chosen event.",
    "not-unpaid": "This ticket is already paid.",
    event: "Choose an event.",
  },
};
