/**
 * The two installable apps (docs/decisions/025-installable-apps.md): manifests Chromium would
 * install, each page linking its own, the public offline page, the iOS banner and the install prompt.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./browser";
import { expect, expectNoAxeViolations, signInAs, test } from "./fixtures";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

/** Waits until the page's service worker is active, and returns its script's path. */
async function activeWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== "activated")
      await new Promise((resolve) => worker.addEventListener("statechange", resolve, { once: true }));
    return new URL(worker?.scriptURL ?? "").pathname;
  });
}

async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await cdp.detach();
  }
}

/**
 * Chromium answers "in-incognito" for Playwright's usual throw-away contexts: the installability
 * checks run in a browser with a profile of its own, failing on any console error as the fixtures do.
 */
async function withProfile(work: (page: Page) => Promise<void>) {
  const dir = mkdtempSync(join(os.tmpdir(), "agora-pwa-"));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    baseURL: test.info().project.use.baseURL,
  });
  const errors: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await work(page);
    expect(errors, "browser console errors").toEqual([]);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The consent banner has had its answer, so the app's own bar may show. */
async function consentDecided(page: Page) {
  await page
    .context()
    .addCookies([{ name: "consent", value: "v1", url: test.info().project.use.baseURL ?? "" }]);
}

// These tests are about the workers: allow them (the config blocks them elsewhere).
test.use({ serviceWorkers: "allow" });

test.describe("manifests", () => {
  test("the public app is installable in both languages and links only its own manifest", async ({
    request,
  }) => {
    await withProfile(async (page) => {
      for (const [path, manifest, start] of [
        ["/", "/manifest.webmanifest", "/"],
        ["/en", "/en/manifest.webmanifest", "/en"],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
        await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", manifest);
        await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
          "href",
          "/icons/agora-apple-touch-icon.png",
        );
        expect(await activeWorker(page)).toBe("/sw.js");
        await expect.poll(() => installabilityErrors(page)).toEqual([]);
        const response = await request.get(manifest);
        expect(response.headers()["cache-control"]).toBe("no-cache");
        expect(await response.json()).toMatchObject({
          id: "/",
          scope: "/",
          start_url: start,
          display: "standalone",
        });
      }
    });
  });

  test("the staff app is installable, scoped to /internal, with its own worker and icons", async ({
    request,
  }) => {
    await withProfile(async (page) => {
      await signInAs(page, "door");
      for (const [path, manifest] of [
        ["/internal", "/internal/manifest.webmanifest"],
        ["/en/internal", "/en/internal/manifest.webmanifest"],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
        await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", manifest);
        await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
          "href",
          "/icons/staff-apple-touch-icon.png",
        );
        await expect
          .poll(() =>
            page.evaluate(async (scope) => {
              const registration = await navigator.serviceWorker.getRegistration(scope);
              return registration?.active ? new URL(registration.scope).pathname : null;
            }, path),
          )
          .toBe(path);
        await expect.poll(() => installabilityErrors(page)).toEqual([]);
        const body = await (await request.get(manifest)).json();
        expect(body).toMatchObject({ name: "Agorà Staff", id: path, scope: path, start_url: path });
        expect(body.icons.map((icon: { src: string }) => icon.src)).toEqual([
          "/icons/staff-192.png",
          "/icons/staff-512.png",
          "/icons/staff-maskable-512.png",
        ]);
        const worker = await request.get(`${path}/sw.js`);
        expect(worker.headers()["cache-control"]).toBe("no-cache");
        expect(worker.headers()["service-worker-allowed"]).toBe(path);
      }
    });
  });
});

test.describe("offline", () => {
  test("the public pages show the offline page in their language when the network is down", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await activeWorker(page);
    await context.setOffline(true);
    try {
      await page.goto("/events");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sei offline");
      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByRole("link", { name: "Torna alla home" })).toHaveAttribute("href", "/");
      await page.goto("/en/events");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "");
      await expectNoAxeViolations(page);
    } finally {
      await context.setOffline(false);
    }
    // Back online, the offline page reloads the page by itself.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events");
  });

  test("the public worker keeps nothing personal", async ({ page }) => {
    await signInAs(page, "user");
    await page.goto("/");
    await activeWorker(page);
    await page.goto("/u");
    await page.goto("/en/u");
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(
      cached.filter((path) => !/^\/(assets\/|favicon\.svg$|(en\/)?offline\.html$|offline\.js$)/.test(path)),
    ).toEqual([]);
  });
});

test.describe("staff worker", () => {
  /** The paths kept in the staff caches that hold pages. */
  async function keptPages(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        if (!/^agora-staff-(it|en)-pages-/.test(name)) continue;
        for (const request of await (await caches.open(name)).keys())
          paths.push(new URL(request.url).pathname);
      }
      return paths.sort();
    });
  }

  test("keeps the door page for an offline reload from its first visit, and forgets it at logout", async ({
    page,
    context,
  }) => {
    await signInAs(page, "door");
    await page.goto("/internal/validate");
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration("/internal"))?.active?.state ?? null,
        ),
      )
      .toBe("activated");
    // Kept from the first visit, which installed the worker: no second visit needed.
    await expect.poll(() => keptPages(page)).toEqual(["/internal/validate"]);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByTestId("internal-header")).toBeVisible();
      await expect(page).toHaveURL(/\/internal\/validate$/);
      // Other staff pages are not kept: the staff offline page, back to the dashboard.
      await page.goto("/internal/list");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sei offline");
      await expect(page.getByRole("link", { name: "Torna alla dashboard" })).toHaveAttribute(
        "href",
        "/internal",
      );
    } finally {
      await context.setOffline(false);
    }
    // Back online, the offline page reloads the page it stood for by itself.
    await expect(page.getByRole("heading", { level: 1, name: "Sei offline" })).toHaveCount(0);
    await page.goto("/internal");
    await page.getByTestId("internal-burger").click();
    await page.getByRole("button", { name: "Esci" }).click();
    await expect(page).toHaveURL(/\/internal\/login$/);
    await expect.poll(() => keptPages(page)).toEqual([]);
  });

  for (const [prefix, texts] of [
    ["", { offline: "Sei offline", retry: "Riprova" }],
    ["/en", { offline: "You are offline", retry: "Try again" }],
  ] as const) {
    test(`a door page never kept is the offline page, which reloads it when the network is back (${prefix || "it"})`, async ({
      page,
      context,
    }) => {
      await signInAs(page, "door");
      await page.goto(`${prefix}/internal`);
      await expect
        .poll(() =>
          page.evaluate(
            async (scope) => (await navigator.serviceWorker.getRegistration(scope))?.active?.state ?? null,
            `${prefix}/internal`,
          ),
        )
        .toBe("activated");
      await context.setOffline(true);
      try {
        await page.goto(`${prefix}/internal/validate`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.offline);
        await expect(page.getByRole("link", { name: texts.retry })).toHaveAttribute("href", "");
      } finally {
        await context.setOffline(false);
      }
      // Back online, the staff offline page reloads the door page by itself.
      await expect(page.getByTestId("internal-header")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix}/internal/validate$`));
    });
  }
});

test.describe("iOS banner", () => {
  test.use({
    userAgent: IPHONE_SAFARI,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });

  test("Safari on iPhone: 'Installa' shows the steps, 'Continua' dismisses it for good", async ({ page }) => {
    await consentDecided(page);
    await page.goto("/events");
    const banner = page.getByTestId("pwa-ios");
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("Aggiungi alla schermata Home");
    await expectNoAxeViolations(page);
    await banner.getByRole("button", { name: "Installa" }).click();
    await expect(page.getByTestId("pwa-ios-steps")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Come si aggiunge alla schermata Home" })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.reload();
    await banner.getByRole("button", { name: "Continua" }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("in English and in dark mode, the banner passes axe", async ({ page }) => {
    await consentDecided(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/en/events");
    const banner = page.getByTestId("pwa-ios");
    await expect(banner).toContainText("Add to Home Screen");
    await expectNoAxeViolations(page);
    await banner.getByRole("button", { name: "Install" }).click();
    await expect(page.getByTestId("pwa-ios-steps")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("not shown in app mode, where the staff bar offers a way back instead", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "standalone", { value: true }));
    await consentDecided(page);
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("pwa-ios")).toHaveCount(0);
    // Spec §2: the dashboard has no back button in a browser, but has one in app mode once there is
    // somewhere to go back to.
    await signInAs(page, "door");
    await page.goto("/internal");
    await expect(page.getByTestId("internal-header")).toBeVisible();
    await expect(page.getByTestId("back-button")).toHaveCount(0);
    await page.goto("/internal/list");
    await page.getByTestId("internal-header").getByRole("link", { name: "Agorà", exact: true }).click();
    await expect(page).toHaveURL(/\/internal$/);
    await expect(page.getByTestId("back-button")).toBeVisible();
    await page.getByTestId("back-button").click();
    await expect(page).toHaveURL(/\/internal\/list$/);
  });

  test("not shown until the consent banner has had its answer", async ({ page }) => {
    await page.goto("/events");
    await expect(page.getByTestId("consent-banner")).toBeVisible();
    await expect(page.getByTestId("pwa-ios")).toHaveCount(0);
  });
});

test("in a browser the dashboard has no back button, whatever the history", async ({ page }) => {
  await signInAs(page, "door");
  await page.goto("/internal/list");
  await page.getByTestId("internal-header").getByRole("link", { name: "Agorà", exact: true }).click();
  await expect(page).toHaveURL(/\/internal$/);
  await expect(page.getByTestId("back-button")).toHaveCount(0);
});

test.describe("install prompt", () => {
  /** Chromium fires beforeinstallprompt only on user engagement; the test dispatches one. */
  async function offerInstall(page: Page) {
    await page.evaluate(() => {
      const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & Record<string, unknown>;
      (window as unknown as { __prompted: number }).__prompted = 0;
      event.prompt = async () => {
        (window as unknown as { __prompted: number }).__prompted += 1;
      };
      event.userChoice = Promise.resolve({ outcome: "accepted" });
      window.dispatchEvent(event);
    });
  }

  for (const scheme of ["light", "dark"] as const) {
    test(`can be accepted or dismissed, and remembers a dismissal (${scheme})`, async ({ page }) => {
      await consentDecided(page);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/events");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await offerInstall(page);
      const prompt = page.getByTestId("pwa-install");
      await expect(prompt).toBeVisible();
      await expectNoAxeViolations(page);
      await prompt.getByRole("button", { name: "Installa" }).click();
      await expect(prompt).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);

      await offerInstall(page);
      await prompt.getByRole("button", { name: "Non ora" }).click();
      await expect(prompt).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await offerInstall(page);
      await expect(page.getByTestId("pwa-install")).toHaveCount(0);
    });
  }
});
