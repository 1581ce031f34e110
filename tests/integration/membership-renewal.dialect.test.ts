import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, membershipLog, memberships, users } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { numberAdmittedMemberships } from "~/domain/memberships/admission.server";
import { readMembershipCard } from "~/domain/memberships/card.server";
import { scanMembership } from "~/domain/memberships/door.server";
import { admitMembership, rejectMembership, voidMembership } from "~/domain/memberships/lifecycle.server";
import { ownMembership } from "~/domain/memberships/own.server";
import { sendRenewalReminders } from "~/domain/memberships/renewal-reminders.server";
import { requestMembership } from "~/domain/memberships/request.server";
import { membershipRequestSchema } from "~/domain/memberships/request-form";
import { formatRome } from "~/lib/rome-time";
import { buildUser } from "../../app/db/demo/accounts";
import { buildMembership } from "../../app/db/demo/memberships";
import { setupTestDb } from "../setup/test-db";

/**
 * Renewal (ADR 051): a reminder 30 days before a card ends and one on its last day, each once, in the
 * member's language, none for a card already renewed; the renewal on /u/membership keeps the register
 * number and gets a new validity.
 */

const test = setupTestDb({ emptyEach: true });
let staff: { staffId: string };
const DAY = 24 * 60 * 60 * 1000;
// Admitted on 15 December 2024 at 11:00 in Rome: the card ends on 15 December 2026 at 11:00.
const ADMITTED = new Date("2024-12-15T10:00:00Z");
const ENDS = new Date("2026-12-15T10:00:00Z");
const daysBefore = (days: number, hours = 0) => new Date(ENDS.getTime() - days * DAY - hours * 3600_000);

beforeEach(async () => {
  const created = await createStaff(test.db, {
    email: "gestione@agora.test",
    password: "a-good-password",
    firstName: "Giulia",
    lastName: "Neri",
    accessLevel: 1,
  });
  staff = { staffId: created.id };
});

let serial = 0;
/** A member with an account and a card admitted at `admitted` (two years' validity), numbered. */
async function member(options: { locale?: "it" | "en"; admitted?: Date; email?: string | null } = {}) {
  serial += 1;
  const email = `socio${serial}@agora.test`;
  const [user] = await test.db.insert(users).values(buildUser({ email })).returning();
  if (!user) throw new Error("no user");
  const admitted = options.admitted ?? ADMITTED;
  const until = new Date(admitted);
  until.setUTCFullYear(until.getUTCFullYear() + 2);
  const [card] = await test.db
    .insert(memberships)
    .values(
      buildMembership(
        "valid",
        {
          userId: user.id,
          email: options.email === undefined ? email : options.email,
          locale: options.locale ?? "it",
          requestedAt: new Date(admitted.getTime() - DAY),
          validatedAt: admitted,
          validFrom: admitted,
          validUntil: until,
        },
        { now: ADMITTED },
      ),
    )
    .returning();
  if (!card) throw new Error("no card");
  await numberAdmittedMemberships(test.db);
  const [numbered] = await test.db.select().from(memberships).where(eq(memberships.id, card.id));
  return { user, email, card: numbered ?? card };
}

const mailsTo = (to: string) => test.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
/** The member's renewal as /u/membership sends it: the form prefilled from their card, consents given. */
async function renew(userId: string, email: string, at: Date) {
  const [card] = await test.db.select().from(memberships).where(eq(memberships.userId, userId)).limit(1);
  if (!card) throw new Error("no card to renew");
  const value = membershipRequestSchema.parse({
    firstName: card.firstName,
    lastName: card.lastName,
    type: card.type,
    category: card.category ?? "ordinary",
    address: card.address,
    birthCountry: card.birthCountry,
    birthCity: card.birthCity,
    birthDate: card.birthDate,
    citizenship: card.citizenship,
    fiscalCode: card.fiscalCode ?? undefined,
    foreignIdNumber: card.foreignIdNumber ?? undefined,
    privacy: "on",
    statute: "on",
  });
  return requestMembership(test.db, { userId, email, locale: "it" }, value, at);
}

describe("the renewal reminders", () => {
  it("go 30 days before the end and on the last day, once each, in the member's language", async () => {
    const italian = await member();
    const english = await member({ locale: "en" });

    // 31 days before: nothing yet.
    expect(await sendRenewalReminders(test.db, daysBefore(31))).toEqual({ soon: 0, today: 0 });

    // 30 days before, in the morning in Rome: the first reminder, once however often the job runs.
    expect(await sendRenewalReminders(test.db, daysBefore(30, 3))).toEqual({ soon: 2, today: 0 });
    expect(await sendRenewalReminders(test.db, daysBefore(30, 2))).toEqual({ soon: 0, today: 0 });
    expect(await sendRenewalReminders(test.db, daysBefore(12))).toEqual({ soon: 0, today: 0 });
    const [soonIt] = await mailsTo(italian.email);
    expect(soonIt?.subject).toBe(`La tua tessera Agorà scade il ${formatRome(ENDS, "it", "date")}`);
    expect(soonIt?.text).toContain(`tessera associativa n. ${italian.card.registerNumber}`);
    expect(soonIt?.text).toMatch(/https?:\/\/[^\s]+\/u\/membership/);
    expect(soonIt?.text).not.toContain("/en/u/membership");
    const [soonEn] = await mailsTo(english.email);
    expect(soonEn?.subject).toBe(`Your Agorà membership card expires on ${formatRome(ENDS, "en", "date")}`);
    expect(soonEn?.text).toContain("/en/u/membership");

    // On the last day, at 8:30 in Rome (before the card ends at 11:00): the second reminder, once.
    const lastMorning = new Date("2026-12-15T07:30:00Z");
    expect(await sendRenewalReminders(test.db, lastMorning)).toEqual({ soon: 0, today: 2 });
    expect(await sendRenewalReminders(test.db, new Date("2026-12-15T22:30:00Z"))).toEqual({
      soon: 0,
      today: 0,
    });
    // The next day the card has ended: no more mails.
    expect(await sendRenewalReminders(test.db, new Date("2026-12-16T08:00:00Z"))).toEqual({
      soon: 0,
      today: 0,
    });
    const italianMails = await mailsTo(italian.email);
    expect(italianMails.map((mail) => mail.subject)).toEqual([
      `La tua tessera Agorà scade il ${formatRome(ENDS, "it", "date")}`,
      "La tua tessera Agorà scade oggi",
    ]);
    expect((await mailsTo(english.email)).map((mail) => mail.subject)[1]).toBe(
      "Your Agorà membership card expires today",
    );
  });

  it("go once when several processes run the job at the same moment", async () => {
    const members = await Promise.all([member(), member(), member()]);
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => sendRenewalReminders(test.db, daysBefore(29))),
    );
    expect(runs.reduce((sum, run) => sum + run.soon, 0)).toBe(3);
    for (const { email } of members) expect(await mailsTo(email)).toHaveLength(1);
  });

  it("skip a card already renewed, or being renewed, voided or without an address; not one whose renewal was rejected", async () => {
    const requested = await member();
    const admitted = await member();
    const rejected = await member();
    const voided = await member();
    const noAddress = await member({ email: null });
    // 25 days before the end, three members ask to renew before any reminder went out.
    for (const { user, email } of [requested, admitted, rejected]) {
      const outcome = await renew(user.id, email, daysBefore(25));
      expect(outcome.ok).toBe(true);
    }
    const [admittedRenewal] = await test.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, admitted.user.id))
      .orderBy(memberships.requestedAt);
    const renewalOf = async (userId: string) =>
      (await test.db.select().from(memberships).where(eq(memberships.userId, userId))).find(
        (row) => row.renewsMembershipId,
      );
    const admittedNew = await renewalOf(admitted.user.id);
    const rejectedNew = await renewalOf(rejected.user.id);
    if (!admittedNew || !rejectedNew || !admittedRenewal) throw new Error("no renewal");
    await admitMembership(test.db, admittedNew.id, staff, daysBefore(24));
    await rejectMembership(test.db, rejectedNew.id, staff, "Dati da correggere", daysBefore(24));
    await voidMembership(test.db, voided.card.id, staff, "Tessera smarrita", daysBefore(24));
    const before = new Map<string, number>();
    for (const { email } of [requested, admitted, rejected, voided])
      before.set(email, (await mailsTo(email)).length);

    expect(await sendRenewalReminders(test.db, daysBefore(23))).toEqual({ soon: 1, today: 0 });
    expect((await mailsTo(rejected.email)).length).toBe((before.get(rejected.email) ?? 0) + 1);
    for (const { email } of [requested, admitted, voided])
      expect((await mailsTo(email)).length, email).toBe(before.get(email));
    expect(
      await test.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, String(noAddress.card.email))),
    ).toHaveLength(0);
  });
});

describe("the renewal", () => {
  it("is offered from 30 days before the end, keeps the number and runs on from the old card's end", async () => {
    const { user, email, card } = await member();
    const other = await member();
    expect(card.registerNumber).not.toBe(other.card.registerNumber);

    expect(await renew(user.id, email, daysBefore(40))).toEqual({ ok: false, code: "not-due" });
    const outcome = await renew(user.id, email, daysBefore(20));
    if (!outcome.ok) throw new Error(outcome.code);
    expect(outcome.membership.renewsMembershipId).toBe(card.id);
    expect(outcome.membership.registerNumber).toBeNull();
    const [log] = await test.db
      .select()
      .from(membershipLog)
      .where(eq(membershipLog.membershipId, outcome.membership.id));
    expect(log?.details).toMatchObject({ renews: card.id });

    // The member's page shows the request as a renewal, and the door marks it so.
    const own = await ownMembership(test.db, user.id, daysBefore(19));
    expect(own.card?.state).toBe("requested");
    expect(own.card?.renews?.validUntil).toBe(ENDS.toISOString());
    const scanned = await scanMembership(
      test.db,
      { code: outcome.membership.code, nonce: "n-1", source: "keyboard" },
      staff,
      daysBefore(10),
    );
    expect(scanned.verdict).toBe("requested");
    expect(scanned.card?.renewal).toBe(true);

    const admitted = await admitMembership(test.db, outcome.membership.id, staff, daysBefore(10));
    if (!admitted.ok) throw new Error(admitted.code);
    expect(admitted.membership.registerNumber).toBe(card.registerNumber);
    expect(admitted.membership.validatedAt).toEqual(daysBefore(10));
    expect(admitted.membership.validFrom).toEqual(ENDS);
    expect(admitted.membership.validUntil).toEqual(new Date("2028-12-15T10:00:00Z"));
    // The card view of the register says so too.
    const view = await readMembershipCard(test.db, admitted.membership.id, {
      accessLevel: 1,
      now: daysBefore(9),
    });
    expect(view?.membership).toMatchObject({
      renewal: true,
      validFrom: ENDS,
      registerNumber: card.registerNumber,
    });
    // Renewed: no reminder on the old card's last day (the other member, not renewed, gets theirs).
    expect(await sendRenewalReminders(test.db, new Date("2026-12-15T07:30:00Z"))).toEqual({
      soon: 0,
      today: 1,
    });
    expect(await mailsTo(other.email)).toHaveLength(1);
    expect((await mailsTo(email)).map((mail) => mail.subject)).not.toContain(
      "La tua tessera Agorà scade oggi",
    );
  });

  it("after the card expired runs from the new admission, with the same number", async () => {
    const { user, email, card } = await member({ admitted: new Date("2024-06-01T10:00:00Z") });
    await member();
    const at = new Date("2026-09-10T16:00:00Z");
    const outcome = await renew(user.id, email, at);
    if (!outcome.ok) throw new Error(outcome.code);
    expect(outcome.membership.renewsMembershipId).toBe(card.id);
    const admittedAt = new Date("2026-09-12T19:00:00Z");
    const admitted = await admitMembership(test.db, outcome.membership.id, staff, admittedAt);
    if (!admitted.ok) throw new Error(admitted.code);
    expect(admitted.membership.registerNumber).toBe(card.registerNumber);
    expect(admitted.membership.validFrom).toEqual(admittedAt);
    expect(admitted.membership.validUntil).toEqual(new Date("2028-09-12T19:00:00Z"));
  });

  it("is not a renewal after a first request was rejected", async () => {
    const [user] = await test.db
      .insert(users)
      .values(buildUser({ email: "nuova@agora.test" }))
      .returning();
    if (!user) throw new Error("no user");
    const [first] = await test.db
      .insert(memberships)
      .values(buildMembership("requested", { userId: user.id }, { now: daysBefore(30) }))
      .returning();
    if (!first) throw new Error("no request");
    await rejectMembership(test.db, first.id, staff, "Dati da correggere", daysBefore(21));
    const outcome = await renew(user.id, user.email, daysBefore(20));
    if (!outcome.ok) throw new Error(outcome.code);
    expect(outcome.membership.renewsMembershipId).toBeNull();
  });
});
