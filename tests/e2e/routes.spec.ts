import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import type { Messages } from "../../app/i18n/messages";
import { e2eData, expect, expectNoAxeViolations, signInStaff, test } from "./fixtures";
import { resolvePath, routeTable } from "./route-table";

const MESSAGES: Record<"it" | "en", Messages> = { it: itMessages, en };

function expectedTitle(messages: Messages, page: string, path: string): string {
  // Creation forms are titled as such, not as the edit form they share a route with.
  if (path === "/internal/event/new") return messages.eventAdmin.newTitle;
  if (path === "/internal/news/new") return messages.news.admin.newTitle;
  if (page === "not-found") return messages.errors.notFoundTitle;
  if (page === "forbidden") return messages.errors.forbiddenTitle;
  return messages.pages[page as keyof Messages["pages"]].title;
}

for (const locale of ["it", "en"] as const) {
  const messages = MESSAGES[locale];
  for (const route of routeTable()) {
    test(`${locale} ${route.as} ${localePath(locale, route.path)} → ${route.status}`, async ({ page }) => {
      const fixtures = e2eData();
      const url = localePath(locale, resolvePath(route.path, fixtures));
      if (route.as !== "anonymous") await signInStaff(page, fixtures.staff[route.as], locale);
      const response = await page.goto(url);
      expect(response?.status()).toBe(route.status);
      if (route.redirectsTo) {
        const target = localePath(locale, route.redirectsTo.split("?")[0] ?? "/");
        expect(new URL(page.url()).pathname).toBe(target);
        if (route.redirectsTo.includes("redirectTo=")) {
          expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(url);
        }
      }
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      if (route.page === "event" || route.page === "news-item") {
        await expect(page).toHaveTitle(/ · Agorà$/);
      } else if (route.page === "internal") {
        await expect(page).toHaveTitle(new RegExp(messages.pages.internal.title));
      } else {
        await expect(page).toHaveTitle(
          new RegExp(expectedTitle(messages, route.page, route.path).replace(/[()]/g, "\\$&")),
        );
      }
      if (route.status === 404)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.errors.notFound);
      if (route.status === 403)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.errors.forbidden);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
}
