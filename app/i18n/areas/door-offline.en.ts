import type { Messages } from "../messages";

/** English strings of the offline door (merged into en.ts under `doorOffline`, ADR 026). */
export const doorOfflineEn: Messages["doorOffline"] = {
  heading: "Offline",
  notice:
    "Offline — scans are checked against the copy from {{time}}; a ticket could be admitted twice by two offline phones.",
  noticeCards:
    "Offline — cards are checked against the copy from {{time}}; card codes typed by hand can only be checked online.",
  noCopy:
    "Offline, and this phone has no copy of this event: it cannot check tickets. Connect to the network (Wi-Fi or mobile data) to go on.",
  noCopyCards:
    "Offline, and this phone has no copy of the cards: it cannot check them. Connect to the network (Wi-Fi or mobile data) to go on.",
  noCopyScan: "No copy on this phone: checking needs the connection. Connect and try again.",
  pending_one: "{{count}} scan waiting to be sent.",
  pending_other: "{{count}} scans waiting to be sent.",
  copyReady: "Copy for offline use: from {{time}}, refreshed every minute.",
  copyPreparing: "Preparing the copy for offline use…",
  copyNone: "No copy for offline use: this event is not today.",
  checkedOnCopy: "Checked against the copy from {{time}}, offline.",
  payNeedsConnection: "Taking payment at the door needs the connection: take it once it is back.",
  admitNeedsConnection: "Admitting a request needs the connection.",
  notInCopy: "The copy of this event is incomplete: check this code once the connection is back.",
  typedCardCode: "Card codes typed by hand can only be checked online: scan the card's QR code.",
  cardNotInCopy: "Not among the valid cards of the copy: check online as soon as you can.",
  report: {
    sent_one: "Sent {{count}} scan made offline.",
    sent_other: "Sent {{count}} scans made offline.",
    conflicts_one: "{{count}} conflict:",
    conflicts_other: "{{count}} conflicts:",
    conflict: "the ticket of {{name}} was already let in at {{time}} by {{operator}}.",
    overruled: "the ticket of {{name}} was let in offline, but the server says: {{verdict}}.",
    refused_one: "{{count}} scan was too old and was not recorded.",
    refused_other: "{{count}} scans were too old and were not recorded.",
    someone: "another operator",
    unknownHolder: "a ticket",
    close: "Close",
  },
};
