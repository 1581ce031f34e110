import type { TicketType } from "~/db/schema";
import type { DoorMethod } from "~/domain/tickets/door-method";
import type { TicketState } from "~/domain/tickets/own.server";
import { priceInputValue } from "~/lib/money";
import { toRomeWallTime } from "~/lib/rome-time";
import { romeDateTime, toCsv } from "~/lib/spreadsheet";
import type { NightFee } from "./night-fees.server";
import type { NightSheet } from "./night-sheet.server";

/**
 * The night's sheet as one CSV for Italian Excel (ADR 044): one table, a row per ticket, card and
 * guest-list name, the list it comes from in the first column, so a spreadsheet sorts and filters
 * the whole door at once; then a row per membership fee taken during the night (ADR 053: the method
 * as its type, the receipt as its state, who took it as its note, when as its time). Words
 * (header, lists, types, states) come translated from the caller.
 */

export const NIGHT_COLUMNS = [
  "list",
  "name",
  "type",
  "code",
  "state",
  "price",
  "guests",
  "notes",
  "admittedAt",
] as const;
export type NightColumn = (typeof NIGHT_COLUMNS)[number];

export type NightCsvLabels = {
  columns: Record<NightColumn, string>;
  lists: { ticket: string; card: string; guest: string; fee: string };
  feeMethod: (method: DoorMethod) => string;
  ticketType: (type: TicketType) => string;
  ticketState: (state: TicketState) => string;
  /** "valid until 31/12/2027" for a card. */
  cardValidUntil: (date: string) => string;
  hasCard: string;
  noCard: string;
  locale: "it" | "en";
};

/** "31/12/2027": a date in Rome, as Italian Excel reads it. */
const sheetDate = (instant: Date) => romeDateTime(instant).slice(0, 10);

export function nightCsv(labels: NightCsvLabels, sheet: NightSheet, fees: readonly NightFee[] = []): string {
  const rows: string[][] = [
    ...sheet.tickets.map((ticket) => [
      labels.lists.ticket,
      ticket.holderName,
      labels.ticketType(ticket.type),
      ticket.code,
      labels.ticketState(ticket.state),
      priceInputValue(ticket.priceCents, labels.locale),
      "",
      "",
      ticket.admittedAt ? romeDateTime(ticket.admittedAt) : "",
    ]),
    ...sheet.cards.map((card) => [
      labels.lists.card,
      `${card.lastName} ${card.firstName}`,
      "",
      card.code,
      labels.cardValidUntil(sheetDate(card.validUntil)),
      "",
      "",
      "",
      "",
    ]),
    ...sheet.guests.map((entry) => [
      labels.lists.guest,
      entry.name,
      "",
      entry.member?.code ?? "",
      entry.hasMembership || entry.member ? labels.hasCard : labels.noCard,
      "",
      String(entry.guests),
      entry.notes ?? "",
      entry.checkIn ? romeDateTime(entry.checkIn.at) : "",
    ]),
    ...fees.map((fee) => [
      labels.lists.fee,
      fee.member,
      labels.feeMethod(fee.method),
      fee.code,
      fee.receipt ?? "",
      priceInputValue(fee.amountCents, labels.locale),
      "",
      fee.takenBy ?? "",
      romeDateTime(fee.takenAt),
    ]),
  ];
  return toCsv(
    NIGHT_COLUMNS.map((column) => labels.columns[column]),
    rows,
  );
}

/** A file name's part from an event's title: "Concerto d'autunno!" → "concerto-d-autunno". */
export function titleSlug(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return slug;
}

/**
 * `porta-2026-11-28-concerto.csv`: the word for the door, the event's Rome date and its title (left
 * out when it has no letter or digit a file name can keep).
 */
export function nightFileName(prefix: string, event: { title: string; startsAt: Date }): string {
  const slug = titleSlug(event.title);
  return `${[prefix, toRomeWallTime(event.startsAt).slice(0, 10), slug].filter(Boolean).join("-")}.csv`;
}
