import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { axeModes, colourMode, expect, expectNoAxeViolations, signInAs, test } from "./fixtures";

/**
 * The country of birth in the page's language (ADR 061): typing the first letters offers the
 * country by its name in that language, and the request saves with it.
 */
for (const [locale, t, typed, country] of [
  ["it", itMessages, "Maro", "Marocco"],
  ["en", en, "Moro", "Morocco"],
] as const) {
  test(`${locale}: the membership form offers "${country}" for "${typed}" and the request saves`, async ({
    page,
  }) => {
    await signInAs(page, "user");
    await page.goto(localePath(locale, "/u/membership"));
    const form = t.membership.form;
    const countryField = page.getByLabel(form.birthCountry, { exact: true });
    // Italy is the default, named in the page's language.
    await expect(countryField).toHaveValue(locale === "it" ? "Italia" : "Italy");
    await page.getByLabel(form.firstName, { exact: true }).fill("Amina");
    await page.getByLabel(form.lastName, { exact: true }).fill("Alaoui");
    await page.getByLabel(form.address, { exact: true }).fill("Via Roma 1, 00100 Roma");
    await countryField.fill("");
    await countryField.pressSequentially(typed);
    const listId = await countryField.getAttribute("list");
    const offered = page.locator(`datalist[id="${listId}"] option`);
    await expect(offered.first()).toHaveAttribute("value", country);
    await countryField.fill(country);
    await page.getByLabel(form.birthCity, { exact: true }).fill("Casablanca");
    await page.getByLabel(form.birthDate, { exact: true }).fill("1990-05-04");
    await page.getByRole("radio", { name: form.foreign }).check();
    await page.getByLabel(form.foreignIdNumber, { exact: true }).fill("MA1234567");
    await page.getByRole("radio", { name: new RegExp(t.memberLabels.types.events) }).check();
    await page.getByLabel(form.category, { exact: true }).selectOption("ordinary");
    await page.getByRole("checkbox", { name: form.privacy }).check();
    await page.getByRole("checkbox", { name: form.statute }).check();
    for (const mode of axeModes(locale)) {
      await colourMode(page, mode);
      await expectNoAxeViolations(page);
    }
    await page.getByRole("button", { name: form.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.membership.received.heading })).toBeVisible();
    await expect(page.getByTestId("membership-card")).toHaveAttribute("data-state", "requested");
  });
}
