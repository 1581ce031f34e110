import type { Messages } from "../messages";

/** English strings of the guest list on the scanner screen (merged into en.ts under `doorGuests`). */
export const doorGuestsEn: Messages["doorGuests"] = {
  heading: "Guest list",
  lead: "Find a name of the event's guest list (first or last name) and let them in with the guests who came.",
  search: "Name on the list",
  find: "Find",
  searching: "Searching…",
  none: "No name on the guest list matches “{{q}}”.",
  more: "More names match: type more of the name.",
  failed: "The guest list could not be reached: check the connection and try again.",
  results: "Names found",
  guestsNone: "No guests listed",
  guestsListed: "Guests listed: {{count}}",
  card: "Card {{code}}",
  cardOther: "Card of another circolo",
  arrivedGuests: "Guests who came (of {{listed}})",
  letIn: "Let in",
  letting: "Recording…",
  arrivedAlone: "In at {{time}} ({{operator}}).",
  arrived_one: "In at {{time}} ({{operator}}) with {{count}} guest.",
  arrived_other: "In at {{time}} ({{operator}}) with {{count}} guests.",
  offline:
    "Without a connection, names of the list are let in on the guest list's page, which keeps a copy on the phone.",
  openList: "Open the guest list",
  verdict: { "let-in": "Let in", "already-in": "Already in" },
  detail: {
    letInAlone: "On the guest list.",
    alreadyInAlone: "Let in at {{time}} by {{operator}}.",
    "let-in_one": "On the guest list, with {{count}} guest.",
    "let-in_other": "On the guest list, with {{count}} guests.",
    "already-in_one": "Let in at {{time}} by {{operator}}, with {{count}} guest.",
    "already-in_other": "Let in at {{time}} by {{operator}}, with {{count}} guests.",
  },
};
