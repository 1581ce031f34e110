import type { Page } from "@playwright/test";
import { expect, signInAs } from "./fixtures";

export type Entry = {
  id: string;
  title: string;
  start: string;
  end: string;
  backgroundColor: string;
  textColor: string;
};

export const LOCALES = [
  { locale: "it", prefix: "", week: "Settimana", day: "Giorno", list: "Agenda", login: "Accedi" },
  { locale: "en", prefix: "/en", week: "Week", day: "Day", list: "List", login: "Sign in" },
] as const;

/** rgb(r, g, b) as the browser reports a computed colour. */
export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** A public one-day demo event of this month, read from the feed the calendar uses. */
export async function demoEvent(page: Page): Promise<Entry> {
  const today = new Date();
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const response = await page.request.get(`/events/feed?start=${iso(first)}&end=${iso(next)}`);
  expect(response.status()).toBe(200);
  const entries = (await response.json()) as Entry[];
  const entry = entries.find((e) => e.start.slice(0, 10) === e.end.slice(0, 10) && e.start >= iso(first));
  if (!entry) throw new Error("no one-day public event this month in the demo data");
  return entry;
}

/** Opens /market (members' area) as a fresh signed-in user. */
export async function openMarketSignedIn(page: Page, prefix: string) {
  await signInAs(page, "user");
  await page.goto(`${prefix}/market`);
}

/**
 * Checks that the public calendar shows `title` on `day` (YYYY-MM-DD, Rome) in the month, week, day
 * and list views, on its background colour; or, with `present: false`, that the month view does not.
 */
export async function expectInCalendar(
  page: Page,
  {
    prefix,
    day,
    title,
    ink,
    present = true,
  }: { prefix: string; day: string; title: string; ink?: string; present?: boolean },
) {
  const t = LOCALES.find((entry) => entry.prefix === prefix) ?? LOCALES[0];
  // Wait for the calendar's own feed request, so that an absence is checked on loaded data.
  const feed = page.waitForResponse((response) => response.url().includes("/events/feed"));
  await page.goto(`${prefix}/events?view=month&date=${day}`);
  await feed;
  const month = page.locator(`td.fc-daygrid-day[data-date="${day}"] .fc-event`, { hasText: title });
  if (!present) {
    await expect(page.locator(".fc-dayGridMonth-view")).toBeVisible();
    await expect(month).toHaveCount(0);
    return;
  }
  await expect(month).toBeVisible();
  if (ink) {
    // The event's colour is an accent: the chip's band and tint (--ink), never its whole background.
    await expect(month.first()).toHaveCSS("border-left-width", "4px");
    expect(await month.first().evaluate((el) => (el as HTMLElement).style.getPropertyValue("--ink"))).toBe(
      ink,
    );
    await expect(month.first()).not.toHaveCSS("background-color", rgb(ink));
  }
  await page.getByRole("button", { name: t.week, exact: true }).click();
  await expect(
    page.locator(`td.fc-timegrid-col[data-date="${day}"] .fc-event`, { hasText: title }),
  ).toBeVisible();
  await page.getByRole("button", { name: t.day, exact: true }).click();
  await expect(
    page.locator(`.fc-timeGridDay-view td.fc-timegrid-col[data-date="${day}"] .fc-event`, { hasText: title }),
  ).toBeVisible();
  await page.getByRole("button", { name: t.list, exact: true }).click();
  await expect(
    page.locator(`tr.fc-list-day[data-date="${day}"] ~ tr.fc-list-event`, { hasText: title }).first(),
  ).toBeVisible();
}
