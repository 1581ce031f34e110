import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

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

export async function signInDemoUser(page: Page, prefix: string, login: string) {
  await page.goto(`${prefix}/u/login?redirectTo=${encodeURIComponent(`${prefix}/market`)}`);
  await page.getByLabel("E-mail").fill("giulia.rossi@demo.agora.localhost");
  await page.getByLabel("Password").fill("agora-demo-2026");
  await page.getByRole("button", { name: login, exact: true }).click();
  await page.waitForURL(new RegExp(`${prefix}/market$`));
}
