/**
 * The fee paid online (ADR 054): a member with a request pays the fee on Stripe's Checkout page (the
 * local fake of tests/setup/fake-stripe.ts, whose pay page calls the app's signed webhook), staff see
 * it paid online and admit without taking it again, and the receipt says "online". It switches the
 * server's payment mode, so it runs in the serial project (playwright.config.ts SERIAL_SPECS).
 */
import { mailEn } from "../../app/i18n/areas/mail.en";
import { mailIt } from "../../app/i18n/areas/mail.it";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import {
  axeModes,
  colourMode,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  lookAt,
  mailCount,
  signInAs,
  test,
  useStripe,
  waitForMail,
} from "./fixtures";

test.beforeAll(() => useStripe(true));
test.afterAll(() => useStripe(false));

/** Each language sets its own amount, so neither reads the other's. */
const FEE = { it: ["17,50", /17,50/], en: ["17.50", /17\.50/] } as const;

for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as const) {
  const url = (path: string) => localePath(locale, path);
  const f = t.fees;
  const [typed, shown] = FEE[locale];

  test(`${locale}: a member pays the fee online, staff admit without taking it, the approval mail comes, the card has its number and the receipt says online`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const requested = await signInAs(page, "member-requested", { locale });
    const card = requested.membership;
    if (!card?.category) throw new Error("the request has no category");

    // An administrator sets the fee of the request's type and category from today.
    const admin = await browser.newPage();
    await signInAs(admin, "admin");
    await admin.goto(url("/internal/fees"));
    const form = admin.getByRole("form", { name: f.add.title });
    await form.getByLabel(f.current.category).selectOption(card.category);
    await form.getByLabel(f.current.type).selectOption(card.type);
    await form.getByLabel(f.add.amount).fill(typed);
    await form.getByRole("button", { name: f.add.submit }).click();
    await expect(admin.getByTestId("fees-history")).toContainText(shown);
    await admin.close();

    // The member's page offers the fee online, with the amount in force.
    await page.goto(url("/u/membership"));
    const fee = page.getByTestId("online-fee");
    await expect(fee).toContainText(shown);
    for (const mode of axeModes(locale)) {
      await colourMode(page, mode);
      await expectNoAxeViolations(page);
    }
    await lookAt(page, `test-results/membership-online-fee/${locale}-due.png`);
    // Sent before the scripts run, the form's redirect to the test's stand-in for Stripe would be
    // refused by the page's policy, which allows Stripe's own Checkout only.
    await expectHydrated(page);
    await fee.getByRole("button", { name: f.online.pay }).click();

    // Stripe's page (the fake): the amount, then Pay; back on the card once the webhook has paid.
    await expect(page).toHaveURL(/\/pay\/cs_test_/);
    await expect(page.getByText(/17[.,]50/)).toBeVisible();
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(new RegExp(`${url("/u/membership")}\\?paid$`));
    await expect(page.getByTestId("online-fee-state")).toContainText(shown);
    await expect(page.getByTestId("online-fee").getByRole("button")).toHaveCount(0);
    for (const mode of axeModes(locale)) {
      await colourMode(page, mode);
      await expectNoAxeViolations(page);
    }
    await lookAt(page, `test-results/membership-online-fee/${locale}-paid.png`);

    // Staff see it paid online on the card view and admit without being asked how it was paid.
    const staff = await browser.newPage();
    await signInAs(staff, "manager");
    await staff.goto(url(`/internal/list/${card.id}`));
    await expect(staff.getByTestId("register-paid-online")).toContainText(shown);
    await expect(staff.getByTestId("card-admit-paid-online")).toContainText(shown);
    await expect(staff.getByTestId("card-admit-fee").getByRole("radio")).toHaveCount(0);
    for (const mode of axeModes(locale)) {
      await colourMode(staff, mode);
      await expectNoAxeViolations(staff);
    }
    const mailsBefore = mailCount();
    await staff.getByRole("button", { name: t.register.card.actions.admit }).click();
    await expect(staff.getByTestId("card-fee")).toContainText(f.methods.online);
    // The member is mailed the approval, in the request's language, with the card's link.
    const approved = await waitForMail(requested.email, mailsBefore);
    expect(approved.subject).toBe((locale === "it" ? mailIt : mailEn).membershipApproved.subject);
    expect(approved.text).toContain(card.code);
    expect(approved.text).toMatch(new RegExp(`https?://\\S+${url("/u/membership")}\\b`));
    await expect(staff.getByTestId("card-fee")).toContainText(shown);

    // The receipt prints with the method "online".
    await staff.getByTestId("card-receipt-link").click();
    await expect(staff.getByTestId("receipt-method")).toHaveText(f.methods.online);
    await expect(staff.getByTestId("receipt-amount")).toContainText(shown);
    for (const mode of axeModes(locale)) {
      await colourMode(staff, mode);
      await expectNoAxeViolations(staff);
    }
    await staff.emulateMedia({ media: "print" });
    await expect(staff.getByTestId("receipt")).toBeVisible();
    await expect(staff.getByTestId("receipt-print")).toBeHidden();
    await staff.close();

    // The member's card is valid, with its register number; nothing is left to pay.
    await page.goto(url("/u/membership"));
    const number = page.getByTestId("membership-register-number");
    await expect(number).toHaveText(/\d+/);
    await expect(page.getByTestId("online-fee")).toHaveCount(0);
  });
}
