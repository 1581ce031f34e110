import { describe, expect, it, vi } from "vitest";
import { doorQrSvg } from "~/domain/door/tokens.server";
import type { OwnCard } from "~/domain/memberships/own.server";
import type { OwnTicket } from "~/domain/tickets/own.server";
import { en } from "~/i18n/en";
import { it as itMessages } from "~/i18n/it";
import { isUserAreaPage, memberCacheName, memberCaches, memberPageOf } from "~/pwa/cache-rules";
import {
  CARD_COPY_PATH,
  COPY_VERSION,
  cardCopyOf,
  isCurrent,
  isQrSvg,
  parseCopy,
  ticketCopyOf,
  ticketCopyPath,
} from "~/pwa/member-copy";
import { cardPageHtml, keptLinks, keptSection, memberTextsOf, ticketPageHtml } from "~/pwa/member-page";
import { networkWithin } from "~/pwa/worker/patience";

/** A member's copies of their card and tickets, and the pages the worker draws from them (ADR 043). */

const NOW = new Date("2026-11-28T20:30:00Z");
const TICKET_ID = "0b6f3f52-5c39-4a7e-9d0f-1d2f3a4b5c6d";

async function card(overrides: Partial<OwnCard> = {}): Promise<OwnCard> {
  return {
    id: "card-id",
    registerNumber: 12,
    code: "EEHMC7W4",
    type: "events",
    category: "ordinary",
    firstName: "Sara",
    lastName: "Esposito",
    state: "valid",
    requestedAt: "2026-04-10T10:00:00.000Z",
    validFrom: "2026-04-14T10:00:00.000Z",
    validUntil: "2028-04-14T10:00:00.000Z",
    rejectionReason: null,
    renews: null,
    qrSvg: await doorQrSvg("ABCDEFGHJKLMNPQRSTUVWXYZ"),
    ...overrides,
  };
}

async function ticket(overrides: Partial<OwnTicket> = {}): Promise<OwnTicket> {
  return {
    id: TICKET_ID,
    orderId: "order-1",
    code: "ABCDEFGHJK",
    eventId: "event-1",
    eventTitle: "Jazz <night> & more",
    eventTitleLang: "it",
    eventStartsAt: "2026-11-28T20:00:00.000Z",
    eventEndsAt: "2026-11-28T23:00:00.000Z",
    holderName: "Sara Esposito",
    type: "standard",
    state: "valid",
    priceCents: 1200,
    purchasedAt: "2026-11-20T10:00:00.000Z",
    paidAt: "2026-11-20T10:00:00.000Z",
    isPast: false,
    qrSvg: await doorQrSvg("TICKETTOKEN23456789ABCDE"),
    ...overrides,
  };
}

describe("which pages the public worker answers", () => {
  it("answers every navigation to the user area, and knows the card and ticket pages", () => {
    for (const path of ["/u", "/u/", "/u/login", "/en/u", "/en/u/membership", "/u/ticket/x"]) {
      expect(isUserAreaPage(path), path).toBe(true);
    }
    for (const path of ["/used-books", "/internal", "/en/internal/validate", "/en/used"]) {
      expect(isUserAreaPage(path), path).toBe(false);
    }
    expect(memberPageOf("/u/membership")).toEqual({ kind: "card" });
    expect(memberPageOf("/en/u/membership/")).toEqual({ kind: "card" });
    expect(memberPageOf(`/u/ticket/${TICKET_ID}`)).toEqual({ kind: "ticket", id: TICKET_ID });
    expect(memberPageOf(`/en/u/ticket/${TICKET_ID.toUpperCase()}`)).toEqual({
      kind: "ticket",
      id: TICKET_ID,
    });
    for (const path of [
      "/u",
      "/u/membership.data",
      "/u/ticket/12",
      `/u/ticket/${TICKET_ID}/x`,
      "/internal/membership",
    ]) {
      expect(memberPageOf(path), path).toBeNull();
    }
  });

  it("names the member's cache after them, and finds everyone else's", () => {
    const mine = memberCacheName("user-a");
    const names = [mine, memberCacheName("user-b"), "agora-public-precache-x", "agora-staff-it-pages-x"];
    expect(memberCaches(names)).toEqual([mine, "agora-member-user-b"]);
    expect(memberCaches(names, mine)).toEqual(["agora-member-user-b"]);
  });
});

describe("copies", () => {
  it("keep a card or ticket that opens the door, with the QR the server drew", async () => {
    const copy = cardCopyOf(await card(), NOW);
    expect(copy?.card.code).toBe("EEHMC7W4");
    expect(copy?.savedAt).toBe(NOW.toISOString());
    // Nothing beyond what the card shows.
    expect(Object.keys(copy?.card ?? {}).sort()).toEqual(
      [
        "category",
        "code",
        "firstName",
        "lastName",
        "qrSvg",
        "registerNumber",
        "requestedAt",
        "state",
        "type",
        "validFrom",
        "validUntil",
      ].sort(),
    );
    expect(
      cardCopyOf(await card({ state: "requested", validFrom: null, validUntil: null }), NOW),
    ).not.toBeNull();
    expect(ticketCopyOf(await ticket(), NOW)?.ticket.id).toBe(TICKET_ID);
  });

  it("keep nothing of a card or ticket without a QR", async () => {
    expect(cardCopyOf(null, NOW)).toBeNull();
    expect(cardCopyOf(await card({ state: "expired", qrSvg: null }), NOW)).toBeNull();
    expect(ticketCopyOf(await ticket({ state: "cancelled", qrSvg: null }), NOW)).toBeNull();
  });

  it("take only the QR library's own markup as a QR", async () => {
    expect(isQrSvg(await doorQrSvg("A1B2C3"))).toBe(true);
    expect(isQrSvg('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')).toBe(false);
    const qr = await doorQrSvg("A1B2C3");
    expect(isQrSvg(qr.replace("<path", '<path onload="alert(1)"'))).toBe(false);
    expect(isQrSvg(qr.replace("</svg>", "<image href='x'/></svg>"))).toBe(false);
    expect(isQrSvg(null)).toBe(false);
  });

  it("last until the card's last day or the event's end", async () => {
    const valid = cardCopyOf(await card(), NOW);
    const ending = cardCopyOf(await card({ validUntil: "2026-11-28T20:00:00.000Z" }), NOW);
    const requested = cardCopyOf(await card({ state: "requested", validUntil: null }), NOW);
    const tonight = ticketCopyOf(await ticket(), NOW);
    const yesterday = ticketCopyOf(await ticket({ eventEndsAt: "2026-11-27T23:00:00.000Z" }), NOW);
    if (!valid || !ending || !requested || !tonight || !yesterday) throw new Error("copies expected");
    expect(isCurrent(valid, NOW)).toBe(true);
    expect(isCurrent(ending, NOW)).toBe(false);
    expect(isCurrent(requested, NOW)).toBe(true);
    expect(isCurrent(tonight, NOW)).toBe(true);
    expect(isCurrent(yesterday, NOW)).toBe(false);
  });

  it("are read back only when whole and of this version", async () => {
    const copy = cardCopyOf(await card(), NOW);
    expect(parseCopy(JSON.parse(JSON.stringify(copy)))).toEqual(copy);
    expect(parseCopy({ ...copy, v: COPY_VERSION + 1 })).toBeNull();
    expect(parseCopy({ ...copy, card: { ...copy?.card, qrSvg: "<svg/>" } })).toBeNull();
    expect(parseCopy(null)).toBeNull();
    expect(parseCopy("text")).toBeNull();
    expect(CARD_COPY_PATH).not.toBe(ticketCopyPath(TICKET_ID));
  });
});

describe("pages drawn from the copies", () => {
  const texts = { it: memberTextsOf(itMessages), en: memberTextsOf(en) };

  it("show the card in the page's language, with its QR and nothing unescaped", async () => {
    const source = await card({ firstName: '<b>"Sara"</b>' });
    const copy = cardCopyOf(source, NOW);
    if (!copy) throw new Error("copy expected");
    const html = cardPageHtml(copy, "en", texts.en, []);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(source.qrSvg ?? "");
    expect(html).toContain("&lt;b&gt;&quot;Sara&quot;&lt;/b&gt; Esposito");
    expect(html).not.toContain("<b>");
    expect(html).toContain("Valid until");
    expect(html).toContain("14 April 2028");
    expect(html).toContain(`aria-label="${en.membership.card.qrAlt.replace("{{code}}", "EEHMC7W4")}"`);
    const italian = cardPageHtml(copy, "it", texts.it, []);
    expect(italian).toContain('<html lang="it">');
    expect(italian).toContain("Valida fino al");
    expect(italian).toContain("14 aprile 2028");
    // The register's number, as the online card shows it.
    expect(italian).toContain('<dt>N. socio</dt><dd data-testid="membership-register-number">12</dd>');
    // The page runs nothing: no script, and a policy that would refuse one.
    expect(italian).not.toContain("<script");
  });

  it("show a ticket with its price and event in the page's language", async () => {
    const copy = ticketCopyOf(await ticket(), NOW);
    if (!copy) throw new Error("copy expected");
    const html = ticketPageHtml(copy, "it", texts.it, []);
    expect(html).toContain("Jazz &lt;night&gt; &amp; more");
    expect(html).toContain("12,00");
    expect(html).toContain(itMessages.tickets.states.valid);
  });

  it("keep the event's title as the page showed it, marked where it is not the page's language", async () => {
    const english = ticketCopyOf(await ticket({ eventTitle: "Jazz night", eventTitleLang: "en" }), NOW);
    if (!english) throw new Error("copy expected");
    expect(english.ticket).toMatchObject({ eventTitle: "Jazz night", eventTitleLang: "en" });
    expect(ticketPageHtml(english, "en", texts.en, [])).toContain('<h2 id="ticket-heading">Jazz night</h2>');
    expect(ticketPageHtml(english, "it", texts.it, [])).toContain(
      '<h2 id="ticket-heading" lang="en">Jazz night</h2>',
    );
    // The Italian title on the English page, and a copy saved before titles had a language: Italian.
    const italian = ticketCopyOf(await ticket({ eventTitle: "Serata jazz", eventTitleLang: "it" }), NOW);
    if (!italian) throw new Error("copy expected");
    const { eventTitleLang: _, ...older } = italian.ticket;
    for (const copy of [italian, { ...italian, ticket: older }]) {
      expect(parseCopy(JSON.parse(JSON.stringify(copy)))).not.toBeNull();
      expect(ticketPageHtml(copy, "en", texts.en, [])).toContain(
        '<h2 id="ticket-heading" lang="it">Serata jazz</h2>',
      );
      expect(ticketPageHtml(copy, "it", texts.it, [])).toContain('<h2 id="ticket-heading">Serata jazz</h2>');
    }
  });

  it("list what is kept, card first, then tickets by date, as links in the page's language", async () => {
    const later = ticketCopyOf(
      await ticket({
        id: "11111111-2222-4333-8444-555555555555",
        eventTitle: "Later $& night",
        eventStartsAt: "2026-12-05T20:00:00.000Z",
        eventEndsAt: "2026-12-05T23:00:00.000Z",
      }),
      NOW,
    );
    const sooner = ticketCopyOf(await ticket(), NOW);
    const cardCopy = cardCopyOf(await card(), NOW);
    if (!later || !sooner || !cardCopy) throw new Error("copies expected");
    const links = keptLinks([later, sooner, cardCopy], "en", texts.en);
    expect(links.map((link) => link.href)).toEqual([
      "/en/u/membership",
      `/en/u/ticket/${TICKET_ID}`,
      "/en/u/ticket/11111111-2222-4333-8444-555555555555",
    ]);
    expect(links[2]?.label).toBe("Ticket: Later $& night, 5 December 2026");
    expect(keptLinks([cardCopy], "it", texts.it)).toEqual([
      { href: "/u/membership", label: "La tua tessera" },
    ]);
    expect(keptSection([], texts.it)).toBe("");
    expect(keptSection(links, texts.en)).toContain("Saved on this device");
  });
});

describe("how long a member's page waits for the network", () => {
  const later = <T>(ms: number, value: T, fail = false) =>
    new Promise<T>((resolve, reject) =>
      setTimeout(() => (fail ? reject(new Error("offline")) : resolve(value)), ms),
    );

  it("takes the network's answer in time, the copy when it fails or is late", async () => {
    vi.useFakeTimers();
    try {
      const fast = networkWithin(later(1_000, "network"), 5_000, () => "copy");
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(fast).resolves.toBe("network");
      const failed = networkWithin(later(100, "network", true), 5_000, () => "copy");
      await vi.advanceTimersByTimeAsync(100);
      await expect(failed).resolves.toBe("copy");
      const slow = networkWithin(later(30_000, "network"), 5_000, () => "copy");
      await vi.advanceTimersByTimeAsync(5_000);
      await expect(slow).resolves.toBe("copy");
      await vi.advanceTimersByTimeAsync(30_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
