import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import type { TestAccount } from "./control";
import { axeModes, e2eData, expect, expectNoAxeViolations, newAccount, signInAs, test } from "./fixtures";

const MESSAGES = { it: itMessages, en } as const;

async function photoFile(): Promise<string> {
  const file = path.join(tmpdir(), `agora-e2e-news-${process.pid}.png`);
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#7c2d12" } })
    .png()
    .toBuffer();
  writeFileSync(file, png);
  return file;
}

async function signInUser(page: Page, account: TestAccount, login: string) {
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: login, exact: true }).click();
}

for (const locale of ["it", "en"] as const) {
  const m = MESSAGES[locale];
  const n = m.news;
  const url = (p: string) => localePath(locale, p);

  test(`${locale}: the list shows published items featured first, six a page, with the page in the URL`, async ({
    page,
  }) => {
    const { hidden, scheduled } = e2eData().news;
    await page.goto(url("/news"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.pages.news.title);
    const cards = page.getByTestId("news-list").getByRole("article");
    await expect(cards).toHaveCount(6);
    // The three featured demo items lead the list, each with its badge and a Rome-dated <time>.
    for (let i = 0; i < 3; i++)
      await expect(cards.nth(i).getByText(n.featured, { exact: true })).toBeVisible();
    await expect(cards.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
    await expect(page.getByText(hidden.title)).toHaveCount(0);
    await expect(page.getByText(scheduled.title)).toHaveCount(0);

    // Eight published demo items make two pages; other tests running beside this one may publish
    // more, so the second page holds what is left of them, six at most.
    const pages = page.getByRole("navigation", { name: n.pagination });
    const pageOne = new RegExp(`^${n.page.replace("{{page}}", "1").replace("{{pages}}", "(\\d+)")}$`);
    await expect(pages.getByText(pageOne)).toBeVisible();
    const total = Number(pageOne.exec((await pages.getByText(pageOne).textContent()) ?? "")?.[1]);
    expect(total).toBeGreaterThanOrEqual(2);
    await pages.getByRole("link", { name: n.next }).click();
    await expect(page).toHaveURL(url("/news?page=2"));
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(6);
    await expect(page.getByText(hidden.title)).toHaveCount(0);
    await expect(page.getByText(scheduled.title)).toHaveCount(0);
    await pages.getByRole("link", { name: n.previous }).click();
    await expect(page).toHaveURL(url("/news"));

    await cards.first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("news-body")).toBeVisible();
    await expect(page.locator("article time")).toHaveAttribute("datetime", /T/);
    await expect(page).toHaveTitle(/ · Agorà$/);
  });

  test(`${locale}: a members-only item shows a teaser to visitors and its text to a member`, async ({
    page,
  }) => {
    const item = e2eData().news.membersOnly;
    // A stretch of the text without apostrophes or Markdown, which HTML would escape or drop.
    const excerpt = (item.body.split("\n")[0] ?? "").slice(12, 40);
    expect(excerpt).toMatch(/^[\p{L}\s,]+$/u);
    await page.goto(url(`/news/${item.id}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
    await expect(page.getByTestId("news-teaser")).toContainText(n.item.teaserSignIn);
    await expect(page.getByTestId("news-body")).toHaveCount(0);
    // The text never reaches the browser, not even hidden in the page's data.
    expect(await page.content()).not.toContain(excerpt);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: n.item.signIn }).click();
    await expect(page).toHaveURL(new RegExp(`${url("/u/login")}\\?redirectTo=`));
    const member = await newAccount("member-valid", { session: false });
    await signInUser(page, member, m.account.loginSubmit);
    await expect(page).toHaveURL(url(`/news/${item.id}`));
    await expect(page.getByTestId("news-body")).toContainText(excerpt);
    await expect(page.getByTestId("news-teaser")).toHaveCount(0);
  });

  test(`${locale}: a signed-in user without a valid membership is pointed to the membership page`, async ({
    page,
  }) => {
    const item = e2eData().news.membersOnly;
    await signInAs(page, "user");
    await page.goto(url(`/news/${item.id}`));
    await expect(page.getByTestId("news-teaser")).toContainText(n.item.teaserMembership);
    await expect(page.getByRole("link", { name: n.item.membershipLink })).toHaveAttribute(
      "href",
      url("/u/membership"),
    );
    await expect(page.getByTestId("news-body")).toHaveCount(0);
  });

  test(`${locale}: drafts, scheduled items and unknown ids are not found for visitors`, async ({ page }) => {
    const { hidden, scheduled } = e2eData().news;
    for (const id of [hidden.id, scheduled.id, "00000000-0000-4000-8000-000000000000", "42"]) {
      expect((await page.goto(url(`/news/${id}`)))?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.errors.notFound);
    }
  });

  test(`${locale}: a manager creates a news item with an image, edits it and deletes it`, async ({
    page,
  }) => {
    const a = n.admin;
    const title = `E2E ${locale} notizia ${Date.now()}`;
    await signInAs(page, "manager");
    await page.goto(url("/internal/news"));
    await page.getByRole("link", { name: a.create }).click();
    await expect(page).toHaveURL(url("/internal/news/new"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.newTitle);

    const body = "Il **programma** completo.\n\n<script>window.__pwned = true</script>";
    await page.getByLabel(a.fields.body, { exact: true }).fill(body);
    await page.getByLabel(a.fields.publishedAt, { exact: true }).fill("");
    await page.getByRole("button", { name: a.save }).click();
    // Errors sit next to their fields and nothing typed is lost.
    await expect(page.getByText(m.forms.required)).toHaveCount(2);
    await expect(page.getByLabel(a.fields.title, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(a.fields.body, { exact: true })).toHaveValue(body);

    await page.getByLabel(a.fields.title, { exact: true }).fill(title);
    await page.getByLabel(a.fields.summary, { exact: true }).fill("Riassunto della notizia di prova.");
    await page.getByLabel(a.fields.publishedAt, { exact: true }).fill("2026-01-10T09:30");
    // The category is chosen from the managed list, named in the page's language (ADR 058).
    await page
      .getByLabel(a.fields.category, { exact: true })
      .selectOption({ label: locale === "en" ? "Notices" : "Avvisi" });
    await page
      .getByRole("group", { name: a.fields.backgroundColour })
      .getByLabel(m.eventAdmin.colours.purple, { exact: true })
      .check();
    await page.getByLabel(a.fields.featured, { exact: true }).check();
    await page.locator('input[type="file"]').setInputFiles(await photoFile());
    await expect(page.getByRole("status").filter({ hasText: m.eventAdmin.upload.done })).toBeVisible();
    await page.getByRole("button", { name: a.save }).click();
    await expect(page.getByRole("status").filter({ hasText: a.saved })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${url("/internal/news/")}[0-9a-f-]{36}\\?saved$`));
    await expect(page.getByLabel(a.fields.publishedAt, { exact: true })).toHaveValue("2026-01-10T09:30");

    // Featured, so it is on the first page in both languages, with its picture and its colours.
    for (const prefix of ["", "/en"]) {
      await page.goto(`${prefix}/news`);
      const card = page.getByRole("article").filter({ hasText: title });
      await expect(card).toBeVisible();
      await expect(card.locator("img")).toHaveAttribute("src", /\/uploads\/[\w-]+\/1200\.webp$/);
      // The category is shown in each site's language, in the item's colours.
      await expect(card.getByTestId("news-category")).toHaveText(prefix ? "Notices" : "Avvisi");
      await expect(card.getByTestId("news-category")).toHaveCSS("background-color", "rgb(128, 0, 128)");
    }
    await page.goto(url("/news"));
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByTestId("news-body").locator("strong")).toHaveText("programma");
    await expect(page.getByTestId("news-body").locator("script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(page.locator("time").first()).toHaveAttribute("datetime", "2026-01-10T08:30:00.000Z");

    await page.goto(url("/internal/news"));
    await page.getByLabel(a.search).fill(title.toUpperCase());
    await page.getByRole("button", { name: a.filter }).click();
    await expect(page).toHaveURL(/\?q=/);
    const row = page.getByRole("row", { name: new RegExp(title) });
    await row.getByRole("link", { name: new RegExp(a.edit) }).click();
    await page.getByLabel(a.fields.isPublic, { exact: true }).uncheck();
    await page.getByRole("button", { name: a.save }).click();
    await expect(page.getByRole("status").filter({ hasText: a.saved })).toBeVisible();
    await page.goto(url("/news"));
    await expect(page.getByText(title)).toHaveCount(0);

    await page.goto(url(`/internal/news?q=${encodeURIComponent(title)}`));
    await expect(row).toContainText(a.hidden);
    await row.getByRole("button", { name: new RegExp(a.delete) }).click();
    const dialog = page.getByRole("alertdialog", { name: a.confirmTitle });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: a.confirmDelete }).click();
    await expect(page.getByRole("status").filter({ hasText: title })).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test(`${locale}: door staff get 403 on news management`, async ({ page }) => {
    await signInAs(page, "door");
    for (const target of ["/internal/news", "/internal/news/new", `/internal/news/${e2eData().newsId}`]) {
      expect((await page.goto(url(target)))?.status()).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.errors.forbidden);
    }
  });

  for (const mode of axeModes(locale)) {
    test(`${locale}: news pages have no axe violations in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("colour-mode", value), mode);
      const { news } = e2eData();
      // The first page of the list, a news item and the management pages are checked by routes.spec.ts.
      for (const target of ["/news?page=2", `/news/${news.membersOnly.id}`]) {
        await page.goto(url(target));
        await expect(page.locator("h1")).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await signInAs(page, "manager");
      for (const target of [`/internal/news/${news.hidden.id}`, `/news/${news.scheduled.id}`]) {
        await page.goto(url(target));
        await expect(page.locator("h1")).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
}
