import type { Page } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { expect, readQrOnPage, test } from "./fake-camera";
import { expectNoAxeViolations, newAccount, newEvent, signInAs } from "./fixtures";

/** A member buys a ticket of `eventId` on its page; answers the ticket's QR token. */
async function buyTicket(page: Page, locale: "it" | "en", eventId: string, label: string) {
  await signInAs(page, "member-valid");
  await page.goto(localePath(locale, `/event/${eventId}`));
  await page.getByTestId("purchase").getByRole("button", { name: label }).click();
  await expect(page.getByTestId("ticket-card")).toBeVisible();
  return readQrOnPage(page, "ticket-qr");
}

for (const [locale, t, mode] of [
  ["it", itMessages, "light"],
  ["en", en, "dark"],
] as const) {
  test.describe(`${locale}: the ticket check`, () => {
    test("the camera reads a ticket paid at the door: take the money, let in, then already used", async ({
      page,
      cameraPage,
    }) => {
      test.slow();
      const event = await newEvent({ priceCents: 1000, seats: 20 });
      const token = await buyTicket(page, locale, event.id, t.tickets.buy);
      expect(token).toMatch(/^[A-Z0-9]{24}$/);

      const door = await cameraPage(token, { granted: true });
      await door.addInitScript((value) => localStorage.setItem("colour-mode", value), mode);
      await signInAs(door, "manager");
      await door.goto(`${localePath(locale, "/internal/ticketcheck")}?event=${event.id}`);
      await expect(door.getByLabel(t.ticketcheck.eventLabel)).toHaveValue(event.id);
      const verdict = door.getByTestId("ticket-verdict");
      await expect(verdict).toHaveAttribute("data-verdict", "unpaid", { timeout: 30_000 });
      const fields = door.getByTestId("ticket-fields");
      await expect(fields).toContainText(event.title);
      await expect(fields).toContainText(t.tickets.types.standard);
      await expect(fields).toContainText(t.tickets.states.unpaid);
      await expect(fields).toContainText(/10[.,]00/);
      await expectNoAxeViolations(door);
      await door.getByRole("button", { name: t.ticketcheck.payAndAdmit }).click();
      await expect(verdict).toHaveAttribute("data-verdict", "admitted");
      await expect(fields).toContainText(t.tickets.states.valid);
      await expect(door.getByTestId("counter-admitted")).toHaveText("1");
      await expect(door.getByTestId("counter-sold")).toHaveText("1");
      await expect(door.getByTestId("counter-seats")).toHaveText("20");

      // Next person: the same ticket is still in front of the camera.
      await door.getByRole("button", { name: t.validate.next }).click();
      await expect(verdict).toHaveAttribute("data-verdict", "already-used", { timeout: 30_000 });
      await expect(verdict).toContainText(/\d{1,2}[:.]\d{2}/);
      await expectNoAxeViolations(door);
    });

    test("a typed code: the eight fields of a valid ticket, let in; other events and unknown codes refused", async ({
      page,
    }) => {
      const event = await newEvent({ priceCents: 0, seats: 10 });
      const elsewhere = await newEvent({ priceCents: 0, seats: 10 });
      const token = await buyTicket(page, locale, event.id, t.tickets.buyFree);
      // The same browser turns into the door's: the member's session goes.
      await page.context().clearCookies();
      await signInAs(page, "manager");
      await page.goto(`${localePath(locale, "/internal/ticketcheck")}?event=${elsewhere.id}`);
      const field = page.getByLabel(t.ticketcheck.codeLabel);
      const verdict = page.getByTestId("ticket-verdict");
      await field.fill(token.toLowerCase());
      await field.press("Enter");
      await expect(verdict).toHaveAttribute("data-verdict", "other-event");
      await expect(verdict).toContainText(event.title);
      await page.getByRole("button", { name: t.validate.next }).click();
      await field.fill("NOSUCHTICKET");
      await page.getByRole("button", { name: t.validate.check }).click();
      await expect(verdict).toHaveAttribute("data-verdict", "unknown");

      await page.goto(`${localePath(locale, "/internal/ticketcheck")}?event=${event.id}`);
      await field.fill(token);
      await field.press("Enter");
      await expect(verdict).toHaveAttribute("data-verdict", "admitted");
      const fields = page.getByTestId("ticket-fields");
      for (const label of Object.values(t.ticketcheck.fields)) await expect(fields).toContainText(label);
      await expect(fields).toContainText(event.title);
    });
  });
}

test("two phones at one door: each counter catches up with the other's scans", async ({ page, browser }) => {
  const event = await newEvent({ priceCents: 0, seats: 10 });
  const token = await buyTicket(page, "it", event.id, itMessages.tickets.buyFree);
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await other.newPage();
  await page.context().clearCookies();
  for (const phone of [page, second]) {
    await signInAs(phone, "manager");
    await phone.goto(`/internal/ticketcheck?event=${event.id}`);
    await expect(phone.getByTestId("counter-admitted")).toHaveText("0");
  }
  const field = page.getByLabel(itMessages.ticketcheck.codeLabel);
  await field.fill(token);
  await field.press("Enter");
  await expect(page.getByTestId("ticket-verdict")).toHaveAttribute("data-verdict", "admitted");
  await expect(page.getByTestId("counter-admitted")).toHaveText("1");
  // The other phone scanned nothing: its counter follows within one refresh (10 s).
  await expect(second.getByTestId("counter-admitted")).toHaveText("1", { timeout: 15_000 });
  await other.close();
});

test("door staff, public users and anonymous visitors cannot use the ticket check", async ({ request }) => {
  const event = await newEvent();
  for (const kind of ["door", "user"] as const) {
    const visitor = await newAccount(kind);
    const headers = { cookie: `authrefToken=${visitor.cookie}` };
    const page = await request.get("/internal/ticketcheck", { headers, maxRedirects: 0 });
    const post = await request.post("/internal/ticketcheck", {
      headers,
      form: { intent: "scan", eventId: event.id, code: "ABC", nonce: crypto.randomUUID() },
      maxRedirects: 0,
    });
    expect([page.status(), post.status()], kind).toEqual(kind === "door" ? [403, 403] : [302, 302]);
  }
  const anonymous = await request.get("/internal/ticketcheck", { maxRedirects: 0 });
  expect(anonymous.headers().location).toContain("/internal/login?redirectTo=");
});
