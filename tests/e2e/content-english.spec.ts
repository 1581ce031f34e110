import type { Page } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import {
  axeModes,
  colourMode,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  holdScripts,
  signInAs,
  test,
} from "./fixtures";

/** ADR 057: events in two languages, from the staff form to both public sites. */

const MESSAGES = { it: itMessages, en } as const;

/** The page's `<title>`, description and their Open Graph copies start with `title` and are `description`. */
async function expectMeta(page: Page, title: string, description: string) {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(page).toHaveTitle(new RegExp(`^${escaped} · `));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    new RegExp(`^${escaped} · `),
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", description);
}

for (const locale of ["it", "en"] as const) {
  const m = MESSAGES[locale];
  const a = m.eventAdmin;
  const url = (p: string) => localePath(locale, p);
  const english = (label: string) => m.content.inEnglish.replace("{{label}}", label);

  /** Fills the staff form's Italian texts and dates; English only when given. Returns the event's id. */
  async function createEvent(page: Page, texts: { title: string; titleEn?: string; summaryEn?: string }) {
    await page.goto(url("/internal/event/new"));
    await page.getByLabel(a.fields.title, { exact: true }).fill(texts.title);
    await page.getByLabel(a.fields.summary, { exact: true }).fill("Musica dal vivo nel cortile.");
    if (texts.titleEn) await page.getByLabel(english(a.fields.title)).fill(texts.titleEn);
    if (texts.summaryEn) await page.getByLabel(english(a.fields.summary)).fill(texts.summaryEn);
    await page.getByLabel(a.fields.startsAt).fill("2031-05-10T21:00");
    await page.getByLabel(a.fields.endsAt).fill("2031-05-10T23:00");
    await page.getByRole("button", { name: a.save }).click();
    await expect(page).toHaveURL(url("/internal/events"));
    await page.goto(url(`/internal/events?q=${encodeURIComponent(texts.title)}`));
    const row = page.getByRole("row", { name: new RegExp(texts.title) });
    const href = await row.getByRole("link", { name: new RegExp(a.edit) }).getAttribute("href");
    const id = href?.split("/").at(-1);
    if (!id) throw new Error(`no edit link for ${texts.title}`);
    return { id, row };
  }

  test(`${locale}: staff add English to an event; /en shows it, the Italian site the Italian text`, async ({
    page,
  }) => {
    test.slow();
    const stamp = Date.now();
    const title = `Concerto ${locale} ${stamp}`;
    const titleEn = `Concert ${locale} ${stamp}`;
    await signInAs(page, "manager", { locale });
    await page.goto(url("/internal/event/new"));
    // Both languages side by side on a wide screen; the note names the English texts still missing.
    await page.getByLabel(a.fields.title, { exact: true }).fill(title);
    const note = page.getByTestId("english-missing");
    await expect(note).toContainText(m.content.fieldNames.title);
    await page.getByLabel(english(a.fields.title)).fill(titleEn);
    await expect(note).toHaveText(m.content.complete);
    for (const mode of axeModes()) {
      await colourMode(page, mode);
      await expectNoAxeViolations(page);
    }

    const { id, row } = await createEvent(page, {
      title,
      titleEn,
      summaryEn: "Live music in the courtyard.",
    });
    await expect(row.getByTestId("english-marker")).toHaveCount(0);

    await page.goto(`/en/event/${id}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(titleEn);
    expect(await heading.getAttribute("lang")).toBeNull();
    await expect(page.getByTestId("event-summary")).toHaveText("Live music in the courtyard.");
    await expect(page.getByTestId("in-italian")).toHaveCount(0);
    // What search engines and link previews read is English too.
    await expectMeta(page, titleEn, "Live music in the courtyard.");
    // A real English version: both addresses are alternates, and no canonical points away.
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      new RegExp(`/en/event/${id}$`),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

    await page.goto(`/event/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByTestId("event-summary")).toHaveText("Musica dal vivo nel cortile.");
    await expectMeta(page, title, "Musica dal vivo nel cortile.");
  });

  test(`${locale}: an Italian title typed before the form's scripts run counts in the note of missing English`, async ({
    page,
  }) => {
    await signInAs(page, "manager", { locale });
    const release = await holdScripts(page);
    await page.goto(url("/internal/event/new"), { waitUntil: "commit" });
    await page.getByLabel(a.fields.title, { exact: true }).fill(`Prova ${Date.now()}`);
    release();
    await expectHydrated(page);
    await expect(page.getByTestId("english-missing")).toContainText(m.content.fieldNames.title);
  });

  test(`${locale}: an event without English shows its Italian text marked lang="it" on /en`, async ({
    page,
  }) => {
    test.slow();
    const title = `Serata ${locale} ${Date.now()}`;
    await signInAs(page, "manager", { locale });
    const { id, row } = await createEvent(page, { title });
    // The staff list marks the event without English.
    await expect(row.getByTestId("english-marker")).toHaveText(m.content.noEnglish);
    for (const mode of axeModes(locale)) {
      await colourMode(page, mode);
      await expectNoAxeViolations(page);
    }

    await page.goto(`/en/event/${id}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(title);
    await expect(heading).toHaveAttribute("lang", "it");
    await expect(page.getByTestId("event-summary")).toHaveAttribute("lang", "it");
    await expect(page.getByTestId("in-italian")).toHaveText(en.content.inItalian);
    await expectMeta(page, title, "Musica dal vivo nel cortile.");
    // One language version only: no alternates, and the English address names the Italian one.
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/event/${id}$`));
    for (const mode of ["light", "dark"] as const) {
      await colourMode(page, mode);
      await expectNoAxeViolations(page);
    }

    await page.goto(`/event/${id}`);
    const italian = page.getByRole("heading", { level: 1 });
    await expect(italian).toHaveText(title);
    expect(await italian.getAttribute("lang")).toBeNull();
    await expect(page.getByTestId("in-italian")).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
}

test("a news item's title and summary in the page's <title> and meta: English on /en where written", async ({
  page,
}) => {
  test.slow();
  const a = itMessages.news.admin;
  const english = (label: string) => itMessages.content.inEnglish.replace("{{label}}", label);
  const stamp = Date.now();
  await signInAs(page, "manager", { locale: "it" });
  const create = async (title: string, titleEn?: string) => {
    await page.goto("/internal/news/new");
    await page.getByLabel(a.fields.title, { exact: true }).fill(title);
    await page.getByLabel(a.fields.summary, { exact: true }).fill("Riassunto in italiano.");
    await page.getByLabel(a.fields.body, { exact: true }).fill("Testo.");
    if (titleEn) {
      await page.getByLabel(english(a.fields.title)).fill(titleEn);
      await page.getByLabel(english(a.fields.summary)).fill("Summary in English.");
    }
    await page.getByLabel(a.fields.publishedAt, { exact: true }).fill("2026-01-10T09:30");
    await page.getByRole("button", { name: a.save }).click();
    await expect(page).toHaveURL(/\/internal\/news\/[0-9a-f-]{36}\?saved$/);
    return new URL(page.url()).pathname.split("/").at(-1) ?? "";
  };
  const withEnglish = await create(`Notizia ${stamp}`, `News ${stamp}`);
  const without = await create(`Solo italiano ${stamp}`);

  await page.goto(`/en/news/${withEnglish}`);
  await expectMeta(page, `News ${stamp}`, "Summary in English.");
  await page.goto(`/news/${withEnglish}`);
  await expectMeta(page, `Notizia ${stamp}`, "Riassunto in italiano.");
  await page.goto(`/en/news/${without}`);
  await expectMeta(page, `Solo italiano ${stamp}`, "Riassunto in italiano.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "it");
});

test("on a phone the form's languages are tabs, operable with the keyboard", async ({ page }) => {
  const a = en.eventAdmin;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, "manager", { locale: "en" });
  await page.goto("/en/internal/event/new");
  // The tabs are the page's scripts: the keys below need it interactive (ADR 071 shows it before).
  await expectHydrated(page);
  const englishTitle = page.getByLabel(en.content.inEnglish.replace("{{label}}", a.fields.title));
  await expect(page.getByLabel(a.fields.title, { exact: true })).toBeVisible();
  await expect(englishTitle).toBeHidden();
  const italianTab = page.getByRole("tab", { name: en.content.languages.it });
  await expect(italianTab).toHaveAttribute("aria-selected", "true");
  await italianTab.focus();
  await page.keyboard.press("ArrowRight");
  const englishTab = page.getByRole("tab", { name: en.content.languages.en });
  await expect(englishTab).toBeFocused();
  await expect(englishTab).toHaveAttribute("aria-selected", "true");
  await expect(englishTitle).toBeVisible();
  await expect(page.getByLabel(a.fields.title, { exact: true })).toBeHidden();
  for (const mode of ["light", "dark"] as const) {
    await colourMode(page, mode);
    await expectNoAxeViolations(page);
  }
});
