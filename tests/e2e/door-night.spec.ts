import type { Page } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { axeModes, expect, expectNoAxeViolations, newAccount, newEvent, signInAs, test } from "./fixtures";

/**
 * The night at the door (ADR 044) as management sees it on a phone: tonight's totals and the paper
 * list, in both languages, light (Italian) and dark (English), and what printing leaves on paper.
 */

/** A form POST of the signed-in page, from the page's own origin as a browser sends it. */
async function post(page: Page, path: string, form: Record<string, string>) {
  const response = await page.request.post(path, { form, headers: { origin: new URL(page.url()).origin } });
  expect(response.status(), path).toBeLessThan(400);
}

/** Tonight's event with two tickets sold at the door (cash and card), a guest-list name and a visitor. */
async function busyNight(page: Page) {
  const event = await newEvent({ priceCents: 1500, seats: 20, startsInMinutes: -30 });
  const cash = await newAccount("member-valid", { session: false });
  const card = await newAccount("member-valid", { session: false });
  await page.goto("/internal");
  for (const [buyer, method] of [
    [cash, "cash"],
    [card, "card"],
  ] as const)
    await post(page, "/internal/ticketcheck/sell", {
      membershipId: buyer.membership?.id ?? "",
      eventId: event.id,
      method,
      nonce: crypto.randomUUID(),
    });
  await post(page, `/internal/event/${event.id}/lists`, { intent: "add", name: "Anna Rossi", guests: "2" });
  await post(page, "/internal/validate", {
    intent: "visitor",
    name: "Lia Verdi",
    network: "ARCI",
    card: "AR123456",
    nonce: crypto.randomUUID(),
  });
  return { event, cash, card };
}

for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as const) {
  test(`${locale}: tonight's totals and the door's paper list on a phone, in ${axeModes(locale).join(" and ")} mode`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, "manager");
    const { event, cash, card } = await busyNight(page);

    for (const mode of axeModes(locale)) {
      await page.addInitScript((value) => localStorage.setItem("colour-mode", value), mode);
      await page.goto(`${localePath(locale, "/internal/ticketcheck/night")}?event=${event.id}`);
      await expect(
        page.getByRole("heading", { level: 1, name: t.pages["internal-ticketcheck-night"].title }),
      ).toBeVisible();
      await expect(page.getByTestId("night-event")).toHaveText(event.title);
      // The treasurer's figures.
      await expect(page.getByTestId("admitted-tickets")).toHaveText("2");
      await expect(page.getByTestId("admitted-visitors")).toHaveText("1");
      await expect(page.getByTestId("admitted-people")).toHaveText("3");
      await expect(page.getByTestId("money-cash")).toContainText(/15[.,]00/);
      await expect(page.getByTestId("money-card")).toContainText(/15[.,]00/);
      await expect(page.getByTestId("money-total")).toContainText(/30[.,]00/);
      await expect(page.getByTestId("money-operators")).toContainText(t.night.totals.methods.cash);
      // The paper list: both tickets let in, the guest-list name not yet.
      const tickets = page.getByTestId("sheet-tickets");
      await expect(tickets).toContainText(`${cash.firstName} ${cash.lastName}`);
      await expect(tickets).toContainText(`${card.firstName} ${card.lastName}`);
      await expect(tickets.locator("tbody tr")).toHaveCount(2);
      await expect(tickets).toContainText("✓");
      await expect(page.getByTestId("sheet-guests")).toContainText("Anna Rossi");
      await expect(page.getByTestId("sheet-guests")).toContainText(t.night.sheet.notAdmitted);
      // The cards are folded on a phone, one tap away.
      await expect(page.getByTestId("sheet-cards")).toBeHidden();
      await page.getByText(t.night.sheet.cards.show).click();
      await expect(page.getByTestId("sheet-cards")).toContainText(cash.lastName);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    }

    // Printing: the door list with its header, every card (folded on screen), no buttons, no totals.
    await page.getByText(t.night.sheet.cards.show).click();
    await expect(page.getByTestId("sheet-cards")).toBeHidden();
    await page.emulateMedia({ media: "print" });
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    await expect(page.getByTestId("sheet-cards")).toBeVisible();
    await expect(page.getByTestId("night-totals")).toBeHidden();
    await expect(page.getByTestId("night-sheet")).toContainText(event.title);
    await expect(page.getByRole("button", { name: t.night.links.printSheet })).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    await page.emulateMedia({ media: "screen" });
    await expect(page.getByTestId("sheet-cards")).toBeHidden();

    // The file's name says the night.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: t.night.links.csv }).click();
    expect((await download).suggestedFilename()).toMatch(
      new RegExp(`^${t.night.csv.file}-\\d{4}-\\d{2}-\\d{2}-[a-z0-9-]+\\.csv$`),
    );
  });
}

test("door staff (level 0) are refused the night's page", async ({ page }) => {
  const event = await newEvent({ startsInMinutes: -30 });
  await signInAs(page, "door");
  const response = await page.goto(`/internal/ticketcheck/night?event=${event.id}`);
  expect(response?.status()).toBe(403);
});
