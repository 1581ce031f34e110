import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import {
  expect,
  expectNoAxeViolations,
  linkIn,
  newAccount,
  newEvent,
  reportErrors,
  signInAs,
  test,
  waitForMail,
  waitForScriptsOnLoad,
} from "./fixtures";

/** A press whose answer is cut off, and one answered 401: the browser logs both, the test causes them. */
const PRESS_FAILED = /Failed to load resource: (net::ERR_FAILED|the server responded with a status of 401)/;

for (const [locale, t, mode] of [
  ["it", itMessages, "light"],
  ["en", en, "dark"],
] as const) {
  test.describe(`${locale}: buying a ticket`, () => {
    test("a member buys a ticket paid at the door: the ticket page, the mail and the profile", async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem("colour-mode", value), mode);
      const event = await newEvent({ priceCents: 1200, seats: 40 });
      const member = await signInAs(page, "member-valid");
      await page.goto(localePath(locale, `/event/${event.id}`));
      const box = page.getByTestId("purchase");
      await expect(box).toHaveAttribute("data-step", "can-buy");
      await expect(box).toContainText(t.tickets.payAtDoor);
      await expectNoAxeViolations(page);
      await box.getByRole("button", { name: t.tickets.buy }).click();

      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/u/ticket/")}[0-9a-f-]{36}\\?bought$`));
      await expect(page.getByRole("status").filter({ hasText: t.tickets.bought })).toBeVisible();
      const card = page.getByTestId("ticket-card");
      await expect(card).toHaveAttribute("data-state", "unpaid");
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(event.title);
      await expect(card).toContainText(t.tickets.types.standard);
      await expect(card).toContainText(t.tickets.states.unpaid);
      await expect(card).toContainText(/12[.,]00/);
      await expect(page.getByTestId("ticket-qr").locator("svg")).toBeVisible();
      // The short code a door can type, in two groups of five; never the order's UUID.
      const code = (await page.getByTestId("ticket-code").textContent())?.trim() ?? "";
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5} [2-9A-HJKMNP-Z]{5}$/);
      await expect(card).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
      await expectNoAxeViolations(page);

      const mail = await waitForMail(member.email);
      expect(mail.subject).toContain(event.title);
      expect(mail.text).toContain(code);
      const ticketPath = new URL(page.url()).pathname;
      expect(linkIn(mail, "/u/ticket/")).toBe(ticketPath);

      await page.goto(localePath(locale, "/u"));
      const upcoming = page.getByTestId("tickets-upcoming");
      await expect(upcoming.getByRole("link", { name: event.title })).toHaveAttribute("href", ticketPath);

      // Back on the event: the ticket is there, and no second one is sold.
      await page.goto(localePath(locale, `/event/${event.id}`));
      await expect(box).toHaveAttribute("data-step", "ticket");
      await expect(box).toContainText(t.tickets.ownedUnpaid);
      await expect(box.getByRole("link", { name: t.tickets.openTicket })).toHaveAttribute("href", ticketPath);
      await expect(page.getByTestId("event-seats")).toContainText("39");
    });

    test("pressed twice, the answer does not arrive: one press, the box says so; signed out meanwhile, the press leads to the login and back (ADR 080)", async ({
      context,
      consoleErrors,
    }) => {
      const page = await context.newPage();
      await reportErrors(page, consoleErrors, PRESS_FAILED);
      waitForScriptsOnLoad(page);
      const event = await newEvent({ priceCents: 1200, seats: 40 });
      await signInAs(page, "member-valid");
      const eventPath = localePath(locale, `/event/${event.id}`);
      await page.goto(eventPath);
      const box = page.getByTestId("purchase");
      // The answer is cut off after a moment; a double click meanwhile sends one press, not two.
      const presses: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/tickets/buy") presses.push(request.method());
      });
      await page.route("**/api/tickets/buy", (route) => setTimeout(() => void route.abort(), 300));
      await box.getByRole("button", { name: t.tickets.buy }).dblclick();
      await expect(box.getByRole("alert")).toHaveText(t.tickets.notConfirmed);
      expect(presses).toEqual(["POST"]);
      await expect(box.getByRole("button", { name: t.tickets.buy })).toBeEnabled();
      await expectNoAxeViolations(page);
      await page.unroute("**/api/tickets/buy");

      await context.clearCookies();
      await box.getByRole("button", { name: t.tickets.buy }).click();
      await expect(page).toHaveURL(
        `${localePath(locale, "/u/login")}?redirectTo=${encodeURIComponent(eventPath)}`,
      );
    });

    test("a free event with seats books the seat at once, valid", async ({ page }) => {
      const event = await newEvent({ priceCents: 0, seats: 10 });
      await signInAs(page, "member-valid");
      await page.goto(localePath(locale, `/event/${event.id}`));
      await page.getByRole("button", { name: t.tickets.buyFree }).click();
      await expect(page.getByTestId("ticket-card")).toHaveAttribute("data-state", "valid");
      await expect(page.getByTestId("ticket-card")).toContainText(/0[.,]00/);
    });

    test("without a membership the box says why and links the one step; anonymous visitors sign in first", async ({
      page,
    }) => {
      const event = await newEvent();
      await page.goto(localePath(locale, `/event/${event.id}`));
      const box = page.getByTestId("purchase");
      await expect(box).toContainText(t.tickets.signInFirst);
      const signIn = box.getByRole("link", { name: t.events.signIn });
      const target = new URL((await signIn.getAttribute("href")) ?? "", "http://x");
      expect(target.pathname).toBe(localePath(locale, "/u/login"));
      expect(target.searchParams.get("redirectTo")).toBe(localePath(locale, `/event/${event.id}`));

      await signInAs(page, "user");
      await page.reload();
      await expect(box).toContainText(t.tickets.needMembership);
      await expect(box.getByRole("link", { name: t.events.membership })).toHaveAttribute(
        "href",
        localePath(locale, "/u/membership"),
      );
      await expect(box.getByRole("button")).toHaveCount(0);
    });
  });
}

test("the purchase refuses a visitor without a card on the server, and sends anonymous ones to sign in", async ({
  request,
}) => {
  const event = await newEvent({ seats: 5 });
  const buy = (cookie?: string) =>
    request.post(`/event/${event.id}`, {
      form: { intent: "buy" },
      headers: cookie ? { cookie: `authrefToken=${cookie}` } : {},
      maxRedirects: 0,
    });
  const anonymous = await buy();
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toContain("/u/login?redirectTo=");
  for (const kind of ["user", "member-requested", "member-expired", "member-voided"] as const) {
    const visitor = await newAccount(kind);
    expect((await buy(visitor.cookie)).status(), kind).toBe(409);
  }
  const page = await request.get(`/event/${event.id}`);
  expect(await page.text()).toContain(">Posti disponibili: 5<");
});

test("a ticket names its event in English on /en where staff wrote it, in Italian marked so otherwise (ADR 057)", async ({
  page,
}) => {
  const english = await newEvent({ priceCents: 0, seats: 10, titleEn: "Night of jazz" });
  const italian = await newEvent({ priceCents: 0, seats: 10 });
  const member = await signInAs(page, "member-valid", { locale: "en" });
  const buy = async (eventId: string) => {
    await page.goto(`/en/event/${eventId}`);
    await page.getByTestId("purchase").getByRole("button", { name: en.tickets.buyFree }).click();
    await expect(page.getByTestId("ticket-card")).toBeVisible();
    return new URL(page.url()).pathname;
  };

  const englishPath = await buy(english.id);
  const heading = page.getByTestId("ticket-card").getByRole("heading", { level: 2 });
  await expect(heading).toHaveText(english.titleEn ?? "");
  expect(await heading.getAttribute("lang")).toBeNull();
  const mail = await waitForMail(member.email);
  expect(mail.subject).toBe(`Your ticket for ${english.titleEn}`);

  const italianPath = await buy(italian.id);
  await expect(heading).toHaveText(italian.title);
  await expect(heading).toHaveAttribute("lang", "it");
  await expectNoAxeViolations(page);

  await page.goto("/en/u");
  const upcoming = page.getByTestId("tickets-upcoming");
  const englishLink = upcoming.getByRole("link", { name: english.titleEn ?? "" });
  await expect(englishLink).toHaveAttribute("href", englishPath);
  expect(await englishLink.getAttribute("lang")).toBeNull();
  await expect(upcoming.getByRole("link", { name: italian.title })).toHaveAttribute("lang", "it");

  // The Italian site shows the Italian title of both, unmarked.
  await page.goto(englishPath.replace(/^\/en/, ""));
  await expect(heading).toHaveText(english.title);
  expect(await heading.getAttribute("lang")).toBeNull();
  await page.goto("/u");
  await expect(
    page.getByTestId("tickets-upcoming").getByRole("link", { name: english.title }),
  ).toHaveAttribute("href", englishPath.replace(/^\/en/, ""));
  expect(italianPath).toMatch(/^\/en\/u\/ticket\//);
});
