import type { Messages } from "../messages";

/** English strings of tickets (merged under `tickets`). */
export const ticketsEn: Messages["tickets"] = {
  buy: "Buy the ticket",
  buyFree: "Book your seat",
  buying: "Buying…",
  personal:
    "The ticket is personal, in the name on your membership card. Guests come in through the guest lists.",
  payAtDoor: "You pay at the door, in cash or by card, at the ticket check.",
  signInFirst: "To buy a ticket you need an account and a valid membership: sign in and you will come back here.",
  needMembership: "To buy a ticket you need a valid membership card.",
  owned: "You already have a ticket for this event.",
  ownedUnpaid: "You already have a ticket for this event: you pay for it at the door.",
  openTicket: "Open the ticket",
  pending: "You have a payment in progress for this event: your seat is held until {{time}}.",
  refusals: {
    "not-on-sale": "This event is not on sale.",
    "no-membership": "To buy a ticket you need a valid membership card.",
    "sold-out": "Sold out: others took the last seats in the meantime.",
    "already-bought": "You already have a ticket for this event.",
    "payment-pending": "You already have a payment in progress for this event.",
  },
  types: { standard: "Standard", complimentary: "Complimentary" },
  states: { valid: "Valid", unpaid: "To be paid at the door", cancelled: "Cancelled", refunded: "Refunded" },
  fields: {
    order: "Order",
    holder: "Holder",
    event: "Event",
    starts: "Starts",
    type: "Type",
    state: "Status",
    price: "Price",
    purchased: "Purchased on",
  },
  bought: "Done: the ticket is yours. We have also sent it to you by e-mail.",
  show: "Show this code at the door, together with your membership card. Once the page is open it works without a connection too.",
  noQr: "This ticket no longer opens the door.",
  qrLabel: "The ticket's QR code",
  upcoming: "Upcoming",
  past: "Past",
  toEvent: "Event page",
  allTickets: "All your tickets",
};
