import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import type { AccountKind, TestAccount } from "./control";

export type E2eFixtures = {
  publicEventId: string;
  hiddenEventId: string;
  /** The next public paid event with a seat limit (the demo data sells no tickets for it). */
  paidEvent: { id: string; priceCents: number; seats: number };
  newsId: string;
  /** The demo news cases: members-only (with its body), a draft and one scheduled for next week. */
  news: {
    membersOnly: { id: string; title: string; body: string };
    hidden: { id: string; title: string };
    scheduled: { id: string; title: string };
  };
};

export const FIXTURES_FILE = ".tmp/e2e/fixtures.json";
const MAILS_DIR = ".tmp/e2e/mails";

export function e2eData(): E2eFixtures {
  return JSON.parse(readFileSync(FIXTURES_FILE, "utf8")) as E2eFixtures;
}

/** What Chromium logs for a request cut off by `context.setOffline(true)`. */
export const TEST_OFFLINE = /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;

/**
 * Every test fails on a browser console error or an uncaught page exception, collected in
 * `consoleErrors` from the test's `page` (and from pages made by other fixtures that report there).
 * A test that never asks for `page` (the HTTP checks) opens no browser at all.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  consoleErrors: async ({}, use) => {
    const errors: string[] = [];
    await use(errors);
    expect(errors, "browser console errors").toEqual([]);
  },
  page: async ({ page, consoleErrors }, use) => {
    await reportErrors(page, consoleErrors);
    waitForScriptsOnLoad(page);
    await use(page);
  },
});

/** The browser logs the status of pages and form answers we expect (400, 403, 404, 409, 429) as an error. */
const EXPECTED_STATUS = /Failed to load resource: the server responded with a status of (40[0349]|429)/;

/**
 * Sends `page`'s console errors, uncaught exceptions and CSP blocks to `errors`, except answers
 * matching `expected` (a status the test expects) and what the offline test machine causes.
 */
export async function reportErrors(page: Page, errors: string[], expected: RegExp = EXPECTED_STATUS) {
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (expected.test(message.text())) return;
    // The test machine is offline, so map tiles fail to load once a test allows the map. Chromium
    // logs every failed image itself (a page cannot silence it); /where says so in its own notice.
    if (
      message.text().startsWith("Failed to load resource") &&
      message.location().url.startsWith("https://tile.openstreetmap.org/")
    )
      return;
    // A test that takes the network away (`context.setOffline`) meets requests under way then;
    // the browser logs each itself. Only going offline produces this message.
    if (TEST_OFFLINE.test(message.text())) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  // A blocked action that the page's code catches leaves no console error, only this event.
  await page.exposeFunction("__reportCspViolation", (text: string) => errors.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`CSP ${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
}

export { expect };

/** How long `animationsDone` waits at most: longer than the app's longest finite animation. */
const ANIMATION_LIMIT_MS = 6_000;

/**
 * Waits for the page's finite animations (a menu sliding in or out, a dialog fading) to end: a
 * measure taken halfway, of a position or of a colour under a fading overlay, is not what anyone sees.
 * The longest the app has is the navigation bar's 5 s creep; the wait stops after 6 s, so one
 * animation that never reports its end (seen once in CI, on the card door after hydration) makes a
 * measure, not a test that hangs until its timeout.
 */
export async function animationsDone(page: Page) {
  await page.evaluate(
    (limitMs) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, limitMs)),
      ]),
    ANIMATION_LIMIT_MS,
  );
}

/**
 * The page in dark or light colours as the colour-mode switch sets them, at once: the page's colour
 * fades are turned off first. Chromium would otherwise start a fade inside a closed <details> (the
 * scanner's visitor form) that never runs, its content not being drawn, and never settles.
 */
export async function colourMode(page: Page, mode: "light" | "dark") {
  await page.evaluate((dark) => {
    if (!document.getElementById("test-no-fades")) {
      const style = document.createElement("style");
      style.id = "test-no-fades";
      style.textContent = "*, *::before, *::after { transition: none !important; }";
      document.head.append(style);
    }
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
  }, mode === "dark");
}

/** Pages whose scripts a test holds back (`holdScripts`): they are not waited for. */
const scriptsHeld = new WeakSet<Page>();

/**
 * Holds the page's scripts back until the returned function is called: what a visitor sees and
 * does before the page becomes interactive.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  scriptsHeld.add(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until the page is interactive: Radix's own colour-mode trigger took its placeholder's place. */
export async function expectHydrated(page: Page) {
  await expect(page.getByTestId("colour-mode-trigger")).toHaveAttribute("id", /^radix-/);
}

/**
 * Makes `page.goto` and `page.reload` wait, after the page's load, until its scripts have run
 * (`expectHydrated`). Since ADR 071 a page is drawn before its scripts run, and a menu or dialog
 * opens only once they have: a test that pressed the burger at once pressed a placeholder on a slow
 * machine, and the press did nothing. What a visitor does before the scripts is tested on purpose,
 * with `holdScripts` or a navigation that waits only for its `commit`; neither is waited for, and
 * neither is a page that is not drawn by the app (a file, a JSON answer, the offline member pages).
 */
export function waitForScriptsOnLoad(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await scriptsRan(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== "commit") await scriptsRan(page);
    return response;
  };
}

async function scriptsRan(page: Page) {
  if (scriptsHeld.has(page)) return;
  const trigger = page.getByTestId("colour-mode-trigger");
  const drawnByTheApp = await page.evaluate(() => "__reactRouterContext" in window).catch(() => false);
  if (!drawnByTheApp || (await trigger.count()) === 0) return;
  await expect(trigger.first()).toHaveAttribute("id", /^radix-/);
}

/**
 * A full-page screenshot for a person to look at (test-results/…), taken outside CI only: in CI
 * nobody looks at it, and on a 2-core machine each one costs the run time.
 */
export async function lookAt(page: Page, path: string) {
  if (process.env.CI) return;
  await page.screenshot({ path, fullPage: true });
}

/**
 * The colour modes a page or a state is checked in with axe, in a test walked in both languages:
 * light in Italian, dark in English (ADR 039). Every state is still checked in both modes, once each;
 * a test walked in one language only checks both.
 */
export function axeModes(locale?: "it" | "en"): readonly ("light" | "dark")[] {
  if (locale === "it") return ["light"];
  if (locale === "en") return ["dark"];
  return ["light", "dark"];
}

export async function expectNoAxeViolations(page: Page) {
  await animationsDone(page);
  // The consent banner sticks to the bottom of the screen over whatever is there at the current
  // scroll position and keeps its own place at the end of the page; axe's target-size rule would
  // judge a link half under it by where the page happens to be scrolled. It is checked in its place.
  const unstuck = await page.evaluate(() => {
    const banner = document.getElementById("consent-banner");
    if (!banner) return false;
    banner.style.setProperty("position", "static", "important");
    return true;
  });
  // The app's pages have no frames, so axe runs in the page itself (its "legacy mode"): by default it
  // opens a blank page to gather the results of every frame, which cost 40–50% of each check (ADR 039).
  // A page that gains a frame fails here, so that this is decided again.
  expect(page.frames(), "axe runs without frames").toHaveLength(1);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode()
    .analyze();
  if (unstuck)
    await page.evaluate(() => document.getElementById("consent-banner")?.style.removeProperty("position"));
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

export type ReceivedMail = { to: string; replyTo: string; subject: string; text: string; html: string };

/** Waits for the next mail to `to` that arrived after `after` mails (see serve.ts). */
export async function waitForMail(
  to: string,
  after = 0,
  timeoutMs = 15_000,
): Promise<ReceivedMail & { index: number }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = mailFiles();
    for (const [index, file] of files.entries()) {
      if (index < after) continue;
      const mail = JSON.parse(readFileSync(path.join(MAILS_DIR, file), "utf8")) as ReceivedMail;
      if (mail.to.toLowerCase().includes(to.toLowerCase())) return { ...mail, index: index + 1 };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
}

/** How many mails the test SMTP server has received so far. */
export function mailCount(): number {
  return mailFiles().length;
}

/** The mails written so far, in order (a mail being written is still a `.part` file). */
function mailFiles(): string[] {
  return readdirSync(MAILS_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort();
}

/** The first link of a mail's text part that points at `pathPart`. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`No ${pathPart} link in: ${mail.text}`);
  return new URL(link).pathname;
}

/** Moves the test server's clock (0 puts it back). */
const CONTROL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/** Moves the test server's clock `offsetMs` ahead (0 puts it back). */
export async function shiftServerClock(offsetMs: number) {
  await fetch(`${CONTROL}/?offsetMs=${offsetMs}`);
}

/** Runs the renewal reminders on the test server now, at its clock (see control.ts). */
export async function runRenewalReminders(): Promise<{ soon: number; today: number }> {
  const response = await fetch(`${CONTROL}/renewal-reminders`, { method: "POST" });
  if (!response.ok)
    throw new Error(`control /renewal-reminders: ${response.status} ${await response.text()}`);
  return (await response.json()) as { soon: number; today: number };
}

/** Uses up the rate limit `name` for `key` on the test server (see control.ts). */
export async function exhaustRateLimit(name: string, key: string) {
  const response = await fetch(`${CONTROL}/rate-limit`, {
    method: "POST",
    body: JSON.stringify({ name, key }),
  });
  if (!response.ok) throw new Error(`control /rate-limit: ${response.status} ${await response.text()}`);
}

/** A fresh account of its own for one test (see control.ts); `session: false` makes no session. */
export async function newAccount(
  kind: AccountKind,
  {
    session = true,
    besides,
    firstName,
    locale,
    endsInDays,
  }: {
    session?: boolean;
    besides?: string;
    firstName?: string;
    /** member-… accounts: the card's language, and a valid card ending in so many days. */
    locale?: "it" | "en";
    endsInDays?: number;
  } = {},
): Promise<TestAccount> {
  const response = await fetch(`${CONTROL}/account`, {
    method: "POST",
    body: JSON.stringify({ kind, session, besides, firstName, locale, endsInDays }),
  });
  if (!response.ok) throw new Error(`control /account: ${response.status} ${await response.text()}`);
  return (await response.json()) as TestAccount;
}

export type DoorRecord = {
  admissions: { ticketId: string; at: string; staffId: string | null }[];
  scans: {
    ticketId: string | null;
    verdict: string;
    at: string;
    syncedAt: string | null;
    staffId: string | null;
  }[];
};

/** What the server recorded at the door of `eventId`: the tickets' admissions and every scan (control.ts). */
export async function doorRecord(eventId: string): Promise<DoorRecord> {
  const response = await fetch(`${CONTROL}/door?event=${eventId}`);
  if (!response.ok) throw new Error(`control /door: ${response.status} ${await response.text()}`);
  return (await response.json()) as DoorRecord;
}

/** Turns Stripe Checkout on (a local fake of Stripe) or off (pay at the door) on the test server. */
export async function useStripe(on: boolean) {
  const response = await fetch(`${CONTROL}/stripe`, { method: "POST", body: JSON.stringify({ on }) });
  if (!response.ok) throw new Error(`control /stripe: ${response.status} ${await response.text()}`);
}

export type TestEvent = {
  id: string;
  title: string;
  titleEn: string | null;
  priceCents: number;
  seats: number | null;
  startsAt: string;
};

/**
 * A public event of the test's own, a week ahead unless `startsInMinutes` (negative: on now): paid
 * (12 € unless `priceCents`), 40 seats unless `seats`.
 */
export async function newEvent(
  options: {
    priceCents?: number;
    seats?: number;
    startsInMinutes?: number;
    startsAt?: string;
    endsAt?: string;
    /** An English title (ADR 057), made unique like the Italian one. */
    titleEn?: string;
  } = {},
): Promise<TestEvent> {
  const response = await fetch(`${CONTROL}/event`, { method: "POST", body: JSON.stringify(options) });
  if (!response.ok) throw new Error(`control /event: ${response.status} ${await response.text()}`);
  return (await response.json()) as TestEvent;
}

/** A ticket of `eventId` in `status`, made directly on the server: its QR token and short code. */
export async function newTicket(
  eventId: string,
  status: "valid" | "cancelled" | "refunded",
  holderName?: string,
): Promise<{ id: string; qrToken: string; code: string }> {
  const response = await fetch(`${CONTROL}/ticket`, {
    method: "POST",
    body: JSON.stringify({ eventId, status, holderName }),
  });
  if (!response.ok) throw new Error(`control /ticket: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; qrToken: string; code: string };
}

/**
 * Signs a fresh account of `kind` in, by giving the browser a session made directly on the server:
 * only tests of the sign-in forms themselves fill them in.
 */
export async function signInAs(
  page: Page,
  kind: AccountKind,
  options: { firstName?: string; locale?: "it" | "en"; endsInDays?: number } = {},
): Promise<TestAccount> {
  // The cookie holds the public and the staff session side by side: keep the one already there.
  const besides = (await page.context().cookies()).find((cookie) => cookie.name === "authrefToken")?.value;
  const account = await newAccount(kind, { besides, ...options });
  const base = new URL(test.info().project.use.baseURL ?? "http://localhost:3100");
  await page.context().addCookies([
    {
      name: "authrefToken",
      value: account.cookie ?? "",
      domain: base.hostname,
      path: "/",
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
    },
  ]);
  return account;
}
