import { expect, test } from "@playwright/test";
import { romeYearsLater } from "../../app/domain/memberships/admission.server";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { formatRome } from "../../app/lib/rome-time";
import {
  colourMode,
  expectNoAxeViolations,
  linkIn,
  lookAt,
  mailCount,
  runRenewalReminders,
  shiftServerClock,
  signInAs,
  waitForMail,
} from "./fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;

// Moves the server clock: runs in the serial project (playwright.config.ts SERIAL_SPECS).
test.afterEach(() => shiftServerClock(0));

for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as const) {
  test(`${locale}: the reminder 30 days before the end, the renewal from /u/membership, staff admit it, the number stays`, async ({
    page,
    browser,
  }) => {
    test.slow();
    // A member whose card ends in 40 days: no reminder yet.
    const member = await signInAs(page, "member-valid", { locale, endsInDays: 40 });
    const validUntil = new Date(member.membership?.validUntil ?? "");
    const before = mailCount();
    await runRenewalReminders();
    await page.goto(localePath(locale, "/u/membership"));
    const number = (await page.getByTestId("membership-register-number").textContent())?.trim() ?? "";
    expect(number).toMatch(/^\d+$/);
    await expect(page.getByRole("heading", { name: t.membership.status.renew })).toHaveCount(0);

    // Ten days later, 30 days before the end: the reminder, in the member's language, once.
    await shiftServerClock(10 * DAY_MS + 60 * 60 * 1000);
    await runRenewalReminders();
    const mail = await waitForMail(member.email, before);
    const until = formatRome(validUntil, locale, "date");
    expect(mail.subject).toBe(
      t === en ? `Your Agorà membership card expires on ${until}` : `La tua tessera Agorà scade il ${until}`,
    );
    expect(mail.text).toContain(number);
    const link = linkIn(mail, "/u/membership");
    expect(link).toBe(localePath(locale, "/u/membership"));
    expect(await runRenewalReminders()).toEqual({ soon: 0, today: 0 });

    // The page offers the renewal, the form filled in from the last card.
    await page.goto(link);
    await expect(page.getByTestId("membership-status")).toHaveText(
      t.membership.status.renewDue.replace("{{date}}", until),
    );
    await expect(page.getByRole("heading", { level: 2, name: t.membership.status.renew })).toBeVisible();
    await expect(page.getByLabel(t.membership.form.firstName, { exact: true })).toHaveValue(member.firstName);
    await expect(page.getByLabel(t.membership.form.lastName, { exact: true })).toHaveValue(member.lastName);
    await expect(page.getByLabel(t.membership.form.address, { exact: true })).not.toHaveValue("");
    const consents = [t.membership.form.privacy, t.membership.form.statute].map((name) =>
      page.getByRole("checkbox", { name }),
    );
    for (const consent of consents) await expect(consent).not.toBeChecked();
    await expectNoAxeViolations(page);
    await lookAt(page, `test-results/renewal-${locale}-light.png`);
    await colourMode(page, "dark");
    await expectNoAxeViolations(page);
    await lookAt(page, `test-results/renewal-${locale}-dark.png`);
    await colourMode(page, "light");

    // The member corrects the address and consents; the request is a renewal.
    await page.getByLabel(t.membership.form.address, { exact: true }).fill("Via Nuova 3, 00100 Roma");
    for (const consent of consents) await consent.check();
    await page.getByRole("button", { name: t.membership.status.renewSubmit }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.membership.received.heading })).toBeVisible();
    const card = page.getByTestId("membership-card");
    await expect(card).toHaveAttribute("data-state", "requested");
    await expect(page.getByTestId("membership-status")).toContainText(until);
    await expect(page.getByRole("heading", { name: t.membership.status.renew })).toHaveCount(0);
    const code = (await page.getByTestId("membership-code").textContent())?.trim() ?? "";

    // Staff at /internal/validate see a renewal and admit it.
    const staffContext = await browser.newContext();
    const door = await staffContext.newPage();
    await signInAs(door, "door");
    await door.goto(localePath(locale, "/internal/validate"));
    await door.getByLabel(t.validate.codeLabel).fill(code);
    await door.getByRole("button", { name: t.validate.check }).click();
    const verdict = door.getByTestId("door-verdict");
    await expect(verdict).toHaveAttribute("data-verdict", "requested");
    await expect(door.getByTestId("door-renewal")).toHaveText(t.validate.card.renewal);
    await expect(verdict.getByText(t.validate.detail.renewal)).toBeVisible();
    await door.getByRole("button", { name: t.validate.admit }).click();
    await expect(verdict).toHaveAttribute("data-verdict", "valid");
    await staffContext.close();

    // The renewed card: the same number, valid two more years from the end of the old one.
    await page.reload();
    await expect(card).toHaveAttribute("data-state", "valid");
    await expect(page.getByTestId("membership-register-number")).toHaveText(number);
    await expect(page.getByTestId("membership-valid-until")).toHaveText(
      formatRome(romeYearsLater(validUntil, 2), locale, "date"),
    );
    await expect(page.getByRole("heading", { name: t.membership.status.renew })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await lookAt(page, `test-results/renewal-${locale}-renewed-390.png`);
  });
}
