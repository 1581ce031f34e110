import type { TicketVerdict } from "~/db/schema";
import type { DoorAnswer } from "~/domain/memberships/door-answer";
import { membershipState } from "~/domain/memberships/state";
import type { TicketAnswer } from "~/domain/tickets/ticket-answer.server";
import { CARD_CODE_LENGTH } from "./code";
import type { CardCopy, CopyGuestEntry, CopyTicket, GuestListCopy, TicketCopy } from "./offline-contract";
import type { LocalGuestCheckIn, LocalUse } from "./offline-queue";

/*
 * The door's verdicts on a phone's own copy (ADR 026): the same answers as the server's, from the
 * copy taken while online and the admissions this phone made since. Pure, so tests run it directly.
 */

/**
 * SHA-256 of a code read as the server reads it (`normaliseDoorCode`), as lower-case hex: what the
 * copy keeps instead of the token.
 */
export async function hashDoorCode(folded: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(folded));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The offline answer has one more case than the server's: a code the copy cannot speak for. */
export type OfflineTicketAnswer = TicketAnswer & { scannedAt: string; offline: true; notInCopy: boolean };

/**
 * The verdict on `hash` (the scanned code's SHA-256) against the copy of one event: unknown when the
 * copy lacks it, the ticket's refusal when it is cancelled, refunded or unpaid, already used when the
 * server or this phone let it in, admitted otherwise (the caller records that admission).
 */
export function localTicketAnswer(
  copy: TicketCopy,
  byHash: ReadonlyMap<string, CopyTicket>,
  uses: ReadonlyMap<string, LocalUse>,
  scan: { code: string; hash: string; at: Date },
): OfflineTicketAnswer {
  const entry = byHash.get(scan.hash);
  const base = { code: scan.code, scannedAt: scan.at.toISOString(), offline: true as const };
  if (!entry) {
    return {
      ...base,
      verdict: "unknown",
      ticket: null,
      usedAt: null,
      usedBy: null,
      usedById: null,
      notInCopy: !copy.complete,
    };
  }
  const used = entry.usedAt ? { at: entry.usedAt, by: entry.usedBy ?? "" } : (uses.get(entry.h) ?? null);
  let verdict: TicketVerdict;
  if (entry.state === "cancelled" || entry.state === "refunded" || entry.state === "unpaid")
    verdict = entry.state;
  else verdict = used ? "already-used" : "admitted";
  return {
    ...base,
    verdict,
    notInCopy: false,
    ticket: {
      id: entry.id,
      orderId: entry.orderId,
      buyerName: entry.holderName,
      eventId: copy.event.id,
      eventTitle: copy.event.title,
      eventTitleEn: copy.event.titleEn ?? null,
      eventStartsAt: copy.event.startsAt,
      type: entry.type,
      state: entry.state,
      priceCents: entry.priceCents,
      purchasedAt: entry.purchasedAt,
      paidAt: entry.paidAt ?? null,
    },
    usedAt: verdict === "admitted" ? scan.at.toISOString() : (used?.at ?? null),
    usedBy: verdict === "admitted" ? null : used?.by || null,
    usedById: verdict === "admitted" ? copy.staffId : (entry.usedById ?? (used ? copy.staffId : null)),
  };
}

/** The membership door's offline answer; `typedCode` when a card code was typed (not in the copy). */
export type OfflineCardAnswer = DoorAnswer & { offline: true; typedCode: boolean };

/**
 * The verdict on a card against the copy: the copy holds the cards that can be shown today by their
 * QR token's hash. A typed card code (8 characters) is not in it: its hash could be reversed by
 * trying every code, so only the server checks those.
 */
export function localCardAnswer(
  byHash: ReadonlyMap<string, CardCopy["cards"][number]>,
  scan: { code: string; hash: string; at: Date },
): OfflineCardAnswer {
  const card = byHash.get(scan.hash);
  const typedCode = !card && scan.code.length > 0 && scan.code.length <= CARD_CODE_LENGTH;
  const base = { code: scan.code, scannedAt: scan.at.toISOString(), offline: true as const, typedCode };
  if (!card) return { ...base, verdict: "unknown", card: null };
  const dates = {
    status: card.status,
    validUntil: card.validUntil ? new Date(card.validUntil) : null,
    voidedAt: card.voidedAt ? new Date(card.voidedAt) : null,
  };
  return {
    ...base,
    verdict: membershipState(dates, scan.at),
    card: {
      id: card.id,
      firstName: card.firstName,
      lastName: card.lastName,
      code: "",
      type: card.type,
      category: card.category,
      validFrom: card.validFrom,
      validUntil: card.validUntil,
      voidedAt: card.voidedAt,
      voidReason: card.voidReason,
      rejectedAt: card.rejectedAt,
    },
  };
}

/** A name on the offline list: as in the copy, with this phone's own check-in if it made one. */
export type OfflineGuestEntry = CopyGuestEntry & { local: LocalGuestCheckIn | null };

/** The list as the door sees it offline: the copy's names, each with the check-in known on the phone. */
export function offlineGuestList(
  copy: GuestListCopy,
  local: ReadonlyMap<string, LocalGuestCheckIn>,
): { entries: OfflineGuestEntry[]; totals: { entries: number; people: number; arrived: number } } {
  const entries = copy.entries.map((entry) => ({
    ...entry,
    local: entry.checkIn ? null : (local.get(entry.id) ?? null),
  }));
  const totals = { entries: entries.length, people: 0, arrived: 0 };
  for (const entry of entries) {
    totals.people += 1 + entry.guests;
    const arrived = entry.checkIn ?? entry.local;
    if (arrived) totals.arrived += 1 + arrived.guests;
  }
  return { entries, totals };
}

export type OfflineGuestAnswer =
  | { ok: true; name: string; guests: number }
  | { ok: false; code: "not-found" }
  | { ok: false; code: "too-many"; listed: number }
  | { ok: false; code: "already-checked-in"; at: string; by: string | null; guests: number };

/** Whether the copy lets `entryId` in with `guests` offline, as the server's check-in would answer. */
export function localGuestAnswer(
  copy: GuestListCopy,
  local: ReadonlyMap<string, LocalGuestCheckIn>,
  input: { entryId: string; guests: number },
): OfflineGuestAnswer {
  const entry = copy.entries.find((candidate) => candidate.id === input.entryId);
  if (!entry) return { ok: false, code: "not-found" };
  const arrived = entry.checkIn ?? local.get(entry.id) ?? null;
  if (arrived) return { ok: false, code: "already-checked-in", ...arrived, by: arrived.by };
  if (input.guests > entry.guests) return { ok: false, code: "too-many", listed: entry.guests };
  return { ok: true, name: entry.name, guests: input.guests };
}
