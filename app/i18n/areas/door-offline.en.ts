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
  noticeList:
    "Offline — names are let in on the copy of the list from {{time}}; a name could be let in twice by two offline phones. Adding or changing names needs the connection.",
  noCopyList:
    "Offline, and this phone has no copy of this list: it cannot let names in. Connect to the network (Wi-Fi or mobile data) to go on.",
  pendingList_one: "{{count}} entry waiting to be sent.",
  pendingList_other: "{{count}} entries waiting to be sent.",
  list: {
    heading: "Guest list (offline copy)",
    search: "Search a name",
    empty: "No names on the list.",
    emptySearch: "No name contains “{{q}}”.",
    letIn: "Let in",
    letInLocal: "Let in at {{time}} on this phone, waiting to be sent.",
    undo: "Undo",
    undone: "Entry of {{name}} undone.",
    undoSent: "This entry has been sent already: undoing it needs the connection.",
    done: "{{name}} let in.",
  },
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
    guestConflict: "{{name}} (guest list) was already let in at {{time}} by {{operator}}.",
    guestOverruled: "{{name}} (guest list) was let in offline, but {{reason}}",
    guestReasons: {
      "guest-not-found": "the name has been removed from the list meanwhile.",
      "guest-too-many": "the listed guests were lowered meanwhile: record the entry again.",
    },
    unknownName: "a name",
    close: "Close",
  },
};
