import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { checkIns, events, guestListEntries, memberships, staff } from "~/db/schema";
import { addGuestEntry } from "~/domain/guest-lists/add-guest-entry.server";
import { checkInGuestEntry } from "~/domain/guest-lists/check-in-guest-entry.server";
import { guestListCsv } from "~/domain/guest-lists/csv";
import { findMembers } from "~/domain/guest-lists/find-members.server";
import { entrySchema } from "~/domain/guest-lists/forms";
import { guestList } from "~/domain/guest-lists/get-guest-list.server";
import { guestListLog } from "~/domain/guest-lists/get-guest-list-log.server";
import { removeGuestEntry } from "~/domain/guest-lists/remove-guest-entry.server";
import { undoGuestCheckIn } from "~/domain/guest-lists/undo-guest-check-in.server";
import { updateGuestEntry } from "~/domain/guest-lists/update-guest-entry.server";
import { doorCounts } from "~/domain/tickets/check-page.server";
import { buildStaff } from "../../app/db/demo/accounts";
import { buildEvent } from "../../app/db/demo/events";
import { buildMembership } from "../../app/db/demo/memberships";
import { readCsv } from "../setup/csv";
import { setupTestDb } from "../setup/test-db";

const test = setupTestDb({ emptyEach: true });
const AT = new Date("2026-11-28T21:10:00Z");
let giulia: { staffId: string };
let marco: { staffId: string };

beforeEach(async () => {
  const rows = await test.db
    .insert(staff)
    .values([
      buildStaff({ email: "liste1@agora.test", firstName: "Giulia", lastName: "Neri", accessLevel: 1 }),
      buildStaff({ email: "liste2@agora.test", firstName: "Marco", lastName: "Bianchi", accessLevel: 1 }),
    ])
    .returning();
  giulia = { staffId: rows[0]?.id ?? "" };
  marco = { staffId: rows[1]?.id ?? "" };
});

async function night() {
  const [row] = await test.db
    .insert(events)
    .values(
      buildEvent({
        title: "Serata jazz",
        startsAt: new Date("2026-11-28T20:00:00Z"),
        endsAt: new Date("2026-11-28T23:00:00Z"),
      }),
    )
    .returning();
  if (!row) throw new Error("no event");
  return row;
}

async function member(lastName: string, firstName = "Anna", state: "valid" | "expired" = "valid") {
  const [row] = await test.db
    .insert(memberships)
    .values(buildMembership(state, { lastName, firstName }, { now: AT }))
    .returning();
  if (!row) throw new Error("no membership");
  return row;
}

const input = (values: Record<string, unknown>) => entrySchema.parse(values);

async function added(eventId: string, values: Record<string, unknown>, by = giulia) {
  const outcome = await addGuestEntry(test.db, eventId, input(values), by);
  if (!outcome.ok) throw new Error(`not added: ${outcome.code}`);
  return outcome.entryId;
}

describe("guest lists", () => {
  it("lists members of the register and names by hand, sorted by name, with totals", async () => {
    const event = await night();
    const dangelo = await member("D'Angelo", "Nicolò");
    await added(event.id, { name: "Zeno Rossi", guests: 2, notes: "Fotografo" });
    await added(event.id, { membershipId: dangelo.id, guests: 1 });
    await added(event.id, { name: "Bruno Verdi", hasMembership: true });

    const { entries, totals } = await guestList(test.db, event.id, { now: AT });
    expect(entries.map((entry) => entry.name)).toEqual(["Bruno Verdi", "Nicolò D'Angelo", "Zeno Rossi"]);
    expect(entries[1]).toMatchObject({
      hasMembership: true,
      member: { id: dangelo.id, code: dangelo.code, state: "valid" },
      guests: 1,
      checkIn: null,
    });
    expect(entries[0]).toMatchObject({ hasMembership: true, member: null });
    expect(entries[2]).toMatchObject({ hasMembership: false, notes: "Fotografo", guests: 2 });
    expect(totals).toEqual({ entries: 3, people: 6, arrived: 0 });
  });

  it("finds members by last name (accents and apostrophes aside) or card code, and lists each once", async () => {
    const event = await night();
    const dangelo = await member("D'Angelo", "Nicolò");
    await member("Rossi");
    expect((await findMembers(test.db, "dangelo", AT)).map((m) => m.id)).toEqual([dangelo.id]);
    expect(
      (await findMembers(test.db, dangelo.code.slice(0, 4).toLowerCase(), AT)).map((m) => m.id),
    ).toContain(dangelo.id);
    await added(event.id, { membershipId: dangelo.id });
    const again = await addGuestEntry(test.db, event.id, input({ membershipId: dangelo.id }), marco);
    expect(again).toEqual({ ok: false, code: "already-listed" });
    const unknown = await addGuestEntry(
      test.db,
      event.id,
      input({ membershipId: crypto.randomUUID() }),
      marco,
    );
    expect(unknown).toEqual({ ok: false, code: "no-member" });
  });

  it("finds members by first name, by first and last name in either order, as well as by last name", async () => {
    const francesca = await member("Rossi", "Francesca");
    const francesco = await member("Bianchi", "Francesco");
    const luca = await member("Francescato", "Luca");
    const ids = async (q: string) => (await findMembers(test.db, q, AT)).map((m) => m.id);
    // By first name: Francesca, and Luca Francescato whose last name holds it; not Francesco.
    expect(await ids("Francesca")).toEqual([luca.id, francesca.id]);
    expect(await ids("FRANCÈSCA")).toEqual([luca.id, francesca.id]);
    // First and the start of the last name, or the other way round: Francesca Rossi alone.
    expect(await ids("Francesca Ro")).toEqual([francesca.id]);
    expect(await ids("  rossi   fra ")).toEqual([francesca.id]);
    expect(await ids("Francesc")).toEqual([francesco.id, luca.id, francesca.id]);
    expect(await ids("Francesca Bianchi")).toEqual([]);
    // The card code still finds its member.
    expect(await ids(francesco.code)).toEqual([francesco.id]);
    expect(await ids("%")).toEqual([]);
  });

  it("warns of a name already on the list, whatever its case, accents and spaces, and adds it when confirmed", async () => {
    const event = await night();
    const other = await night();
    await added(event.id, { name: "Anna Rossi", guests: 3, notes: "Stampa" });
    await added(other.id, { name: "Bruno Verdi" });
    for (const name of ["Anna Rossi", "  anna   ROSSI ", "Ànna Rossi", "Anna\u00a0Rossi"]) {
      expect(await addGuestEntry(test.db, event.id, input({ name }), marco), name).toEqual({
        ok: false,
        code: "same-name",
        name: name.normalize("NFC").replace(/\s+/g, " ").trim(),
        entries: [{ name: "Anna Rossi", guests: 3, code: null }],
      });
    }
    // Another event's list is another list; a confirmation of another name confirms nothing.
    expect(await addGuestEntry(test.db, event.id, input({ name: "Bruno Verdi" }), marco)).toMatchObject({
      ok: true,
    });
    expect(
      await addGuestEntry(test.db, event.id, input({ name: "Anna Rossi", addAnyway: "Anna Bianchi" }), marco),
    ).toMatchObject({ ok: false, code: "same-name" });
    // Confirmed: a second Anna Rossi, with the name as written (spaces made one).
    const second = await addGuestEntry(
      test.db,
      event.id,
      input({ name: "anna  rossi", addAnyway: "anna rossi", guests: 1 }),
      marco,
    );
    expect(second).toMatchObject({ ok: true });
    const { entries } = await guestList(test.db, event.id, { now: AT });
    expect(entries.map((entry) => [entry.name, entry.guests])).toEqual([
      ["Anna Rossi", 3],
      ["anna rossi", 1],
      ["Bruno Verdi", 0],
    ]);
    // A third names both that bear it.
    const third = await addGuestEntry(test.db, event.id, input({ name: "ANNA ROSSI" }), giulia);
    expect(third).toMatchObject({ ok: false, code: "same-name" });
    expect(third.ok === false && third.code === "same-name" && third.entries.length).toBe(2);
  });

  it("warns when a member bears a name on the list, but never lists the same member twice", async () => {
    const event = await night();
    const rossi = await member("Rossi", "Anna");
    await added(event.id, { name: "anna rossi", guests: 2 });
    expect(await addGuestEntry(test.db, event.id, input({ membershipId: rossi.id }), marco)).toEqual({
      ok: false,
      code: "same-name",
      name: "Anna Rossi",
      entries: [{ name: "anna rossi", guests: 2, code: null }],
    });
    await added(event.id, { membershipId: rossi.id, addAnyway: "Anna Rossi" });
    // The member's own entry is named in a later warning, with the card.
    const byHand = await addGuestEntry(test.db, event.id, input({ name: "Anna Rossi" }), marco);
    expect(byHand).toMatchObject({
      ok: false,
      code: "same-name",
      entries: [
        { name: "anna rossi", guests: 2, code: null },
        { name: "Anna Rossi", guests: 0, code: rossi.code },
      ],
    });
    expect(
      await addGuestEntry(
        test.db,
        event.id,
        input({ membershipId: rossi.id, addAnyway: "Anna Rossi" }),
        marco,
      ),
    ).toEqual({ ok: false, code: "already-listed" });
  });

  it("searches the list by name or card code", async () => {
    const event = await night();
    const dangelo = await member("D'Angelo", "Nicolò");
    await added(event.id, { membershipId: dangelo.id });
    await added(event.id, { name: "Zeno Rossi" });
    const byName = await guestList(test.db, event.id, { q: "NICOLO", now: AT });
    expect(byName.entries.map((entry) => entry.name)).toEqual(["Nicolò D'Angelo"]);
    const byCode = await guestList(test.db, event.id, { q: dangelo.code, now: AT });
    expect(byCode.entries.map((entry) => entry.name)).toEqual(["Nicolò D'Angelo"]);
    // Totals are the whole list's, whatever the search shows.
    expect(byName.totals.entries).toBe(2);
  });

  it("refuses an entry with neither a name nor a member, and guests out of range", () => {
    const missing = entrySchema.safeParse({ guests: 0 });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({
      path: ["name"],
      message: "guestLists.errors.nameRequired",
    });
    expect(entrySchema.safeParse({ name: "A", guests: -1 }).success).toBe(false);
    expect(entrySchema.safeParse({ name: "A", guests: 51 }).success).toBe(false);
    expect(entrySchema.safeParse({ name: "A", guests: 1.5 }).success).toBe(false);
  });

  it("checks in an entry with 2 of its 3 guests, once, never more than listed", async () => {
    const event = await night();
    const id = await added(event.id, { name: "Zeno Rossi", guests: 3 });

    expect(await checkInGuestEntry(test.db, event.id, { entryId: id, guests: 4 }, giulia, AT)).toEqual({
      ok: false,
      code: "too-many",
      listed: 3,
    });
    expect(await checkInGuestEntry(test.db, event.id, { entryId: id, guests: 2 }, giulia, AT)).toEqual({
      ok: true,
      name: "Zeno Rossi",
      guests: 2,
    });
    const second = await checkInGuestEntry(test.db, event.id, { entryId: id, guests: 3 }, marco, AT);
    expect(second).toEqual({ ok: false, code: "already-checked-in", at: AT, by: "Giulia Neri", guests: 2 });

    const { entries, totals } = await guestList(test.db, event.id, { now: AT });
    expect(entries[0]?.checkIn).toEqual({ at: AT, guests: 2, by: "Giulia Neri" });
    expect(totals).toEqual({ entries: 1, people: 4, arrived: 3 });
    // The ticket check's counter counts the people let in from the lists: the entry and 2 guests.
    expect((await doorCounts(test.db, event.id)).guests).toBe(3);
  });

  it("admits an entry once when two phones check it in at the same moment", async () => {
    const event = await night();
    const id = await added(event.id, { name: "Zeno Rossi", guests: 1 });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        checkInGuestEntry(test.db, event.id, { entryId: id, guests: 1 }, i % 2 ? giulia : marco, AT),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await test.db.select().from(checkIns).where(eq(checkIns.guestEntryId, id))).toHaveLength(1);
  });

  it("undoes a check-in; the entry can be let in again, and the log keeps both", async () => {
    const event = await night();
    const id = await added(event.id, { name: "Zeno Rossi", guests: 3 });
    await checkInGuestEntry(test.db, event.id, { entryId: id, guests: 3 }, giulia, AT);
    expect(await undoGuestCheckIn(test.db, event.id, id, marco)).toEqual({ ok: true, name: "Zeno Rossi" });
    expect(await undoGuestCheckIn(test.db, event.id, id, marco)).toEqual({
      ok: false,
      code: "not-checked-in",
    });
    expect((await doorCounts(test.db, event.id)).guests).toBe(0);
    expect(await checkInGuestEntry(test.db, event.id, { entryId: id, guests: 1 }, marco, AT)).toMatchObject({
      ok: true,
    });

    const log = await guestListLog(test.db, event.id);
    expect(log.map((line) => [line.action, line.by, line.guests])).toEqual(
      expect.arrayContaining([
        ["guest-list.added", "Giulia Neri", 3],
        ["guest-list.checked-in", "Giulia Neri", 3],
        ["guest-list.check-in-undone", "Marco Bianchi", 3],
        ["guest-list.checked-in", "Marco Bianchi", 1],
      ]),
    );
    expect(log).toHaveLength(4);
  });

  it("edits an entry but never below the guests who came, and keeps a member's name from the register", async () => {
    const event = await night();
    const rossi = await member("Rossi", "Anna");
    const byHand = await added(event.id, { name: "Zeno Rossi", guests: 3 });
    const listed = await added(event.id, { membershipId: rossi.id });
    await checkInGuestEntry(test.db, event.id, { entryId: byHand, guests: 2 }, giulia, AT);

    const below = await updateGuestEntry(test.db, event.id, { entryId: byHand, guests: 1 }, marco);
    expect(below).toEqual({ ok: false, code: "below-arrived", arrived: 2 });
    const renamed = await updateGuestEntry(
      test.db,
      event.id,
      { entryId: byHand, name: "Zeno Rossini", guests: 2, notes: "Stampa" },
      marco,
    );
    expect(renamed).toEqual({ ok: true, entryId: byHand });
    await updateGuestEntry(test.db, event.id, { entryId: listed, name: "Someone else", guests: 4 }, marco);

    const { entries } = await guestList(test.db, event.id, { now: AT });
    expect(entries.map((entry) => [entry.name, entry.guests, entry.notes])).toEqual([
      ["Anna Rossi", 4, null],
      ["Zeno Rossini", 2, "Stampa"],
    ]);
  });

  it("removes an entry only when it has not been let in, and never one of another event", async () => {
    const event = await night();
    const other = await night();
    const id = await added(event.id, { name: "Zeno Rossi" });
    await checkInGuestEntry(test.db, event.id, { entryId: id, guests: 0 }, giulia, AT);
    expect(await removeGuestEntry(test.db, event.id, id, marco)).toEqual({ ok: false, code: "checked-in" });
    expect(await removeGuestEntry(test.db, other.id, id, marco)).toEqual({ ok: false, code: "not-found" });
    expect(await checkInGuestEntry(test.db, other.id, { entryId: id, guests: 0 }, marco, AT)).toEqual({
      ok: false,
      code: "not-found",
    });
    await undoGuestCheckIn(test.db, event.id, id, marco);
    expect(await removeGuestEntry(test.db, event.id, id, marco)).toEqual({ ok: true });
    expect(await test.db.select().from(guestListEntries)).toHaveLength(0);
  });

  it("exports the list as CSV for Italian Excel", async () => {
    const event = await night();
    const rossi = await member("Rossi", "Anna");
    await added(event.id, { membershipId: rossi.id, guests: 2 });
    const zeno = await added(event.id, { name: '=Zeno; "Z"', notes: "riga\nnuova" });
    await checkInGuestEntry(test.db, event.id, { entryId: zeno, guests: 0 }, giulia, AT);
    const { entries } = await guestList(test.db, event.id, { now: AT });
    const csv = guestListCsv(
      {
        name: "Nome",
        card: "Tessera",
        hasMembership: "Ha tessera",
        guests: "Ospiti",
        notes: "Note",
        checkedInAt: "Entrato il",
        arrivedGuests: "Ospiti arrivati",
        yes: "sì",
        no: "no",
      },
      entries,
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    // Every cell quoted, as the members register writes them (one cell writer for every export).
    expect(lines[0]).toBe('"Nome";"Tessera";"Ha tessera";"Ospiti";"Note";"Entrato il";"Ospiti arrivati"');
    expect(lines[2]).toBe(`"Anna Rossi";"${rossi.code}";"sì";"2";"";"";""`);
    expect(readCsv(csv)[1]).toEqual(['\'=Zeno; "Z"', "", "no", "0", "riga\nnuova", "28/11/2026 22:10", "0"]);
  });

  it("keeps a name with a comma, a quote or a line break in one cell of the CSV, and defuses formulas", async () => {
    const event = await night();
    for (const name of ["x,=1+1", "+39 333", "@Zeno", "-Zorro"]) await added(event.id, { name });
    // A name is one line (the form folds line breaks); the notes keep theirs.
    await added(event.id, { name: 'Ada "la rossa"', notes: 'prima riga\n"seconda", riga' });
    const { entries } = await guestList(test.db, event.id, { now: AT });
    const csv = guestListCsv(
      {
        name: "Nome",
        card: "Tessera",
        hasMembership: "Ha tessera",
        guests: "Ospiti",
        notes: "Note",
        checkedInAt: "Entrato il",
        arrivedGuests: "Ospiti arrivati",
        yes: "sì",
        no: "no",
      },
      entries,
    );
    const records = readCsv(csv);
    expect(records.map((record) => record.length)).toEqual([7, 7, 7, 7, 7, 7]);
    // A leading + - @ gets the apostrophe the members register gives it; the rest reads back as typed.
    expect(
      records
        .slice(1)
        .map((record) => record[0] ?? "")
        .sort(),
    ).toEqual(["x,=1+1", 'Ada "la rossa"', "'+39 333", "'@Zeno", "'-Zorro"].sort());
    expect(records.find((record) => record[0] === 'Ada "la rossa"')?.[4]).toBe('prima riga\n"seconda", riga');
    // A program that splits on commas finds no cell starting with "=": the comma is inside quotes.
    expect(
      readCsv(csv, ",")
        .flat()
        .some((cell) => cell.startsWith("=")),
    ).toBe(false);
  });
});
