import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { POLL_MS } from "../../app/components/petition/use-live-count";
import { csvRows } from "../setup/csv";
import {
  expect,
  expectNoAxeViolations,
  linkIn,
  mailCount,
  reportErrors,
  shiftServerClock,
  signInAs,
  test,
  waitForMail,
} from "./fixtures";

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

const TEXT = {
  it: {
    prefix: "",
    firstName: "Nome",
    lastName: "Cognome",
    sign: "Firma",
    checkInbox: "Controlla la tua casella di posta",
    subject: "Conferma la tua firma alla petizione di Agorà",
    confirmTitle: "Conferma la firma",
    confirm: "Conferma la firma",
    confirmed: "Firma confermata",
    back: "Torna alla petizione",
    already: "Con questa e-mail la petizione è già stata firmata.",
    expired: "Link scaduto",
    resend: "Invia un nuovo link di conferma",
    resent: "Ti abbiamo inviato un nuovo link: è valido 15 minuti.",
  },
  en: {
    prefix: "/en",
    firstName: "First name",
    lastName: "Last name",
    sign: "Sign",
    checkInbox: "Check your inbox",
    subject: "Confirm your signature to the Agorà petition",
    confirmTitle: "Confirm your signature",
    confirm: "Confirm signature",
    confirmed: "Signature confirmed",
    back: "Back to the petition",
    already: "The petition has already been signed with this e-mail.",
    expired: "Link expired",
    resend: "Send a new confirmation link",
    resent: "We sent you a new link: it is valid for 15 minutes.",
  },
} as const;
type Locale = keyof typeof TEXT;

const counter = (page: Page) => page.getByTestId("petition-count");
const countOf = async (page: Page) => Number(((await counter(page).textContent()) ?? "").replace(/\D/g, ""));

async function sign(page: Page, locale: Locale, email: string) {
  const text = TEXT[locale];
  const block = page.getByTestId("petition-block");
  await block.getByLabel(text.firstName, { exact: true }).fill("Marta");
  await block.getByLabel(text.lastName, { exact: true }).fill("Bianchi");
  await block.getByLabel("E-mail").fill(email);
  await block.getByRole("checkbox").check();
  await block.getByRole("button", { name: text.sign, exact: true }).click();
}

/** Signs on /petition and returns the confirmation link of the mail that arrives. */
async function signAndGetLink(page: Page, locale: Locale, email: string) {
  const before = mailCount();
  await page.goto(`${TEXT[locale].prefix}/petition`);
  await sign(page, locale, email);
  await expect(page.getByRole("heading", { name: TEXT[locale].checkInbox })).toBeFocused();
  const mail = await waitForMail(email, before);
  expect(mail.subject).toBe(TEXT[locale].subject);
  expect(mail.text).toContain(locale === "it" ? "15 minuti" : "15 minutes");
  return linkIn(mail, "/petition/confirm/");
}

for (const locale of ["it", "en"] as const) {
  const text = TEXT[locale];

  test(`${locale}: sign, confirm by mail, and an open page's counter grows by one by itself`, async ({
    page,
    browser,
    consoleErrors,
  }) => {
    // The page left open, in a browser of its own whose clock the test moves to the next poll.
    const watching = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await watching.clock.install();
    const watcher = await watching.newPage();
    await reportErrors(watcher, consoleErrors);
    await watcher.goto(`${text.prefix}/petition`);
    const start = await countOf(watcher);

    const email = unique(`petition-${locale}`);
    await page.goto(`${text.prefix}/petition`);
    await expectNoAxeViolations(page);
    await sign(page, locale, "not-an-email");
    await expect(
      page.getByText(
        locale === "it" ? "Inserisci un indirizzo e-mail valido" : "Enter a valid e-mail address",
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByLabel(text.firstName, { exact: true })).toHaveValue("Marta");

    const link = await signAndGetLink(page, locale, email);
    expect(link.startsWith(`${text.prefix}/petition/confirm/`)).toBe(true);
    await expectNoAxeViolations(page);
    // A pending signature does not count.
    await expect(counter(page)).toHaveText(String(start));

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.confirmTitle);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: text.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/petition/confirmed$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.confirmed);
    await expectNoAxeViolations(page);

    // The page opened before the confirmation polls the counter: no reload.
    await watching.clock.fastForward(POLL_MS);
    await expect(counter(watcher)).toHaveText(String(start + 1));
    await expectNoAxeViolations(watcher);
    await watching.close();

    await page.getByRole("link", { name: text.back }).click();
    await expect(counter(page)).toHaveText(String(start + 1));
    await sign(page, locale, email.toUpperCase());
    await expect(page.getByText(text.already)).toBeVisible();
    await expect(page.getByLabel("E-mail")).toBeFocused();
    await expect(counter(page)).toHaveText(String(start + 1));
    await expectNoAxeViolations(page);
  });

  test(`${locale}: a 16-minute-old link leads to the expired page, whose resend works`, async ({ page }) => {
    const email = unique(`petition-late-${locale}`);
    const link = await signAndGetLink(page, locale, email);
    try {
      await shiftServerClock(16 * 60_000);
      await page.goto(link);
      await page.getByRole("button", { name: text.confirm }).click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/petition/expired\\?token=`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.expired);
      await expectNoAxeViolations(page);
      const before = mailCount();
      await page.getByRole("button", { name: text.resend }).click();
      // The progress bar's "Loading…" is a status too while the page revalidates.
      await expect(page.getByRole("status").filter({ hasText: text.resent })).toHaveText(text.resent);
      await expectNoAxeViolations(page);
      const fresh = linkIn(await waitForMail(email, before), "/petition/confirm/");
      await page.goto(fresh);
      await page.getByRole("button", { name: text.confirm }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.confirmed);
    } finally {
      await shiftServerClock(0);
    }
  });
}

test("staff export confirmed signatures as CSV; door staff get 403, visitors the login", async ({
  page,
  browser,
}) => {
  const confirmed = unique("csv-confirmed");
  const pending = unique("csv-pending");
  await page.goto(await signAndGetLink(page, "it", confirmed));
  await page.getByRole("button", { name: TEXT.it.confirm }).click();
  await expect(page).toHaveURL(/\/petition\/confirmed$/);
  await signAndGetLink(page, "it", pending);

  const anonymous = await page.request.get("/internal/petition/export.csv", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toContain("/internal/login?redirectTo=");

  const doorContext = await browser.newContext();
  const door = await doorContext.newPage();
  await signInAs(door, "door");
  await door.goto("/internal");
  await expect(door.getByRole("link", { name: /CSV/ })).toHaveCount(0);
  expect((await door.request.get("/internal/petition/export.csv")).status()).toBe(403);
  await doorContext.close();

  await signInAs(page, "manager");
  await page.goto("/en/internal");
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export petition signatures (CSV)" }).click(),
  ]);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv.startsWith('\uFEFF"First name";"Last name";"E-mail";"Confirmed at (Rome time)"\r\n')).toBe(true);
  expect(csvRows(csv)).toContainEqual(
    expect.stringMatching(new RegExp(`^Marta;Bianchi;${confirmed};\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`)),
  );
  expect(csv).not.toContain(pending);
});
