import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isReferenceViolation, pgErrorCode, pgErrorConstraint } from "../../app/db/client.server";
import { buildStaff, buildUser } from "../../app/db/demo/accounts";
import { buildEvent } from "../../app/db/demo/events";
import { buildMembership } from "../../app/db/demo/memberships";
import { buildGuestEntry, buildOrder, buildTicket } from "../../app/db/demo/tickets";
import {
  checkIns,
  events,
  guestListEntries,
  homeContent,
  homeFeaturedEvents,
  memberships,
  orders,
  petitionSignatures,
  sessions,
  staff,
  tickets,
  users,
} from "../../app/db/schema";
import { setupTestDb } from "../setup/test-db";

const t = setupTestDb({ emptyEach: true });

/** Asserts the database refused the statement with the given SQLSTATE and, if given, constraint. */
async function expectRefusal(statement: PromiseLike<unknown>, code: string, constraint?: string) {
  const error = await failureOf(statement);
  expect(pgErrorCode(error)).toBe(code);
  if (constraint) expect(pgErrorConstraint(error)).toBe(constraint);
}

async function failureOf(statement: PromiseLike<unknown>): Promise<unknown> {
  const error = await Promise.resolve(statement).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, "the database accepted a statement it should refuse").toBeDefined();
  return error;
}

const UNIQUE = "23505";
const CHECK = "23514";
const INVALID_ENUM = "22P02";

async function insertEvent(overrides: Parameters<typeof buildEvent>[0] = {}) {
  const [row] = await t.db.insert(events).values(buildEvent(overrides)).returning();
  if (!row) throw new Error("no event");
  return row;
}

async function insertTicket() {
  const event = await insertEvent({ isPaid: true, priceCents: 1000, seats: 50 });
  const [order] = await t.db
    .insert(orders)
    .values(buildOrder({ eventId: event.id }))
    .returning();
  if (!order) throw new Error("no order");
  const [ticket] = await t.db
    .insert(tickets)
    .values(buildTicket({ orderId: order.id, eventId: event.id }))
    .returning();
  if (!ticket) throw new Error("no ticket");
  return { event, order, ticket };
}

async function insertMembership() {
  const [row] = await t.db.insert(memberships).values(buildMembership("valid")).returning();
  if (!row) throw new Error("no membership");
  return row;
}

describe("e-mail uniqueness", () => {
  it("refuses the same staff e-mail in another letter case", async () => {
    await t.db.insert(staff).values(buildStaff({ email: "Anna.Neri@Example.org" }));
    await expectRefusal(
      t.db.insert(staff).values(buildStaff({ email: "anna.neri@example.ORG" })),
      UNIQUE,
      "staff_email_lower_unique",
    );
  });

  it("refuses the same user e-mail in another letter case", async () => {
    await t.db.insert(users).values(buildUser({ email: "luca@example.org" }));
    await expectRefusal(
      t.db.insert(users).values(buildUser({ email: "LUCA@example.org" })),
      UNIQUE,
      "users_email_lower_unique",
    );
  });

  it("allows one e-mail as both a staff member and a public user", async () => {
    await t.db.insert(staff).values(buildStaff({ email: "marta@example.org" }));
    await t.db.insert(users).values(buildUser({ email: "Marta@example.org" }));
    const [s] = await t.db.select({ n: sql<number>`count(*)::int` }).from(staff);
    const [u] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect([s?.n, u?.n]).toEqual([1, 1]);
  });

  it("frees a deleted account's e-mail for a new registration", async () => {
    await t.db.insert(users).values(buildUser({ email: "sara@example.org", deletedAt: new Date() }));
    await t.db.insert(users).values(buildUser({ email: "sara@example.org" }));
  });

  it("accepts one petition signature per e-mail", async () => {
    const signature = {
      firstName: "Irene",
      lastName: "Costa",
      expiresAt: new Date(Date.now() + 900_000),
      privacyConsentAt: new Date(),
    };
    await t.db.insert(petitionSignatures).values({ ...signature, email: "irene@example.org" });
    await expectRefusal(
      t.db.insert(petitionSignatures).values({ ...signature, email: "Irene@Example.org" }),
      UNIQUE,
      "petition_signatures_email_lower_unique",
    );
  });

  it("refuses an access level outside 0..2", async () => {
    await expectRefusal(
      t.db.insert(staff).values(buildStaff({ accessLevel: 3 })),
      CHECK,
      "staff_access_level_check",
    );
  });
});

describe("events", () => {
  it("refuses a colour outside the spec's list", async () => {
    const insertWithColours = (colour: string, background: string) =>
      t.db.execute(sql`
        insert into events (title, starts_at, ends_at, colour, background_colour)
        values ('Concerto', now(), now() + interval '2 hours', ${colour}, ${background})`);
    await expectRefusal(insertWithColours("red", "white"), INVALID_ENUM);
    await expectRefusal(insertWithColours("white", "grey"), INVALID_ENUM);
    await insertWithColours("lightblue", "darkred");
  });

  it("refuses an end before or equal to the start", async () => {
    const startsAt = new Date("2026-05-10T19:00:00Z");
    await expectRefusal(
      t.db.insert(events).values(buildEvent({ startsAt, endsAt: new Date("2026-05-10T18:00:00Z") })),
      CHECK,
      "events_dates_check",
    );
    await expectRefusal(
      t.db.insert(events).values(buildEvent({ startsAt, endsAt: startsAt })),
      CHECK,
      "events_dates_check",
    );
  });

  it("refuses a paid event without a price, and negative prices or seats", async () => {
    await expectRefusal(
      t.db.insert(events).values(buildEvent({ isPaid: true, priceCents: 0 })),
      CHECK,
      "events_paid_price_check",
    );
    await expectRefusal(
      t.db.insert(events).values(buildEvent({ isPaid: false, priceCents: -100 })),
      CHECK,
      "events_price_check",
    );
    await expectRefusal(t.db.insert(events).values(buildEvent({ seats: -1 })), CHECK, "events_seats_check");
    await insertEvent({ isPaid: true, priceCents: 1, seats: 0 });
  });
});

describe("check-ins", () => {
  it("admits a ticket once; a second scan is refused and a repeated nonce is caught", async () => {
    const { event, ticket } = await insertTicket();
    const scan = { kind: "ticket" as const, listKey: event.id, ticketId: ticket.id };
    await t.db.insert(checkIns).values({ ...scan, clientNonce: "scan-1" });
    await expectRefusal(
      t.db.insert(checkIns).values({ ...scan, clientNonce: "scan-2" }),
      UNIQUE,
      "check_ins_ticket_unique",
    );
    await expectRefusal(
      t.db.insert(checkIns).values({ ...scan, clientNonce: "scan-1" }),
      UNIQUE,
      "check_ins_client_nonce_unique",
    );
  });

  it("admits a membership once per list, and again on another list", async () => {
    const membership = await insertMembership();
    const scan = { kind: "membership" as const, membershipId: membership.id };
    await t.db.insert(checkIns).values({ ...scan, listKey: "door" });
    await expectRefusal(
      t.db.insert(checkIns).values({ ...scan, listKey: "door" }),
      UNIQUE,
      "check_ins_membership_list_unique",
    );
    await t.db.insert(checkIns).values({ ...scan, listKey: "event:concerto" });
  });

  it("admits a guest-list entry once", async () => {
    const event = await insertEvent();
    const [entry] = await t.db
      .insert(guestListEntries)
      .values(buildGuestEntry({ eventId: event.id }))
      .returning();
    const scan = { kind: "guest" as const, listKey: event.id, guestEntryId: entry?.id };
    await t.db.insert(checkIns).values(scan);
    await expectRefusal(t.db.insert(checkIns).values(scan), UNIQUE, "check_ins_guest_entry_unique");
  });

  it("refuses a check-in whose reference does not match its kind", async () => {
    const membership = await insertMembership();
    await expectRefusal(
      t.db.insert(checkIns).values({ kind: "ticket", listKey: "door", membershipId: membership.id }),
      CHECK,
      "check_ins_kind_check",
    );
    await expectRefusal(
      t.db.insert(checkIns).values({ kind: "guest", listKey: "door" }),
      CHECK,
      "check_ins_kind_check",
    );
  });
});

describe("memberships and sessions", () => {
  it("refuses a valid membership without validity dates, or ending before it starts", async () => {
    await expectRefusal(
      t.db.insert(memberships).values(buildMembership("requested", { status: "valid" })),
      CHECK,
      "memberships_valid_dates_check",
    );
    const valid = buildMembership("valid");
    await expectRefusal(
      t.db.insert(memberships).values({ ...valid, validUntil: valid.validFrom }),
      CHECK,
      "memberships_validity_check",
    );
  });

  it("refuses an Italian membership without a fiscal code", async () => {
    await expectRefusal(
      t.db
        .insert(memberships)
        .values(buildMembership("requested", { citizenship: "italian", fiscalCode: null })),
      CHECK,
      "memberships_identity_check",
    );
  });

  it("ties a public session to a user only and an internal one to staff only", async () => {
    const [user] = await t.db.insert(users).values(buildUser()).returning();
    const [member] = await t.db.insert(staff).values(buildStaff()).returning();
    const session = { tokenHash: "a".repeat(64), expiresAt: new Date(Date.now() + 3_600_000) };
    await expectRefusal(
      t.db.insert(sessions).values({ ...session, context: "public", staffId: member?.id }),
      CHECK,
      "sessions_owner_check",
    );
    await expectRefusal(
      t.db
        .insert(sessions)
        .values({ ...session, context: "internal", userId: user?.id, staffId: member?.id }),
      CHECK,
      "sessions_owner_check",
    );
    await t.db.insert(sessions).values({ ...session, context: "internal", kind: "api", staffId: member?.id });
  });

  it("keeps a single home content row", async () => {
    await t.db.insert(homeContent).values({ paragraphIt: "Ciao", paragraphEn: "Hello" });
    await expectRefusal(
      t.db.insert(homeContent).values({ id: 2, paragraphIt: "x", paragraphEn: "x" }),
      CHECK,
      "home_content_single_row_check",
    );
  });
});

describe("deletions", () => {
  it("keeps a deleted user's membership, unlinked, and drops their sessions", async () => {
    const [user] = await t.db.insert(users).values(buildUser()).returning();
    if (!user) throw new Error("no user");
    const [membership] = await t.db
      .insert(memberships)
      .values(buildMembership("valid", { userId: user.id }))
      .returning();
    await t.db.insert(sessions).values({
      context: "public",
      userId: user.id,
      tokenHash: "b".repeat(64),
      expiresAt: new Date(Date.now() + 3_600_000),
    });

    await t.db.delete(users).where(eq(users.id, user.id));

    const kept = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.id, membership?.id ?? ""));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.userId).toBeNull();
    expect(await t.db.select().from(sessions)).toHaveLength(0);
  });

  it("refuses to delete an event that has tickets", async () => {
    const { event } = await insertTicket();
    expect(isReferenceViolation(await failureOf(t.db.delete(events).where(eq(events.id, event.id))))).toBe(
      true,
    );
    expect(await t.db.select().from(events).where(eq(events.id, event.id))).toHaveLength(1);
  });

  it("deletes an event without tickets with its guest list and home placement", async () => {
    const event = await insertEvent();
    await t.db.insert(guestListEntries).values(buildGuestEntry({ eventId: event.id }));
    await t.db.insert(homeFeaturedEvents).values({ eventId: event.id });
    await t.db.delete(events).where(eq(events.id, event.id));
    expect(await t.db.select().from(guestListEntries)).toHaveLength(0);
    expect(await t.db.select().from(homeFeaturedEvents)).toHaveLength(0);
  });

  it("refuses to delete a membership that has been checked in", async () => {
    const membership = await insertMembership();
    await t.db.insert(checkIns).values({ kind: "membership", listKey: "door", membershipId: membership.id });
    const deletion = t.db.delete(memberships).where(eq(memberships.id, membership.id));
    expect(isReferenceViolation(await failureOf(deletion))).toBe(true);
  });
});
