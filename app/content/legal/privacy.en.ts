import { association } from "./association";
import type { LegalDocument } from "./types";

const a = association("en");

export const privacyEn: LegalDocument = {
  lang: "en",
  title: "Privacy policy",
  lead: "How the Association processes the personal data of people who use the site, register, request a membership card, buy tickets, sign the petition or write to us.",
  updated: "2026-11-28",
  sections: [
    {
      id: "controller",
      heading: "Data controller",
      body: [
        `The data controller is ${a.name}, an association for social promotion (APS) entered in the Italian national register of the Third Sector (${a.runts}), with its registered office at ${a.registeredOffice}, tax code ${a.taxCode}. Contact: ${a.email}, certified e-mail ${a.pec}.`,
        `Data protection officer: ${a.dpo}.`,
        'This notice is given under articles 13 and 14 of Regulation (EU) 2016/679 ("GDPR") and Italian Legislative Decree 196/2003 ("Privacy Code"), as amended by Legislative Decree 101/2018.',
      ],
    },
    {
      id: "data",
      heading: "What data we process",
      body: [
        {
          list: [
            "Account: first name, last name, e-mail address and password (stored only as an irreversible hash).",
            "Membership card: first name, last name, address, date, town and country of birth, citizenship, Italian tax code or, for foreign citizens, an identity document number, e-mail, membership category and type, consents given, validation and expiry dates.",
            "Tickets: event, ticket type and price, payment status, purchase date, recorded entry. If you pay online your card details are collected directly by Stripe: we never receive them.",
            "Petition: first name, last name, e-mail and the date the signature was confirmed.",
            "Contributions and messages: name, e-mail, kind of contribution and the text you send us.",
            "Technical data: IP address, date and time of requests, browser details, recorded in the server logs to keep the service secure.",
          ],
        },
      ],
    },
    {
      id: "purposes",
      heading: "Purposes and legal bases",
      body: [
        {
          table: [
            ["Purpose", "Legal basis (art. 6 GDPR)"],
            [
              "Creating and running your account, sending activation and password recovery e-mails",
              "Performance of a contract (point b)",
            ],
            [
              "Handling membership applications, the members' register and the card",
              "Performance of the membership relationship (point b) and legal obligations, including Legislative Decree 117/2017 (point c)",
            ],
            [
              "Selling tickets, recording entries, meeting tax and accounting obligations",
              "Performance of a contract (point b) and legal obligations (point c)",
            ],
            [
              "Collecting and counting petition signatures",
              "Consent (point a), which you can withdraw at any time",
            ],
            ["Answering contributions and messages", "Steps taken at your request (point b)"],
            [
              "Protecting the site from abuse and unauthorised access",
              "The Association's legitimate interest (point f)",
            ],
            ["Showing third-party maps and the live radio", "Consent (art. 122 Privacy Code)"],
          ],
        },
        "We take no decisions based solely on automated processing and we do no profiling.",
      ],
    },
    {
      id: "required",
      heading: "Whether you must provide the data",
      body: [
        "Data marked as required in the forms is needed for the service you ask for: without it we cannot create the account, issue the card or the ticket, or record the signature. Everything else is optional.",
      ],
    },
    {
      id: "recipients",
      heading: "Who receives the data",
      body: [
        "The data is processed by the Association's authorised and trained staff and volunteers. We share it only with:",
        {
          list: [
            "providers that help us run the site (hosting, e-mail delivery, storage), appointed as processors (art. 28 GDPR);",
            "Stripe Payments Europe Ltd., for online payments, acting as an independent controller;",
            "tax advisers and public authorities, where the law requires it.",
          ],
        },
        "Inside the Association each person sees only what their role needs. Door staff see a member's name, card and register number, the state of the card and its validity. Birth data, tax code, identity document number, address and contacts are seen only by the staff who manage the members register, and only when they open them: each such view is recorded in the card's history, with who and when, and each export of the register is recorded as well.",
        "We do not sell data or use it for advertising. If a provider transfers data outside the European Economic Area, it does so under an adequacy decision or the European Commission's standard contractual clauses.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep the data",
      body: [
        {
          list: [
            'Account: until you delete it from the "Manage account" page; membership cards never used are deleted within 30 days of the account\'s deletion.',
            "Members' register, cards, tickets and payments: as long as civil and tax law requires, usually ten years (art. 2220 of the Italian Civil Code).",
            "Petition signatures: until the petition is delivered and in any case no longer than two years; unconfirmed signatures after 30 days.",
            "Contributions and messages: 24 months from the last contact.",
            "Technical logs: at most 6 months, unless needed to investigate abuse.",
          ],
        },
      ],
    },
    {
      id: "device",
      heading: "Data kept on your device",
      body: [
        "When you open the page of your membership card or of one of your tickets while signed in, the site keeps a copy of it on your device, so that you can show it at the door without a connection, in the browser or in the installed app.",
        {
          list: [
            "What: of the card, your first and last name, its code, type, category, state, the dates of the request and of validity, and its QR code; of each ticket, the event and its date, the holder, type, price, date of purchase, order number and QR code. Only cards and tickets that open the door (valid, awaiting validation, or to be paid at the door) are kept; no other data of your membership (address, birth, tax code) and nothing about staff.",
            "Where: in your browser's storage for websites (Cache Storage), in a space named after your account, read only by the site's service worker on your device. It is never sent to us or to anyone else.",
            "For how long: while you are signed in. The copy is deleted when you log out, when you delete your account, when someone else signs in on the same browser, and when the site finds you no longer signed in; a card is no longer shown after its expiry date, a ticket after its event has ended.",
          ],
        },
        "Anyone using the same browser while you are signed in can see it, as they could see the page itself. You can delete it at any time by logging out or by clearing the site's data in your browser's settings. It is a technical storage needed for the service you ask for (art. 122 of the Privacy Code) and needs no consent.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      body: [
        `You may ask for access to your data, rectification, erasure, restriction of processing and portability, and object to processing based on legitimate interest (articles 15–22 GDPR). Where processing is based on consent you can withdraw it at any time. Write to ${a.email}: we answer within one month.`,
        "If you believe the processing breaks the law you can lodge a complaint with the Garante per la protezione dei dati personali (www.garanteprivacy.it) or with the authority of the country where you live or work.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      body: [
        "Children under 14 may register or apply for a membership card only through the holder of parental responsibility (art. 2-quinquies of the Privacy Code).",
      ],
    },
    {
      id: "security",
      heading: "Security and cookies",
      body: [
        "The site uses encrypted connections, passwords stored with strong hashing algorithms and revocable sessions. Cookies and similar tools are described in the [cookie policy](/cookies-en).",
      ],
    },
    {
      id: "changes",
      heading: "Changes",
      body: [
        "We may update this notice; the date of the last update is shown at the top of the page. If the changes are substantial we will tell you by e-mail.",
      ],
    },
  ],
};
