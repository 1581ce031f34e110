import type { MailMessages } from "../mail.server";

export const mailEn: MailMessages = {
  greeting: "Hi {{firstName}},",
  linkFallback: "If the button does not work, copy and paste this address into your browser:",
  validity: "The link is valid for 15 minutes.",
  signOff: "See you soon,",
  signature: "the Agorà team",
  footer: "© {{year}} Associazione Agorà APS",
  activation: {
    subject: "Activate your Agorà account",
    heading: "Activate your account",
    intro: "Thank you for signing up to Agorà. To activate your account, press the button below.",
    button: "Activate account",
    notAskedYou: "If you did not create an Agorà account, ignore this e-mail.",
  },
  recovery: {
    subject: "Reset your Agorà password",
    heading: "Reset your password",
    intro: "We received a request to reset the password of your Agorà account.",
    button: "Choose a new password",
    notAskedYou: "If you did not ask for this, ignore this e-mail: your password stays the same.",
  },
  petition: {
    subject: "Confirm your signature to the Agorà petition",
    heading: "Confirm your signature",
    intro:
      "Thank you for signing the petition for independent cultural spaces. Your signature counts only once confirmed: press the button below.",
    button: "Confirm signature",
    notAskedYou:
      "If you did not sign, ignore this e-mail: without confirmation the signature is not counted.",
  },
  membershipReceived: {
    subject: "We have received your Agorà membership request",
    heading: "Membership request received",
    intro: "we have received your membership request. Your card code is {{code}}.",
    next: "Staff will check your details and approve it: this can also happen at the door on your first evening, when you show an ID and the QR code on your membership page. The card is valid for two years from approval.",
    button: "Open your card",
    notAskedYou: "If you did not make this request, write to us and we will cancel it.",
  },
  membershipCard: {
    subject: "Your Agorà membership card is active",
    heading: "Your membership card is active",
    intro: "your Agorà membership card is active. Its code is {{code}} and it is valid until {{until}}.",
    next: "At the door, give or show the card code together with an ID.",
    button: "Open your card",
    notAskedYou: "If you did not ask for this card, write to us and we will cancel it.",
  },
  membershipApproved: {
    subject: "Your Agorà membership request is approved",
    heading: "Your membership card is approved",
    intro: "your membership request has been approved: your card {{code}} is valid until {{until}}.",
    next: "Your card and its QR code are on your membership page: show it at the door together with an ID.",
    button: "Open your card",
    notAskedYou: "If you did not ask for this card, write to us and we will cancel it.",
  },
  membershipRejected: {
    subject: "Your Agorà membership request was not accepted",
    heading: "Membership request not accepted",
    intro: "we have looked at your membership request (code {{code}}) and cannot accept it for now.",
    reasonLabel: "Reason",
    applyAgain: "You may send a new request whenever you like, correcting or completing your details:",
    button: "Request the card again",
    questions: "For any question, write to us or come and see us.",
    refunded:
      "The membership fee of {{amount}} you paid online has been refunded to your card through Stripe: it may take a few days to show on your statement.",
  },
  membershipFee: {
    product: "Agorà membership fee",
  },
  renewalSoon: {
    subject: "Your Agorà membership card expires on {{until}}",
    heading: "Your membership card is about to expire",
    intro: "your membership card{{number}} (code {{code}}) expires on {{until}}.",
  },
  renewalToday: {
    subject: "Your Agorà membership card expires today",
    heading: "Your membership card expires today",
    intro: "your membership card{{number}} (code {{code}}) expires today, {{until}}.",
  },
  renewal: {
    number: " no. {{number}}",
    online:
      "You can renew it from your membership page: your details are already filled in, check them and confirm. Your member number stays the same and the new card is valid for two years.",
    atTheCentre:
      "To renew it, come and see us with an ID: your member number stays the same and the new card is valid for two years.",
    button: "Renew your card",
    alreadyRenewed: "If you have already renewed it, ignore this e-mail.",
  },
  ticket: {
    subject: "Your ticket for {{event}}",
    heading: "Your ticket",
    intro: "here is your ticket for {{event}}, {{when}}.",
    labels: {
      order: "Order",
      code: "Ticket code",
      holder: "Holder",
      type: "Type",
      state: "Status",
      price: "Price",
      purchased: "Purchased on",
    },
    types: { standard: "Standard", complimentary: "Complimentary" },
    states: {
      valid: "Valid",
      unpaid: "To be paid at the door",
      cancelled: "Cancelled",
      refunded: "Refunded",
    },
    unpaid: "This ticket is paid at the door: please bring the exact amount if you can.",
    next: "At the door, show the ticket's QR code on your phone, together with your membership card. Once opened, the ticket page works without a connection too.",
    button: "Open the ticket",
    refunds: "The refund rules are on the site's Refunds page.",
  },
  ticketCancelled: {
    reasonLabel: "Reason",
    cancelled: {
      subject: "Your ticket for {{event}} has been cancelled",
      heading: "Ticket cancelled",
      intro: "staff have cancelled your ticket for {{event}}, {{when}}.",
      cash: "You paid {{amount}} in cash at the door: come to the centre's desk and we will give it back.",
    },
    refunded: {
      subject: "Your ticket for {{event}} has been refunded",
      heading: "Ticket refunded",
      intro: "staff have cancelled your ticket for {{event}}, {{when}}, and refunded it in full.",
      money:
        "The refund of {{amount}} goes back to the card you paid with: it usually reaches your account in 5–10 working days, depending on your bank.",
    },
    seat: "The ticket is no longer valid and its seat is back on sale.",
    button: "Your tickets",
    questions: "For any question, reply to this e-mail or write to us. The refund rules:",
  },
  contribution: {
    subject: "New contribution ({{kind}}) from {{name}}",
    heading: "New contribution from the website",
    intro: "Someone wrote through the “Contribute” form.",
    fromSite: { en: "They wrote from the English site: they may prefer an answer in English." },
    labels: { name: "Name", email: "E-mail", kind: "Kind", received: "Received", message: "Message" },
    kinds: {
      proposal: "Proposal",
      volunteering: "Volunteering",
      materials: "Donation of materials",
      other: "Other",
    },
    reply: "Reply to this e-mail to write to {{name}} directly.",
  },
};
