import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, membershipLog, memberships, type NewMembership, staff, users } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { readMembershipCard } from "~/domain/memberships/card.server";
import { editMembership } from "~/domain/memberships/edit.server";
import { membershipEditSchema } from "~/domain/memberships/edit-form";
import { admitMembership, rejectMembership, voidMembership } from "~/domain/memberships/lifecycle.server";
import { foldName } from "~/domain/memberships/name-fold";
import { viewPersonalData } from "~/domain/memberships/personal-data-view.server";
import { listRegister, registerCounts } from "~/domain/memberships/register.server";
import { parseRegisterQuery, REGISTER_PAGE_SIZE, REGISTER_STATES } from "~/domain/memberships/register-query";
import { membershipState } from "~/domain/memberships/state";
import { buildStaff, buildUser } from "../../app/db/demo/accounts";
import { buildMembership } from "../../app/db/demo/memberships";
import { setupTestDb } from "../setup/test-db";

const test = setupTestDb({ emptyEach: true });
let manager: { staffId: string };
const NOW = new Date("2026-11-20T20:30:00Z");
const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY);

beforeEach(async () => {
  const member = await createStaff(test.db, {
    email: "gestione@agora.test",
    password: "a-good-password",
    firstName: "Giulia",
    lastName: "Gestione",
    accessLevel: 1,
  });
  manager = { staffId: member.id };
});

type State = "requested" | "valid" | "expired" | "voided" | "rejected";

async function insert(state: State, overrides: Partial<NewMembership> = {}) {
  const rejected: Partial<NewMembership> =
    state === "rejected"
      ? { status: "rejected", rejectedAt: daysFromNow(-1), rejectionReason: "Dati incompleti" }
      : {};
  const [row] = await test.db
    .insert(memberships)
    .values(
      buildMembership(
        state === "rejected" ? "requested" : state,
        { ...rejected, ...overrides },
        { now: NOW },
      ),
    )
    .returning();
  if (!row) throw new Error("no membership");
  return row;
}

const list = (search: string, now = NOW) =>
  listRegister(test.db, parseRegisterQuery(new URLSearchParams(search)), now);
const names = async (search: string) => (await list(search)).rows.map((row) => row.lastName);

describe("search", () => {
  it("finds a last name whatever its accents, letter case, apostrophes or spaces", async () => {
    await insert("valid", { lastName: "Nicolò" });
    await insert("valid", { lastName: "D'Angelo" });
    await insert("valid", { lastName: "De Luca" });
    await insert("valid", { lastName: "Nicoletti" });
    // Typed on a keyboard that composes accents: the same name, decomposed.
    await insert("valid", { lastName: "Müller".normalize("NFD") });
    expect(await names("q=nicolo")).toEqual(["Nicolò"]);
    expect(await names("q=NICOLO")).toEqual(["Nicolò"]);
    expect(await names("q=Nicolò")).toEqual(["Nicolò"]);
    expect(await names("q=nicol")).toEqual(["Nicoletti", "Nicolò"]);
    expect(await names("q=dangelo")).toEqual(["D'Angelo"]);
    expect(await names(`q=${encodeURIComponent("d’angelo")}`)).toEqual(["D'Angelo"]);
    expect(await names("q=deluca")).toEqual(["De Luca"]);
    expect(await names("q=MULLER")).toEqual(["Müller".normalize("NFD")]);
    expect(await names("q=rossi")).toEqual([]);
    // Wildcards are searched for, not obeyed.
    expect(await names("q=%25")).toEqual([]);
  });

  it("finds a card by its code or the start of it, in any letter case", async () => {
    const card = await insert("valid", { code: "K7PX3MQA", lastName: "Verdi" });
    await insert("valid", { code: "K7ZZ3MQA", lastName: "Neri" });
    expect(await names(`q=${card.code}`)).toEqual(["Verdi"]);
    expect(await names("q=k7px")).toEqual(["Verdi"]);
    expect(await names("q=K7")).toEqual(["Neri", "Verdi"]);
  });

  it("finds a first name, both names in either order, and a register number, accents aside", async () => {
    // Card codes are random; these start with letters, so a number typed never matches a code's start.
    await insert("valid", {
      firstName: "Francesca",
      lastName: "Bianchi",
      registerNumber: 12,
      code: "BFKQ2345",
    });
    await insert("valid", {
      firstName: "Nicolò",
      lastName: "De Santis",
      registerNumber: 120,
      code: "DSKQ2345",
    });
    await insert("valid", {
      firstName: "Marco",
      lastName: "Francescani",
      registerNumber: 7,
      code: "MFKQ2345",
    });
    expect(await names("q=Francesca")).toEqual(["Bianchi", "Francescani"]);
    expect(await names(`q=${encodeURIComponent("francesca bianchi")}`)).toEqual(["Bianchi"]);
    expect(await names(`q=${encodeURIComponent("Bianchi Francesca")}`)).toEqual(["Bianchi"]);
    expect(await names(`q=${encodeURIComponent("nicolo de santis")}`)).toEqual(["De Santis"]);
    expect(await names(`q=${encodeURIComponent("DESANTIS NICOLÒ")}`)).toEqual(["De Santis"]);
    // The register number exactly, typed bare or as "N. 12".
    expect(await names("q=12")).toEqual(["Bianchi"]);
    expect(await names(`q=${encodeURIComponent("N. 12")}`)).toEqual(["Bianchi"]);
    expect(await names("q=n120")).toEqual(["De Santis"]);
    expect((await list("q=7")).rows.map((row) => row.registerNumber)).toEqual([7]);
  });
});

describe("filters", () => {
  it("selects each state exactly as the card and the door derive it", async () => {
    const rows = [
      await insert("requested"),
      await insert("valid"),
      await insert("expired"),
      await insert("voided"),
      await insert("rejected"),
      // Valid up to this very instant: expired now, as the door would say.
      await insert("valid", { validUntil: NOW }),
      // Voided while still a request: voided wins.
      await insert("requested", { voidedAt: daysFromNow(-1), voidReason: "Doppia" }),
    ];
    for (const state of REGISTER_STATES) {
      const expected = rows.filter((row) => membershipState(row, NOW) === state).map((row) => row.id);
      const found = (await list(`state=${state}`)).rows;
      expect(found.map((row) => row.id).sort(), state).toEqual(expected.sort());
      expect(found.every((row) => row.state === state)).toBe(true);
    }
    // The same card moves from valid to expired with the clock alone.
    const valid = rows[1];
    if (!valid?.validUntil) throw new Error("no valid card");
    const after = new Date(valid.validUntil.getTime() + 1);
    expect((await list("state=expired", after)).rows.map((row) => row.id)).toContain(valid.id);
  });

  it("filters by type and category, and combines filters with the search", async () => {
    await insert("valid", { lastName: "Alfa", type: "events", category: "student" });
    await insert("valid", { lastName: "Beta", type: "courses", category: "student" });
    await insert("requested", { lastName: "Gamma", type: "courses", category: "ordinary" });
    expect(await names("type=courses")).toEqual(["Beta", "Gamma"]);
    expect(await names("category=student")).toEqual(["Alfa", "Beta"]);
    expect(await names("type=courses&category=student")).toEqual(["Beta"]);
    expect(await names("type=courses&state=requested&q=gam")).toEqual(["Gamma"]);
  });

  it("falls back to the defaults for unknown or malformed parameters, one by one", () => {
    expect(
      parseRegisterQuery(new URLSearchParams("state=lost&type=x&category=vip&sort=age&page=-3&q=rossi")),
    ).toEqual({
      q: "rossi",
      state: undefined,
      type: undefined,
      category: undefined,
      sort: "lastName",
      page: 1,
    });
    expect(parseRegisterQuery(new URLSearchParams("state=voided&page=2.5&sort=validUntil"))).toMatchObject({
      state: "voided",
      page: 1,
      sort: "validUntil",
    });
  });
});

describe("sorting and pages", () => {
  it("sorts by last name ignoring accents, by newest request, or by the nearest expiry", async () => {
    await insert("valid", {
      lastName: "Bianchi",
      requestedAt: daysFromNow(-30),
      validUntil: daysFromNow(200),
    });
    await insert("valid", { lastName: "Àlvaro", requestedAt: daysFromNow(-10), validUntil: daysFromNow(20) });
    await insert("requested", { lastName: "Conti", requestedAt: daysFromNow(-1) });
    expect(await names("")).toEqual(["Àlvaro", "Bianchi", "Conti"]);
    expect(await names("sort=requested")).toEqual(["Conti", "Àlvaro", "Bianchi"]);
    expect(await names("sort=validUntil")).toEqual(["Àlvaro", "Bianchi", "Conti"]);
  });

  it("pages on the server, and a page past the end shows the last one", async () => {
    const extra = 5;
    for (let i = 0; i < REGISTER_PAGE_SIZE + extra; i += 1)
      await insert("valid", { lastName: `Socio${String(i).padStart(2, "0")}` });
    const first = await list("");
    expect(first).toMatchObject({ total: REGISTER_PAGE_SIZE + extra, page: 1, pages: 2 });
    expect(first.rows).toHaveLength(REGISTER_PAGE_SIZE);
    const second = await list("page=2");
    expect(second.rows.map((row) => row.lastName)).toEqual([
      "Socio25",
      "Socio26",
      "Socio27",
      "Socio28",
      "Socio29",
    ]);
    expect((await list("page=99")).page).toBe(2);
  });
});

describe("the dashboard counts", () => {
  it("counts open requests, cards valid now and admissions of this month in Rome", async () => {
    await insert("requested");
    await insert("requested");
    await insert("requested", { voidedAt: daysFromNow(-1), voidReason: "Doppia" });
    await insert("rejected");
    await insert("expired");
    // 00:30 on 1 November in Rome (still 31 October in UTC): this month.
    const earlyNovember = new Date("2026-10-31T23:30:00Z");
    await insert("valid", { validatedAt: earlyNovember, validFrom: earlyNovember });
    // 23:30 on 31 October in Rome: last month.
    const lateOctober = new Date("2026-10-31T22:30:00Z");
    await insert("valid", { validatedAt: lateOctober, validFrom: lateOctober });
    // Admitted this month and voided since: an admission all the same, but not a valid member.
    await insert("valid", {
      validatedAt: daysFromNow(-2),
      validFrom: daysFromNow(-2),
      voidedAt: daysFromNow(-1),
      voidReason: "Richiesta del socio",
    });
    expect(await registerCounts(test.db, NOW)).toEqual({ waiting: 2, valid: 2, admittedThisMonth: 2 });
  });
});

const EDIT = {
  firstName: "Mario",
  lastName: "Rossi",
  type: "events",
  category: "ordinary",
  address: "Via Roma 1, 00100 Roma",
  // Stored as its code (ADR 061); the form may send the code or the name.
  birthCountry: "IT",
  birthCity: "Roma",
  birthDate: "1980-01-01",
  citizenship: "italian",
  fiscalCode: "RSSMRA80A01H501U",
  email: "mario@agora.test",
} as const;

function editValue(fields: Record<string, string | undefined>) {
  const parsed = membershipEditSchema.safeParse(fields);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

const logOf = (id: string) =>
  test.db
    .select()
    .from(membershipLog)
    .where(eq(membershipLog.membershipId, id))
    .orderBy(asc(membershipLog.createdAt));

describe("editing personal data", () => {
  it("saves the data and logs each changed field with its old and new value", async () => {
    const row = await insert("valid", {
      ...EDIT,
      lastName: "Rosi",
      address: "Via Vecchia 2",
      type: "events",
    });
    const outcome = await editMembership(test.db, row.id, manager, editValue(EDIT), NOW);
    expect(outcome).toMatchObject({ ok: true, membership: { lastName: "Rossi", address: EDIT.address } });
    const [entry] = await logOf(row.id);
    expect(entry).toMatchObject({ action: "updated", staffId: manager.staffId, createdAt: NOW });
    expect(entry?.details).toEqual({
      changes: {
        lastName: { from: "Rosi", to: "Rossi" },
        address: { from: "Via Vecchia 2", to: EDIT.address },
      },
    });
    // Saving the same data again changes nothing and logs nothing.
    expect(await editMembership(test.db, row.id, manager, editValue(EDIT), NOW)).toMatchObject({
      ok: true,
      changed: [],
    });
    expect(await logOf(row.id)).toHaveLength(1);
  });

  it("refuses a fiscal code that cannot exist and keeps the stored data", async () => {
    const row = await insert("valid", EDIT);
    const outcome = await editMembership(
      test.db,
      row.id,
      manager,
      editValue({ ...EDIT, fiscalCode: "RSSMRA80A01H501A", address: "Altrove 3" }),
      NOW,
    );
    expect(outcome).toEqual({ ok: false, code: "fiscal-code", error: "checkCharacter" });
    const [stored] = await test.db.select().from(memberships).where(eq(memberships.id, row.id));
    expect(stored?.address).toBe(EDIT.address);
    expect(await logOf(row.id)).toHaveLength(0);
  });

  it("asks to confirm data the fiscal code disagrees with, then flags the card", async () => {
    const row = await insert("valid", EDIT);
    const other = { ...EDIT, lastName: "Bianchi" };
    expect(await editMembership(test.db, row.id, manager, editValue(other), NOW)).toEqual({
      ok: false,
      code: "fiscal-code-mismatch",
      fields: ["lastName"],
    });
    const confirmed = await editMembership(
      test.db,
      row.id,
      manager,
      editValue({ ...other, confirmMismatch: "on" }),
      NOW,
    );
    expect(confirmed).toMatchObject({
      ok: true,
      membership: { lastName: "Bianchi", fiscalCodeConfirmed: true },
    });
    // The flagged data stay as they are while another field changes: no new confirmation needed.
    expect(
      await editMembership(test.db, row.id, manager, editValue({ ...other, address: "Via Nuova 5" }), NOW),
    ).toMatchObject({ ok: true, membership: { fiscalCodeConfirmed: true } });
    // Data that agree with the code again clear the flag.
    expect(await editMembership(test.db, row.id, manager, editValue(EDIT), NOW)).toMatchObject({
      ok: true,
      membership: { fiscalCodeConfirmed: false },
    });
  });

  it("checks the city of birth against the code as the request does, whatever the form sends", async () => {
    const row = await insert("valid", EDIT);
    const inMilan = { ...EDIT, birthCity: "Milano", birthPlaceCode: "H501" };
    expect(await editMembership(test.db, row.id, manager, editValue(inMilan), NOW)).toEqual({
      ok: false,
      code: "fiscal-code-mismatch",
      fields: ["birthCity"],
    });
    expect(
      await editMembership(test.db, row.id, manager, editValue({ ...EDIT, birthCity: "Atlantide" }), NOW),
    ).toEqual({ ok: false, code: "birth-place", field: "birthCity" });
    expect(await logOf(row.id)).toHaveLength(0);
    expect(
      await editMembership(test.db, row.id, manager, editValue({ ...EDIT, birthCity: "Roma (RM)" }), NOW),
    ).toMatchObject({ ok: true, membership: { birthCity: "Roma (RM)", fiscalCodeConfirmed: false } });
  });

  it("answers not-found for a card that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await editMembership(test.db, missing, manager, editValue(EDIT), NOW)).toEqual({
      ok: false,
      code: "not-found",
    });
  });
});

describe("the rejection mail", () => {
  it("is queued with the rejection, in the applicant's language, with the reason and the way back", async () => {
    const english = await insert("requested", { email: "ann@example.org", firstName: "Ann", locale: "en" });
    const italian = await insert("requested", { email: "lia@example.org", firstName: "Lia", locale: "it" });
    await rejectMembership(test.db, english.id, manager, "The ID number does not match the document", NOW);
    await rejectMembership(test.db, italian.id, manager, "Manca il documento", NOW);
    const mails = await test.db.select().from(mailOutbox).orderBy(asc(mailOutbox.to));
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ["ann@example.org", "Your Agorà membership request was not accepted"],
      ["lia@example.org", "La tua richiesta di tessera Agorà non è stata accolta"],
    ]);
    expect(mails[0]?.text).toContain("Hi Ann");
    expect(mails[0]?.text).toContain("The ID number does not match the document");
    expect(mails[0]?.text).toContain(english.code);
    expect(mails[0]?.text).toMatch(/https?:\/\/\S+\/en\/u\/membership/);
    expect(mails[1]?.text).toContain("Manca il documento");
    expect(mails[1]?.text).toMatch(/https?:\/\/\S+\/u\/membership/);
    expect(mails[1]?.text).not.toContain("/en/u/membership");
  });

  it("is not queued when the rejection is refused, nor for a card without an e-mail", async () => {
    const voided = await insert("requested", { email: "x@example.org" });
    await voidMembership(test.db, voided.id, manager, "Doppia", NOW);
    expect(await rejectMembership(test.db, voided.id, manager, "Troppo tardi", NOW)).toEqual({
      ok: false,
      code: "voided",
    });
    const noEmail = await insert("requested", { email: null });
    expect(await rejectMembership(test.db, noEmail.id, manager, "Dati incompleti", NOW)).toMatchObject({
      ok: true,
    });
    expect(await test.db.select().from(mailOutbox)).toHaveLength(0);
  });
});

describe("the approval mail", () => {
  it("is queued with the admission, in the member's language, with the card's validity and link", async () => {
    const account = async (email: string) => {
      const [user] = await test.db.insert(users).values(buildUser({ email })).returning();
      if (!user) throw new Error("no user");
      return user.id;
    };
    const english = await insert("requested", {
      userId: await account("ann@example.org"),
      email: "ann@example.org",
      firstName: "Ann",
      locale: "en",
    });
    const italian = await insert("requested", {
      userId: await account("lia@example.org"),
      email: "lia@example.org",
      firstName: "Lia",
      locale: "it",
    });
    await admitMembership(test.db, english.id, manager, NOW);
    await admitMembership(test.db, italian.id, manager, NOW);
    const mails = await test.db.select().from(mailOutbox).orderBy(asc(mailOutbox.to));
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ["ann@example.org", "Your Agorà membership request is approved"],
      ["lia@example.org", "La tua richiesta di tessera Agorà è stata accolta"],
    ]);
    expect(mails[0]?.text).toContain("Hi Ann");
    expect(mails[0]?.text).toContain(english.code);
    // Valid two years from the admission, written in the member's language.
    expect(mails[0]?.text).toContain("20 November 2028");
    expect(mails[0]?.text).toMatch(/https?:\/\/\S+\/en\/u\/membership/);
    expect(mails[1]?.text).toContain(italian.code);
    expect(mails[1]?.text).toContain("20 novembre 2028");
    expect(mails[1]?.text).toMatch(/https?:\/\/\S+\/u\/membership/);
    expect(mails[1]?.text).not.toContain("/en/u/membership");
  });

  it("is not queued when the admission is refused, nor for a card without an e-mail", async () => {
    const voided = await insert("requested", { email: "x@example.org" });
    await voidMembership(test.db, voided.id, manager, "Doppia", NOW);
    expect(await admitMembership(test.db, voided.id, manager, NOW)).toEqual({ ok: false, code: "voided" });
    const noEmail = await insert("requested", { email: null });
    expect(await admitMembership(test.db, noEmail.id, manager, NOW)).toMatchObject({ ok: true });
    expect(await admitMembership(test.db, noEmail.id, manager, NOW)).toEqual({
      ok: false,
      code: "not-requested",
    });
    expect(await test.db.select().from(mailOutbox)).toHaveLength(0);
  });
});

describe("the card view", () => {
  it("shows who acted and why, the log newest first, and no personal data beyond the name", async () => {
    const row = await insert("valid", { ...EDIT, lastName: "Rosi" });
    await editMembership(test.db, row.id, manager, editValue(EDIT), daysFromNow(-1));
    await voidMembership(test.db, row.id, manager, "Tessera smarrita", NOW);
    const card = await readMembershipCard(test.db, row.id, { accessLevel: 1, now: NOW });
    expect(card).toMatchObject({
      state: "voided",
      voidedBy: "Giulia Gestione",
      membership: { voidReason: "Tessera smarrita", lastName: "Rossi", code: row.code },
    });
    expect(card?.log.map((entry) => entry.action)).toEqual(["voided", "updated"]);
    expect(card?.log[1]?.details).toEqual({ changes: { lastName: { from: "Rosi", to: "Rossi" } } });
    const door = await readMembershipCard(test.db, row.id, { accessLevel: 0, now: NOW });
    expect(door?.log[1]?.details).toEqual({ changes: { lastName: true } });
    for (const secret of ['Rosi"', EDIT.fiscalCode, EDIT.address, EDIT.email, EDIT.birthDate, EDIT.birthCity])
      expect(JSON.stringify(door)).not.toContain(secret);
    expect(JSON.stringify(card)).not.toContain(EDIT.fiscalCode);
  });

  it("gives personal data from level 1 up, recording each view with who and when", async () => {
    const row = await insert("valid", EDIT);
    const [doorMember] = await test.db
      .insert(staff)
      .values(buildStaff({ email: "porta@agora.test", accessLevel: 0 }))
      .returning();
    if (!doorMember) throw new Error("no staff");
    expect(
      await viewPersonalData(test.db, row.id, { staffId: doorMember.id, accessLevel: 0 }, NOW),
    ).toBeNull();
    const seen = await viewPersonalData(test.db, row.id, { ...manager, accessLevel: 1 }, daysFromNow(1));
    expect(seen).toEqual({
      birthDate: EDIT.birthDate,
      birthCity: EDIT.birthCity,
      birthCountry: EDIT.birthCountry,
      citizenship: EDIT.citizenship,
      fiscalCode: EDIT.fiscalCode,
      foreignIdNumber: null,
      address: EDIT.address,
      email: EDIT.email,
    });
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await viewPersonalData(test.db, missing, { ...manager, accessLevel: 1 }, NOW)).toBeNull();
    const card = await readMembershipCard(test.db, row.id, { accessLevel: 0, now: daysFromNow(1) });
    expect(card?.log.map((entry) => [entry.action, entry.staffName, entry.createdAt])).toEqual([
      ["data_viewed", "Giulia Gestione", daysFromNow(1)],
    ]);
  });
});

describe("folding", () => {
  it("folds the query as the database folds the names", () => {
    expect(foldName("Nicolò D’Àngelo-Müller")).toBe("nicolodangelomuller");
    expect(foldName("ŁØŽĐß")).toBe("lozds");
  });
});
