import { association } from "./association";
import type { LegalDocument } from "./types";

const a = association("en");

export const eulaEn: LegalDocument = {
  lang: "en",
  title: "App licence (EULA)",
  lead: "The conditions under which you may install and use the centre's app on your device.",
  updated: "2026-11-22",
  sections: [
    {
      id: "scope",
      heading: "Scope",
      body: [
        `This licence covers the site's app that you can install from the browser (progressive web app), offered by ${a.name}, registered office ${a.registeredOffice}, tax code ${a.taxCode} (the "Association"). The app shows the same content and services as the site, which remain governed by the [terms and conditions](/terms-en) and the [privacy policy](/privacy-en).`,
      ],
    },
    {
      id: "licence",
      heading: "Licence",
      body: [
        "The Association grants you a free, personal, non-exclusive, non-transferable and revocable licence to install and use the app on your devices for personal, non-commercial purposes.",
      ],
    },
    {
      id: "limits",
      heading: "What you may not do",
      body: [
        {
          list: [
            "Sell, rent or sublicense the app.",
            "Modify it, or distribute altered versions presented as the Association's.",
            "Use it to get around access controls, usage limits or ticket checks.",
          ],
        },
        "Open-source components included in the app remain under their own licences, which prevail over this one for those components.",
      ],
    },
    {
      id: "updates",
      heading: "Updates and data",
      body: [
        "The app updates itself through the browser whenever we publish a new version of the site. It keeps on your device only what it needs to work, as described in the [cookie policy](/cookies-en).",
      ],
    },
    {
      id: "warranty",
      heading: "Warranty and liability",
      body: [
        "The app is provided free of charge and as is. To the extent the law allows, the Association does not warrant that it is free of errors or always available; liability for wilful misconduct or gross negligence (art. 1229 of the Italian Civil Code) remains, and your rights as a consumer are not affected.",
      ],
    },
    {
      id: "term",
      heading: "Duration and governing law",
      body: [
        `The licence lasts as long as the app stays installed; it ends when you uninstall it or if you break these conditions. Italian law applies. For questions write to ${a.email}.`,
      ],
    },
  ],
};
