import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { expect, expectNoAxeViolations, newAccount, newEvent, signInAs, test } from "./fixtures";

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
      await expect(page.getByRole("status").filter({ hasText: g.done.added })).toBeVisible();

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
      const text = await csv.text();
      expect(text).toContain(`Anna Bianchi;;${g.csv.no};2;Stampa;;`);
      expect(text).toContain("Bruno Verdi");

      await page.emulateMedia({ media: "print" });
      await page.goto(path);
      const printed = page.getByTestId("print-list");
      await expect(printed).toBeVisible();
      await expect(printed.getByRole("row")).toHaveCount(3);
      await expect(page.getByRole("region", { name: g.add.heading })).toBeHidden();
    });
  });
}
