import type { Messages } from "../messages";

export const consentEn: Messages["consent"] = {
  bannerLabel: "Cookie consent",
  bannerTitle: "Third-party content",
  bannerText:
    "We only use technical cookies. With your consent we also load the OpenStreetMap map and the radio stream, provided by third parties. You can change your mind at any time from “Cookie preferences”.",
  policyLink: "Cookie policy",
  acceptAll: "Accept all",
  rejectAll: "Reject all",
  preferences: "Preferences",
  dialogTitle: "Cookie preferences",
  dialogText:
    "Choose which third-party content you want to load. You can change your choice at any time; without consent you will see a placeholder instead.",
  essentialTitle: "Technical cookies",
  essentialText: "The site needs them to work, so they need no consent:",
  essential: {
    authrefToken: "keeps you signed in to your account (14 days)",
    lang: "remembers the language you chose (365 days)",
    consent: "remembers this choice (6 months)",
  },
  alwaysOn: "Always on",
  categories: {
    map: {
      title: "Map (OpenStreetMap)",
      text: "Shows the map on the “Where” page. Map tiles come from the OpenStreetMap Foundation's servers, which receive your IP address.",
    },
    media: {
      title: "Media (radio stream)",
      text: "Plays the live radio. The stream comes from the provider's server, which receives your IP address.",
    },
  },
  save: "Save preferences",
  close: "Close",
};
