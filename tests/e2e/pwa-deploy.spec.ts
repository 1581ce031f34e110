/**
 * A deployment reaches a page that is already open: the new public worker waits, the page says
 * "update available", Reload hands over to it, the old build's caches go, and nothing asks for a chunk
 * that is not there. Rewrites build/client/sw.js as a deployment would (serial project), and puts it back.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const WORKER_FILE = path.resolve("build/client/sw.js");

async function publicCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith("agora-public-")).sort(),
  );
}

// These tests are about the workers: allow them (the config blocks them elsewhere).
test.use({ serviceWorkers: "allow" });

test("a new build replaces the old worker cleanly after 'Reload'", async ({ page }) => {
  const original = readFileSync(WORKER_FILE, "utf8");
  await page
    .context()
    .addCookies([{ name: "consent", value: "v1", url: test.info().project.use.baseURL ?? "" }]);
  try {
    await page.goto("/events");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(async () => (await publicCaches(page)).filter((name) => name.includes("-precache-")))
      .toHaveLength(1);
    const precache = (await publicCaches(page)).find((name) => name.includes("-precache-"));
    const version = precache?.replace("agora-public-precache-", "") ?? "";
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    // Controlled by the worker from now on.
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByTestId("pwa-update")).toHaveCount(0);

    // The deployment: a worker of another build at the same address.
    const next = "feedfacecafe";
    writeFileSync(WORKER_FILE, original.replaceAll(version, next));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const notice = page.getByTestId("pwa-update");
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute("role", "status");
    await expect(notice).toContainText("È disponibile una nuova versione.");

    await Promise.all([page.waitForEvent("load"), notice.getByRole("button", { name: "Ricarica" }).click()]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("pwa-update")).toHaveCount(0);
    // The old build's caches are gone; the new build's precache is there.
    await expect
      .poll(async () => (await publicCaches(page)).filter((name) => !name.endsWith(`-${next}`)))
      .toEqual([]);
    expect(await publicCaches(page)).toContain(`agora-public-precache-${next}`);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: Boolean(registration?.waiting),
          controlled: Boolean(navigator.serviceWorker.controller),
        };
      }),
    ).toEqual({ waiting: false, controlled: true });

    // The new worker serves the pages' chunks: moving around loads every route's code without an error.
    const nav = page.getByRole("navigation", { name: "Navigazione principale" });
    await nav.getByRole("link", { name: "Contribuisci" }).click();
    await expect(page).toHaveURL(/\/contribute$/);
    await nav.getByRole("link", { name: "Dove siamo" }).click();
    await expect(page).toHaveURL(/\/where$/);
    await nav.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  } finally {
    writeFileSync(WORKER_FILE, original);
  }
});
