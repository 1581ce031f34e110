import type { Page } from "@playwright/test";
import { addCalendarDays, fromRomeWallTime, isoWeekday, toRomeWallTime } from "../../app/lib/rome-time";
import { LOCALES } from "./events-helpers";
import { axeModes, expect, expectNoAxeViolations, newEvent, signInAs, test } from "./fixtures";

/** The first day of the month after this one, in Rome ("YYYY-MM-01"). */
function nextMonth(): string {
  const thisMonth = `${toRomeWallTime(new Date()).slice(0, 7)}-01`;
  return `${addCalendarDays(thisMonth, 32).slice(0, 7)}-01`;
}

/** The `nth` Thursday (1 = first) of the month that starts on `first` ("YYYY-MM-01"). */
function thursday(first: string, nth: number): string {
  const offset = (4 - isoWeekday(first) + 7) % 7;
  return addCalendarDays(first, offset + 7 * (nth - 1));
}

/** The first day of a month seven months ahead: few other tests put events there. */
function quietMonth(): string {
  let month = nextMonth();
  for (let i = 0; i < 6; i++) month = `${addCalendarDays(month, 32).slice(0, 7)}-01`;
  return month;
}

/**
 * How the grid's bars of `title` lie over the day cells: for each bar, the weekdays (1–7) of the
 * cells it covers in its own week row.
 */
function coveredWeekdays(page: Page, title: string) {
  return page.evaluate((wanted) => {
    const cells = [...document.querySelectorAll<HTMLElement>("td.fc-daygrid-day[data-date]")];
    return [...document.querySelectorAll(".fc-daygrid-event")]
      .filter((bar) => bar.textContent?.includes(wanted))
      .map((bar) => {
        const b = bar.getBoundingClientRect();
        return cells
          .filter((cell) => {
            const c = cell.getBoundingClientRect();
            return b.left < c.right - 2 && b.right > c.left + 2 && b.top < c.bottom && b.bottom > c.top;
          })
          .map((cell) => new Date(`${cell.dataset.date}T00:00:00Z`).getUTCDay() || 7);
      });
  }, title);
}

const title = (page: Page) => page.locator(".fc-toolbar-title");

/** Whether the page is wider than the window (something pushes it sideways). */
function overflows(page: Page) {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);
}

for (const t of LOCALES) {
  const march = t.locale === "it" ? "marzo 2026" : "March 2026";
  const april = t.locale === "it" ? "aprile 2026" : "April 2026";

  test.describe(`${t.locale}: the calendar`, () => {
    test("keeps its view and period in the address, and Back returns to the period before", async ({
      page,
    }) => {
      await page.goto(`${t.prefix}/events?view=month&date=2026-03-01`);
      await expect(title(page)).toHaveText(march);

      await page.locator(".fc-next-button").click();
      await expect(title(page)).toHaveText(april);
      await expect(page).toHaveURL(/[?&]view=month/);
      await expect(page).toHaveURL(/[?&]date=2026-04-01/);

      await page.getByRole("button", { name: t.week, exact: true }).click();
      await expect(page.locator(".fc-timeGridWeek-view")).toBeVisible();
      await expect(page).toHaveURL(/[?&]view=week/);
      await expect(page).toHaveURL(/[?&]date=2026-03-30/);

      await page.reload();
      await expect(page.locator(".fc-timeGridWeek-view")).toBeVisible();
      await expect(page.locator('.fc-col-header-cell[data-date="2026-03-30"]')).toBeVisible();

      await page.goBack();
      await expect(page.locator(".fc-dayGridMonth-view")).toBeVisible();
      await expect(title(page)).toHaveText(april);
      await page.goBack();
      await expect(title(page)).toHaveText(march);
      await expect(page).toHaveURL(/[?&]date=2026-03-01/);
    });

    test("an address with an unknown view or an impossible date opens the default calendar", async ({
      page,
    }) => {
      const response = await page.goto(`${t.prefix}/events?view=year&date=2026-02-31`);
      expect(response?.status()).toBe(200);
      await expect(page.locator(".fc-dayGridMonth-view")).toBeVisible();
      await expect(page.locator(".fc-day-today")).toBeVisible();
    });

    test("an exhibition is one entry in the list and one bar with its hours in the month", async ({
      page,
    }) => {
      const first = nextMonth();
      const month = first.slice(0, 7);
      const run = await newEvent({
        priceCents: 0,
        startsAt: fromRomeWallTime(`${month}-03T10:00`).toISOString(),
        endsAt: fromRomeWallTime(`${month}-20T19:00`).toISOString(),
      });
      await page.goto(`${t.prefix}/events?view=list&date=${first}`);
      const rows = page.locator(".fc-list-event", { hasText: run.title });
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(t.locale === "it" ? "fino al 20" : "until 20");
      await expect(page.locator(`tr.fc-list-day[data-date="${month}-03"]`)).toBeVisible();
      await expect(page.locator(`tr.fc-list-day[data-date="${month}-04"]`)).toHaveCount(0);

      await page.getByRole("button", { name: t.locale === "it" ? "Mese" : "Month", exact: true }).click();
      const bar = page.locator(".fc-daygrid-event", { hasText: run.title }).first();
      await expect(bar.locator(".fc-event-time")).toHaveText("10–19");
      await expect(page.locator(".fc-daygrid-event", { hasText: "00:00" })).toHaveCount(0);
    });

    test("an exhibition across a weekend has no bar on Saturday or Sunday; a Saturday concert keeps its day", async ({
      page,
    }) => {
      const first = quietMonth();
      // Thursday to the next Wednesday; each language in its own week, so the two never crowd a day.
      const from = thursday(first, t.locale === "it" ? 2 : 3);
      const to = addCalendarDays(from, 6);
      const saturday = addCalendarDays(from, 2);
      const run = await newEvent({
        priceCents: 0,
        startsAt: fromRomeWallTime(`${from}T10:30`).toISOString(),
        endsAt: fromRomeWallTime(`${to}T18:30`).toISOString(),
      });
      const concert = await newEvent({
        priceCents: 0,
        startsAt: fromRomeWallTime(`${saturday}T21:00`).toISOString(),
        endsAt: fromRomeWallTime(`${saturday}T23:30`).toISOString(),
      });

      await page.goto(`${t.prefix}/events?view=month&date=${first}`);
      const bars = page.locator(".fc-daygrid-event", { hasText: run.title });
      await expect(bars).toHaveCount(2);
      await expect(bars.first().locator(".fc-event-time")).toHaveText("10:30–18:30");
      expect(await coveredWeekdays(page, run.title)).toEqual([
        [4, 5],
        [1, 2, 3],
      ]);
      // Both bars are the same exhibition: one page, reachable from either.
      const links = await bars.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
      expect(new Set(links).size).toBe(1);
      expect(links[0]).toMatch(new RegExp(`/event/${run.id}$`));
      await expect(
        page.locator(`td.fc-daygrid-day[data-date="${saturday}"]`).getByText(concert.title),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      // The week view's row of runs follows the same days.
      await page.goto(`${t.prefix}/events?view=week&date=${from}`);
      await expect(page.locator(".fc-timeGridWeek-view")).toBeVisible();
      await expect(page.locator(".fc-daygrid-event", { hasText: run.title })).toHaveCount(1);
      expect(await coveredWeekdays(page, run.title)).toEqual([[4, 5]]);

      // The list still shows the exhibition once, on its first day, at its hours.
      await page.goto(`${t.prefix}/events?view=list&date=${first}`);
      const rows = page.locator(".fc-list-event", { hasText: run.title });
      await expect(rows).toHaveCount(1);
      await expect(page.locator(`tr.fc-list-day[data-date="${from}"]`)).toBeVisible();
    });

    test("two exhibitions on the same days are two bars, each drawn whole at once and a target of 24 px", async ({
      page,
    }) => {
      const first = quietMonth();
      // A Thursday and Friday of their own: the weekend test takes the second and third weeks.
      const from = thursday(first, t.locale === "it" ? 1 : 4);
      const runs = [];
      for (const hours of [
        ["10:00", "19:00"],
        ["15:00", "22:00"],
      ])
        runs.push(
          await newEvent({
            priceCents: 0,
            startsAt: fromRomeWallTime(`${from}T${hours[0]}`).toISOString(),
            endsAt: fromRomeWallTime(`${addCalendarDays(from, 1)}T${hours[1]}`).toISOString(),
          }),
        );
      // Each bar the calendar adds is noted with its text at that moment: a bar is never drawn empty
      // (a 2 px line, too small a target) and filled later.
      await page.addInitScript(() => {
        const empty: string[] = [];
        Object.assign(window, { emptyBars: empty });
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes) {
              if (!(node instanceof HTMLElement)) continue;
              for (const bar of [node, ...node.querySelectorAll<HTMLElement>(".fc-daygrid-event")])
                if (bar.matches(".fc-daygrid-event") && !bar.textContent?.trim()) empty.push(bar.outerHTML);
            }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${t.prefix}/events?view=month&date=${first}`);
      for (const run of runs) {
        const bar = page.locator(".fc-daygrid-event", { hasText: run.title });
        await expect(bar).toHaveCount(1);
        expect((await bar.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24);
      }
      expect(await page.evaluate(() => (window as unknown as { emptyBars: string[] }).emptyBars)).toEqual([]);
      await expectNoAxeViolations(page);
    });

    test("a crowded day shows whole times, ellipses and a link to the rest", async ({ page }) => {
      const day = `${nextMonth().slice(0, 7)}-${t.locale === "it" ? "25" : "26"}`;
      const times = ["17:00", "18:30", "20:00", "21:00"];
      const created = [];
      for (const time of times)
        created.push(
          await newEvent({
            startsAt: fromRomeWallTime(`${day}T${time}`).toISOString(),
            endsAt: fromRomeWallTime(`${day}T23:00`).toISOString(),
          }),
        );
      await page.goto(`${t.prefix}/events?view=month&date=${day}`);
      const cell = page.locator(`td.fc-daygrid-day[data-date="${day}"]`);
      const more = cell.locator(".fc-daygrid-more-link");
      await expect(more).toHaveText(t.locale === "it" ? /^\+\d+ altr[oi]$/ : /^\+\d+ more$/);

      const stamps = page.locator(".fc-daygrid-event .fc-event-time");
      for (const stamp of await stamps.all()) {
        await expect(stamp).toHaveText(/^\d{1,2}(:\d\d)?(–\d{1,2}(:\d\d)?)?$/);
        expect(await stamp.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      await expect(cell.locator(".fc-event-title").first()).toHaveCSS("text-overflow", "ellipsis");

      await more.click();
      const popover = page.locator(".fc-popover");
      for (const event of created) await expect(popover.getByText(event.title)).toBeVisible();
      await expect(
        popover.locator(".fc-event", { hasText: created[3]?.title }).locator(".fc-event-time"),
      ).toHaveText("21");
      await expect(
        popover.locator(".fc-event", { hasText: created[1]?.title }).locator(".fc-event-time"),
      ).toHaveText("18:30");
    });

    test("on a 390 px phone the toolbar fits and the week's day headings do not overlap", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${t.prefix}/events`);
      await expect(page.locator(".fc-listMonth-view")).toBeVisible();
      expect(await overflows(page)).toBe(false);
      // The four views are in the header, above the grid and within the first screen.
      const weekButton = page.getByRole("button", { name: t.week, exact: true });
      await expect(page.locator(".fc-header-toolbar").getByRole("button", { name: t.week })).toBeVisible();
      const weekBox = await weekButton.boundingBox();
      expect((weekBox?.y ?? 900) + (weekBox?.height ?? 0)).toBeLessThanOrEqual(844);

      await page.getByRole("button", { name: t.week, exact: true }).click();
      await expect(page.locator(".fc-timeGridWeek-view")).toBeVisible();
      expect(await overflows(page)).toBe(false);
      const headings = page.locator(".fc-col-header-cell");
      await expect(headings).toHaveCount(7);
      for (const heading of await headings.all())
        expect(
          await heading.evaluate((cell) => {
            const text = cell.querySelector(".fc-col-header-cell-cushion");
            return text !== null && text.getBoundingClientRect().width <= cell.getBoundingClientRect().width;
          }),
        ).toBe(true);
      // Titles wrap between words (hyphenated where the browser can), never inside one as "Merca/tino".
      for (const title of await page.locator(".fc-timegrid-event .fc-event-title").all()) {
        await expect(title).toHaveCSS("overflow-wrap", "normal");
        await expect(title).toHaveCSS("word-break", "normal");
        await expect(title).toHaveCSS("hyphens", "auto");
      }
    });

    test("on a 390 px phone the month shows each event as a coloured marker with its time", async ({
      page,
    }) => {
      const day = `${quietMonth().slice(0, 7)}-${t.locale === "it" ? "01" : "02"}`;
      const event = await newEvent({
        startsAt: fromRomeWallTime(`${day}T21:30`).toISOString(),
        endsAt: fromRomeWallTime(`${day}T23:00`).toISOString(),
      });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${t.prefix}/events?view=month&date=${day}`);
      const marker = page.locator(`td.fc-daygrid-day[data-date="${day}"] .fc-event`, {
        hasText: event.title,
      });
      await expect(marker).toBeVisible();
      // The time is shown whole; the title is for screen readers and the tooltip, not cut to "M…".
      await expect(marker.locator(".fc-event-time")).toHaveText("21:30");
      await expect(marker.locator(".sr-only")).toHaveText(event.title);
      await expect(marker).toHaveAttribute("title", new RegExp(event.title));
      await expect(marker).toHaveAttribute("href", `${t.prefix}/event/${event.id}`);
      const box = await marker.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
      expect(await overflows(page)).toBe(false);
      await expectNoAxeViolations(page);
    });

    for (const mode of axeModes(t.locale)) {
      test(`axe finds nothing in the list and week views in ${mode} mode`, async ({ page }) => {
        await page.addInitScript((m) => localStorage.setItem("colour-mode", m), mode);
        await page.goto(`${t.prefix}/events?view=list&date=${nextMonth()}`);
        await expect(page.locator(".fc-list-event").first()).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: t.week, exact: true }).click();
        await expect(page.locator(".fc-timeGridWeek-view")).toBeVisible();
        await expectNoAxeViolations(page);
        // The month's chips: the page's text on a light tint of the event's colour, in either mode.
        await page.getByRole("button", { name: t.locale === "it" ? "Mese" : "Month", exact: true }).click();
        await expect(page.locator(".fc-daygrid-event.event-chip").first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}

test("moving the calendar re-runs no loader, on /events and on /market (ADR 008)", async ({ page }) => {
  await signInAs(page, "user");
  for (const path of ["/events", "/en/market"]) {
    await page.goto(`${path}?view=month&date=2026-03-01`);
    await expect(title(page)).toHaveText(path === "/events" ? "marzo 2026" : "March 2026");
    await page.waitForLoadState("networkidle");
    const loads: string[] = [];
    const watch = (request: { url(): string }) => {
      if (new URL(request.url()).pathname.endsWith(".data")) loads.push(request.url());
    };
    page.on("request", watch);
    await page.locator(".fc-next-button").click();
    await expect(page).toHaveURL(/[?&]date=2026-04-01/);
    await page.locator(".fc-next-button").click();
    await expect(page).toHaveURL(/[?&]date=2026-05-01/);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]date=2026-04-01/);
    await page.waitForLoadState("networkidle");
    page.off("request", watch);
    expect(loads).toEqual([]);
  }
});
