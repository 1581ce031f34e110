import { association } from "./association";
import type { LegalDocument } from "./types";

const a = association("en");

export const termsEn: LegalDocument = {
  lang: "en",
  title: "Terms and conditions",
  lead: "The rules for using the Association's site and services: accounts, membership cards, tickets, the petition and contributions.",
  updated: "2026-11-22",
  sections: [
    {
      id: "about",
      heading: "About us",
      body: [
        `The site and its services are offered by ${a.name}, an Italian association for social promotion (APS) with its registered office at ${a.registeredOffice}, tax code ${a.taxCode}, e-mail ${a.email}. By using the site you accept these terms; if you do not, please do not use the services that need an account.`,
        "The Italian version of these terms prevails in case of doubt.",
      ],
    },
    {
      id: "account",
      heading: "Account",
      body: [
        'To request a membership card, buy tickets and use the personal area you need a personal account, activated through the link we send you by e-mail (valid for 15 minutes). You must give true and current details and keep your password safe: you are responsible for what happens with your account. You can delete the account at any time from the "Manage account" page.',
      ],
    },
    {
      id: "membership",
      heading: "Membership card",
      body: [
        "A membership request is an application to join the Association: it becomes valid only when our staff validate it, and lasts two years from validation. With the card you accept the Association's statute and rules, published in the legal menu. The Association may refuse the application or suspend the card in the cases set out in the statute.",
      ],
    },
    {
      id: "tickets",
      heading: "Tickets and events",
      body: [
        "Members-only events are open to members holding a valid card. You can pay online with Stripe or, where the event allows it, at the door. The ticket is personal, tied to your account and card, and carries a QR code checked at the entrance: a code already used does not work a second time.",
        "Seats are limited: the seat is yours once the payment is confirmed or, when paying at the door, once the booking is recorded. Refunds, cancellations and postponements follow the [refund policy](/refunds-en).",
        "During events please follow the staff's instructions. Anyone who puts safety or other people at risk may be asked to leave.",
      ],
    },
    {
      id: "petition",
      heading: "Petition",
      body: [
        "You may sign the petition once per e-mail address. A signature counts only after you confirm it through the link sent by e-mail, valid for 15 minutes. The public counter shows the number of confirmed signatures, never the names.",
      ],
    },
    {
      id: "contributions",
      heading: "Contributions and messages",
      body: [
        "When you send us proposals or offers of volunteering or materials, you confirm that you have the right to do so and that the content does not infringe anyone else's rights. Sending a proposal does not oblige the Association to accept it.",
      ],
    },
    {
      id: "use",
      heading: "Fair use of the site",
      body: [
        {
          list: [
            "Do not use the site for unlawful purposes, to send spam or to collect other people's data.",
            "Do not try to reach areas or data you are not authorised to see, and do not overload the service with automated requests.",
            "Do not impersonate another person.",
          ],
        },
        "If these rules are broken we may suspend or close the account, without prejudice to your statutory rights.",
      ],
    },
    {
      id: "content",
      heading: "Content and intellectual property",
      body: [
        "The site's texts, images and marks belong to the Association or to their authors. You may share them for personal, non-commercial purposes, citing the source; any other use needs our written permission.",
      ],
    },
    {
      id: "liability",
      heading: "Availability and liability",
      body: [
        "We do our best to keep the site available and its information correct, but it may be interrupted for maintenance or external causes. Links to third-party sites are offered for convenience: we are not responsible for their content. Nothing in these terms limits the Association's liability for wilful misconduct or gross negligence, nor the rights the law grants to consumers.",
      ],
    },
    {
      id: "changes",
      heading: "Changes and governing law",
      body: [
        "We may update these terms; the version in force is the one published on this page, with the date of its last update. Italian law applies. For consumers, the courts of the consumer's place of residence or domicile have jurisdiction.",
      ],
    },
  ],
};
