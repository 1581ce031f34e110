import type { Locator, Page } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { SITE } from "../../app/site";
import { animationsDone, expect, expectNoAxeViolations, signInAs, test } from "./fixtures";

const MESSAGES = { it: itMessages, en } as const;
const LONG_NAME = "Massimiliano Bartolomeo Alessandro";

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** The element is visible and lies inside the viewport's width, once the menu has slid into place. */
async function expectWithinViewport(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  await animationsDone(page);
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

/** Light, then dark (the colour mode follows the system unless chosen). */
async function expectAxeCleanInBothModes(page: Page) {
  await page.emulateMedia({ colorScheme: "light" });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectNoAxeViolations(page);
}

test.describe("the public bar with a long first name", () => {
  for (const width of [1024, 1152, 1280]) {
    test(`at ${width}px nothing is cut off and Log out is on screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInAs(page, "user", { firstName: LONG_NAME });
      await page.goto("/en/events");
      const header = page.getByTestId("site-header");
      // One row: the bar keeps its height instead of wrapping its entries.
      expect((await header.boundingBox())?.height ?? 0).toBeLessThanOrEqual(65);
      await expectNoHorizontalOverflow(page);
      if (width < 1152) {
        // Too narrow for the full bar: the burger holds the entries, the name and Log out.
        await expect(page.getByRole("navigation", { name: en.nav.label })).toBeHidden();
        await page.getByTestId("burger").click();
        const menu = page.getByTestId("mobile-menu");
        await expect(menu.getByTestId("mobile-user-name")).toHaveText(LONG_NAME);
        await expectWithinViewport(page, menu.getByRole("button", { name: en.nav.logout }));
        return;
      }
      await expect(page.getByTestId("burger")).toBeHidden();
      const nav = page.getByRole("navigation", { name: en.nav.label });
      for (const name of ["Home", "Profile", "Events", "Market", "Contribute", "Where"]) {
        await expectWithinViewport(page, nav.getByRole("link", { name, exact: true }));
      }
      await expectWithinViewport(page, nav.getByRole("link", { name: /Virtual exhibition/ }));
      // The name is cut with an ellipsis, whole in its tooltip and for screen readers.
      const name = page.getByTestId("user-name");
      await expect(name).toHaveAttribute("title", LONG_NAME);
      await expect(name).toHaveAccessibleName(LONG_NAME);
      await expectWithinViewport(page, name);
      await expectWithinViewport(page, header.getByRole("button", { name: en.nav.logout }));
    });
  }

  test("the profile heading wraps a long name on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, "user", { firstName: "Massimilianobartolomeoalessandro" });
    await page.goto("/u");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText("Massimilianobartolomeoalessandro");
    expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectNoHorizontalOverflow(page);
  });
});

test.describe("the mobile menu on a 390px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const locale of ["it", "en"] as const) {
    const m = MESSAGES[locale];
    const url = (path: string) => localePath(locale, path);

    test(`${locale}: it holds the legal texts, the statutes and the social links, and Profile once`, async ({
      page,
    }) => {
      await signInAs(page, "user");
      await page.goto(url("/events"));
      await page.getByTestId("burger").click();
      const menu = page.getByTestId("mobile-menu");
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: m.nav.profile, exact: true })).toHaveCount(1);
      await expect(menu.getByRole("link", { name: m.nav.manage })).toBeVisible();

      const legal = menu.getByRole("navigation", { name: m.footer.legal });
      const suffix = locale === "en" ? "-en" : "";
      for (const [key, path] of [
        ["cookies", `/cookies${suffix}`],
        ["privacy", `/privacy${suffix}`],
        ["terms", `/terms${suffix}`],
        ["refunds", `/refunds${suffix}`],
        ["eula", "/eula"],
      ] as const) {
        await expect(legal.getByRole("link", { name: m.footer[key], exact: true })).toHaveAttribute(
          "href",
          url(path),
        );
      }
      await expect(legal.getByRole("link", { name: m.footer.statute })).toHaveAttribute(
        "href",
        SITE.statutes.it,
      );
      await expect(legal.getByRole("link", { name: m.footer.statuteEn })).toHaveAttribute(
        "href",
        SITE.statutes.en,
      );
      await expect(legal.getByRole("button", { name: m.footer.cookiePreferences })).toBeVisible();
      const social = menu.getByRole("navigation", { name: m.footer.social });
      for (const item of SITE.social) {
        const link = social.getByRole("link", { name: new RegExp(item.name) });
        await expect(link).toHaveAttribute("href", item.url);
        await expect(link).toHaveAttribute("target", "_blank");
      }
      await expectAxeCleanInBothModes(page);

      await legal.getByRole("link", { name: m.footer.privacy, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${url(`/privacy${suffix}`)}$`));
      await expect(page.getByTestId("mobile-menu")).toHaveCount(0);
    });
  }

  test("anonymous visitors see Sign in once and no account part", async ({ page }) => {
    await page.goto("/en");
    await page.getByTestId("burger").click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu.getByRole("link", { name: en.nav.signIn, exact: true })).toHaveCount(1);
    await expect(menu.getByRole("link", { name: en.nav.profile, exact: true })).toHaveCount(0);
    await expect(menu.getByRole("navigation", { name: en.footer.legal })).toBeVisible();
  });
});

test.describe("the staff 403 page", () => {
  for (const locale of ["it", "en"] as const) {
    const m = MESSAGES[locale];
    const url = (path: string) => localePath(locale, path);

    test(`${locale}: door staff on a management page stay in the internal layout`, async ({ page }) => {
      const door = await signInAs(page, "door");
      const response = await page.goto(url("/internal/home"));
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.errors.forbidden);
      const header = page.getByTestId("internal-header");
      await expect(header).toContainText(m.errors.forbiddenTitle);
      await expect(page.getByTestId("site-header")).toHaveCount(0);
      await page.getByTestId("internal-burger").click();
      const menu = page.getByTestId("internal-menu");
      await expect(menu.getByRole("heading", { name: door.firstName })).toBeVisible();
      await expect(menu.getByRole("link", { name: m.internalNav.validate })).toBeVisible();
      await expect(menu.getByRole("link", { name: m.internalNav.home })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expectAxeCleanInBothModes(page);

      const back = page.getByRole("link", { name: m.errors.backDashboard });
      await expect(back).toHaveAttribute("href", url("/internal"));
      await back.click();
      await expect(page).toHaveURL(new RegExp(`${url("/internal")}$`));
      await expect(page.getByTestId("dashboard-entries")).toBeVisible();
    });
  }
});

test.describe("staff tables on a 390px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("events: the row actions are on screen without sideways scrolling", async ({ page }) => {
    await signInAs(page, "manager");
    await page.goto("/en/internal/events");
    const table = page.getByTestId("admin-table");
    const row = table.getByRole("row").nth(1);
    await expectWithinViewport(page, row.getByRole("link", { name: /^Edit/ }));
    await expectWithinViewport(page, row.getByRole("link", { name: /^Tickets/ }));
    await expectWithinViewport(page, row.getByRole("button", { name: /^Delete/ }));
    await expectNoHorizontalOverflow(page);
    // Still a table for screen readers: its rows keep their header cells.
    await expect(row.getByRole("rowheader")).toHaveCount(1);
    // The bar's title wraps rather than being cut ("Manage e…").
    const title = page.getByTestId("internal-title");
    await expect(title).toHaveText(en.pages["internal-events"].title);
    expect(await title.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectAxeCleanInBothModes(page);
  });

  test("members list: the door staff's table fits the phone", async ({ page }) => {
    await signInAs(page, "door");
    await page.goto("/internal/list");
    const row = page.getByTestId("admin-table").getByRole("row").nth(1);
    await expectWithinViewport(page, row.getByRole("link"));
    await expectNoHorizontalOverflow(page);
    await expectAxeCleanInBothModes(page);
  });
});
