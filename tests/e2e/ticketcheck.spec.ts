import type { Page } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { doorHistory, expect, holdInFront, readQrOnPage, test, untouched, watchDoor } from "./fake-camera";
import {
  colourMode,
  expectHydrated,
  expectNoAxeViolations,
  holdScripts,
  lookAt,
  newAccount,
  newEvent,
  newTicket,
  signInAs,
} from "./fixtures";

/**
 * axe on a state of the scanner, with a screenshot of it for a person to look at. The Italian run
 * checks both colour modes; the English run, the same page in other words, checks the dark one.
 */
async function checkBothModes(page: Page, name: string) {
  for (const mode of name.startsWith("en-") ? (["dark"] as const) : (["light", "dark"] as const)) {
    await colourMode(page, mode);
    await expectNoAxeViolations(page);
    await lookAt(page, `test-results/door-screens/${name}-${mode}.png`);
  }
  await colourMode(page, "light");
}

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
    test("the camera reads a ticket paid at the door: take the money, let in, then already let in by you", async ({
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
      await expect(verdict).toHaveAttribute("data-tone", "attention");
      const fields = door.getByTestId("ticket-fields");
      await expect(fields).toContainText(event.title);
      await expect(fields).toContainText(t.tickets.types.standard);
      await expect(fields).toContainText(t.tickets.states.unpaid);
      await expect(fields).toContainText(/10[.,]00/);
      await expect(door.getByTestId("ticket-paid")).toHaveCount(0);
      const purchased = (await door.getByTestId("ticket-purchased").textContent()) ?? "";
      await expectNoAxeViolations(door);
      await door.getByRole("button", { name: t.ticketcheck.payAndAdmit }).click();
      await expect(verdict).toHaveAttribute("data-verdict", "admitted");
      await expect(verdict).toHaveAttribute("data-tone", "ok");
      await expect(fields).toContainText(t.tickets.states.valid);
      // The purchase time stays; the payment time shows on its own.
      await expect(door.getByTestId("ticket-purchased")).toHaveText(purchased);
      await expect(fields).toContainText(t.ticketcheck.fields.paid);
      await expect(door.getByTestId("ticket-paid")).toBeVisible();
      await expect(door.getByTestId("counter-admitted")).toHaveText("1");
      await expect(door.getByTestId("counter-sold")).toHaveText("1");
      await expect(door.getByTestId("counter-seats")).toHaveText("20");

      // Staff ask for the ticket still in front of the camera to be read again: it is the one they
      // just let in, said calmly with the time, not refused.
      await door.getByRole("button", { name: t.validate.next }).click();
      await expect(verdict).toHaveAttribute("data-verdict", "already-yours", { timeout: 30_000 });
      await expect(verdict).toHaveAttribute("data-tone", "attention");
      await expect(verdict).toContainText(t.ticketcheck.verdict["already-yours"]);
      await expect(verdict).toContainText(/\d{1,2}[:.]\d{2}/);
      await expectNoAxeViolations(door);

      // The member's ticket and the event's ticket list say the same.
      await page.addInitScript((value) => localStorage.setItem("colour-mode", value), mode);
      await page.reload();
      await expect(page.getByTestId("ticket-card")).toContainText(t.tickets.fields.paid);
      await expect(page.getByTestId("ticket-paid")).toBeVisible();
      await expectNoAxeViolations(page);
      await door.goto(localePath(locale, `/internal/event/${event.id}/tickets`));
      await expect(door.getByTestId("ticket-row").first()).toContainText(t.ticketAdmin.table.paid);
      await expectNoAxeViolations(door);
    });

    test("a ticket let in and held in front of the camera for 15 s: one verdict, never already used", async ({
      page,
      cameraPage,
    }) => {
      test.slow();
      const event = await newEvent({ priceCents: 0, seats: 20, startsInMinutes: -30 });
      const token = await buyTicket(page, locale, event.id, t.tickets.buyFree);
      const door = await cameraPage(token, { granted: true });
      await door.setViewportSize({ width: 390, height: 844 });
      await door.addInitScript((value) => localStorage.setItem("colour-mode", value), mode);
      await watchDoor(door);
      await untouched(door);
      const scans: string[] = [];
      door.on("request", (request) => {
        // Each scan is posted as JSON to the door's scan endpoint (ADR 046).
        if (request.method() === "POST" && new URL(request.url()).pathname === "/api/door/scan")
          scans.push((request.postDataJSON() as { code?: string } | null)?.code ?? "");
      });
      await signInAs(door, "manager");
      await door.goto(`${localePath(locale, "/internal/ticketcheck")}?event=${event.id}`);
      // The camera's hint speaks of any code here: a card's or a ticket's.
      await expect(door.getByText(t.door.camera.runningAny)).toBeVisible({ timeout: 30_000 });
      const verdict = door.getByTestId("ticket-verdict");
      await expect(verdict).toHaveAttribute("data-verdict", "admitted", { timeout: 30_000 });
      await expect(verdict).toContainText(t.ticketcheck.verdict.admitted);
      await expect(door.getByTestId("ticket-order")).toHaveText(/^[0-9A-F]{8}$/);

      // The person is still there, the ticket still in front of the camera: 15 s of the page's time.
      await holdInFront(door, 15_000);
      await expect(verdict).toHaveAttribute("data-verdict", "admitted");
      expect(scans).toEqual([token]);
      const history = await doorHistory(door);
      expect(history.verdicts).toEqual(["admitted"]);
      // Said once, in one live region.
      expect(history.said).toHaveLength(1);
      expect(history.said[0]).toContain(t.ticketcheck.verdict.admitted);
      // The camera read it before anyone touched the screen: silent, and the page says so once;
      // the first tap anywhere turns the sound on.
      const soundOff = door.getByTestId("door-sound-off");
      await expect(soundOff).toHaveText(t.door.sound.off);
      await checkBothModes(door, `${locale}-ticket-admitted`);
      await door.getByTestId("door-counter").click();
      await expect(soundOff).toHaveCount(0);
      await expect(verdict).toHaveAttribute("data-verdict", "admitted");
    });

    test("a typed code: the eight fields of a valid ticket, let in; other events and unknown codes refused", async ({
      page,
    }) => {
      test.slow();
      // Tonight's event, running since a minute ago: the ticket check opens on it by itself.
      const event = await newEvent({ priceCents: 0, seats: 10, startsInMinutes: -1 });
      const elsewhere = await newEvent({ priceCents: 0, seats: 10 });
      const token = await buyTicket(page, locale, event.id, t.tickets.buyFree);
      // The same browser turns into the door's: the member's session goes.
      await page.context().clearCookies();
      await signInAs(page, "manager");
      await page.setViewportSize({ width: 390, height: 844 });
      // Another day's event has no copy for offline use: said, and no request fails on the way.
      const failures: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(`${localePath(locale, "/internal/ticketcheck")}?event=${elsewhere.id}`);
      await expect(page.getByTestId("door-copy-state")).toHaveText(t.doorOffline.copyNone);
      // The paper list and the night's totals of the chosen event are one tap away.
      await expect(page.getByRole("link", { name: t.night.open })).toHaveAttribute(
        "href",
        `${localePath(locale, "/internal/ticketcheck/night")}?event=${elsewhere.id}`,
      );
      const field = page.getByLabel(t.ticketcheck.codeLabel);
      const verdict = page.getByTestId("ticket-verdict");
      await field.fill(token.toLowerCase());
      await field.press("Enter");
      await expect(verdict).toHaveAttribute("data-verdict", "other-event");
      await expect(verdict).toHaveAttribute("data-tone", "refused");
      await expect(verdict).toContainText(event.title);
      await checkBothModes(page, `${locale}-ticket-other-event`);
      await field.fill("NOSUCHTICKET");
      await page.getByRole("button", { name: t.validate.check }).click();
      await expect(verdict).toHaveAttribute("data-verdict", "unknown");
      await checkBothModes(page, `${locale}-ticket-unknown`);
      // Escape clears the verdict; the focus stays in the field.
      await field.press("Escape");
      await expect(verdict).toHaveCount(0);
      await expect(field).toBeFocused();
      await expect(page.getByTestId("door-ready")).toBeVisible();
      await checkBothModes(page, `${locale}-ticket-ready`);
      expect(failures).toEqual([]);

      await page.goto(localePath(locale, "/internal/ticketcheck"));
      await expect(page.getByLabel(t.ticketcheck.eventLabel)).toHaveValue(event.id);
      await field.fill(token);
      await field.press("Enter");
      await expect(verdict).toHaveAttribute("data-verdict", "admitted");
      const fields = page.getByTestId("ticket-fields");
      // The eight fields; the payment time shows only for a ticket paid at the door after its purchase.
      const { paid, ...always } = t.ticketcheck.fields;
      for (const label of Object.values(always)) await expect(fields).toContainText(label);
      await expect(fields).not.toContainText(paid);
      await expect(fields).toContainText(event.title);
      // The order, as a number a person can read out, never its whole id.
      await expect(page.getByTestId("ticket-order")).toHaveText(/^[0-9A-F]{8}$/);
      await expect(fields).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
      await checkBothModes(page, `${locale}-ticket-admitted-typed`);

      // Typed again by the same staff member: theirs, calmly.
      await field.fill(token);
      await field.press("Enter");
      await expect(verdict).toHaveAttribute("data-verdict", "already-yours");
      await checkBothModes(page, `${locale}-ticket-already-yours`);
      // By somebody else: refused, with who and when.
      const other = await page.context().browser()?.newContext({ baseURL: test.info().project.use.baseURL });
      if (!other) throw new Error("no browser");
      const colleague = await other.newPage();
      await signInAs(colleague, "manager");
      await colleague.goto(`${localePath(locale, "/internal/ticketcheck")}?event=${event.id}`);
      const theirField = colleague.getByLabel(t.ticketcheck.codeLabel);
      await theirField.fill(token);
      await theirField.press("Enter");
      const theirs = colleague.getByTestId("ticket-verdict");
      await expect(theirs).toHaveAttribute("data-verdict", "already-used");
      await expect(theirs).toHaveAttribute("data-tone", "refused");
      await colleague.setViewportSize({ width: 390, height: 844 });
      await checkBothModes(colleague, `${locale}-ticket-already-used`);
      await other.close();
    });

    // The page is shown before it is interactive (ADR 071): a code sent before the scripts run
    // posts the door's own form, event and all, and the page comes back with the verdict.
    test("a code typed before the page's scripts run gets its verdict, at an event's door and the card door", async ({
      page,
    }) => {
      const event = await newEvent({ priceCents: 0, seats: 10 });
      const ticket = await newTicket(event.id, "valid");
      const member = await newAccount("member-valid", { session: false });
      if (!member.membership) throw new Error("the member has no card");
      await signInAs(page, "manager");
      const release = await holdScripts(page);
      await page.goto(`${localePath(locale, "/internal/ticketcheck")}?event=${event.id}`, {
        waitUntil: "commit",
      });
      const field = page.getByLabel(t.ticketcheck.codeLabel);
      await field.fill(ticket.qrToken);
      await field.press("Enter");
      const verdict = page.getByTestId("ticket-verdict");
      await expect(verdict).toHaveAttribute("data-verdict", "admitted");
      await expect(page.getByLabel(t.ticketcheck.eventLabel)).toHaveValue(event.id);
      await lookAt(page, `test-results/door-screens/${locale}-typed-before-scripts.png`);
      // Once interactive, the verdict stays until "Next", and the next code goes the scripts' way.
      release();
      await expectHydrated(page);
      await expect(verdict).toHaveAttribute("data-verdict", "admitted");
      await field.press("Escape");
      await expect(verdict).toHaveCount(0);
      await field.fill(ticket.qrToken);
      await field.press("Enter");
      await expect(verdict).toHaveAttribute("data-verdict", "already-yours");

      // An empty code, sent before the scripts: its error is next to the field.
      await page.unrouteAll();
      const holdAgain = await holdScripts(page);
      await page.goto(localePath(locale, "/internal/validate"), { waitUntil: "commit" });
      const cardField = page.getByLabel(t.validate.codeLabel);
      await cardField.press("Enter");
      await expect(cardField).toHaveAttribute("aria-invalid", "true");
      await expect(cardField).toHaveAccessibleDescription(new RegExp(t.validate.errors.code));
      await cardField.fill(member.membership.code);
      await cardField.press("Enter");
      await expect(page.getByTestId("door-verdict")).toHaveAttribute("data-verdict", "valid");
      holdAgain();
      await expectHydrated(page);
      await expect(page.getByTestId("door-verdict")).toHaveAttribute("data-verdict", "valid");
      await expectNoAxeViolations(page);
    });
  });
}

/** A message with its `{{placeholders}}` filled in. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

/** A form POST of the signed-in page, from the page's own origin as a browser sends it. */
async function post(page: Page, path: string, form: Record<string, string>) {
  const response = await page.request.post(path, { form, headers: { origin: new URL(page.url()).origin } });
  expect(response.status(), path).toBeLessThan(400);
}

for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as const) {
  test(`${locale}: one screen at the event's door: cards and the door sale, refused tickets, the guest list`, async ({
    page,
  }) => {
    test.slow();
    const event = await newEvent({ priceCents: 1500, seats: 5, startsInMinutes: -30 });
    const valid = await newAccount("member-valid", { session: false });
    const requested = await newAccount("member-requested", { session: false });
    const voided = await newAccount("member-voided", { session: false });
    const cancelled = await newTicket(event.id, "cancelled");
    const refunded = await newTicket(event.id, "refunded");
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, "manager");
    await page.goto(localePath(locale, "/internal"));
    for (const [name, guests] of [
      ["Anna Bianchi", "2"],
      ["Bruno Secondo", "0"],
    ] as const)
      await post(page, `/internal/event/${event.id}/lists`, { intent: "add", name, guests });

    await page.goto(`${localePath(locale, "/internal/ticketcheck")}?event=${event.id}`);
    await expect(page.getByTestId("counter-admitted")).toHaveText("0");
    const field = page.getByLabel(t.ticketcheck.codeLabel);
    const scan = async (code: string) => {
      await field.fill(code);
      await field.press("Enter");
    };
    const card = page.getByTestId("door-verdict");
    const ticket = page.getByTestId("ticket-verdict");

    // A card at the event's door gets the card's verdict; a member without a ticket is offered one.
    await scan(valid.membership?.code ?? "");
    await expect(card).toHaveAttribute("data-verdict", "valid");
    await expect(card).toHaveAttribute("data-tone", "ok");
    await expect(card).toContainText(valid.lastName);
    const sale = page.getByTestId("sell-at-door");
    await expect(sale).toContainText(/15[.,]00/);
    await checkBothModes(page, `${locale}-screen-card-valid`);
    await sale.getByRole("button", { name: t.doorSale.cash }).click();
    // Sold: the verdict lets them in on their new ticket, and the counter moves at once.
    await expect(ticket).toHaveAttribute("data-verdict", "admitted");
    await expect(ticket).toContainText(t.doorSale.methods.cash);
    await expect(page.getByTestId("ticket-fields")).toContainText(valid.lastName);
    await expect(page.getByTestId("counter-admitted")).toHaveText("1");
    await expect(page.getByTestId("counter-sold")).toHaveText("1");
    await checkBothModes(page, `${locale}-screen-sold`);

    // A request is admitted on the spot; a voided card is refused.
    await scan(requested.membership?.qrToken ?? "");
    await expect(card).toHaveAttribute("data-verdict", "requested");
    await checkBothModes(page, `${locale}-screen-card-requested`);
    await page.getByRole("button", { name: t.validate.admit }).click();
    await expect(card).toHaveAttribute("data-verdict", "valid");
    await expect(card).toContainText(t.validate.admitted);
    await scan(voided.membership?.qrToken ?? "");
    await expect(card).toHaveAttribute("data-verdict", "voided");
    await expect(card).toHaveAttribute("data-tone", "refused");
    await checkBothModes(page, `${locale}-screen-card-voided`);

    // Tickets that let nobody in, in words and in red.
    for (const [state, code] of [
      ["cancelled", cancelled.qrToken],
      ["refunded", refunded.code],
    ] as const) {
      await scan(code);
      await expect(ticket).toHaveAttribute("data-verdict", state);
      await expect(ticket).toHaveAttribute("data-tone", "refused");
      await expect(ticket).toContainText(t.ticketcheck.verdict[state]);
      await checkBothModes(page, `${locale}-screen-ticket-${state}`);
    }
    await expect(page.getByTestId("counter-admitted")).toHaveText("1");

    // The guest list on the same screen: a last name found, let in with one of two guests.
    const guests = page.getByTestId("door-guests");
    const search = guests.getByLabel(t.doorGuests.search);
    await search.fill("bianchi");
    await search.press("Enter");
    const anna = guests.getByTestId("door-guest").filter({ hasText: "Anna Bianchi" });
    await anna.getByLabel(fill(t.doorGuests.arrivedGuests, { listed: 2 })).fill("1");
    await anna.getByRole("button", { name: t.doorGuests.letIn }).click();
    const guest = page.getByTestId("guest-verdict");
    await expect(guest).toHaveAttribute("data-verdict", "let-in");
    await expect(guest).toHaveAttribute("data-tone", "ok");
    await expect(guest).toContainText("Anna Bianchi");
    await expect(guest).toContainText(fill(t.doorGuests.detail["let-in_one"], { count: 1 }));
    await expect(page.getByTestId("counter-guests")).toHaveText("2");
    await expect(anna).toHaveAttribute("data-arrived", "yes");
    await checkBothModes(page, `${locale}-screen-guest-let-in`);

    // A first name found here while the desk lets the same name in from the list page: already in.
    await search.fill("bruno");
    await search.press("Enter");
    const bruno = guests.getByTestId("door-guest").filter({ hasText: "Bruno Secondo" });
    await expect(bruno).toHaveAttribute("data-arrived", "no");
    const found = await page.request.get(`/internal/ticketcheck/guests?event=${event.id}&q=bruno`);
    const entryId = ((await found.json()) as { entries: { id: string }[] }).entries[0]?.id ?? "";
    await post(page, `/internal/event/${event.id}/lists`, { intent: "checkIn", entryId, guests: "0" });
    await bruno.getByRole("button", { name: t.doorGuests.letIn }).click();
    await expect(guest).toHaveAttribute("data-verdict", "already-in");
    await expect(guest).toHaveAttribute("data-tone", "attention");
    await expect(guest).toContainText(/\d{1,2}[:.]\d{2}/);
    await checkBothModes(page, `${locale}-screen-guest-already-in`);
    await expect(page.getByTestId("counter-admitted")).toHaveText("1");
    // The same screen on a desk's wide screen, for a person to look at.
    await page.setViewportSize({ width: 1280, height: 900 });
    await colourMode(page, locale === "it" ? "dark" : "light");
    await lookAt(page, `test-results/door-screens/${locale}-screen-desktop.png`);
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
    const guests = await request.get(`/internal/ticketcheck/guests?event=${event.id}&q=anna`, {
      headers,
      maxRedirects: 0,
    });
    const checkIn = await request.post("/internal/ticketcheck", {
      headers,
      form: {
        intent: "guest",
        eventId: event.id,
        entryId: crypto.randomUUID(),
        guests: "0",
        nonce: crypto.randomUUID(),
      },
      maxRedirects: 0,
    });
    expect([page.status(), post.status(), guests.status(), checkIn.status()], kind).toEqual(
      kind === "door" ? [403, 403, 403, 403] : [302, 302, 302, 302],
    );
  }
  const anonymous = await request.get("/internal/ticketcheck", { maxRedirects: 0 });
  expect(anonymous.headers().location).toContain("/internal/login?redirectTo=");
});

test("the door names the event in English on the English pages where staff wrote it, else in Italian marked so", async ({
  page,
}) => {
  const english = await newEvent({ priceCents: 0, seats: 10, startsInMinutes: -1, titleEn: "Night of jazz" });
  const italian = await newEvent({ priceCents: 0, seats: 10, startsInMinutes: -1 });
  const ticket = await newTicket(english.id, "valid");
  const plain = await newTicket(italian.id, "valid");
  await signInAs(page, "manager");
  const verdictOf = async (path: string, eventId: string, code: string) => {
    await page.goto(`${path}?event=${eventId}`);
    const field = page.getByLabel((path.startsWith("/en") ? en : itMessages).ticketcheck.codeLabel);
    await field.fill(code);
    await field.press("Enter");
    await expect(page.getByTestId("ticket-verdict")).toBeVisible();
    return page.getByTestId("ticket-event");
  };

  // The event chooser names it in the page's language too.
  const shown = await verdictOf("/en/internal/ticketcheck", english.id, ticket.code);
  await expect(shown).toHaveText(english.titleEn ?? "");
  expect(await shown.getAttribute("lang")).toBeNull();
  await expect(page.getByLabel(en.ticketcheck.eventLabel).locator("option:checked")).toContainText(
    english.titleEn ?? "",
  );
  await expectNoAxeViolations(page);

  const fallback = await verdictOf("/en/internal/ticketcheck", italian.id, plain.code);
  await expect(fallback).toHaveText(italian.title);
  await expect(fallback).toHaveAttribute("lang", "it");

  // Checked again on the Italian page (an admission already made): the Italian title, unmarked.
  const onItalian = await verdictOf("/internal/ticketcheck", english.id, ticket.code);
  await expect(onItalian).toHaveText(english.title);
  expect(await onItalian.getAttribute("lang")).toBeNull();
});

for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as const) {
  test(`${locale}: a guest search sent before the door's scripts run is run once they do`, async ({
    page,
  }) => {
    const event = await newEvent({ priceCents: 0, seats: 5, startsInMinutes: -30 });
    await signInAs(page, "manager");
    await page.goto(localePath(locale, "/internal"));
    await post(page, `/internal/event/${event.id}/lists`, {
      intent: "add",
      name: "Carla Presto",
      guests: "1",
    });
    const release = await holdScripts(page);
    await page.goto(`${localePath(locale, "/internal/ticketcheck")}?event=${event.id}`, {
      waitUntil: "commit",
    });
    const guests = page.getByTestId("door-guests");
    await guests.getByLabel(t.doorGuests.search).fill("presto");
    await guests.getByLabel(t.doorGuests.search).press("Enter");
    // The page comes back on the same event, the search in its field.
    await expect(page).toHaveURL(new RegExp(`[?&]event=${event.id}`));
    await expect(guests.getByLabel(t.doorGuests.search)).toHaveValue("presto");
    release();
    await expectHydrated(page);
    await expect(guests.getByTestId("door-guest").filter({ hasText: "Carla Presto" })).toBeVisible();
    await expect(page.getByLabel(t.ticketcheck.eventLabel)).toHaveValue(event.id);
  });
}
