import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { expect, expectNoAxeViolations, holdScripts, newAccount, signInAs, test } from "./fixtures";

/** A language's words: a chunk of their own, brought by the language's layout route (ADR 036). */
const WORDS = /^\/assets\/words-(it|en)-[\w-]+\.js$/;

test.describe("public navigation on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows the spec's entries, the footer and no burger", { tag: "@smoke" }, async ({ page }) => {
    await page.goto("/events");
    const nav = page.getByRole("navigation", { name: "Navigazione principale" });
    for (const name of ["Home", "Accedi", "Eventi", "Contribuisci", "Dove siamo"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Mercato" })).toHaveCount(0);
    const exhibit = nav.getByRole("link", { name: /Mostra virtuale/ });
    await expect(exhibit).toHaveAttribute("target", "_blank");
    await expect(page.getByTestId("burger")).toBeHidden();
    await expect(page.getByTestId("site-footer")).toBeVisible();
  });

  test("the footer's statutes are real PDFs", async ({ page, request }) => {
    await page.goto("/");
    const footer = page.getByTestId("site-footer");
    for (const name of ["Statuto (PDF)", "Statute, English translation (PDF)"]) {
      const href = await footer.getByRole("link", { name }).getAttribute("href");
      const response = await request.get(href ?? "");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/pdf");
      expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    }
  });

  test("the back button is absent on the home page and goes back elsewhere", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("back-button")).toHaveCount(0);
    await page
      .getByRole("navigation", { name: "Navigazione principale" })
      .getByRole("link", { name: "Eventi" })
      .click();
    await expect(page).toHaveURL(/\/events$/);
    await page.getByTestId("back-button").click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const [locale, messages] of [
    ["it", itMessages],
    ["en", en],
  ] as const) {
    test(`${locale}: moving between pages loads their data only, never the route map or the words again (ADR 035, 036)`, async ({
      page,
    }) => {
      const manifestRequests: string[] = [];
      const documents: string[] = [];
      const dictionaries: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname === "/__manifest") manifestRequests.push(url.href);
        if (request.resourceType() === "document") documents.push(url.pathname);
        if (WORDS.test(url.pathname)) dictionaries.push(url.pathname);
      });
      const response = await page.goto(localePath(locale, "/"));
      await page.waitForLoadState("networkidle");
      // The page's scripts are not hinted in the head (ADR 071): the page loads its language's
      // words through its module script, once, and the document carries none of them as data.
      const html = (await response?.text()) ?? "";
      expect(html).not.toContain('rel="modulepreload"');
      const preload = dictionaries[0];
      expect(preload).toMatch(new RegExp(`^/assets/words-${locale}-`));
      // A staff form's error: it was in every page's inline dictionary, and no public page shows it.
      expect(html).not.toContain(messages.eventAdmin.errors.pricePositive);
      expect(dictionaries).toEqual([preload]);
      const words = await page.request.get(preload ?? "", { headers: { "accept-encoding": "br" } });
      expect(words.headers()["content-encoding"]).toBe("br");
      expect(words.headers()["cache-control"]).toContain("immutable");
      const nav = page.getByRole("navigation", { name: messages.nav.label });
      await nav.getByRole("link", { name: messages.nav.events, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/events")}$`));
      // The list of coming events is below the calendar, which grows as its events come in: a click
      // aimed at the list before then can land on the calendar instead.
      await expect(page.locator(".fc-daygrid-event").first()).toBeVisible();
      await page.getByRole("region", { name: messages.events.upcoming }).getByRole("link").first().click();
      await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await nav.getByRole("link", { name: messages.nav.where, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/where")}$`));
      // One document: the rest were client-side navigations, with the whole route map already loaded.
      expect(documents).toEqual([localePath(locale, "/")]);
      expect(manifestRequests).toEqual([]);
      expect(dictionaries).toEqual([preload]);
    });
  }

  test("the header is transparent on where, radio and virtual, and the footer is gone on virtual", async ({
    page,
  }) => {
    for (const path of ["/where", "/radio", "/virtual"]) {
      await page.goto(path);
      await expect(page.getByTestId("site-header")).toHaveAttribute("data-transparent", "true");
    }
    await expect(page.getByTestId("site-footer")).toHaveCount(0);
    await page.goto("/events");
    await expect(page.getByTestId("site-header")).toHaveAttribute("data-transparent", "false");
  });

  test("the language switch keeps the page and remembers the choice", async ({ page, context }) => {
    const dictionaries: string[] = [];
    page.on("request", (request) => {
      const language = new URL(request.url()).pathname.match(WORDS)?.[1];
      if (language) dictionaries.push(language);
    });
    await page.goto("/events?view=list");
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/en\/events\?view=list$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events");
    // The other language's words came with the switch, once; going back needs no request.
    expect(dictionaries).toEqual(["it", "en"]);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "lang")?.value).toBe("en");
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/events\?view=list$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eventi");
    expect(dictionaries).toEqual(["it", "en"]);
  });
});

test.describe("public navigation on a 390px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the burger menu replaces the bar; the title follows the page", async ({ page }) => {
    await page.goto("/en/events");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await expect(page.getByTestId("site-footer")).toBeHidden();
    await expect(page.getByTestId("mobile-title")).toHaveText("Events");
    await page.getByTestId("burger").click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    await expect(page.getByTestId("mobile-title")).toHaveText("Agorà");
    for (const name of ["Home", "Sign in", "Events", "Contribute", "Where"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByTestId("burger")).toBeFocused();
    await page.getByTestId("burger").click();
    await page.getByTestId("mobile-menu").getByRole("link", { name: "Where" }).click();
    await expect(page).toHaveURL(/\/en\/where$/);
    await expect(page.getByTestId("mobile-menu")).toHaveCount(0);
    await expect(page.getByTestId("mobile-title")).toHaveText("Where we are");
  });
});

test.describe("a press before the page's scripts run", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the burger pressed before the scripts opens its menu once they have run", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/en/events", { waitUntil: "commit" });
    await page.getByTestId("burger").click();
    await expect(page.getByTestId("mobile-menu")).toHaveCount(0);
    release();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Events", exact: true })).toBeVisible();
    // Pressed once, opened once: closed, it stays closed.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByTestId("burger")).toBeFocused();
  });

  test("the colour mode pressed before the scripts opens its menu once they have run", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByTestId("colour-mode-trigger").click();
    release();
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menuitemradio", { name: "Scuro" })).toBeVisible();
  });
});

test.describe("colour mode", () => {
  test("dark mode persists across reloads and is applied before the first paint", async ({ page }) => {
    // Records the document's class the moment <body> is created, before any app script runs.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.body) {
          (window as unknown as { classAtBody: string }).classAtBody = document.documentElement.className;
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    await page.getByTestId("colour-mode-trigger").click();
    await page.getByRole("menuitemradio", { name: "Scuro" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("colour-mode"))).toBe("dark");
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody)).toContain(
      "dark",
    );
    await expectNoAxeViolations(page);
    for (const path of ["/en/events", "/u/login", "/does-not-exist", "/internal/login"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expectNoAxeViolations(page);
    }
    await page.getByTestId("colour-mode-trigger").click();
    await page.getByRole("menuitemradio", { name: "Chiaro" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  test("a keyboard user who reaches the switch before the scripts run keeps the focus on it", async ({
    page,
  }) => {
    // The page's scripts wait until the button has the focus: the server's placeholder button.
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const trigger = page.getByTestId("colour-mode-trigger");
    await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    await expect(trigger).not.toHaveAttribute("id", /.+/);
    await trigger.focus();
    release();
    // Hydrated: Radix's own trigger (it has an id) took the placeholder's place, with the focus.
    await expect(trigger).toHaveAttribute("id", /^radix-/);
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitemradio", { name: "Scuro" })).toBeVisible();
  });

  test("system mode follows the operating system", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});

test.describe("internal area", () => {
  test("anonymous staff pages have no burger; the manager's has every entry", async ({ page }) => {
    await page.goto("/internal/login");
    await expect(page.getByTestId("internal-burger")).toHaveCount(0);
    await signInAs(page, "manager");
    await page.goto("/internal");
    await page.getByTestId("internal-burger").click();
    const menu = page.getByTestId("internal-menu");
    for (const name of [
      "Dashboard",
      "Convalida tessere",
      "Elenco soci",
      "Controllo biglietti",
      "Contenuti home",
      "Notizie",
      "Eventi",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test("door staff see only validation and the members list", async ({ page }) => {
    await signInAs(page, "door");
    await page.goto("/en/internal");
    const entries = page.getByTestId("dashboard-entries");
    await expect(entries.getByRole("link")).toHaveCount(2);
    await expect(entries.getByRole("link", { name: /Membership validation/ })).toBeVisible();
    await expect(entries.getByRole("link", { name: /Members list/ })).toBeVisible();
  });

  test("a wrong password gets the translated message next to the form", async ({ page }) => {
    const manager = await newAccount("manager", { session: false });
    await page.goto("/en/internal/login");
    await page.getByLabel("E-mail").fill(manager.email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Wrong e-mail or password");
    await expect(page.getByLabel("E-mail")).toHaveValue(manager.email);
  });

  test("invalid input is refused field by field", async ({ page }) => {
    await page.goto("/internal/login");
    await page.getByLabel("E-mail").fill("not-an-email");
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(page.getByText("Inserisci un indirizzo e-mail valido")).toBeVisible();
    await expect(page.getByText("Campo obbligatorio")).toBeVisible();
  });

  test("login returns to the requested page, logout leads to the login page", async ({ page }) => {
    const door = await newAccount("door", { session: false });
    await page.goto("/en/internal/list");
    await expect(page).toHaveURL(/\/en\/internal\/login\?redirectTo=%2Fen%2Finternal%2Flist$/);
    await page.getByLabel("E-mail").fill(door.email);
    await page.getByLabel("Password").fill(door.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/en\/internal\/list$/);
    await page.getByTestId("internal-burger").click();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/en\/internal\/login$/);
    const response = await page.goto("/en/internal");
    expect(new URL(page.url()).pathname).toBe("/en/internal/login");
    expect(response?.status()).toBe(200);
  });
});

test("responses carry the security headers and a per-response script nonce", async ({ request }) => {
  const first = await request.get("/");
  const csp = first.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(await first.text()).toContain(`nonce="${nonce}"`);
  expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const second = await request.get("/");
  expect(second.headers()["content-security-policy"]).not.toContain(nonce);
  const asset = /\/assets\/[^"]+\.js/.exec(await first.text())?.[0];
  const cached = await request.get(asset ?? "");
  expect(cached.headers()["cache-control"]).toContain("immutable");
});

test("a cross-site form post is refused", async ({ request }) => {
  const response = await request.post("/internal/login", {
    headers: { Origin: "https://evil.example" },
    form: { email: "manager@e2e.test", password: "x" },
  });
  expect(response.status()).toBe(403);
});

test("health and readiness answer", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
});
