import { association } from "./association";
import type { LegalDocument } from "./types";

const a = association("en");

export const refundsEn: LegalDocument = {
  lang: "en",
  title: "Refunds",
  lead: "When and how we refund tickets, membership fees and contributions, and how to ask for a refund.",
  updated: "2026-11-25",
  sections: [
    {
      id: "cancelled",
      heading: "Cancelled event",
      body: [
        "If we cancel an event we cancel its tickets, tell you by e-mail and refund tickets paid online in full, without you having to ask, within 14 days of the cancellation, as described under “When we cancel your ticket”.",
      ],
    },
    {
      id: "ticket-cancelled",
      heading: "When we cancel your ticket",
      body: [
        "When our staff cancel a ticket (because the event is cancelled, or at your request when a refund is due under these rules) you receive an e-mail with the reason, the ticket is no longer valid and its seat goes back on sale. What happens to the money depends on how you paid:",
        {
          list: [
            "Paid online by card (Stripe): the ticket is refunded in full, automatically, at the moment it is cancelled. The money goes back to the card you paid with; how long it takes to appear depends on your bank (usually 5–10 working days).",
            "Booked to pay at the door and not paid yet: the booking is cancelled; there is nothing to refund.",
            "Paid in cash at the door: the ticket is cancelled and the money is given back in cash at the centre's desk.",
            "Free and complimentary tickets: the ticket is cancelled; there is nothing to refund.",
          ],
        },
        "A ticket already used to get in cannot be cancelled through the site.",
      ],
    },
    {
      id: "moved",
      heading: "Postponed or moved event",
      body: [
        "If an event changes date, time or venue, your ticket stays valid for the new date. If you cannot attend you may ask for a full refund within 14 days of our notice of the change; after that the ticket is valid for the new date.",
        "Small changes to the programme (for example the running order or a single guest being replaced) give no right to a refund, unless they substantially change the nature of the event.",
      ],
    },
    {
      id: "other-cases",
      heading: "Other cases",
      body: [
        {
          list: [
            "Change of mind or not attending: tickets for events on a set date are not refundable. The right of withdrawal does not apply to leisure services on a specific date (art. 59(1)(n) of the Italian Consumer Code, Legislative Decree 206/2005).",
            "Paying at the door: until you pay there is nothing to refund. If you cannot come, write to us: our staff cancel the booking and the seat goes to someone else.",
            "Entry refused for breaking the event's rules or the terms of use: no refund.",
            "Double payments or wrong amounts caused by our mistake or a technical error: the difference is refunded in full.",
          ],
        },
      ],
    },
    {
      id: "membership",
      heading: "Membership fee",
      body: [
        "The membership fee is not refundable once our staff have validated the card, because from then on you are a member with all the rights the statute provides. If the application is refused, or you withdraw it before validation, we return in full anything you paid.",
      ],
    },
    {
      id: "donations",
      heading: "Donations and contributions",
      body: [
        "Donations and voluntary contributions to the Association are not refundable, except for a wrong amount or a double payment reported within 30 days.",
      ],
    },
    {
      id: "how",
      heading: "How to ask for a refund",
      body: [
        `Write to ${a.email} from your account's e-mail address with the order code, the event and the reason. We answer within 7 days and, when a refund is due, we issue it within 14 days of our answer.`,
        "Your statutory rights as a consumer are not affected.",
      ],
    },
  ],
};
