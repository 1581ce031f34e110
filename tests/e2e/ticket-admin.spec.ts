import type { Page } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import type { Messages } from "../../app/i18n/messages";
import { axeModes, expect, expectNoAxeViolations, newEvent, signInAs, test, waitForMail } from "./fixtures";

/** The page checked with axe in its language's colour mode (`axeModes`), after a reload in it. */
async function expectNoAxeViolationsInItsMode(page: Page, locale: "it" | "en") {
  for (const mode of axeModes(locale)) {
    await page.evaluate((value) => localStorage.setItem("colour-mode", value), mode);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-colour-mode", mode);
    await expectNoAxeViolations(page);
  }
}

for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as ["it" | "en", Messages][]) {
  test.describe(`${locale}: staff and an event's tickets`, () => {
    test("staff cancel a ticket paid at the door with a reason: the buyer's profile shows it cancelled, the mail says why", async ({
      page,
    }) => {
      const event = await newEvent({ priceCents: 1200, seats: 5 });
      const member = await signInAs(page, "member-valid");
      await page.goto(localePath(locale, `/event/${event.id}`));
      await page.getByTestId("purchase").getByRole("button", { name: t.tickets.buy }).click();
      await expect(page.getByTestId("ticket-card")).toHaveAttribute("data-state", "unpaid");
      const ticketMail = await waitForMail(member.email);

      // The same browser is the desk's too: the staff session sits next to the member's.
      await signInAs(page, "manager");
      await page.goto(`${localePath(locale, "/internal/events")}?q=${encodeURIComponent(event.title)}`);
      await page.getByRole("link", { name: `${t.ticketAdmin.rowAction} ${event.title}` }).click();
      await expect(page).toHaveURL(localePath(locale, `/internal/event/${event.id}/tickets`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t.pages["internal-event-tickets"].title,
      );
      await expect(page.getByTestId("event-title")).toHaveText(event.title);
      await expect(page.getByRole("link", { name: t.ticketAdmin.lists })).toHaveAttribute(
        "href",
        localePath(locale, `/internal/event/${event.id}/lists`),
      );
      await expect(page.getByTestId("count-sold")).toHaveText("1");
      await expect(page.getByTestId("count-left")).toHaveText("4");

      const holder = `${member.firstName} ${member.lastName}`;
      const row = page.getByTestId("ticket-row").filter({ hasText: holder });
      await expect(row).toHaveAttribute("data-state", "unpaid");
      await expect(row).toContainText(member.email);
      await expect(row).toContainText(t.tickets.types.standard);
      await row.getByRole("button", { name: `${t.ticketAdmin.cancel.cancel} ${holder}` }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(t.ticketAdmin.cancel.cancelTitle.replace("{{name}}", holder));
      // No reason: the error sits next to the field, translated, and nothing is sent.
      await dialog.getByRole("button", { name: t.ticketAdmin.cancel.confirmCancel }).click();
      await expect(dialog.getByText(t.ticketAdmin.errors.reasonRequired)).toBeVisible();
      const reason = dialog.getByLabel(t.ticketAdmin.cancel.reason);
      await expect(reason).toHaveAttribute("aria-invalid", "true");
      await reason.fill("Ha scritto che non può venire");
      await dialog.getByRole("button", { name: t.ticketAdmin.cancel.confirmCancel }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("status").filter({ hasText: holder })).toContainText(
        t.ticketAdmin.done.mailed,
      );
      await expect(row).toHaveAttribute("data-state", "cancelled");
      await expect(row.getByRole("button")).toHaveCount(0);
      await expect(page.getByTestId("count-sold")).toHaveText("0");
      await expect(page.getByTestId("count-left")).toHaveText("5");

      const mail = await waitForMail(member.email, ticketMail.index);
      expect(mail.subject).toContain(event.title);
      expect(mail.text).toContain("Ha scritto che non può venire");

      await page.goto(localePath(locale, "/u"));
      const upcoming = page
        .getByTestId("tickets-upcoming")
        .getByRole("listitem")
        .filter({ hasText: event.title });
      await expect(upcoming).toContainText(t.tickets.states.cancelled);
    });

    test("staff issue a complimentary ticket to a member by e-mail: it is in their profile and mail", async ({
      page,
    }) => {
      const event = await newEvent({ priceCents: 1500, seats: 10 });
      const member = await signInAs(page, "member-valid");
      await signInAs(page, "manager");
      await page.goto(localePath(locale, `/internal/event/${event.id}/tickets`));
      await expect(page.getByText(t.ticketAdmin.table.empty)).toBeVisible();
      const form = page.getByRole("region", { name: t.ticketAdmin.complimentary.heading });
      const name = form.getByLabel(t.ticketAdmin.complimentary.holderName);
      const email = form.getByLabel(t.ticketAdmin.complimentary.email);
      const submit = form.getByRole("button", { name: t.ticketAdmin.complimentary.submit });

      // An address that is no account: refused next to the field, what was typed stays.
      await name.fill("Stampa Locale");
      await email.fill("nessuno-qui@e2e.test");
      await submit.click();
      await expect(form.getByText(t.ticketAdmin.errors["no-account"])).toBeVisible();
      await expect(name).toHaveValue("Stampa Locale");

      await email.fill(member.email);
      await submit.click();
      await expect(page.getByRole("status").filter({ hasText: "Stampa Locale" })).toContainText(member.email);
      const row = page.getByTestId("ticket-row").filter({ hasText: "Stampa Locale" });
      await expect(row).toHaveAttribute("data-state", "valid");
      await expect(row).toContainText(t.tickets.types.complimentary);
      await expect(page.getByTestId("count-left")).toHaveText("9");
      await expect(name).toHaveValue("");

      // Twice for the same member: one valid ticket per member.
      await name.fill("Stampa Locale");
      await email.fill(member.email);
      await submit.click();
      await expect(form.getByText(t.ticketAdmin.errors["already-has-ticket"])).toBeVisible();
      await expect(page.getByTestId("ticket-row")).toHaveCount(1);

      await expectNoAxeViolationsInItsMode(page, locale);
      // The dialog too.
      await row.getByRole("button", { name: `${t.ticketAdmin.cancel.cancel} Stampa Locale` }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();

      const mail = await waitForMail(member.email);
      expect(mail.subject).toContain(event.title);

      await page.goto(localePath(locale, "/u"));
      await page.getByTestId("tickets-upcoming").getByRole("link", { name: event.title }).click();
      const card = page.getByTestId("ticket-card");
      await expect(card).toHaveAttribute("data-state", "valid");
      await expect(card).toContainText(t.tickets.types.complimentary);
      await expect(page.getByTestId("ticket-qr").locator("svg")).toBeVisible();
    });
  });
}
