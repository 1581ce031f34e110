import type { Messages } from "../messages";

/** English strings of tickets (merged under `tickets`). */
export const ticketsEn: Messages["tickets"] = {
  buy: "Buy the ticket",
  buyFree: "Book your seat",
  buying: "Buying…",
  personal:
    "The ticket is personal, in the name on your membership card. Guests come in through the guest lists.",
  payAtDoor: "You pay at the door, in cash or by card, at the ticket check.",
  payOnline: "You pay online by card, on Stripe's secure page. Your seat is held for 15 minutes.",
  continuePayment: "Continue to payment",
  confirming: "We are receiving the payment's confirmation: the ticket arrives in a moment. Reload the page.",
  cancelledPayment: "The payment was not completed.",
  paymentUnavailable: "Online payment is not answering right now. Your seat stays held: try again shortly.",
  signInFirst:
    "To buy a ticket you need an account and a valid membership: sign in and you will come back here.",
  needMembership: "To buy a ticket you need a valid membership card.",
  owned: "You already have a ticket for this event.",
  ownedUnpaid: "You already have a ticket for this event: you pay for it at the door.",
  openTicket: "Open the ticket",
  pending: "You have a payment in progress for this event: your seat is held until {{time}}.",
  busy: "Many people are buying at this moment. No need to do anything: we try again by ourselves in a few seconds.",
  busyCountdown: "Trying again in {{seconds}} s",
  retrying: "Trying again now…",
  busyPressAgain:
    "Many people are buying at this moment: nothing was sold or charged. Press again in a few seconds.",
  notConfirmed:
    "The server's answer did not arrive. Check your connection and press again: if the purchase went through, the page shows your ticket.",
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
    code: "Code",
    holder: "Holder",
    event: "Event",
    starts: "Starts",
    type: "Type",
    state: "Status",
    price: "Price",
    purchased: "Purchased on",
    paid: "Paid on",
  },
  bought: "Done: the ticket is yours. We have also sent it to you by e-mail.",
  show: "Show this code at the door, together with your membership card. It works without a connection too: once opened, the ticket stays on this device.",
  noQr: "This ticket no longer opens the door.",
  qrLabel: "The ticket's QR code",
  upcoming: "Upcoming",
  past: "Past",
  toEvent: "Event page",
  allTickets: "All your tickets",
};
