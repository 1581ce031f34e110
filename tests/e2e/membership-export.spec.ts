import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { axeModes, expect, expectNoAxeViolations, newAccount, signInAs, test } from "./fixtures";

const TEXT = {
  it: {
    prefix: "",
    title: "Esporta registri",
    year: "Anno",
    aYear: "Un anno",
    aQuarter: "Un trimestre",
    aMonth: "Un mese",
    quarter: "Trimestre",
    month: "Mese",
    csv: "CSV per Excel in italiano",
    xlsx: "Excel (XLSX)",
    submit: "Esporta",
    noData: "Nessun dato per il periodo selezionato.",
    done: /Esportazione completata: .* scaricato/,
    badYear: "Indica un anno tra il 2000 e il 2100",
    file: "libro-soci",
    header: ["N.", "Codice tessera", "Cognome", "Nome"],
    menu: "Esporta registri",
  },
  en: {
    prefix: "/en",
    title: "Export registers",
    year: "Year",
    aYear: "A year",
    aQuarter: "A quarter",
    aMonth: "A month",
    quarter: "Quarter",
    month: "Month",
    csv: "CSV for Italian Excel",
    xlsx: "Excel (XLSX)",
    submit: "Export",
    noData: "No data for the selected period.",
    done: /Export complete: .* downloaded/,
    badYear: "Enter a year between 2000 and 2100",
    file: "members-register",
    header: ["No.", "Card code", "Last name", "First name"],
    menu: "Export registers",
  },
} as const;

for (const locale of ["it", "en"] as const) {
  const text = TEXT[locale];
  const url = (path: string) => `${text.prefix}${path}`;

  test(`${locale}: the year's register downloads as XLSX with a header in the page's language`, async ({
    page,
  }) => {
    // A member valid today: this year's register is never empty.
    const member = await newAccount("member-valid", { session: false });
    await signInAs(page, "manager");
    await page.goto(url("/internal"));
    await page
      .getByTestId("dashboard-entries")
      .getByRole("link", { name: new RegExp(text.menu) })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    await page.getByLabel(text.aYear, { exact: true }).check();
    await expect(page.getByLabel(text.month, { exact: true })).toBeHidden();
    await expect(page.getByLabel(text.quarter, { exact: true })).toBeHidden();
    await page.getByLabel(text.xlsx).check();
    const year = await page.getByLabel(text.year, { exact: true }).inputValue();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: text.submit, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${text.file}-${year}.xlsx`);
    await expect(page.getByRole("status").filter({ hasText: text.done })).toBeVisible();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("the workbook has no sheet");
    const header = (sheet.getRow(1).values as unknown[]).slice(1, 5);
    expect(header).toEqual(text.header);
    expect(sheet.rowCount).toBeGreaterThan(1);
    // N. is the member's register number, not the row's position: distinct, and the member has one.
    const numbers: unknown[] = [];
    let memberNumber: unknown = null;
    sheet.eachRow((row, index) => {
      if (index === 1 || row.getCell(1).value === null) return;
      numbers.push(row.getCell(1).value);
      if (row.getCell(2).value === member.membership?.code) memberNumber = row.getCell(1).value;
    });
    expect(memberNumber).toEqual(expect.any(Number));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  test(`${locale}: a quarter as CSV, chosen with the keyboard, and an empty year says no data`, async ({
    page,
  }) => {
    await newAccount("member-valid", { session: false });
    await signInAs(page, "manager");
    await page.goto(url("/internal/export"));
    await page.getByLabel(text.aQuarter, { exact: true }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByLabel(text.quarter, { exact: true })).toBeVisible();
    await expect(page.getByLabel(text.month, { exact: true })).toBeHidden();
    await page.getByLabel(text.csv).check();
    const year = await page.getByLabel(text.year, { exact: true }).inputValue();
    const quarter = await page.getByLabel(text.quarter, { exact: true }).inputValue();
    const downloading = page.waitForEvent("download");
    // Enter in a field sends the form, as a keyboard user would.
    await page.getByLabel(text.year, { exact: true }).press("Enter");
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${text.file}-${year}-Q${quarter}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8").split("\r\n")[0]).toMatch(
      new RegExp(`^${text.header.map((name) => `"${name}"`).join(";")};`),
    );

    await page.getByLabel(text.aYear, { exact: true }).check();
    await page.getByLabel(text.year, { exact: true }).fill("2001");
    await page.getByRole("button", { name: text.submit, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: text.noData })).toBeVisible();
  });

  test(`${locale}: a year out of range gets its message next to the field`, async ({ page }) => {
    await signInAs(page, "manager");
    await page.goto(url("/internal/export"));
    const year = page.getByLabel(text.year, { exact: true });
    await year.fill("1999");
    await page.getByRole("button", { name: text.submit, exact: true }).click();
    await expect(year).toHaveAttribute("aria-invalid", "true");
    await expect(year).toHaveAccessibleDescription(text.badYear);
  });

  for (const mode of axeModes(locale)) {
    test(`${locale}: the page has no axe violations in ${mode} mode, with a message shown`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem("colour-mode", value), mode);
      await signInAs(page, "manager");
      await page.goto(url("/internal/export"));
      await expect(page.locator("h1")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel(text.aMonth, { exact: true }).check();
      await page.getByLabel(text.year, { exact: true }).fill("2002");
      await page.getByRole("button", { name: text.submit, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: text.noData })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
