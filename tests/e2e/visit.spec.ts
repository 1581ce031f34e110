import type { Page } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import type { Messages } from "../../app/i18n/messages";
import { weekdayName } from "../../app/lib/rome-time";
import {
  expect,
  expectHydrated,
  expectNoAxeViolations,
  holdScripts,
  mailCount,
  shiftServerClock,
  test,
  waitForMail,
} from "./fixtures";

const MESSAGES: Record<"it" | "en", Messages> = { it: itMessages, en };
/** Also run on the embedded database (see tests/run.ts). */
const SMOKE = { tag: "@smoke" };
/** CONTACT_EMAIL of the test server (tests/e2e/serve.ts). */
const CONTACT_EMAIL = "contatti@e2e.test";

/** Every request to OpenStreetMap's tile server the page makes from now on. */
function watchTiles(page: Page): string[] {
  const tiles: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname === "tile.openstreetmap.org") tiles.push(request.url());
  });
  return tiles;
}

async function consentCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "consent")?.value;
}

async function useDarkMode(page: Page) {
  await page.addInitScript(() => localStorage.setItem("colour-mode", "dark"));
}

for (const locale of ["it", "en"] as const) {
  const m = MESSAGES[locale];
  const path = (bare: string) => localePath(locale, bare);

  test.describe(`${locale}: contribute`, () => {
    test(
      "a contribution leads to the thank-you page and reaches the contact address",
      SMOKE,
      async ({ page }) => {
        const after = mailCount();
        const email = `visitatore-${locale}-${Date.now()}@e2e.test`;
        await page.goto(path("/contribute"));
        await expectNoAxeViolations(page);
        await page.getByLabel(m.contribute.name).fill("Chiara Neri");
        await page.getByLabel(m.contribute.email).fill(email);
        await page.getByRole("radio", { name: m.contribute.kinds.volunteering }).check();
        await page.getByLabel(m.contribute.message).fill("Posso dare una mano il sabato mattina.\nA presto!");
        await page.getByLabel(m.contribute.privacyLabel).check();
        await page.getByRole("button", { name: m.contribute.submit }).click();
        await expect(page).toHaveURL(new RegExp(`${path("/thankyou")}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.pages.thankyou.title);
        await expect(page.getByRole("link", { name: m.contribute.seeEvents })).toHaveAttribute(
          "href",
          path("/events"),
        );
        await expect(page.getByRole("link", { name: m.contribute.backHome })).toHaveAttribute(
          "href",
          path("/"),
        );
        await expectNoAxeViolations(page);
        const mail = await waitForMail(CONTACT_EMAIL, after);
        expect(mail.replyTo).toContain(email);
        expect(mail.subject).toContain("Chiara Neri");
        expect(mail.text).toContain("Posso dare una mano il sabato mattina.");
      },
    );

    test("errors appear next to their fields and nothing typed is lost", async ({ page }) => {
      await page.goto(path("/contribute"));
      await page.getByLabel(m.contribute.email).fill("non-una-mail");
      await page.getByLabel(m.contribute.message).fill("Breve");
      await page.getByRole("button", { name: m.contribute.submit }).click();
      await expect(page.getByLabel(m.contribute.name)).toHaveAccessibleDescription(m.forms.required);
      await expect(page.getByLabel(m.contribute.email)).toHaveAccessibleDescription(
        `${m.contribute.emailHint} ${m.forms.invalidEmail}`,
      );
      await expect(page.getByText(m.contribute.kindRequired)).toBeVisible();
      await expect(page.getByText(m.contribute.messageTooShort)).toBeVisible();
      await expect(page.getByText(m.forms.privacyRequired)).toBeVisible();
      await expect(page.getByLabel(m.contribute.email)).toHaveValue("non-una-mail");
      await expect(page.getByLabel(m.contribute.message)).toHaveValue("Breve");
      await expect(page).toHaveURL(new RegExp(`${path("/contribute")}$`));
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`${locale}: where`, () => {
    test("shows the hours, the badge and a map placeholder; no tiles before consent", async ({ page }) => {
      const tiles = watchTiles(page);
      await page.goto(path("/where"));
      await expect(page.getByTestId("site-header")).toHaveAttribute("data-transparent", "true");
      await expect(page.getByTestId("opening-hours").getByRole("row")).toHaveCount(8);
      await expect(page.getByRole("row", { name: new RegExp(weekdayName(1, locale), "i") })).toContainText(
        "10:30–18:30",
      );
      await expect(page.getByRole("row", { name: new RegExp(weekdayName(6, locale), "i") })).toContainText(
        m.where.closed,
      );
      // The description is written from SITE.centre.opening, not a sentence of its own.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        locale === "it"
          ? "Indirizzo, mappa e orari del centro: da lunedì a venerdì 10:30–18:30, chiuso sabato e domenica."
          : "The centre's address, map and opening hours: Monday to Friday 10:30–18:30, closed on Saturday and Sunday.",
      );
      await expect(page.getByTestId("open-badge")).toHaveText(
        new RegExp(`${m.where.openNow}|${m.where.closedNow}`),
      );
      const placeholder = page.getByTestId("map-placeholder");
      await expect(placeholder).toContainText("Via dell'Agorà 1");
      await expect(placeholder.getByRole("link", { name: m.where.directionsLink })).toHaveAttribute(
        "href",
        /^https:\/\/www\.openstreetmap\.org\/directions\?/,
      );
      await expectNoAxeViolations(page);
      expect(tiles).toEqual([]);

      await placeholder.getByRole("button", { name: m.where.allowMap }).click();
      const map = page.getByRole("region", { name: m.where.mapLabel });
      await expect(map).toHaveAttribute("data-state", "ready");
      await expect(map.getByRole("link", { name: "OpenStreetMap" })).toBeVisible();
      await expect.poll(() => tiles.length).toBeGreaterThan(0);
      // Keyboard: the map takes focus, arrows pan it, and Tab moves on instead of being trapped.
      await map.focus();
      await page.keyboard.press("ArrowRight");
      await expect(map).toBeFocused();
      for (let n = 0; n < 8; n += 1) await page.keyboard.press("Tab");
      await expect(map.locator(":focus")).toHaveCount(0);
      await expect(map).not.toBeFocused();
      await expect(page.getByTestId("consent-banner")).toHaveCount(0);
      expect(await consentCookie(page)).toBe("v1.map");
      await expectNoAxeViolations(page);
    });

    test("the badge is right in the server's HTML, in Rome time", async ({ request }) => {
      // Wednesday 17 June 2026 at 12:00 and at 18:30 in Rome (summer time, UTC+2).
      const at = async (instant: string) => {
        await shiftServerClock(Date.parse(instant) - Date.now());
        return request.get(path("/where")).then((response) => response.text());
      };
      try {
        expect(await at("2026-06-17T12:00:00+02:00")).toMatch(/data-open="true"/);
        expect(await at("2026-06-17T18:30:00+02:00")).toMatch(/data-open="false"/);
        expect(await at("2026-06-20T12:00:00+02:00")).toMatch(/data-open="false"/);
      } finally {
        await shiftServerClock(0);
      }
    });
  });
}

test.describe("consent banner", () => {
  test("reject all: the banner goes for good and no tiles load", async ({ page }) => {
    const tiles = watchTiles(page);
    await page.goto("/");
    const banner = page.getByRole("region", { name: itMessages.consent.bannerTitle });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await banner.getByRole("button", { name: itMessages.consent.rejectAll }).click();
    await expect(banner).toHaveCount(0);
    expect(await consentCookie(page)).toBe("v1");
    await page.reload();
    await expect(page.getByTestId("consent-banner")).toHaveCount(0);
    await page.goto("/where");
    await expect(page.getByTestId("map-placeholder")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(tiles).toEqual([]);
  });

  test("an answer given before the page's scripts run is stored all the same", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/en/events?page=1", { waitUntil: "commit" });
    await page.getByRole("button", { name: en.consent.acceptAll }).click();
    await expect(page).toHaveURL(/\/en\/events\?page=1$/);
    await expect(page.getByTestId("consent-banner")).toHaveCount(0);
    expect(await consentCookie(page)).toBe("v1.map.media");
    release();
  });

  test("accept all: stored, and the map loads without asking again", async ({ page }) => {
    const tiles = watchTiles(page);
    await page.goto("/en/events");
    await page.getByRole("button", { name: en.consent.acceptAll }).click();
    await expect(page.getByTestId("consent-banner")).toHaveCount(0);
    expect(await consentCookie(page)).toBe("v1.map.media");
    await page.goto("/en/where");
    await expect(page.getByRole("region", { name: en.where.mapLabel })).toHaveAttribute(
      "data-state",
      "ready",
    );
    await expect(page.getByTestId("map-placeholder")).toHaveCount(0);
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
  });

  test("the preferences dialog works with the keyboard", async ({ page }) => {
    await page.goto("/en");
    // The dialog is the page's script: a key pressed before it runs opens nothing.
    await expectHydrated(page);
    const opener = page.getByTestId("consent-preferences");
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: en.consent.dialogTitle });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    const mapSwitch = dialog.getByRole("switch", { name: en.consent.categories.map.title });
    await mapSwitch.focus();
    await page.keyboard.press("Space");
    await expect(mapSwitch).toHaveAttribute("aria-checked", "true");
    // Escape closes without deciding: the banner is still there and nothing is stored.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await consentCookie(page)).toBeUndefined();

    await page.keyboard.press("Enter");
    await expect(mapSwitch).toHaveAttribute("aria-checked", "false");
    await mapSwitch.focus();
    await page.keyboard.press("Space");
    await dialog.getByRole("button", { name: en.consent.save }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("consent-banner")).toHaveCount(0);
    expect(await consentCookie(page)).toBe("v1.map");

    // The footer reopens the dialog with the stored choice, and focus returns to it afterwards.
    const footerButton = page.getByTestId("footer-cookie-preferences");
    await footerButton.focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("switch", { name: en.consent.categories.map.title })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: en.consent.categories.media.title })).not.toBeChecked();
    await page.keyboard.press("Escape");
    await expect(footerButton).toBeFocused();
  });

  test("dark mode with the banner passes axe on where and contribute", async ({ page }) => {
    await useDarkMode(page);
    for (const url of ["/where", "/en/contribute", "/thankyou"]) {
      await page.goto(url);
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expect(page.getByTestId("consent-banner")).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.getByTestId("consent-preferences").click();
    await expectNoAxeViolations(page);
  });
});

test.describe("consent on a 390px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the banner hides nothing for good and the menu opens the preferences", async ({ page }) => {
    await useDarkMode(page);
    await page.goto("/contribute");
    const banner = page.getByTestId("consent-banner");
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    // At the end of the page the banner sits below the content instead of over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const submit = page.getByRole("button", { name: itMessages.contribute.submit });
    const submitBox = await submit.boundingBox();
    const bannerBox = await banner.boundingBox();
    expect((submitBox?.y ?? 0) + (submitBox?.height ?? 0)).toBeLessThanOrEqual(bannerBox?.y ?? 0);

    await page.getByTestId("burger").click();
    await page.getByTestId("mobile-cookie-preferences").click();
    const dialog = page.getByRole("dialog", { name: itMessages.consent.dialogTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: itMessages.consent.rejectAll }).click();
    await expect(dialog).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    expect(await consentCookie(page)).toBe("v1");
  });
});
