/**
 * Paying online: Stripe Checkout against a local fake of Stripe's protocol (tests/setup/fake-stripe.ts),
 * whose pay page calls the app's signed webhook. It switches the server's payment mode, so it runs in
 * the serial project (playwright.config.ts SERIAL_SPECS).
 */
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { expect, readQrOnPage, test } from "./fake-camera";
import { expectHydrated, linkIn, newEvent, signInAs, useStripe, waitForMail } from "./fixtures";

test.beforeAll(() => useStripe(true));
test.afterAll(() => useStripe(false));

for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as const) {
  test(`${locale}: a member pays a ticket on the Checkout page, finds it with its QR code, and the door's camera lets it in once`, async ({
    page,
    cameraPage,
  }) => {
    test.slow();
    const event = await newEvent({ priceCents: 2000, seats: 30 });
    const member = await signInAs(page, "member-valid");
    await page.goto(localePath(locale, `/event/${event.id}`));
    const box = page.getByTestId("purchase");
    await expect(box).toContainText(t.tickets.payOnline);
    // The form's redirect to the test's stand-in for Stripe is the scripts' path (see below).
    await expectHydrated(page);
    await box.getByRole("button", { name: t.tickets.buy }).click();

    // Stripe's page (the fake): the amount, then Pay.
    await expect(page).toHaveURL(/\/pay\/cs_test_/);
    await expect(page.getByText(/20[.,]00/)).toBeVisible();
    await page.getByRole("button", { name: "Pay" }).click();

    // Back from Stripe once the webhook has paid the order: straight to the ticket.
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/u/ticket/")}[0-9a-f-]{36}\\?bought$`));
    const card = page.getByTestId("ticket-card");
    await expect(card).toHaveAttribute("data-state", "valid");
    await expect(card).toContainText(/20[.,]00/);
    await expect(page.getByTestId("ticket-qr").locator("svg")).toBeVisible();
    const mail = await waitForMail(member.email);
    expect(linkIn(mail, "/u/ticket/")).toBe(new URL(page.url()).pathname);
    await expect(page.getByTestId("event-seats")).toHaveCount(0);
    const token = await readQrOnPage(page, "ticket-qr");
    await page.goto(localePath(locale, `/event/${event.id}`));
    await expect(page.getByTestId("event-seats")).toContainText("29");

    // At the door: the camera reads the paid ticket, shows the eight fields and lets it in once.
    const door = await cameraPage(token, { granted: true });
    await signInAs(door, "manager");
    await door.goto(`${localePath(locale, "/internal/ticketcheck")}?event=${event.id}`);
    const verdict = door.getByTestId("ticket-verdict");
    await expect(verdict).toHaveAttribute("data-verdict", "admitted", { timeout: 30_000 });
    const fields = door.getByTestId("ticket-fields");
    // Paid online when it was bought: no separate payment time.
    const { paid, ...always } = t.ticketcheck.fields;
    for (const label of Object.values(always)) await expect(fields).toContainText(label);
    await expect(fields).not.toContainText(paid);
    await expect(fields).toContainText(event.title);
    await expect(fields).toContainText(t.tickets.states.valid);
    await expect(fields).toContainText(/20[.,]00/);
    // Read again at staff's request: the ticket they just let in, said calmly.
    await door.getByRole("button", { name: t.validate.next }).click();
    await expect(verdict).toHaveAttribute("data-verdict", "already-yours", { timeout: 30_000 });
    await expect(verdict).toContainText(/\d{1,2}[:.]\d{2}/);
  });

  test(`${locale}: a payment left on the Checkout page keeps the seat and continues on the same page`, async ({
    page,
  }) => {
    const event = await newEvent({ priceCents: 1500, seats: 1 });
    await signInAs(page, "member-valid");
    await page.goto(localePath(locale, `/event/${event.id}`));
    await expectHydrated(page);
    await page.getByTestId("purchase").getByRole("button", { name: t.tickets.buy }).click();
    await expect(page).toHaveURL(/\/pay\/cs_test_/);
    const checkout = page.url();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${event.id}\\?cancelled$`));
    const box = page.getByTestId("purchase");
    await expect(box).toContainText(t.tickets.cancelledPayment);
    await expect(page.getByTestId("event-seats")).toContainText(t.events.soldOut);
    // Sent before the page's scripts run, the form would go to Stripe through a redirect, which the
    // policy allows for Stripe's own Checkout, not for the test's stand-in: this is the scripts' path.
    await expectHydrated(page);
    await box.getByRole("button", { name: t.tickets.continuePayment }).click();
    await expect(page).toHaveURL(checkout);
  });
}
