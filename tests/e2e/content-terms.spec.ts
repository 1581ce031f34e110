import type { Locator, Page } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { colourMode, expect, expectNoAxeViolations, signInAs, test } from "./fixtures";

/**
 * Event types as a managed list (ADR 058): management adds a type with its two names, staff choose
 * it for an event, and a rename shows on the Italian and the English event page and in the staff
 * list's filter; the management page is checked with axe in light and dark mode, errors shown.
 */

const m = itMessages;

function typeSection(page: Page): Locator {
  return page.getByTestId("terms-event_type");
}

function termCard(page: Page, name: string): Locator {
  // By its heading: every card's merge choice names the other terms too.
  return typeSection(page)
    .getByTestId("term")
    .filter({ has: page.getByRole("heading", { level: 3, name }) });
}

test("management renames an event type: the new name on both sites and in the events filter", async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now();
  const first = { it: `Rassegna ${stamp}`, en: `Festival ${stamp}` };
  const renamed = { it: `Cinema all'aperto ${stamp}`, en: `Open-air cinema ${stamp}` };
  const title = `E2E tipo ${stamp}`;
  await signInAs(page, "manager");

  // The lists, reached from the staff navigation.
  await page.goto("/internal");
  await page.getByRole("link", { name: m.internalNav.terms }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.pages["internal-terms"].title);
  await expectNoAxeViolations(page);

  // A name the list already has, in another case, is refused next to its field; what was typed stays.
  const add = typeSection(page).getByRole("form", { name: m.terms.kinds.event_type.add });
  await add.getByLabel(m.terms.labelIt).fill("CONCERTO");
  await add.getByLabel(m.terms.labelEn).fill(first.en);
  await add.getByRole("button", { name: m.terms.add.submit }).click();
  await expect(add.getByText(m.terms.errors.taken)).toBeVisible();
  await expect(add.getByLabel(m.terms.labelIt)).toHaveAttribute("aria-invalid", "true");
  await expect(add.getByLabel(m.terms.labelEn)).toHaveValue(first.en);
  await expectNoAxeViolations(page);
  await add.getByLabel(m.terms.labelIt).fill(first.it);
  await add.getByRole("button", { name: m.terms.add.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: first.it })).toBeVisible();
  await expect(termCard(page, first.it)).toContainText(m.terms.unused);

  // Staff choose it for a new event from the list.
  await page.goto("/internal/event/new");
  await page.getByLabel(m.eventAdmin.fields.title, { exact: true }).fill(title);
  await page.getByLabel(m.eventAdmin.fields.startsAt).fill("2031-05-10T21:00");
  await page.getByLabel(m.eventAdmin.fields.endsAt).fill("2031-05-10T23:00");
  await page.getByLabel(m.eventAdmin.fields.category, { exact: true }).selectOption({ label: first.it });
  await page.getByRole("button", { name: m.eventAdmin.save }).click();
  await expect(page).toHaveURL("/internal/events");
  await page.getByLabel(m.eventAdmin.search).fill(title);
  await page.getByRole("button", { name: m.eventAdmin.filter }).click();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText(first.it);
  const edit = await row.getByRole("link", { name: m.eventAdmin.edit }).getAttribute("href");
  const id = edit?.match(/[0-9a-f-]{36}/)?.[0];
  if (!id) throw new Error(`no event id in ${edit}`);

  // Management renames it in both languages; a name another type has is refused first.
  await page.goto("/internal/terms");
  const card = termCard(page, first.it);
  await expect(card).toContainText(m.terms.uses_one.replace("{{count}}", "1"));
  await card.getByText(m.terms.rename.summary).click();
  await card.getByLabel(m.terms.labelIt).fill("Teatro");
  await card.getByRole("button", { name: m.terms.rename.submit }).click();
  await expect(card.getByText(m.terms.errors.taken)).toBeVisible();
  await colourMode(page, "dark");
  await expectNoAxeViolations(page);
  await colourMode(page, "light");
  await card.getByLabel(m.terms.labelIt).fill(renamed.it);
  await card.getByLabel(m.terms.labelEn).fill(renamed.en);
  await card.getByRole("button", { name: m.terms.rename.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: renamed.it })).toBeVisible();

  // The new name on the event's page in each language.
  await page.goto(`/event/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("article")).toContainText(renamed.it);
  await expect(page.getByRole("article")).not.toContainText(first.it);
  await page.goto(`/en/event/${id}`);
  await expect(page.getByRole("article")).toContainText(renamed.en);
  await expect(page.getByRole("article")).not.toContainText(renamed.it);

  // And in the staff list's filter: one entry, the new name, which finds the event.
  for (const [prefix, names] of [
    ["", { now: renamed.it, before: first.it }],
    ["/en", { now: renamed.en, before: first.en }],
  ] as const) {
    await page.goto(`${prefix}/internal/events`);
    const messages = prefix ? en : m;
    const filter = page.getByLabel(messages.eventAdmin.category, { exact: true });
    await expect(filter.locator("option", { hasText: names.now })).toHaveCount(1);
    await expect(filter.locator("option", { hasText: names.before })).toHaveCount(0);
    await filter.selectOption({ label: names.now });
    await page.getByRole("button", { name: messages.eventAdmin.filter }).click();
    await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText(names.now);
  }
});

test("the English management page, light and dark, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, "manager");
  await page.goto("/en/internal/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages["internal-terms"].title);
  await expect(typeSection(page).getByRole("heading", { level: 2 })).toHaveText(
    en.terms.kinds.event_type.heading,
  );
  // The demo's types, in both languages.
  await expect(termCard(page, "Concerto")).toContainText("Concert");
  await termCard(page, "Concerto").getByText(en.terms.merge.summary).click();
  await expect(termCard(page, "Concerto").getByLabel(en.terms.merge.into)).toBeVisible();
  // Nothing runs wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const mode of ["light", "dark"] as const) {
    await colourMode(page, mode);
    await expectNoAxeViolations(page);
  }
});
