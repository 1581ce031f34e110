/**
 * The page map of spec §2 for every kind of visitor. Status, redirect, language, title and heading of
 * every route in both languages are checked over HTTP (cheap); the browser with axe visits each
 * distinct page once in light mode (Italian) and once in dark mode (English).
 */
import type { APIRequestContext } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import type { Messages } from "../../app/i18n/messages";
import { e2eData, expect, expectNoAxeViolations, newAccount, signInAs, test } from "./fixtures";
import { type Audience, type RouteCase, resolvePath, routeTable } from "./route-table";

const MESSAGES: Record<"it" | "en", Messages> = { it: itMessages, en };

function expectedTitle(messages: Messages, route: RouteCase): RegExp {
  if (route.page === "event" || route.page === "news-item") return / · Agorà$/;
  if (route.page === "internal") return new RegExp(messages.pages.internal.title);
  // Creation forms are titled as such, not as the edit form they share a route with.
  let title: string;
  if (route.path === "/internal/event/new") title = messages.eventAdmin.newTitle;
  else if (route.path === "/internal/news/new") title = messages.news.admin.newTitle;
  else if (route.page === "not-found") title = messages.errors.notFoundTitle;
  else if (route.page === "forbidden") title = messages.errors.forbiddenTitle;
  else title = messages.pages[route.page as keyof Messages["pages"]].title;
  return new RegExp(title.replace(/[()]/g, "\\$&"));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };
const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name) => ENTITIES[name] ?? "");
const textOf = (html: string) => decode(html.replace(/<[^>]*>/g, "")).trim();

async function cookieFor(as: Audience): Promise<Record<string, string>> {
  if (as === "anonymous") return {};
  const account = await newAccount(as);
  return { cookie: `authrefToken=${account.cookie}` };
}

/** GETs `url` without following redirects; on a redirect, checks it and follows it once. */
async function fetchPage(request: APIRequestContext, url: string, route: RouteCase, locale: "it" | "en") {
  const headers = await cookieFor(route.as);
  let response = await request.get(url, { headers, maxRedirects: 0 });
  if (route.redirectsTo) {
    expect(response.status(), `${url} redirects`).toBeGreaterThanOrEqual(300);
    expect(response.status()).toBeLessThan(400);
    const location = new URL(response.headers().location ?? "", "http://localhost");
    expect(location.pathname).toBe(localePath(locale, route.redirectsTo.split("?")[0] ?? "/"));
    if (route.redirectsTo.includes("redirectTo=")) expect(location.searchParams.get("redirectTo")).toBe(url);
    response = await request.get(location.pathname + location.search, { headers, maxRedirects: 0 });
  }
  return response;
}

for (const locale of ["it", "en"] as const) {
  const messages = MESSAGES[locale];
  for (const route of routeTable()) {
    // Anonymous pages are also the smoke set on the embedded database (see tests/run.ts).
    const tag = route.as === "anonymous" ? ["@smoke"] : [];
    test(`${locale} ${route.as} ${localePath(locale, route.path)} → ${route.status}`, { tag }, async ({
      request,
    }) => {
      const url = localePath(locale, resolvePath(route.path, e2eData()));
      const response = await fetchPage(request, url, route, locale);
      expect(response.status()).toBe(route.status);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
      expect(textOf(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? "")).toMatch(
        expectedTitle(messages, route),
      );
      const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
        textOf(match[1] ?? ""),
      );
      expect(headings).toHaveLength(1);
      if (route.status === 404) expect(headings[0]).toBe(messages.errors.notFound);
      if (route.status === 403) expect(headings[0]).toBe(messages.errors.forbidden);
    });
  }
}

/** One route per distinct page and audience: the browser and axe need not see the same page twice. */
function distinctPages(): RouteCase[] {
  const seen = new Set<string>();
  return routeTable().filter((route) => {
    const key = `${route.as} ${route.redirectsTo ? "redirect" : route.page}`;
    if (seen.has(key) || route.redirectsTo) return false;
    seen.add(key);
    return true;
  });
}

for (const [locale, mode] of [
  ["it", "light"],
  ["en", "dark"],
] as const) {
  for (const route of distinctPages()) {
    test(`axe ${mode} ${locale} ${route.as} ${route.page}`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("colour-mode", value), mode);
      if (route.as !== "anonymous") await signInAs(page, route.as);
      const url = localePath(locale, resolvePath(route.path, e2eData()));
      const response = await page.goto(url);
      expect(response?.status()).toBe(route.status);
      if (mode === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
}

test("every response carries the id its log line was written under @smoke", async ({ request }) => {
  const first = await request.get("/events");
  const second = await request.get("/en/does-not-exist");
  const ids = [first.headers()["x-request-id"], second.headers()["x-request-id"]];
  for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(ids[0]).not.toBe(ids[1]);
  // A proxy's id is kept, so one request can be followed through both logs.
  const proxied = await request.get("/", { headers: { "x-request-id": "edge-7f3a9c21" } });
  expect(proxied.headers()["x-request-id"]).toBe("edge-7f3a9c21");
});
