import type { Messages } from "../messages";
import { memberLabelsEn } from "./member-labels.en";

/** English strings of the door's membership check. */
export const validateEn: Messages["validate"] = {
  scannerHeading: "Scan the card",
  codeLabel: "Card code",
  codeHint: "Type the code printed on the card, or use a connected scanner: it sends with Enter.",
  check: "Check",
  checking: "Checking…",
  ready: "Ready: show the card's QR code to the camera or enter the code.",
  resultHeading: "Result",
  verdict: { ...memberLabelsEn.states, unknown: "Unknown card" },
  detail: {
    valid: "Valid until {{date}}",
    expired: "Expired on {{date}}",
    voided: "Voided: {{reason}}",
    requested: "Request not approved yet: you can approve it now, after checking an ID document.",
    renewal:
      "Renewal: the person is already a member and keeps their number. You can approve it now, after checking an ID document.",
    rejected: "Request rejected: no entry.",
    unknown: "No card has the code {{code}}. Check the code or try again.",
  },
  card: {
    request: "Request",
    renewal: "Renewal of the card",
    code: "Code",
    type: "Type",
    category: "Category",
    validFrom: "Valid from",
    validUntil: "Valid until",
  },
  admit: "Approve now",
  admitting: "Approving…",
  admitted: "Card approved.",
  next: "Next",
  holds: "The verdict stays until the next code is read; “Next” or Esc clears it.",
  failed: "The check did not go through: check the connection and try again.",
  retry: "Try again",
  tooManyScans_one: "Too many scans from this device in a short time: wait {{count}} second, then try again.",
  tooManyScans_other:
    "Too many scans from this device in a short time: wait {{count}} seconds, then try again.",
  visitor: {
    heading: "Member of another circolo",
    intro:
      "People holding the card of another circolo of the same network (ARCI, for example) may come in: record their name, network and card number.",
    name: "Full name",
    network: "Network or association",
    card: "Card number",
    submit: "Record the entry",
    recorded: "Entry of {{name}} recorded.",
  },
  log: {
    heading: "Today's door log",
    empty: "No entries yet today.",
    time: "Time",
    name: "Name",
    code: "Code",
    result: "Result",
    operator: "Operator",
    visitor: "Other circolo ({{network}})",
  },
  errors: {
    code: "Enter the card code",
    notFound: "This card no longer exists.",
    voided: "The card is voided: it cannot be approved.",
  },
};
