import type { Page } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { expect, readQrOnPage, test } from "./fake-camera";
import { expectNoAxeViolations, newEvent, signInAs } from "./fixtures";

/** A member books a seat of the free event `eventId` on its page; answers the ticket's QR token. */
async function bookSeat(page: Page, locale: "it" | "en", eventId: string, label: string) {
  await signInAs(page, "member-valid");
  await page.goto(localePath(locale, `/event/${eventId}`));
  await page.getByTestId("purchase").getByRole("button", { name: label }).click();
  await expect(page.getByTestId("ticket-card")).toBeVisible();
  return readQrOnPage(page, "ticket-qr");
}

async function colourMode(page: Page, mode: "light" | "dark") {
  await page.addInitScript((value) => localStorage.setItem("colour-mode", value), mode);
  await page.reload();
  if (mode === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
}

for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as const) {
  const d = t.dashboardTickets;
  test.describe(`${locale}: the dashboard's events and ticket chart`, () => {
    test("tonight's event with its sold, seats and admitted; the chart and its table of 30 days; axe light and dark", async ({
      page,
    }) => {
      test.slow();
      // On now, so it is among today's events whatever else the calendar holds.
      const event = await newEvent({ priceCents: 0, seats: 25, startsInMinutes: -10 });
      const token = await bookSeat(page, locale, event.id, t.tickets.buyFree);
      await page.context().clearCookies();
      await signInAs(page, "manager");
      await page.goto(`${localePath(locale, "/internal/ticketcheck")}?event=${event.id}`);
      const field = page.getByLabel(t.ticketcheck.codeLabel);
      await field.fill(token);
      await field.press("Enter");
      await expect(page.getByTestId("ticket-verdict")).toHaveAttribute("data-verdict", "admitted");

      await page.goto(localePath(locale, "/internal"));
      const events = page.getByTestId("dashboard-events");
      await expect(events.getByRole("heading", { level: 2, name: d.events.heading })).toBeVisible();
      const row = events.locator(`[data-event-id="${event.id}"]`);
      await expect(row).toContainText(event.title);
      await expect(row).toContainText(d.events.onNow);
      await expect(row.getByTestId("event-sold")).toHaveText("1");
      await expect(row.getByTestId("event-admitted")).toHaveText("1");
      await expect(row.getByTestId("event-guests")).toHaveText("0");
      await expect(row.getByTestId("event-seats")).toHaveText(
        d.events.of_other.replace("{{formatted}}", "25"),
      );
      // Managers open the event and its ticket check from here.
      await expect(
        row.getByRole("link", { name: d.events.manage.replace("{{title}}", event.title) }),
      ).toHaveAttribute("href", localePath(locale, `/internal/event/${event.id}`));
      await expect(row.getByRole("link", { name: new RegExp(d.events.ticketCheck) })).toHaveAttribute(
        "href",
        `${localePath(locale, "/internal/ticketcheck")}?event=${event.id}`,
      );

      // The chart is one image with a summary for screen readers, and the same figures as a table.
      const chart = page.getByRole("img", { name: new RegExp(`^${d.chart.summary.split("{{")[0]}`) });
      await expect(chart).toBeVisible();
      await expect(page.getByTestId("ticket-chart-totals")).toContainText(d.chart.sold);
      const details = page.getByTestId("ticket-chart-table");
      await details.getByText(d.chart.showTable).click();
      const table = details.getByRole("table", { name: d.chart.caption });
      await expect(table).toBeVisible();
      await expect(table.locator("tbody tr")).toHaveCount(30);
      // Today is the last row: at least this test's sale and admission (other tests sell today too).
      const today = table.locator("tbody tr").last().getByRole("cell");
      for (const cell of [today.nth(0), today.nth(1)])
        expect(Number(await cell.textContent())).toBeGreaterThanOrEqual(1);

      await expectNoAxeViolations(page);
      await colourMode(page, "dark");
      await details.getByText(d.chart.showTable).click();
      await expect(table).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("door staff see the figures without management links, and a 390 px phone scrolls only down", async ({
      page,
    }) => {
      const event = await newEvent({ priceCents: 0, seats: 12, startsInMinutes: -5 });
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(page, "door");
      await page.goto(localePath(locale, "/internal"));
      const row = page.locator(`[data-event-id="${event.id}"]`);
      await expect(row).toContainText(event.title);
      await expect(row.getByTestId("event-sold")).toHaveText("0");
      await expect(row.getByRole("link")).toHaveCount(0);
      await expect(page.getByTestId("ticket-chart")).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await colourMode(page, "dark");
      await expectNoAxeViolations(page);
    });
  });
}

test("anonymous visitors are sent to the staff sign-in; public users are not staff", async ({
  request,
  page,
}) => {
  const anonymous = await request.get("/internal", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toContain("/internal/login?redirectTo=");
  await signInAs(page, "user");
  await page.goto("/internal");
  await expect(page).toHaveURL(/\/internal\/login/);
  await expect(page.getByTestId("dashboard-events")).toHaveCount(0);
});
