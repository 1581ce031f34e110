import pg from "pg";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { expect, expectNoAxeViolations, newEvent, reportErrors, signInAs, test } from "./fixtures";

const url = process.env.TEST_DATABASE_URL;

/** The busy answer is a 503 the browser logs as a failed resource; the test expects it. */
const EXPECTED = /Failed to load resource: the server responded with a status of (40[0349]|429|503)/;

for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as const) {
  test.describe(`${locale}: buying in a rush (ADR 062)`, () => {
    // Another purchase holding the event is made with a connection of the test's own: PostgreSQL only.
    test.skip(!url, "needs TEST_DATABASE_URL");

    test("told busy, the page says so, counts down and buys by itself once the event is free", async ({
      context,
      consoleErrors,
    }) => {
      const page = await context.newPage();
      await reportErrors(page, consoleErrors, EXPECTED);
      const event = await newEvent({ priceCents: 1200, seats: 40 });
      await signInAs(page, "member-valid");
      await page.goto(localePath(locale, `/event/${event.id}`));
      const box = page.getByTestId("purchase");
      await expect(box).toHaveAttribute("data-step", "can-buy");

      // Another purchase holds the event's row longer than a purchase waits for it (lock_timeout).
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query("begin");
        await holder.query("select id from events where id = $1 for update", [event.id]);
        await box.getByRole("button", { name: t.tickets.buy }).click();

        const busy = box.getByRole("status").filter({ hasText: t.tickets.busy });
        await expect(busy).toBeVisible();
        await expect(box.getByTestId("purchase-busy")).toContainText(
          new RegExp(t.tickets.busyCountdown.replace("{{seconds}}", "\\d+")),
        );
        await expectNoAxeViolations(page);
      } finally {
        await holder.query("commit").catch(() => {});
        await holder.end();
      }
      // Nobody presses again: the page retries after the wait it was given, and this time it sells.
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/u/ticket/")}[0-9a-f-]{36}\\?bought$`), {
        timeout: 15_000,
      });
    });
  });
}
