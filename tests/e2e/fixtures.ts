import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

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
  staff: { door: Credentials; manager: Credentials };
};
type Credentials = { email: string; password: string };

export const FIXTURES_FILE = ".tmp/e2e/fixtures.json";
const MAILS_DIR = ".tmp/e2e/mails";

export function e2eData(): E2eFixtures {
  return JSON.parse(readFileSync(FIXTURES_FILE, "utf8")) as E2eFixtures;
}

/** Every test fails on a browser console error or an uncaught page exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The browser logs the status of pages we expect to answer 403, 404 or 429 as a console error.
        if (
          /Failed to load resource: the server responded with a status of (40[34]|429)/.test(message.text())
        )
          return;
        // The test machine is offline, so map tiles fail to load once a test allows the map. Chromium
        // logs every failed image itself (a page cannot silence it); /where says so in its own notice.
        if (
          message.text().startsWith("Failed to load resource") &&
          message.location().url.startsWith("https://tile.openstreetmap.org/")
        )
          return;
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
      await use(errors);
      expect(errors, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/** Signs in through the real staff login form. */
export async function signInStaff(page: Page, credentials: Credentials, locale: "it" | "en" = "it") {
  await page.goto(locale === "en" ? "/en/internal/login" : "/internal/login");
  await page.getByLabel(/e-mail/i).fill(credentials.email);
  await page.getByLabel(/password/i).fill(credentials.password);
  await page.getByRole("button", { name: locale === "en" ? "Sign in" : "Accedi" }).click();
  await page.waitForURL(/\/internal$/);
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
    const files = readdirSync(MAILS_DIR).sort();
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
  return readdirSync(MAILS_DIR).length;
}

/** The first link of a mail's text part that points at `pathPart`. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`No ${pathPart} link in: ${mail.text}`);
  return new URL(link).pathname;
}

/** Moves the test server's clock (0 puts it back). */
export async function shiftServerClock(offsetMs: number) {
  const port = Number(process.env.E2E_PORT ?? 3100) + 1;
  await fetch(`http://127.0.0.1:${port}/?offsetMs=${offsetMs}`);
}
