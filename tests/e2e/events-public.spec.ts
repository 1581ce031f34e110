import { demoEvent, LOCALES, openMarketSignedIn, rgb } from "./events-helpers";
import { axeModes, e2eData, expect, expectNoAxeViolations, newEvent, signInAs, test } from "./fixtures";

/** The page's text colour in light mode (app.css --fg). */
const FG_LIGHT = rgb("#1c1917");

/** The colour a chip is tinted with: as posters pick it (components/events/poster.tsx posterInk). */
function ink(event: { backgroundColor: string; textColor: string }): string {
  const mono = (hex: string) => ["#000000", "#ffffff"].includes(hex.toLowerCase());
  if (!mono(event.backgroundColor)) return event.backgroundColor;
  if (!mono(event.textColor)) return event.textColor;
  return "var(--accent)";
}

for (const t of LOCALES) {
  test.describe(`${t.locale}: public events`, () => {
    test("the calendar shows an event on its day, in its colours, in every view", async ({ page }) => {
      const event = await demoEvent(page);
      const day = event.start.slice(0, 10);
      await page.goto(`${t.prefix}/events?date=${day}`);
      const monthEvent = page.locator(`td.fc-daygrid-day[data-date="${day}"] .fc-event`, {
        hasText: event.title,
      });
      await expect(monthEvent).toBeVisible();
      await expect(monthEvent.first()).toHaveAttribute("href", `${t.prefix}/event/${event.id}`);
      const block = page
        .locator(`td[data-date="${day}"] .fc-daygrid-event`, { hasText: event.title })
        .first();
      // The event's colour is an accent (ADR 028): the chip carries it as its --ink, drawn as a
      // 4 px band and a light tint of the surface, with the page's own text colour.
      await expect(block).toHaveCSS("border-left-width", "4px");
      expect(await block.evaluate((el) => el.style.getPropertyValue("--ink"))).toBe(ink(event));
      await expect(block).not.toHaveCSS("background-color", rgb(event.backgroundColor));
      await expect(block.locator(".fc-event-title").first()).toHaveCSS("color", FG_LIGHT);
      const band = await block.evaluate((el) => getComputedStyle(el).borderLeftColor);

      await page.getByRole("button", { name: t.week, exact: true }).click();
      const weekEvent = page.locator(`td.fc-timegrid-col[data-date="${day}"] .fc-event`, {
        hasText: event.title,
      });
      await expect(weekEvent).toBeVisible();
      await expect(weekEvent.first()).toHaveCSS("border-left-width", "4px");
      await expect(weekEvent.first().locator(".fc-event-title")).toHaveCSS("color", FG_LIGHT);

      await page.getByRole("button", { name: t.day, exact: true }).click();
      await expect(page.locator(`.fc-timeGridDay-view td.fc-timegrid-col[data-date="${day}"]`)).toBeVisible();
      await expect(page.locator(".fc-timeGridDay-view .fc-event", { hasText: event.title })).toBeVisible();

      await page.getByRole("button", { name: t.list, exact: true }).click();
      const listRow = page.locator(`tr.fc-list-day[data-date="${day}"] ~ tr.fc-list-event`, {
        hasText: event.title,
      });
      await expect(listRow.first()).toBeVisible();
      // The dot is drawn in the band's colour, the same as the grid's.
      await expect(listRow.first().locator(".fc-list-event-dot")).toHaveCSS("border-top-color", band);
    });

    test("changing month loads just that range, and a click opens the event", async ({ page }) => {
      const event = await demoEvent(page);
      await page.goto(`${t.prefix}/events?view=month&date=${event.start.slice(0, 10)}`);
      await expect(page.locator(".fc-event", { hasText: event.title }).first()).toBeVisible();
      const request = page.waitForRequest((r) => r.url().includes("/events/feed?"));
      await page.locator(".fc-next-button").click();
      const url = new URL((await request).url());
      const start = Date.parse(url.searchParams.get("start") ?? "");
      const end = Date.parse(url.searchParams.get("end") ?? "");
      const firstOfNext = Date.parse(`${event.start.slice(0, 7)}-01`) + 32 * 86_400_000;
      expect(end - start).toBeLessThanOrEqual(42 * 86_400_000);
      expect(start).toBeLessThan(firstOfNext);
      expect(end).toBeGreaterThan(firstOfNext);
      await page.locator(".fc-prev-button").click();
      await page.locator(".fc-event", { hasText: event.title }).first().click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/event/${event.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);
      await expect(page.getByTestId("event-when").locator("time").first()).toHaveAttribute("datetime", /T/);
    });

    test("the page works without JavaScript through its list of upcoming events", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${t.prefix}/events`);
      const items = page.locator("#upcoming-heading + ul li");
      expect(await items.count()).toBeGreaterThan(3);
      await expect(items.first().locator("time").first()).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
      await context.close();
    });

    test("a non-public event is 404 for visitors and visible to staff", async ({ page }) => {
      const { hiddenEventId } = e2eData();
      const response = await page.goto(`${t.prefix}/event/${hiddenEventId}`);
      expect(response?.status()).toBe(404);
      await signInAs(page, "manager");
      const staffResponse = await page.goto(`${t.prefix}/event/${hiddenEventId}`);
      expect(staffResponse?.status()).toBe(200);
      await expect(page.getByRole("status")).toBeVisible();
    });

    test("an event page has JSON-LD, Open Graph tags and the purchase rules", async ({ page }) => {
      const { publicEventId } = e2eData();
      await page.goto(`${t.prefix}/event/${publicEventId}`);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(ld["@type"]).toBe("Event");
      expect(ld.name).toBe(await page.getByRole("heading", { level: 1 }).textContent());
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        "content",
        new RegExp(publicEventId),
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Agorà/);
    });

    test("on a phone the event's picture or poster opens the page, above the title and the tickets", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${t.prefix}/event/${e2eData().publicEventId}`);
      const picture = page.locator("article img, article .poster").first();
      const pictureBox = await picture.boundingBox();
      const titleBox = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(pictureBox && titleBox && pictureBox.y + pictureBox.height <= titleBox.y).toBe(true);
      expect(pictureBox?.y ?? 9999).toBeLessThan(844);
    });

    test("the market shows its calendar and a keyboard-driven gallery to a signed-in user", async ({
      page,
    }) => {
      await openMarketSignedIn(page, t.prefix);
      await expect(page.getByTestId("event-calendar").locator(".fc")).toBeVisible();
      await expect(
        page.getByRole("link", { name: t.locale === "it" ? "Contribuisci" : "Contribute" }).last(),
      ).toBeVisible();
      const thumbs = page.getByTestId("market-gallery").getByRole("button");
      expect(await thumbs.count()).toBeGreaterThan(1);
      await thumbs.first().focus();
      await page.keyboard.press("Enter");
      const lightbox = page.getByTestId("lightbox");
      await expect(lightbox).toBeVisible();
      const firstTitle = await lightbox.getByRole("heading").textContent();
      await page.keyboard.press("ArrowRight");
      await expect(lightbox.getByRole("heading")).not.toHaveText(firstTitle ?? "");
      await page.keyboard.press("ArrowLeft");
      await expect(lightbox.getByRole("heading")).toHaveText(firstTitle ?? "");
      await page.keyboard.press("Escape");
      await expect(lightbox).toBeHidden();
      await expect(thumbs.first()).toBeFocused();
      await page.goto(`${t.prefix}/market/index_old`);
      expect(await page.locator("main li time").count()).toBeGreaterThan(0);
    });

    test("a paid event shows its price, the seats left and the purchase rules", async ({ page }) => {
      const { paidEvent } = e2eData();
      await page.goto(`${t.prefix}/event/${paidEvent.id}`);
      const price = new Intl.NumberFormat(t.locale === "it" ? "it-IT" : "en-GB", {
        style: "currency",
        currency: "EUR",
      }).format(paidEvent.priceCents / 100);
      await expect(page.getByTestId("event-price")).toHaveText(price);
      await expect(page.getByTestId("event-seats")).toContainText(String(paidEvent.seats));
      await expect(page.getByText(t.locale === "it" ? /tessera valida/ : /valid membership/)).toBeVisible();
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(ld.offers).toMatchObject({
        priceCurrency: "EUR",
        price: (paidEvent.priceCents / 100).toFixed(2),
      });
    });

    for (const mode of axeModes(t.locale)) {
      test(`axe finds nothing on /events with its calendar drawn and on /market in ${mode} mode`, async ({
        page,
      }) => {
        await page.addInitScript((m) => localStorage.setItem("colour-mode", m), mode);
        await page.goto(`${t.prefix}/events`);
        await expect(page.locator(".fc-event").first()).toBeVisible();
        await expectNoAxeViolations(page);
        // An event's page is checked by routes.spec.ts.
        await openMarketSignedIn(page, t.prefix);
        await expect(page.locator(".fc-view")).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });

  test.describe(`${t.locale}: on a 390px phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test("the calendar opens in the list view", async ({ page }) => {
      await page.goto(`${t.prefix}/events`);
      await expect(page.locator(".fc-listMonth-view")).toBeVisible();
    });
  });
}

test("a crowded day's '+ more' opens its popover as a button, with no axe violations", async ({ page }) => {
  const crowded = await Promise.all(Array.from({ length: 4 }, () => newEvent({ priceCents: 0 })));
  // The calendar's day of the first one, in Rome.
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(
    new Date(crowded[0]?.startsAt ?? ""),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/events?view=month&date=${day}`);
  const more = page.locator(`td.fc-daygrid-day[data-date="${day}"] .fc-daygrid-more-link`);
  await expect(more).toHaveAttribute("role", "button");
  await expectNoAxeViolations(page);
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".fc-more-popover")).toBeVisible();
  await expect(more).toHaveAttribute("aria-expanded", "true");
});
