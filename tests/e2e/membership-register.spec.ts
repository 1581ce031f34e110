import type { Page } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import {
  expect,
  expectHydrated,
  expectNoAxeViolations,
  holdScripts,
  lookAt,
  newAccount,
  signInAs,
  test,
} from "./fixtures";

const MESSAGES = { it: itMessages, en } as const;

/** A valid member; `firstName` makes them the only one of their name among the tests' members. */
async function member(firstName?: string) {
  const account = await newAccount("member-valid", { session: false, firstName });
  if (!account.membership) throw new Error("the member has no card");
  return { ...account, code: account.membership.code, id: account.membership.id };
}

/** A first name of its own: other tests' members share the demo data's names. */
function uniqueFirstName(stem: string) {
  return (
    stem + Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")
  );
}

async function inDarkMode(page: Page) {
  await page.addInitScript(() => localStorage.setItem("colour-mode", "dark"));
}

for (const locale of ["it", "en"] as const) {
  const m = MESSAGES[locale];
  const r = m.register;
  const url = (path: string) => localePath(locale, path);
  // Italian in light mode, English in dark mode: each page is checked by axe in both.
  const dark = locale === "en";

  test(`${locale}: staff find a member, void the card with a reason and unvoid it`, async ({ page }) => {
    if (dark) await inDarkMode(page);
    const person = await member();
    await signInAs(page, "manager");
    await page.goto(url("/internal/list"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.pages["internal-list"].title);
    await expectNoAxeViolations(page);

    await page.getByLabel(r.search).fill(person.code.toLowerCase());
    await page.getByRole("button", { name: r.filter }).click();
    // A shareable address: the search is in the URL (empty filters mean "all").
    await expect(page).toHaveURL(
      new RegExp(`${url("/internal/list")}\\?q=${person.code.toLowerCase()}(&|$)`),
    );
    const row = page.getByRole("row", { name: new RegExp(person.code) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(m.memberLabels.states.valid)).toBeVisible();
    // The register number: the list's first column, the same on the card view.
    const number = (await row.getByRole("cell").first().textContent())?.trim() ?? "";
    expect(number).toMatch(/^\d+$/);
    await row.getByRole("link", { name: `${person.lastName} ${person.firstName}` }).click();

    await expect(page).toHaveURL(url(`/internal/list/${person.id}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${person.lastName} ${person.firstName}`,
    );
    await expect(page.getByTestId("register-number")).toHaveText(number);
    await expectNoAxeViolations(page);

    // Voiding asks for the reason first; an empty one is refused next to the field.
    await page.getByRole("button", { name: r.card.actions.void }).click();
    const dialog = page.getByRole("dialog", { name: r.card.dialogs.voidTitle });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: r.card.dialogs.voidConfirm }).click();
    await expect(dialog.getByText(r.card.errors.reasonRequired)).toBeVisible();
    await dialog.getByLabel(r.card.dialogs.reason).fill("Tessera smarrita, ne chiede un duplicato");
    await dialog.getByRole("button", { name: r.card.dialogs.voidConfirm }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: r.card.done.voided })).toBeVisible();
    const header = page.locator("main").locator("[data-state]").first();
    await expect(header).toHaveAttribute("data-state", "voided");
    await expect(header).toHaveText(m.memberLabels.states.voided);
    const newest = page.getByTestId("card-log-entry").first();
    await expect(newest).toContainText(r.card.log.actions.voided);
    await expect(newest).toContainText("Tessera smarrita, ne chiede un duplicato");

    // Reactivating takes a note of its own; its log entry does not repeat the void's reason.
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await lookAt(page, `test-results/card-voided-${locale}.png`);
    await page.getByLabel(r.card.actions.unvoidNote).fill("Ritrovata in segreteria");
    await page.getByRole("button", { name: r.card.actions.unvoid }).click();
    await expect(page.getByRole("status").filter({ hasText: r.card.done.unvoided })).toBeVisible();
    await expect(header).toHaveAttribute("data-state", "valid");
    const reactivated = page.getByTestId("card-log-entry").first();
    await expect(reactivated).toContainText(r.card.log.actions.unvoided);
    await expect(reactivated).toContainText("Ritrovata in segreteria");
    await expect(reactivated).not.toContainText("Tessera smarrita");
    await expect(page.getByTestId("card-log-entry").nth(1)).toContainText("Tessera smarrita");
    await expect(page.getByRole("button", { name: r.card.actions.void })).toBeVisible();
  });

  test(`${locale}: staff find a member by first and last name, or by register number`, async ({ page }) => {
    if (dark) await inDarkMode(page);
    const person = await member(uniqueFirstName("Ottavia"));
    await signInAs(page, "door");
    await page.goto(url("/internal/list"));
    await page.getByLabel(r.search).fill(`${person.firstName} ${person.lastName}`.toUpperCase());
    await page.getByRole("button", { name: r.filter }).click();
    const link = page.getByRole("link", { name: `${person.lastName} ${person.firstName}` });
    await expect(link).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(person.code) });
    const number = (await row.getByRole("cell").first().textContent())?.trim() ?? "";
    await page.goto(url(`/internal/list?q=${encodeURIComponent(`N. ${number}`)}`));
    await expect(page.getByRole("row", { name: new RegExp(person.code) })).toHaveCount(1);
  });

  test(`${locale}: a search typed before the page's scripts run is kept and searched`, async ({ page }) => {
    const person = await member(uniqueFirstName("Ottavia"));
    await signInAs(page, "door");
    const release = await holdScripts(page);
    await page.goto(url("/internal/list"), { waitUntil: "commit" });
    const search = page.getByLabel(r.search);
    await search.fill(person.firstName);
    release();
    await expectHydrated(page);
    await expect(search).toHaveValue(person.firstName);
    await page.getByRole("button", { name: r.filter }).click();
    await expect(page.getByRole("link", { name: `${person.lastName} ${person.firstName}` })).toBeVisible();
  });

  test(`${locale}: the staff create form words consents for staff and asks an e-mail for a card by e-mail`, async ({
    page,
  }) => {
    if (dark) await inDarkMode(page);
    await signInAs(page, "manager");
    await page.goto(url("/internal/membership"));
    await expect(page.getByLabel(m.membership.form.statuteStaff)).toBeVisible();
    await expect(page.getByLabel(m.membership.form.statute, { exact: true })).toHaveCount(0);
    await page.getByRole("radio", { name: new RegExp(m.memberLabels.types.courses) }).check();
    await page.getByRole("button", { name: m.membership.form.createSubmit }).click();
    const email = page.getByLabel(m.membership.form.emailStaff, { exact: true });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(new RegExp(m.membership.errors.emailForCourses));
    await expectNoAxeViolations(page);
  });

  test(`${locale}: door staff read the card but see no void, edit or reject button`, async ({ page }) => {
    if (dark) await inDarkMode(page);
    const person = await member();
    await signInAs(page, "door");
    await page.goto(url(`/internal/list?q=${person.code}`));
    await page.getByRole("link", { name: `${person.lastName} ${person.firstName}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${person.lastName} ${person.firstName}`,
    );
    await expect(page.getByText(person.code).first()).toBeVisible();
    await expect(page.getByRole("button", { name: r.card.actions.void })).toHaveCount(0);
    await expect(page.getByRole("link", { name: r.card.actions.edit })).toHaveCount(0);
    await expect(page.getByRole("button", { name: r.card.actions.reject })).toHaveCount(0);
    // Name, card, number, state and validity; no personal data, and no way to ask for it.
    await expect(page.getByTestId("register-number")).toHaveText(/^\d+$/);
    await expect(page.getByText(r.card.dates.validUntil, { exact: true }).first()).toBeVisible();
    for (const field of ["address", "fiscalCode", "birthDate", "foreignIdNumber", "email"] as const)
      await expect(page.getByText(r.card.fields[field], { exact: true })).toHaveCount(0);
    await expect(page.getByTestId("personal-hidden")).toHaveText(r.card.personal.hidden);
    await expect(page.getByRole("link", { name: r.card.personal.show })).toHaveCount(0);
    // Asking by the address changes nothing.
    await page.goto(`${url(`/internal/list/${person.id}`)}?personal`);
    await expect(page.getByTestId("card-fiscal-code")).toHaveCount(0);
    await expect(page.getByTestId("personal-hidden")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`${locale}: management ask for the personal data, and the card's history records the view`, async ({
    page,
  }) => {
    if (dark) await inDarkMode(page);
    const person = await member();
    const manager = await signInAs(page, "manager");
    await page.goto(url(`/internal/list/${person.id}`));
    await expect(page.getByTestId("card-fiscal-code")).toHaveCount(0);
    await expect(
      page.getByTestId("card-log-entry").filter({ hasText: r.card.log.actions.data_viewed }),
    ).toHaveCount(0);
    await page.getByRole("link", { name: r.card.personal.show }).click();
    await expect(page).toHaveURL(`${url(`/internal/list/${person.id}`)}?personal`);
    await expect(page.getByTestId("card-fiscal-code")).toHaveText(/^[A-Z0-9]{16}$/);
    await expect(page.getByText(person.email)).toBeVisible();
    await expect(page.getByTestId("personal-recorded")).toHaveText(r.card.personal.recorded);
    const newest = page.getByTestId("card-log-entry").first();
    await expect(newest).toContainText(r.card.log.actions.data_viewed);
    await expect(newest).toContainText(`${manager.firstName} ${manager.lastName}`);
    await expectNoAxeViolations(page);
  });

  test(`${locale}: management edits personal data with errors next to the fields`, async ({ page }) => {
    if (dark) await inDarkMode(page);
    const person = await member();
    await signInAs(page, "manager");
    await page.goto(url(`/internal/list/${person.id}`));
    await page.getByRole("link", { name: r.card.actions.edit }).click();
    await expect(page).toHaveURL(`${url(`/internal/list/${person.id}`)}?edit`);
    const lastName = page.getByLabel(r.card.fields.lastName, { exact: true });
    await lastName.fill("");
    await page.getByRole("button", { name: r.card.edit.save }).click();
    await expect(lastName).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(m.forms.required).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // A surname whose letters differ (ZNR): "Rossi-Bianchi" would still be RSS, like Rossi.
    await lastName.fill(`Zanardi-${person.lastName}`);
    await page.getByLabel(r.card.fields.address).fill("Via dei Mille 12, Bologna");
    await page.getByRole("button", { name: r.card.edit.save }).click();
    // The fiscal code no longer agrees with the last name: say so and ask to confirm.
    await expect(page.getByText(m.membership.errors.fiscalCodeMismatch).first()).toBeVisible();
    await page.getByLabel(r.card.edit.confirmMismatch).check();
    await page.getByRole("button", { name: r.card.edit.save }).click();
    await expect(page.getByRole("status").filter({ hasText: r.card.done.saved })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Zanardi-${person.lastName} ${person.firstName}`,
    );
    await expect(page.getByTestId("card-flag")).toBeVisible();
    const newest = page.getByTestId("card-log-entry").first();
    await expect(newest).toContainText(r.card.log.actions.updated);
    await expect(newest).toContainText("Via dei Mille 12, Bologna");
  });
}
