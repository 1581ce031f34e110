import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export type E2eFixtures = {
  publicEventId: string;
  hiddenEventId: string;
  newsId: string;
  staff: { door: Credentials; manager: Credentials };
};
type Credentials = { email: string; password: string };

export const FIXTURES_FILE = ".tmp/e2e/fixtures.json";

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
        // The browser reports the status of a page we expect to be 404/403 as a console error.
        if (/Failed to load resource: the server responded with a status of 40[34]/.test(message.text()))
          return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
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
