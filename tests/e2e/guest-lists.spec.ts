import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { csvRows } from "../setup/csv";
import { expect, expectNoAxeViolations, newAccount, newEvent, signInAs, test } from "./fixtures";

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

for (const [locale, t, mode] of [
  ["it", itMessages, "light"],
  ["en", en, "dark"],
] as const) {
  const g = t.guestLists;
  test.describe(`${locale}: an event's guest list`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("colour-mode", value), mode);
    });

    test("a name and a member are added, one is let in with 2 of its 3 guests, undone, and the counter agrees", async ({
      page,
    }) => {
      const event = await newEvent({ priceCents: 0, seats: 50 });
      const member = await newAccount("member-valid", { session: false });
      await signInAs(page, "manager");
      const path = localePath(locale, `/internal/event/${event.id}/lists`);
      await page.goto(path);
      await expect(page.getByTestId("lists-event")).toHaveText(event.title);
      await expect(page.getByText(g.list.empty)).toBeVisible();
      await expectNoAxeViolations(page);

      // A name by hand: first without a name (the error sits next to the field), then right.
      const add = page.getByRole("region", { name: g.add.heading });
      await add.getByRole("button", { name: g.add.submit }).click();
      await expect(add.getByLabel(g.add.name)).toHaveAccessibleDescription(
        new RegExp(g.errors.nameRequired.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );
      await add.getByLabel(g.add.name).fill("Zeno Rossi");
      await add.getByLabel(g.add.guests).fill("3");
      await add.getByLabel(g.add.notes).fill("Fotografo");
      await add.getByRole("button", { name: g.add.submit }).click();
      await expect(
        page.getByRole("status").filter({ hasText: fill(g.done.added, { name: "Zeno Rossi" }) }),
      ).toBeVisible();

      // A member of the register, found by card code.
      const membership = member.membership;
      if (!membership) throw new Error("no card");
      await add.getByLabel(g.add.memberSearch).fill(membership.code.toLowerCase());
      await add.getByRole("button", { name: g.add.memberSearchButton }).click();
      const name = `${member.firstName} ${member.lastName}`;
      await add.getByRole("link", { name: g.add.chooseMember.replace("{{name}}", name) }).click();
      await expect(page.getByTestId("picked-member")).toContainText(membership.code);
      await add.getByLabel(g.add.guests).fill("1");
      await add.getByRole("button", { name: g.add.submit }).click();
      await expect(page.getByTestId("guest-entry")).toHaveCount(2);
      await expect(page.getByTestId("total-entries")).toHaveText("2");
      await expect(page.getByTestId("total-people")).toHaveText("6");

      // The door: Zeno arrives with 2 of 3 guests; 4 is refused next to the field.
      const zeno = page.getByTestId("guest-entry").filter({ hasText: "Zeno Rossi" });
      const came = zeno.getByLabel(g.list.arrivedGuests.replace("{{listed}}", "3"));
      await came.fill("4");
      await zeno.getByRole("button", { name: g.list.checkIn }).click();
      await expect(came).toHaveAccessibleDescription(g.errors.tooMany);
      await came.fill("2");
      await zeno.getByRole("button", { name: g.list.checkIn }).click();
      await expect(zeno).toHaveAttribute("data-arrived", "yes");
      // Said once, on the row, in the look of success (green, a check mark), not of an error.
      const letIn = page.getByRole("status").filter({ hasText: g.done.checkIn });
      await expect(letIn).toHaveCount(1);
      await expect(zeno.getByRole("status")).toHaveAttribute("data-tone", "success");
      await expect(zeno.getByTestId("entry-arrived")).toContainText(/\d{1,2}[:.]\d{2}/);
      await expect(page.getByTestId("total-arrived")).toHaveText("3");
      await expectNoAxeViolations(page);

      // The ticket check's counter counts the people let in from the lists.
      await page.goto(`${localePath(locale, "/internal/ticketcheck")}?event=${event.id}`);
      await expect(page.getByTestId("counter-guests")).toHaveText("3");

      // Undo, with a confirmation; the log keeps the check-in and the undo.
      await page.goto(path);
      await zeno.getByRole("button", { name: g.list.undo }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: g.dialogs.undoConfirm }).click();
      await expect(zeno).toHaveAttribute("data-arrived", "no");
      await expect(page.getByTestId("total-arrived")).toHaveText("0");
      await page.getByText(g.log.heading).click();
      const log = page.getByTestId("list-log");
      await expect(log).toContainText(
        g.log.actions["guest-list.check-in-undone"].replace("{{name}}", "Zeno Rossi"),
      );
      await expect(log.getByRole("row")).toHaveCount(5);
    });

    test("on a phone the form starts afresh after each add, warns of a name already listed, and finds members by first name", async ({
      page,
    }) => {
      const event = await newEvent({ priceCents: 0, seats: 50 });
      const firstName = `Francesca${locale === "it" ? "Qui" : "Qua"}${Date.now().toString(36).replace(/\d/g, "")}`;
      const member = await newAccount("member-valid", { session: false, firstName });
      await signInAs(page, "manager");
      const path = localePath(locale, `/internal/event/${event.id}/lists`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const add = page.getByRole("region", { name: g.add.heading });
      const name = add.getByLabel(g.add.name);
      const hasCard = add.getByLabel(g.add.hasMembership);
      const guests = add.getByLabel(g.add.guests);
      const notes = add.getByLabel(g.add.notes);
      const submit = add.getByRole("button", { name: g.add.submit });

      // Anna with everything; then only Bruno's name: Bruno gets none of Anna's fields.
      await name.fill("Anna Prima");
      await hasCard.check();
      await guests.fill("3");
      await notes.fill("Nota per Anna");
      await submit.click();
      const addedAnna = add
        .getByRole("status")
        .filter({ hasText: fill(g.done.added, { name: "Anna Prima" }) });
      await expect(addedAnna).toBeVisible();
      await expect(name).toBeFocused();
      await expect(name).toHaveValue("");
      await expect(hasCard).not.toBeChecked();
      await expect(guests).toHaveValue("0");
      await expect(notes).toHaveValue("");
      await name.fill("Bruno Secondo");
      await submit.click();
      await expect(add.getByRole("status")).toHaveText(fill(g.done.added, { name: "Bruno Secondo" }));
      await expect(name).toBeFocused();
      await expect(name).toHaveValue("");
      const csv = csvRows(await (await page.request.get(`${path}.csv`)).text());
      expect(csv).toContain(`Bruno Secondo;;${g.csv.no};0;;;`);
      expect(csv).toContain(`Anna Prima;;${g.csv.yes};3;Nota per Anna;;`);
      await expectNoAxeViolations(page);

      // A failed add keeps what was typed, with the error next to its field.
      await name.fill("Carla Terza");
      await notes.fill("Nota per Carla");
      await guests.fill("51");
      await submit.click();
      await expect(guests).toHaveAccessibleDescription(literally(g.errors.guestsMax));
      await expect(name).toHaveValue("Carla Terza");
      await expect(notes).toHaveValue("Nota per Carla");

      // Anna again, otherwise written: a warning next to the name names her entry; typed kept.
      await name.fill("  anna  PRIMA ");
      await guests.fill("1");
      await submit.click();
      const warning = add.getByTestId("same-name");
      await expect(warning).toContainText(fill(g.add.sameName, { name: "anna PRIMA" }));
      await expect(warning).toContainText(fill(g.add.sameNameEntry, { name: "Anna Prima", guests: 3 }));
      await expect(name).toHaveAccessibleDescription(literally(fill(g.add.sameName, { name: "anna PRIMA" })));
      await expect(name).toHaveValue("  anna  PRIMA ");
      await expect(guests).toHaveValue("1");
      await expect(notes).toHaveValue("Nota per Carla");
      await expect(page.getByTestId("guest-entry")).toHaveCount(2);
      await expectNoAxeViolations(page);
      // Someone else of the same name: ticked, added.
      await add.getByLabel(g.add.addAnyway).check();
      await expect(warning).toBeVisible();
      await submit.click();
      await expect(add.getByRole("status")).toHaveText(fill(g.done.added, { name: "anna PRIMA" }));
      await expect(page.getByTestId("guest-entry")).toHaveCount(3);
      await expect(add.getByTestId("same-name")).toHaveCount(0);
      await expect(notes).toHaveValue("");

      // The register by first name, then by first name and the start of the last name.
      const search = add.getByLabel(g.add.memberSearch);
      await search.fill(firstName.toLowerCase());
      await add.getByRole("button", { name: g.add.memberSearchButton }).click();
      const full = `${member.firstName} ${member.lastName}`;
      const matches = add.getByTestId("member-matches").getByRole("listitem");
      await expect(matches).toHaveCount(1);
      await expect(matches).toContainText(full);
      await search.fill(`${firstName} ${member.lastName.slice(0, 2)}`);
      await add.getByRole("button", { name: g.add.memberSearchButton }).click();
      await expect(matches).toHaveCount(1);
      await add.getByRole("link", { name: fill(g.add.chooseMember, { name: full }) }).click();
      await expect(page.getByTestId("picked-member")).toContainText(full);
      await submit.click();
      await expect(add.getByRole("status")).toHaveText(fill(g.done.added, { name: full }));
      await expect(page.getByTestId("picked-member")).toHaveCount(0);
      await expect(name).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    test("edit and search; the CSV and the printed list hold the names; a phone needs no sideways scroll", async ({
      page,
    }) => {
      const event = await newEvent({ priceCents: 0, seats: 50 });
      await signInAs(page, "manager");
      const path = localePath(locale, `/internal/event/${event.id}/lists`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const add = page.getByRole("region", { name: g.add.heading });
      for (const who of ["Anna Bianchi", "Bruno Verdi"]) {
        await add.getByLabel(g.add.name).fill(who);
        await add.getByRole("button", { name: g.add.submit }).click();
        await expect(page.getByTestId("guest-entry").filter({ hasText: who })).toBeVisible();
      }
      const anna = page.getByTestId("guest-entry").filter({ hasText: "Anna Bianchi" });
      await anna.getByRole("link", { name: `${g.list.edit} Anna Bianchi` }).click();
      const edit = page.getByRole("form", { name: g.list.editHeading.replace("{{name}}", "Anna Bianchi") });
      await edit.getByLabel(g.add.guests).fill("2");
      await edit.getByLabel(g.add.notes).fill("Stampa");
      await edit.getByRole("button", { name: g.list.save }).click();
      await expect(page.getByRole("status").filter({ hasText: g.done.edited })).toBeVisible();
      await expect(anna).toContainText("Stampa");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The log is one card per line there: its box does not scroll sideways either.
      await page.getByText(g.log.heading).click();
      const log = page.getByTestId("list-log");
      await expect(log).toContainText("Anna Bianchi");
      expect(
        await log.evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0)),
      ).toBe(true);

      await page.getByLabel(g.list.search).fill("verdi");
      await page.getByRole("button", { name: g.list.searchButton, exact: true }).click();
      await expect(page.getByTestId("guest-entry")).toHaveCount(1);
      await expect(page.getByTestId("guest-entry")).toContainText("Bruno Verdi");

      const csv = await page.request.get(`${path}.csv`);
      expect(csv.status()).toBe(200);
      const rows = csvRows(await csv.text());
      expect(rows).toContain(`Anna Bianchi;;${g.csv.no};2;Stampa;;`);
      expect(rows.some((row) => row.startsWith("Bruno Verdi;"))).toBe(true);

      await page.emulateMedia({ media: "print" });
      await page.goto(path);
      const printed = page.getByTestId("print-list");
      await expect(printed).toBeVisible();
      await expect(printed.getByRole("row")).toHaveCount(3);
      await expect(page.getByRole("region", { name: g.add.heading })).toBeHidden();
    });
  });
}
