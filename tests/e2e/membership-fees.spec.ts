import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { axeModes, expect, expectNoAxeViolations, newAccount, signInAs, test } from "./fixtures";

/**
 * The membership fee (ADR 050): an administrator sets a fee, staff admit a request paid in cash on
 * the card view, and the receipt shows its number and prints without the navigation; the fee's
 * reports (ADR 053): the treasurer's summary on a phone and the register export's fee columns.
 */

const MESSAGES = { it: itMessages, en } as const;
/** Both languages set the same fee for today: run side by side, neither changes the other's receipt. */
const FEE = { it: "13,50", en: "13.50" } as const;

async function inDarkMode(page: Page) {
  await page.addInitScript(() => localStorage.setItem("colour-mode", "dark"));
}

for (const locale of ["it", "en"] as const) {
  const m = MESSAGES[locale];
  const f = m.fees;
  const url = (path: string) => localePath(locale, path);
  // Italian in light mode, English in dark mode.
  const dark = locale === "en";

  test(`${locale}: management sets a fee, staff admit paying cash, the receipt prints`, async ({
    browser,
  }) => {
    const requested = await newAccount("member-requested", { session: false });
    const card = requested.membership;
    if (!card?.category) throw new Error("the request has no category");

    // An administrator sets the fee of the request's type and category from today.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    if (dark) await inDarkMode(adminPage);
    await signInAs(adminPage, "admin");
    await adminPage.goto(url("/internal/fees"));
    await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText(m.pages["internal-fees"].title);
    await expectNoAxeViolations(adminPage);
    const form = adminPage.getByRole("form", { name: f.add.title });
    await form.getByLabel(f.current.category).selectOption(card.category);
    await form.getByLabel(f.current.type).selectOption(card.type);
    // A negative amount is refused next to the field.
    await form.getByLabel(f.add.amount).fill("-3");
    await form.getByRole("button", { name: f.add.submit }).click();
    await expect(form.getByText(f.errors.amountNegative)).toBeVisible();
    await form.getByLabel(f.add.amount).fill(FEE[locale]);
    await form.getByRole("button", { name: f.add.submit }).click();
    await expect(adminPage.getByTestId("fees-history")).toContainText(/13[.,]50/);
    await expectNoAxeViolations(adminPage);
    await adminContext.close();

    // Management admits the request on the card view: the fee paid in cash.
    const context = await browser.newContext();
    const page = await context.newPage();
    if (dark) await inDarkMode(page);
    await signInAs(page, "manager");
    await page.goto(url(`/internal/list/${card.id}`));
    const fee = page.getByTestId("card-admit-fee");
    await expect(fee.getByLabel(f.methods.cash)).toBeChecked();
    // The fee due is said beside the choice.
    await expect(page.getByTestId("card-admit-fee-due")).toContainText(/13[.,]50/);
    // Waived without a reason: refused next to the reason's field.
    await fee.getByLabel(f.methods.waived).check();
    await page.getByRole("button", { name: m.register.card.actions.admit }).click();
    await expect(page.getByText(f.errors.reasonRequired)).toBeVisible();
    await page.getByTestId("card-admit-fee").getByLabel(f.methods.cash).check();
    await page.getByRole("button", { name: m.register.card.actions.admit }).click();
    await expect(page.getByTestId("card-fee")).toContainText(f.methods.cash);
    await expect(page.getByTestId("card-fee")).toContainText(/13[.,]50/);
    await expectNoAxeViolations(page);

    await page.getByTestId("card-receipt-link").click();
    await expect(page).toHaveURL(url(`/internal/list/${card.id}/receipt`));
    await expect(page.getByTestId("receipt-number")).toHaveText(
      new RegExp(`\\d+/${new Date().getFullYear()}|\\d+/\\d{4}`),
    );
    await expect(page.getByTestId("receipt-member")).toHaveText(
      `${requested.firstName} ${requested.lastName}`,
    );
    await expect(page.getByTestId("receipt-amount")).toContainText(/13[.,]50/);
    await expect(page.getByTestId("receipt-method")).toHaveText(f.methods.cash);
    await expectNoAxeViolations(page);

    // Printed, the page is the receipt alone: no navigation, no print button.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("internal-header")).toBeHidden();
    await expect(page.getByTestId("receipt-print")).toBeHidden();
    await expect(page.getByTestId("receipt")).toBeVisible();
    await page.emulateMedia({ media: "screen" });
    await expect(page.getByTestId("receipt-print")).toHaveText(f.receipt.print);
    const receiptText = (await page.getByTestId("receipt-number").textContent()) ?? "";
    const receipt = receiptText.match(/\d+\/\d{4}/)?.[0] ?? "";
    expect(receipt).not.toBe("");

    // The treasurer's summary, from the fee page, on a phone: this month holds the receipt.
    const r = m.treasury;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url("/internal/fees"));
    await page.getByTestId("fees-summary-link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.pages["internal-treasury"].title);
    const row = page.getByTestId("treasury-receipts").getByRole("row").filter({ hasText: receipt });
    await expect(row).toContainText(`${requested.lastName} ${requested.firstName}`);
    await expect(row).toContainText(f.methods.cash);
    await expect(row).toContainText(/13[.,]50/);
    await expect(page.getByTestId("treasury-method-cash")).toContainText(f.methods.cash);
    // Italian in light mode, English in dark mode.
    for (const mode of axeModes(locale)) {
      await page.addInitScript((value) => localStorage.setItem("colour-mode", value), mode);
      await page.reload();
      await expectNoAxeViolations(page);
    }
    // The CSV of the period holds the receipt's line.
    const csvDownload = page.waitForEvent("download");
    await page.getByTestId("treasury-csv").click();
    const csv = (await readFile(await (await csvDownload).path())).toString("utf8");
    expect(csv.split("\r\n")[0]).toContain(r.csv.columns.receipt);
    expect(csv).toContain(`"${receipt}";`);
    // A period that ends before it starts is refused next to the field, the rest kept.
    await page.getByLabel(r.period.from, { exact: true }).fill("2026-03-10");
    await page.getByLabel(r.period.to, { exact: true }).fill("2026-03-01");
    await page.getByRole("button", { name: r.period.show }).click();
    await expect(page.getByText(r.errors.order)).toBeVisible();
    await expect(page.getByLabel(r.period.from, { exact: true })).toHaveValue("2026-03-10");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: r.period.thisYear }).click();
    await expect(page.getByTestId("treasury-receipts")).toContainText(receipt);

    // The year's register export holds the member's number, fee, method and receipt.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url("/internal/export"));
    await page.getByLabel(m.membershipExport.kinds.year, { exact: true }).check();
    await page.getByLabel(m.membershipExport.formats.xlsx).check();
    const xlsxDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: m.membershipExport.submit, exact: true }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await (await xlsxDownload).path())) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("the workbook has no sheet");
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const columns = m.membershipExport.columns;
    const cellOf = (cells: unknown[], name: string) => cells[header.indexOf(name)];
    let found: unknown[] | null = null;
    sheet.eachRow((line, index) => {
      const cells = (line.values as unknown[]).slice(1);
      if (index > 1 && cellOf(cells, columns.code) === card.code) found = cells;
    });
    if (!found) throw new Error("the member is not in the export");
    expect(cellOf(found, columns.number)).toEqual(expect.any(Number));
    expect(cellOf(found, columns.feeAmount)).toBe(13.5);
    expect(cellOf(found, columns.feeMethod)).toBe(f.methods.cash);
    expect(cellOf(found, columns.feeReceipt)).toBe(receipt);
    await context.close();
  });
}

test("door staff cannot open the fee schedule", async ({ page }) => {
  await signInAs(page, "door");
  const response = await page.goto("/internal/fees");
  expect(response?.status()).toBe(403);
});
