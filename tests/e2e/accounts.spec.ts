import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  linkIn,
  mailCount,
  newAccount,
  shiftServerClock,
  signInAs,
  test,
  waitForMail,
} from "./fixtures";

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

const TEXT = {
  it: { prefix: "", login: "Accedi", register: "Crea account", activate: "Attiva account", logout: "Esci" },
  en: {
    prefix: "/en",
    login: "Sign in",
    register: "Create account",
    activate: "Activate account",
    logout: "Log out",
  },
} as const;

async function register(
  page: Page,
  locale: "it" | "en",
  email: string,
  password: string,
  firstName = "Lucia",
) {
  const text = TEXT[locale];
  await page.goto(`${text.prefix}/u/register`);
  await page.getByLabel(locale === "it" ? "Nome" : "First name", { exact: true }).fill(firstName);
  await page.getByLabel(locale === "it" ? "Cognome" : "Last name", { exact: true }).fill("Verdi");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel(locale === "it" ? "Conferma password" : "Confirm password").fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: text.register }).click();
}

async function login(page: Page, locale: "it" | "en", email: string, password: string) {
  const text = TEXT[locale];
  await page.goto(`${text.prefix}/u/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: text.login, exact: true }).click();
}

for (const locale of ["it", "en"] as const) {
  test(`${locale}: register, activate, sign in, change password, log out, sign in again`, async ({
    page,
  }) => {
    const text = TEXT[locale];
    const email = unique(`reg-${locale}`);
    const before = mailCount();
    await register(page, locale, email, "first-password-1");
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/u/confirm/trigger\\?sent=1$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      locale === "it" ? "Controlla la tua casella di posta" : "Check your inbox",
    );
    await expectNoAxeViolations(page);

    const mail = await waitForMail(email, before);
    expect(mail.subject).toBe(
      locale === "it" ? "Attiva il tuo account Agorà" : "Activate your Agorà account",
    );
    expect(mail.text).toContain(locale === "it" ? "Ciao Lucia" : "Hi Lucia");
    expect(mail.text).toContain(locale === "it" ? "15 minuti" : "15 minutes");
    const link = linkIn(mail, "/u/confirm/");
    expect(link.startsWith(`${text.prefix}/u/confirm/`)).toBe(true);

    await page.goto(link);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: text.activate }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/u/confirm/success$`));
    // The page's own link, not the menu's: the address changes a moment before the page is drawn.
    await page.getByRole("main").getByRole("link", { name: text.login, exact: true }).click();

    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill("first-password-1");
    await page.getByRole("button", { name: text.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/u$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      locale === "it" ? "Ciao Lucia" : "Hello Lucia",
    );
    await expect(page.getByTestId("user-name")).toHaveText("Lucia");
    await expect(
      page
        .getByRole("navigation", { name: locale === "it" ? "Navigazione principale" : "Main navigation" })
        .getByRole("link", { name: locale === "it" ? "Mercato" : "Market" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`${text.prefix}/u/manage`);
    await page.getByLabel(locale === "it" ? "Password attuale" : "Current password").fill("first-password-1");
    await page.getByLabel(locale === "it" ? "Nuova password" : "New password").fill("second-password-2");
    await page
      .getByLabel(locale === "it" ? "Conferma password" : "Confirm password")
      .fill("second-password-2");
    await page.getByRole("button", { name: locale === "it" ? "Cambia password" : "Change password" }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/u/recover/success$`));

    await page.getByRole("button", { name: text.logout }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/u/login$`));
    await expect(page.getByTestId("user-name")).toHaveCount(0);

    await login(page, locale, email, "first-password-1");
    await expect(page.getByRole("alert")).toHaveText(
      locale === "it" ? "E-mail o password errati" : "Wrong e-mail or password",
    );
    await login(page, locale, email, "second-password-2");
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/u$`));
  });
}

test("registration refuses bad input field by field and an e-mail already registered", async ({ page }) => {
  await page.goto("/u/register");
  await page.getByLabel("E-mail").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Conferma password").fill("different");
  await page.getByRole("button", { name: "Crea account" }).click();
  await expect(page.getByText("Inserisci un indirizzo e-mail valido")).toBeVisible();
  await expect(page.getByText("La password deve avere almeno 8 caratteri")).toBeVisible();
  await expect(page.getByText("Le due password non coincidono")).toBeVisible();
  await expect(page.getByText("Per continuare devi accettare l'informativa privacy")).toBeVisible();
  await expectNoAxeViolations(page);

  const existing = await newAccount("user", { session: false });
  await register(page, "en", existing.email, "some-password-1");
  await expect(page.getByText("This e-mail is already registered.")).toBeVisible();
  await expect(page.getByTestId("email-taken-help").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(
    page.getByTestId("email-taken-help").getByRole("link", { name: "recover your password" }),
  ).toBeVisible();
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Lucia");
});

test("forgot password end to end; the old password stops working", async ({ page }) => {
  const { email, password } = await newAccount("user", { session: false });
  await page.goto("/en/u/forgot-password");
  await page.getByLabel("E-mail").fill("nobody@demo.agora.localhost");
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText("Account not found")).toBeVisible();

  const before = mailCount();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We sent you a link" })).toBeVisible();
  const mail = await waitForMail(email, before);
  expect(mail.subject).toBe("Reset your Agorà password");
  await page.goto(linkIn(mail, "/u/recover/"));
  await page.getByLabel("New password").fill("recovered-pass-1");
  await page.getByLabel("Confirm password").fill("recovered-pass-2");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText("The two passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm password").fill("recovered-pass-1");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/en\/u\/recover\/success$/);

  await login(page, "en", email, password);
  await expect(page.getByRole("alert")).toBeVisible();
  await login(page, "en", email, "recovered-pass-1");
  await expect(page).toHaveURL(/\/en\/u$/);
});

test("a 16-minute-old activation link leads to the expired page, which sends a new one", async ({ page }) => {
  const email = unique("expired");
  let before = mailCount();
  await register(page, "it", email, "expired-pass-1");
  const link = linkIn(await waitForMail(email, before), "/u/confirm/");
  await shiftServerClock(16 * 60 * 1000);
  try {
    // The page of the link says at once that it expired: no button to press first.
    await page.goto(link);
    await expect(page).toHaveURL(/\/u\/confirm\/expired\?token=/);
    await expect(page.getByText("Il link di attivazione è scaduto o è già stato usato.")).toBeVisible();
    await expectNoAxeViolations(page);
    before = mailCount();
    await page.getByRole("button", { name: "Invia di nuovo l'e-mail di attivazione" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Ti abbiamo inviato un nuovo link" }),
    ).toBeVisible();
    const fresh = linkIn(await waitForMail(email, before), "/u/confirm/");
    expect(fresh).not.toBe(link);
    await page.goto(fresh);
    await page.getByRole("button", { name: "Attiva account" }).click();
    await expect(page).toHaveURL(/\/u\/confirm\/success$/);
  } finally {
    await shiftServerClock(0);
  }
});

test("reusing an activation or recovery link says at once that it cannot be used again", async ({ page }) => {
  const email = unique("reuse");
  let before = mailCount();
  await register(page, "en", email, "reuse-pass-1");
  const activation = linkIn(await waitForMail(email, before), "/u/confirm/");
  await page.goto(activation);
  await page.getByRole("button", { name: "Activate account" }).click();
  await expect(page).toHaveURL(/\/en\/u\/confirm\/success$/);
  // The same link again: the account is active, so no resend is offered.
  await page.goto(activation);
  await expect(page).toHaveURL(/\/en\/u\/confirm\/success$/);
  await expect(page.getByText("Your account is active: you can now sign in.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send the activation e-mail again" })).toHaveCount(0);

  before = mailCount();
  await page.goto("/en/u/forgot-password");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  const recovery = linkIn(await waitForMail(email, before), "/u/recover/");
  await page.goto(recovery);
  await page.getByLabel("New password").fill("reuse-pass-2");
  await page.getByLabel("Confirm password").fill("reuse-pass-2");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/en\/u\/recover\/success$/);
  // The used link shows the expired page straight away, not a form to fill in first.
  await page.goto(recovery);
  await expect(page).toHaveURL(/\/en\/u\/recover\/expired$/);
  await expect(page.getByText("The password link has expired or was already used.")).toBeVisible();
  await expect(page.getByLabel("New password")).toHaveCount(0);
});

test("an inactive account lands on the trigger page and can resend the activation e-mail", async ({
  page,
}) => {
  const { email, password } = await newAccount("inactive-user", { session: false });
  await login(page, "en", email, password);
  await expect(page).toHaveURL(/\/en\/u\/confirm\/trigger$/);
  await expect(page.getByText("Your account is not active yet.")).toBeVisible();
  const before = mailCount();
  await page.getByRole("button", { name: "Send the activation e-mail again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We sent you a new link" })).toBeVisible();
  const mail = await waitForMail(email, before);
  expect(linkIn(mail, "/en/u/confirm/")).toMatch(/^\/en\/u\/confirm\/[\w-]+$/);
});

test("deleting the account needs the password and signs out for good", async ({ page }) => {
  const { email, password } = await signInAs(page, "user");
  await page.goto("/u/manage");
  await page.getByLabel("Password, per confermare").fill("wrong-password");
  await page.getByRole("button", { name: "Elimina definitivamente il mio account" }).click();
  await expect(page.getByText("Password non corretta: l'account non è stato eliminato")).toBeVisible();
  await page.getByLabel("Password, per confermare").fill(password);
  await page.getByRole("button", { name: "Elimina definitivamente il mio account" }).click();
  await expect(page).toHaveURL(/\/u\?deleted=1$/);
  await expect(page.getByRole("status").filter({ hasText: "eliminato" })).toHaveText(
    "Il tuo account è stato eliminato.",
  );
  await login(page, "it", email, password);
  await expect(page.getByRole("alert")).toHaveText("E-mail o password errati");
});

test("the public and the staff session live side by side and end independently", async ({ page }) => {
  const member = await newAccount("member-valid", { session: false });
  await login(page, "it", member.email, member.password);
  await expect(page.getByTestId("user-name")).toHaveText(member.firstName);
  await signInAs(page, "door");
  await page.goto("/events");
  await expect(page.getByTestId("user-name")).toHaveText(member.firstName);
  await page.goto("/internal");
  await page.getByTestId("internal-burger").click();
  await page.getByRole("button", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/internal\/login$/);
  await page.goto("/u");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ciao ${member.firstName}`);
  // A valid card says so once, and the profile opens it rather than offering a new request.
  await expect(page.getByTestId("memberships")).toContainText("Valida fino al");
  await expect(page.getByTestId("memberships")).not.toContainText("Valida · valida");
  await expect(page.getByRole("link", { name: "Apri la tessera" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Richiedi la tessera" })).toHaveCount(0);
  await page.getByRole("button", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/u\/login$/);
  await signInAs(page, "door");
  await page.goto("/internal");
  await expect(page).toHaveURL(/\/internal$/);
});

test("too many wrong passwords for one account answer 429 with a translated message", async ({ page }) => {
  const target = await newAccount("user", { session: false });
  const other = await newAccount("user", { session: false });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await login(page, "en", target.email, `wrong-${attempt}`);
    await expect(page.getByRole("alert")).toHaveText("Wrong e-mail or password");
  }
  await login(page, "en", target.email, target.password);
  // Only this address is blocked for this account, for the rest of the quarter of an hour.
  await expect(page.getByRole("alert")).toHaveText(/^Too many attempts: try again in 1[45] minutes\.$/);
  await login(page, "en", other.email, other.password);
  await expect(page).toHaveURL(/\/en\/u$/);
});
