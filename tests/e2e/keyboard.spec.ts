import type { Page } from "@playwright/test";
import { addCalendarDays, fromRomeWallTime, toRomeWallTime } from "../../app/lib/rome-time";
import { LOCALES } from "./events-helpers";
import {
  axeModes,
  colourMode,
  e2eData,
  expect,
  expectNoAxeViolations,
  newAccount,
  newEvent,
  signInAs,
  test,
} from "./fixtures";

/**
 * Walks with the keyboard only (docs/decisions/060-focus-after-navigation.md): after a client-side
 * navigation the focus is on the new page's heading; the calendar, the consent banner and the
 * cookie dialog speak to keyboards and screen readers.
 */

/** The first day of the month `ahead` months from this one, in Rome ("YYYY-MM-01"). */
function monthAhead(ahead: number): string {
  let month = `${toRomeWallTime(new Date()).slice(0, 7)}-01`;
  for (let i = 0; i < ahead; i++) month = `${addCalendarDays(month, 32).slice(0, 7)}-01`;
  return month;
}

/** Presses Tab until `selector` has the focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, selector: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The visitor has answered the consent banner: it is not in the way of the walk. */
async function consentGiven(page: Page) {
  const base = new URL(test.info().project.use.baseURL ?? "http://localhost:3100");
  await page.context().addCookies([{ name: "consent", value: "v1", domain: base.hostname, path: "/" }]);
}

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? "");

/** The text-spacing override of WCAG 1.4.12. */
const TEXT_SPACING =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }";

for (const t of LOCALES) {
  const [timeHeader, eventHeader] = t.locale === "it" ? ["Ora", "Evento"] : ["Time", "Event"];

  test.describe(`${t.locale}: with the keyboard only`, () => {
    test("an event opened from the calendar has the focus on its heading, and the page goes on from there", async ({
      page,
    }) => {
      await consentGiven(page);
      const first = monthAhead(8);
      const event = await newEvent({
        priceCents: 0,
        startsAt: fromRomeWallTime(`${first.slice(0, 7)}-12T21:00`).toISOString(),
      });
      await page.goto(`${t.prefix}/events?view=list&date=${first}`);
      await expect(page.locator(".fc-list-event", { hasText: event.title })).toBeVisible();
      await tabTo(page, `.fc-list-event-title a[href$="/event/${event.id}"]`);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
      const h1 = page.getByRole("heading", { level: 1, name: event.title });
      await expect(h1).toBeFocused();
      // Not a stop of its own: the next Tab goes on into the page, not to the footer.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
      await expect(h1).not.toHaveAttribute("tabindex");
      // Back to the calendar: its heading again.
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    });

    test("the calendar's buttons: plain previous, next and today, a visible focus, a new period read out", async ({
      page,
    }) => {
      await consentGiven(page);
      const first = monthAhead(8);
      await page.goto(`${t.prefix}/events?view=list&date=${first}`);
      await expect(page.locator(".fc-list-table, .fc-list-empty").first()).toBeVisible();
      for (const name of ["prev", "next", "today"])
        await expect(page.locator(`.fc-${name}-button`)).not.toHaveAttribute("aria-pressed");
      await expect(page.locator(".fc-listMonth-button")).toHaveAttribute("aria-pressed", "true");
      await expect(page.locator(".fc-next-button")).toHaveAttribute(
        "title",
        t.locale === "it" ? "Mese successivo" : "Next month",
      );
      await tabTo(page, ".fc-next-button");
      const ring = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
      expect(ring).toBe("solid 3px");
      await page.keyboard.press("Enter");
      const next = monthAhead(9);
      await expect(page).toHaveURL(new RegExp(`date=${next}`));
      await expect(page.locator(".fc-next-button")).toBeFocused();
      const title = await page.locator(".fc-toolbar-title").textContent();
      await expect(page.getByTestId("calendar-shown")).toHaveText(`${t.list}: ${title}`);
      // Today turns disabled once pressed: the focus goes to the period's title, not to the page.
      await page.locator(".fc-today-button").focus();
      await page.keyboard.press("Enter");
      await expect(page.locator(".fc-today-button")).toBeDisabled();
      await expect(page.locator(".fc-toolbar-title")).toBeFocused();
      // The list's hidden column headers are in the page's language.
      const empty = await page.locator(".fc-list-empty").count();
      if (empty === 0)
        await expect(page.locator(".fc-list-table thead th[scope=col]")).toHaveText([
          timeHeader,
          "",
          eventHeader,
        ]);
    });

    test("at 320 px the Agenda scrolls nothing sideways, even with wider text spacing", async ({ page }) => {
      await consentGiven(page);
      await page.setViewportSize({ width: 320, height: 720 });
      const first = monthAhead(1);
      await newEvent({
        priceCents: 0,
        startsAt: fromRomeWallTime(`${first.slice(0, 7)}-14T10:30`).toISOString(),
        endsAt: fromRomeWallTime(`${first.slice(0, 7)}-14T18:30`).toISOString(),
      });
      await page.goto(`${t.prefix}/events?view=list&date=${first}`);
      await expect(page.locator(".fc-list-event").first()).toBeVisible();
      const cut = () =>
        page.evaluate(() => {
          const wider = (element: Element) => element.scrollWidth > element.clientWidth + 1;
          return [
            ...[...document.querySelectorAll(".fc-scroller, .fc-toolbar-chunk, .fc-button-group")]
              .filter(wider)
              .map((element) => element.className),
            ...(document.documentElement.scrollWidth > window.innerWidth ? ["page"] : []),
          ];
        });
      expect(await cut()).toEqual([]);
      await page.addStyleTag({ content: TEXT_SPACING });
      expect(await cut()).toEqual([]);
      await expect(page.locator(".fc-list-table thead th[scope=col]").first()).toHaveText(timeHeader);
    });

    test("the consent banner is the first stop and its cookie dialog is modal", async ({ page }) => {
      await page.goto(`${t.prefix}/`);
      await expect(page.getByTestId("consent-banner")).toBeVisible();
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => document.activeElement?.closest("#consent-banner") !== null),
        "the first Tab reaches the banner",
      ).toBe(true);
      await tabTo(page, "[data-testid=consent-preferences]", 10);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      // Nothing of the page behind can be read while the dialog is open.
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
      await expect(page.getByRole("link")).toHaveCount(await dialog.getByRole("link").count());
      await expect(page.getByRole("button")).toHaveCount(await dialog.getByRole("button").count());
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null)).toBe(
          true,
        );
      }
      for (const mode of axeModes(t.locale)) {
        await colourMode(page, mode);
        await expectNoAxeViolations(page);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("consent-preferences")).toBeFocused();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });

    test("signing in moves the focus to the profile's heading; a refused password keeps it on the form", async ({
      page,
    }) => {
      await consentGiven(page);
      const account = await newAccount("user", { session: false });
      await page.goto(`${t.prefix}/u/login`);
      // Hydrated first: a form sent before would be a full page load, which is the browser's to focus.
      await page.waitForLoadState("networkidle");
      await page.getByLabel("E-mail").fill(account.email);
      await page.getByLabel("Password").fill("not-the-password");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alert").first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();
      expect(await focusedTag(page)).not.toBe("BODY");
      await page.getByLabel("Password").fill(account.password);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/u$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
      await page.waitForLoadState("networkidle");
    });

    test("a link of the mobile menu moves the focus to the new page's heading", async ({ page }) => {
      await consentGiven(page);
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${t.prefix}/`);
      await tabTo(page, "[data-testid=burger]", 20);
      await page.keyboard.press("Enter");
      const menu = page.getByTestId("mobile-menu");
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: t.locale === "it" ? "Eventi" : "Events", exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/events$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    });
  });
}

test("a message on the page that appears is read out with it (a staff member opens a draft)", async ({
  page,
}) => {
  await consentGiven(page);
  const { hidden } = e2eData().news;
  await signInAs(page, "manager");
  await page.goto(`/internal/news/${hidden.id}`);
  const link = page.locator(`main a[href="/news/${hidden.id}"]`);
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/news/${hidden.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page.getByTestId("route-announcer")).toHaveText(
    "Notizia non pubblica: la vedi perché sei dello staff.",
  );
});

test("a search of the register keeps the focus in the search box", async ({ page }) => {
  await consentGiven(page);
  await signInAs(page, "manager");
  await page.goto("/internal/list");
  const search = page.locator("#register-search");
  await tabTo(page, "#register-search", 30);
  await page.keyboard.type("Rossi");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/q=Rossi/);
  await expect(search).toBeFocused();
  await expect(search).toHaveValue("Rossi");
  for (const mode of axeModes()) {
    await colourMode(page, mode);
    await expectNoAxeViolations(page);
  }
});

test("the Agenda at 320 px passes axe in both colour modes", async ({ page }) => {
  await consentGiven(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(`/events?view=list&date=${monthAhead(1)}`);
  await expect(page.locator(".fc-list-event").first()).toBeVisible();
  for (const mode of axeModes()) {
    await colourMode(page, mode);
    await expectNoAxeViolations(page);
  }
});
