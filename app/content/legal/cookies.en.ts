import { association } from "./association";
import type { LegalDocument } from "./types";

const a = association("en");

export const cookiesEn: LegalDocument = {
  lang: "en",
  title: "Cookie policy",
  lead: "Which cookies and similar technologies this site uses, why, for how long, and how to choose what to allow.",
  updated: "2026-11-27",
  sections: [
    {
      id: "controller",
      heading: "Who is responsible",
      body: [
        `This site is run by ${a.name}, an Italian association for social promotion (APS) with its registered office at ${a.registeredOffice}, tax code ${a.taxCode} (the "Association"). For any question about this policy write to ${a.email}.`,
        "This policy follows the guidelines on cookies and other tracking tools issued by the Italian data protection authority (Garante per la protezione dei dati personali) on 10 June 2021, and complements the [privacy policy](/privacy-en).",
      ],
    },
    {
      id: "what",
      heading: "What cookies are",
      body: [
        "Cookies are small text files that a site stores in your browser and that the browser sends back on later visits. Similar tools, such as the browser's local storage (localStorage), keep information on your device without sending it to the server.",
        "Technical cookies make the site work and need no consent (art. 122 of the Italian Privacy Code, Legislative Decree 196/2003). Any other tool needs your prior consent.",
      ],
    },
    {
      id: "technical",
      heading: "Technical cookies we use",
      body: [
        "We use first-party technical cookies only. We use no analytics, profiling or advertising cookies, and no third-party tools that follow you across other sites.",
        {
          table: [
            ["Name", "Purpose", "Duration"],
            [
              "authrefToken",
              "Keeps you signed in to your personal area or to the staff area (signed, HttpOnly cookie)",
              "14 days",
            ],
            ["lang", "Remembers the language chosen with the language switcher", "365 days"],
            [
              "consent",
              "Remembers your choices about the third-party content described on this page",
              "6 months",
            ],
            [
              "colour-mode (localStorage)",
              "Remembers light, dark or system mode; it stays on your device and is never sent to the server",
              "Until you clear it",
            ],
            [
              "door-camera (localStorage)",
              "Only on the devices staff use at the door: remembers the camera chosen to read membership cards; it stays on the device and is never sent to the server",
              "Until you clear it",
            ],
            [
              "pwa-install-dismissed, pwa-ios-dismissed (localStorage)",
              "Remember that you closed the invitation to install the app (public or staff), so it does not come back; they stay on your device and are never sent to the server",
              "Until you clear them",
            ],
            [
              "agora-public-…, agora-staff-… (Cache Storage, service worker)",
              "Copies of the site's files (scripts, styles, fonts, the “You are offline” page) so the app opens without a network; no personal data. Only on staff devices: the door pages, deleted at logout",
              "Until the site's next update or logout",
            ],
            [
              "agora-member-… (Cache Storage)",
              "Only for signed-in members: the copy of your own membership card and tickets, with their QR codes, to show them at the door without a connection (see the [privacy policy](/privacy-en)); never sent to the server",
              "Until you log out or someone else signs in; at most until the card expires or the event ends",
            ],
          ],
        },
      ],
    },
    {
      id: "third-parties",
      heading: "Third-party content",
      body: [
        "Some pages can show content provided by others. Your browser downloads it directly from them, so they receive your IP address and technical data about your browser. That is why we load it only after your consent; until then you see a box with a button to allow it.",
        {
          list: [
            'Maps: the map tiles on the "Where we are" page come from the OpenStreetMap servers (OpenStreetMap Foundation, United Kingdom, a country covered by an adequacy decision of the European Commission).',
            'Media: the live broadcast on the "Radio" page is streamed from the server of the audio streaming provider.',
          ],
        },
        "These providers process the data as independent controllers under their own policies.",
      ],
    },
    {
      id: "preferences",
      heading: "Your preferences",
      body: [
        "You can give, refuse or withdraw consent for each category at any time from this section. Withdrawing consent does not affect what happened before.",
        {
          list: [
            "Necessary: the technical cookies described above. They are always on because the site does not work without them.",
            'Maps: the OpenStreetMap tiles on the "Where we are" page.',
            'Media: the live audio on the "Radio" page.',
          ],
        },
        "Your choice is kept in the consent cookie for six months; after that we will ask you again. You can also delete cookies in your browser settings: we will then ask for your preferences on your next visit.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      body: [
        `You can exercise the rights under articles 15–22 of Regulation (EU) 2016/679 by writing to ${a.email}. You also have the right to lodge a complaint with the Garante per la protezione dei dati personali. All the details are in the [privacy policy](/privacy-en).`,
      ],
    },
  ],
};
