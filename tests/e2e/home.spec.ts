import type { Page } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { toRomeLocal } from "../../app/lib/rome-time";
import { axeModes, expect, expectNoAxeViolations, shiftServerClock, signInAs, test } from "./fixtures";

const MESSAGES = { it: itMessages, en } as const;
const HOUR = 3_600_000;

async function openManagement(page: Page, locale: "it" | "en") {
  await signInAs(page, "manager");
  await page.goto(localePath(locale, "/internal/home"));
  // Hydration sets the textareas' values again: typing before it would land at the caret's reset place.
  // A quiet network is not enough on a slow machine, so wait until React has taken every textarea.
  await page.waitForLoadState("networkidle");
  await expect
    .poll(() =>
      page
        .locator("textarea")
        .evaluateAll((areas) =>
          areas.every((area) => Object.keys(area).some((key) => key.startsWith("__reactProps"))),
        ),
    )
    .toBe(true);
}

for (const locale of ["it", "en"] as const) {
  const m = MESSAGES[locale].home;
  const url = (p: string) => localePath(locale, p);

  test(`${locale}: staff edit the paragraph in both languages and visitors read it at / and /en`, async ({
    page,
  }) => {
    const stamp = `${locale}-${Date.now()}`;
    await openManagement(page, locale);
    const italian = page.getByLabel(m.paragraph.it);
    await italian.fill(
      `Benvenuti **${stamp}** [scrivici](mailto:info@example.org) [x](javascript:alert(1)) <b>raw</b>`,
    );
    await page.getByLabel(m.paragraph.en).fill(`Welcome *${stamp}* to the centre.`);
    // The preview follows the typing and renders like the home page: no raw HTML, no script links.
    const preview = page.getByRole("region", { name: m.paragraph.previewIt });
    await expect(preview.locator("strong")).toHaveText(stamp);
    await expect(preview.getByRole("link", { name: "scrivici" })).toHaveAttribute(
      "href",
      "mailto:info@example.org",
    );
    await expect(preview.locator("a[href^='javascript']")).toHaveCount(0);
    await expect(preview.locator("b")).toHaveCount(0);
    await page.getByRole("button", { name: m.paragraph.save }).click();
    await expect(page.getByRole("status").filter({ hasText: m.saved.paragraphSaved })).toBeVisible();

    await page.goto("/");
    const about = page.getByRole("region", { name: itMessages.home.public.about });
    await expect(about.locator("strong")).toHaveText(stamp);
    await expect(about).not.toContainText("<b>raw</b>");
    await page.goto("/en");
    await expect(page.getByRole("region", { name: en.home.public.about }).locator("em")).toHaveText(stamp);
  });

  test(`${locale}: an announcement with dates shows on the home page only while active`, async ({ page }) => {
    const textIt = `Annuncio e2e ${locale} ${Date.now()}`;
    const textEn = `E2E announcement ${locale} ${Date.now()}`;
    const start = Date.now() - HOUR;
    await openManagement(page, locale);
    const form = page.getByRole("form", { name: m.announcements.addTitle });
    await form.getByLabel(m.announcements.textIt).fill(textIt);
    await form.getByLabel(m.announcements.textEn).fill(textEn);
    await form.getByLabel(m.announcements.link).fill("javascript:alert(1)");
    await form.getByLabel(m.announcements.activeFrom).fill(toRomeLocal(new Date(start)));
    await form.getByLabel(m.announcements.activeUntil).fill(toRomeLocal(new Date(start - HOUR)));
    await form.getByRole("button", { name: m.announcements.add }).click();
    // Each error sits next to its field, and nothing typed is lost.
    await expect(form.getByText(m.errors.link)).toBeVisible();
    await expect(form.getByText(m.errors.untilBeforeFrom)).toBeVisible();
    await expect(form.getByLabel(m.announcements.textIt)).toHaveValue(textIt);

    await form.getByLabel(m.announcements.link).fill("/where");
    await form.getByLabel(m.announcements.activeUntil).fill(toRomeLocal(new Date(start + 48 * HOUR)));
    await form.getByRole("button", { name: m.announcements.add }).click();
    await expect(page.getByRole("status").filter({ hasText: m.saved.announcementAdded })).toBeVisible();

    // The new one is last; moving it up by keyboard keeps the focus on the pressed button.
    const label = locale === "en" ? textEn : textIt;
    const rows = page.getByTestId("announcement-rows").getByRole("listitem");
    await expect(rows.last()).toContainText(textIt);
    const up = page.getByRole("button", { name: `${m.manage.moveUp}: ${label}` });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(rows.nth((await rows.count()) - 2)).toContainText(textIt);
    await expect(
      page.getByRole("status").filter({ hasText: m.saved.moved.split("{{")[0] ?? "" }),
    ).toBeVisible();
    await expect(up).toBeFocused();

    await page.goto("/");
    await expect(page.getByTestId("announcements").getByRole("link", { name: textIt })).toHaveAttribute(
      "href",
      "/where",
    );
    await page.goto("/en");
    await expect(page.getByTestId("announcements").getByRole("link", { name: textEn })).toHaveAttribute(
      "href",
      "/en/where",
    );
    try {
      await shiftServerClock(72 * HOUR);
      await page.goto(url("/"));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(locale === "en" ? textEn : textIt)).toHaveCount(0);
    } finally {
      await shiftServerClock(0);
    }

    // Removing asks first.
    await page.goto(url("/internal/home"));
    await page.getByRole("button", { name: `${m.announcements.remove} ${label}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(label);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: m.announcements.confirmRemove }).click();
    await expect(page.getByRole("status").filter({ hasText: m.saved.announcementRemoved })).toBeVisible();
    await expect(page.getByTestId("announcement-rows")).not.toContainText(textIt);
  });

  test(`${locale}: the chosen featured events show on the home page in the chosen order`, async ({
    page,
  }) => {
    await openManagement(page, locale);
    const chosen = page.getByTestId("featured-rows");
    // Start from an empty choice: the home page then shows the next public events.
    while ((await chosen.count()) > 0) {
      const before = await chosen.getByRole("listitem").count();
      await chosen
        .getByRole("button", { name: new RegExp(`^${m.featured.remove} `) })
        .first()
        .click();
      await expect(chosen.getByRole("listitem")).toHaveCount(before - 1);
    }
    await expect(page.getByText(m.featured.empty)).toBeVisible();

    const results = page.getByRole("list", { name: m.featured.results }).getByRole("listitem");
    const [first, second] = (await results.locator("p.font-medium").allTextContents()).slice(3, 5);
    if (!first || !second) throw new Error("the demo data has too few upcoming public events");
    for (const title of [second, first]) {
      await page.getByLabel(m.featured.search).fill(title);
      await page.getByRole("button", { name: m.featured.searchButton }).click();
      await page.getByRole("button", { name: `${m.featured.add} ${title}` }).click();
      await expect(page.getByRole("status").filter({ hasText: m.saved.featuredAdded })).toBeVisible();
    }
    const titles = (target: Page) =>
      target.getByTestId("featured-events").getByRole("heading", { level: 3 }).allTextContents();
    await page.goto(url("/"));
    expect(await titles(page)).toEqual([second, first]);

    await page.goto(url("/internal/home"));
    await page.getByRole("button", { name: `${m.manage.moveUp}: ${first}` }).click();
    await expect(chosen.getByRole("listitem").first()).toContainText(first);
    await page.goto(url("/"));
    expect(await titles(page)).toEqual([first, second]);
  });

  test(`${locale}: the home page shows the featured news and the petition with its counter`, async ({
    page,
  }) => {
    const messages = MESSAGES[locale];
    await page.goto(url("/"));
    const news = page.getByTestId("featured-news");
    await expect(news.getByRole("listitem")).toHaveCount(3);
    await expect(news.getByText(messages.news.featured).first()).toBeVisible();
    await news.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`${url("/news/")}[0-9a-f-]{36}$`));

    await page.goto(url("/"));
    const petition = page.getByTestId("petition-block");
    await expect(petition.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(petition.getByLabel("E-mail")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`${locale}: door staff get the 403 page at /internal/home`, async ({ page }) => {
    await signInAs(page, "door");
    const response = await page.goto(url("/internal/home"));
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(MESSAGES[locale].errors.forbidden);
    // The guard covers the changes too, not only the page.
    const post = await page.request.post(url("/internal/home"), {
      form: { intent: "paragraph-save", paragraphIt: "x", paragraphEn: "x" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(post.status()).toBe(403);
  });

  for (const mode of axeModes(locale)) {
    test(`${locale}: home and its management have no axe violations in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("colour-mode", value), mode);
      await page.goto(url("/"));
      await expect(page.getByTestId("featured-events")).toBeVisible();
      await expectNoAxeViolations(page);
      await openManagement(page, locale);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(url(`/internal/home?edit=${await firstAnnouncementId(page)}`));
      await expect(page.getByRole("form", { name: m.announcements.editTitle })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

/** The id in the first announcement's edit link. */
async function firstAnnouncementId(page: Page): Promise<string> {
  const href = await page.getByTestId("announcement-rows").getByRole("link").first().getAttribute("href");
  return new URL(href ?? "", "http://x").searchParams.get("edit") ?? "";
}

for (const locale of ["it", "en"] as const) {
  test(`${locale}: on a 390×844 phone the next event shows on the first screen, the paragraph about the centre last`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localePath(locale, "/"));
    const card = page.getByTestId("featured-events").getByRole("listitem").first();
    const box = await card.getByRole("heading").boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    // The home page's order: next events, news, petition, announcements, then the paragraph.
    const order = await page.evaluate(() =>
      ["featured-heading", "petition-heading", "announcements-heading", "about-heading"].map(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1,
      ),
    );
    expect(order.every((top) => top >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
}
