import type { Page } from "@playwright/test";
import { legalDocument } from "../../app/content/legal/documents.server";
import { legalChoiceFor } from "../../app/content/legal/select";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { axeModes, e2eData, expect, expectHydrated, expectNoAxeViolations, test } from "./fixtures";

const MESSAGES = { it: itMessages, en } as const;
const LOCALES = ["it", "en"] as const;
const LEGAL_PATHS = [
  "/cookies",
  "/cookies-en",
  "/privacy",
  "/privacy-en",
  "/terms",
  "/terms-en",
  "/refunds",
  "/refunds-en",
  "/eula",
];
const STREAM = "/uploads/e2e-radio.wav";
const PLACEHOLDER = { it: "da completare", en: "to be completed" } as const;

/**
 * axe in the colour modes of this language's walk (ADR 039: light in Italian, dark in English, so
 * each page is checked once in each mode): dark is the system switching to dark, and a reload.
 */
async function expectAccessible(page: Page, locale: "it" | "en") {
  for (const mode of axeModes(locale)) {
    if (mode === "dark") {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.reload();
      await expect(page.locator("html")).toHaveClass(/dark/);
    }
    await expectNoAxeViolations(page);
  }
}

async function allowMedia(page: Page) {
  await page
    .context()
    .addCookies([{ name: "consent", value: "v1.media", url: test.info().project.use.baseURL ?? "" }]);
}

for (const locale of LOCALES) {
  const t = MESSAGES[locale];

  test.describe(`${locale}: legal pages`, () => {
    for (const path of LEGAL_PATHS) {
      const url = localePath(locale, path);
      test(`${url} shows its text, contents and the association's placeholders`, async ({ page }) => {
        const choice = legalChoiceFor(url, locale);
        if (!choice) throw new Error(`no legal text for ${url}`);
        const document = legalDocument(choice);
        await page.goto(url);
        const content = page.locator("main [lang]").first();
        await expect(content).toHaveAttribute("lang", choice.lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(document.title);
        for (const section of document.sections) {
          await expect(
            page.getByRole("main").getByRole("heading", { level: 2, name: section.heading }),
          ).toBeVisible();
          await expect(page.getByRole("link", { name: section.heading, exact: true })).toHaveAttribute(
            "href",
            `#${section.id}`,
          );
        }
        await expect(page.locator("mark[data-placeholder]").first()).toContainText(PLACEHOLDER[choice.lang]);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(new URL(canonical ?? "", "http://x").pathname).toMatch(
          choice.lang === "en" ? /^\/en\// : /^\/[a-z]/,
        );
        if (choice.kind === "cookies") await expect(page.locator("section#preferences")).toBeVisible();
        await expectAccessible(page, locale);
      });
    }

    test("the cookie policy's preferences section opens the consent preferences", async ({ page }) => {
      await page.goto(
        localePath(locale, locale === "en" ? "/cookies-en#preferences" : "/cookies#preferences"),
      );
      const section = page.locator("section#preferences");
      await expect(section).toBeInViewport();
      // The dialog is the page's script: a press before it runs opens nothing.
      await expectHydrated(page);
      await section.getByRole("button", { name: t.footer.cookiePreferences }).click();
      const dialog = page.getByRole("dialog", { name: t.consent.dialogTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("switch", { name: t.consent.categories.map.title })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    });
  });

  test(`${locale}: the old index lists the sections and the upcoming public events`, async ({ page }) => {
    const { paidEvent, hiddenEventId } = e2eData();
    await page.goto(localePath(locale, "/index_old"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.pages["index-old"].title);
    await expect(page.getByRole("link", { name: t.nav.events, exact: true }).last()).toBeVisible();
    const events = page.getByRole("region", { name: t.events.upcoming });
    await expect(events.locator(`a[href="${localePath(locale, `/event/${paidEvent.id}`)}"]`)).toBeVisible();
    await expect(events.locator(`a[href$="/event/${hiddenEventId}"]`)).toHaveCount(0);
    await expectAccessible(page, locale);
  });

  test.describe(`${locale}: radio`, () => {
    test("loads nothing from the stream before consent, then plays it once allowed", async ({ page }) => {
      const streamRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes(STREAM)) streamRequests.push(request.url());
      });
      await page.goto(localePath(locale, "/radio"));
      await expect(page.locator("header[data-transparent='true']")).toBeVisible();
      await expect(page.getByTestId("radio-status")).toHaveText(t.radio.live);
      await expect(page.getByRole("heading", { name: t.radio.consentTitle })).toBeVisible();
      await expect(page.locator("audio")).toHaveCount(0);
      await expectAccessible(page, locale);
      expect(streamRequests).toEqual([]);

      await page.getByRole("button", { name: t.radio.allow }).click();
      const play = page.getByRole("button", { name: t.radio.play });
      await expect(play).toBeFocused();
      expect(streamRequests).toEqual([]);
      await play.click();
      await expect(page.getByRole("button", { name: t.radio.pause })).toBeVisible();
      expect(streamRequests.length).toBeGreaterThan(0);
      expect((await page.context().cookies()).find((cookie) => cookie.name === "consent")?.value).toBe(
        "v1.media",
      );
    });

    test("with consent the player is there at once, and plays and pauses", async ({ page }) => {
      await allowMedia(page);
      await page.goto(localePath(locale, "/radio"));
      const audio = page.getByLabel(t.radio.player);
      await expect(audio).toHaveAttribute("controls", "");
      await page.getByRole("button", { name: t.radio.play }).click();
      await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused)).toBe(true);
      await page.getByRole("button", { name: t.radio.pause }).click();
      await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
      await expect(page.getByRole("button", { name: t.radio.play })).toBeVisible();
      await expectAccessible(page, locale);
    });

    test("shows the offline notice when the stream cannot be reached", async ({ page }) => {
      await allowMedia(page);
      await page.route(`**${STREAM}`, (route) => route.fulfill({ status: 404, body: "" }));
      await page.goto(localePath(locale, "/radio"));
      await page.getByRole("button", { name: t.radio.play }).click();
      await expect(page.getByRole("heading", { name: t.radio.offlineTitle })).toBeVisible();
      await expect(page.getByTestId("radio-status")).toHaveText(t.radio.offline);
      await expect(page.locator("audio")).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`${locale}: virtual temple`, () => {
    test("draws the scene with its description and no footer; its code loads only there", async ({
      page,
    }) => {
      const sceneChunks = watchSceneChunks(page);
      for (const path of ["/", "/events", "/radio", "/cookies", "/index_old"]) {
        await page.goto(localePath(locale, path));
        await page.waitForLoadState("networkidle");
      }
      expect(sceneChunks, "the 3D code is loaded on other pages").toEqual([]);

      await page.goto(localePath(locale, "/virtual"));
      await expect(page.locator("header[data-transparent='true']")).toBeVisible();
      await expect(page.getByTestId("site-footer")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: t.virtual.descriptionTitle })).toBeVisible();
      await expect(page.getByText(t.virtual.description)).toBeVisible();
      await expect(page.getByText(t.virtual.help)).toBeVisible();
      const scene = page.getByRole("application", { name: t.virtual.sceneLabel });
      await expect(scene.locator("canvas")).toBeVisible();
      expect(sceneChunks.length).toBeGreaterThan(0);
      await expectAccessible(page, locale);
    });

    test("arrow keys and buttons turn the temple; under reduced motion nothing moves by itself", async ({
      page,
    }) => {
      // Software WebGL on a busy 2-core runner draws a frame in seconds, not milliseconds.
      test.slow();
      await page.emulateMedia({ reducedMotion: "reduce" });
      await countDraws(page);
      await page.goto(localePath(locale, "/virtual"));
      const scene = page.getByRole("application", { name: t.virtual.sceneLabel });
      await expect(page.getByRole("button", { name: t.virtual.rotateLeft })).toBeEnabled();
      const first = await scene.screenshot();
      const drawn = await drawsSoFar(page);
      expect(drawn, "the scene was drawn").toBeGreaterThan(0);
      await page.waitForTimeout(600);
      expect((await scene.screenshot()).equals(first), "the view moved by itself").toBe(true);
      // A still view is not drawn again: nothing burns the battery while nobody moves it.
      expect(await drawsSoFar(page), "the still scene was drawn again").toBe(drawn);
      await scene.focus();
      await page.keyboard.press("ArrowLeft");
      await expect.poll(async () => (await scene.screenshot()).equals(first)).toBe(false);
      const turned = await scene.screenshot();
      // A press made while a frame is still being drawn may land before the scene listens: press
      // again until the view changes (each press zooms one step; the range has room for several).
      const zoomIn = page.getByRole("button", { name: t.virtual.zoomIn });
      await expect
        .poll(
          async () => {
            await zoomIn.click();
            return (await scene.screenshot()).equals(turned);
          },
          { timeout: 45_000 },
        )
        .toBe(false);
    });

    test("without WebGL shows the fallback and the description, and never fetches the 3D code", async ({
      page,
    }) => {
      const sceneChunks = watchSceneChunks(page);
      await page.addInitScript(() => {
        const original = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (
          this: HTMLCanvasElement,
          type: string,
          ...rest: unknown[]
        ) {
          if (type.startsWith("webgl")) return null;
          return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
        } as typeof original;
      });
      await page.goto(localePath(locale, "/virtual"));
      await expect(page.getByTestId("virtual-fallback")).toContainText(t.virtual.fallbackTitle);
      await expect(page.getByText(t.virtual.description)).toBeVisible();
      await expect(page.getByRole("application")).toHaveCount(0);
      expect(sceneChunks).toEqual([]);
      await expectNoAxeViolations(page);
    });
  });
}

/** Counts the WebGL draw calls the page makes (see `drawsSoFar`). */
async function countDraws(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { __draws: number };
    counter.__draws = 0;
    for (const context of [WebGLRenderingContext, WebGL2RenderingContext]) {
      for (const name of ["drawElements", "drawArrays"] as const) {
        const original = context.prototype[name] as (...args: unknown[]) => void;
        context.prototype[name] = function (this: unknown, ...args: unknown[]) {
          counter.__draws += 1;
          return original.apply(this, args);
        } as never;
      }
    }
  });
}

function drawsSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __draws: number }).__draws);
}

function watchSceneChunks(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/temple-scene/.test(request.url())) urls.push(request.url());
  });
  return urls;
}
