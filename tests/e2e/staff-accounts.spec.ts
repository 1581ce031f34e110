import { spawnSync } from "node:child_process";
import path from "node:path";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { expect, expectNoAxeViolations, signInAs, test } from "./fixtures";

const MESSAGES = { it: itMessages, en } as const;

for (const locale of ["it", "en"] as const) {
  const m = MESSAGES[locale];
  const s = m.staffAdmin;
  const url = (p: string) => localePath(locale, p);

  test(`${locale}: an administrator adds a staff member while the server runs, who then signs in`, async ({
    page,
    browser,
  }) => {
    const me = await signInAs(page, "admin");
    await page.goto(url("/internal"));
    await page.getByTestId("dashboard-entries").getByRole("link", { name: m.internalNav.staff }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.pages["internal-staff"].title);

    const email = `nuovo-${locale}-${Date.now()}@e2e.test`;
    const form = page.getByRole("form", { name: s.add.title });
    // Nothing typed: the errors are next to the fields, nothing is sent.
    await form.getByRole("button", { name: s.add.submit }).click();
    await expect(form.getByText(m.forms.required).first()).toBeVisible();
    await form.getByLabel(m.forms.email, { exact: true }).fill(email);
    await form.getByLabel(m.forms.firstName, { exact: true }).fill("Lucia");
    await form.getByLabel(m.forms.lastName, { exact: true }).fill("Nuova");
    await form.getByLabel(s.add.level).selectOption({ label: m.dashboard.level1 });
    await form.getByRole("button", { name: s.add.submit }).click();
    const password = (await page.getByTestId("staff-password").textContent()) ?? "";
    expect(password).toMatch(/^[2-9a-z]{4}(-[2-9a-z]{4}){3}$/);
    // The list shows 50 accounts a page (every test signs in a fresh one): the new one is found by e-mail.
    const search = page.getByRole("search");
    await search.getByLabel(s.search).fill(email);
    await search.getByRole("button", { name: s.filter }).click();
    await expect(page.getByText(s.results_one.replace("{{count}}", "1"))).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(email) });
    await expect(row).toContainText(m.dashboard.level1);
    await expectNoAxeViolations(page);

    // The same e-mail again is refused next to the field.
    await form.getByLabel(m.forms.email, { exact: true }).fill(email.toUpperCase());
    await form.getByLabel(m.forms.firstName, { exact: true }).fill("Altra");
    await form.getByLabel(m.forms.lastName, { exact: true }).fill("Persona");
    await form.getByRole("button", { name: s.add.submit }).click();
    await expect(form.getByText(s.errors.emailTaken)).toBeVisible();

    // The new member signs in with the password shown once.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const them = await other.newPage();
    await them.goto(url("/internal/login"));
    await them.getByLabel(m.forms.email, { exact: true }).fill(email);
    await them.getByLabel(m.forms.password, { exact: true }).fill(password);
    await them.getByRole("button", { name: m.internalLogin.submit }).click();
    // The password was shown to someone else: they choose their own before any staff page.
    await expect(them).toHaveURL(new RegExp(`${url("/internal/password")}$`));
    await expect(them.getByRole("heading", { level: 1 })).toHaveText(m.pages["internal-password"].title);
    await expectNoAxeViolations(them);
    await them.goto(url("/internal/list"));
    await expect(them).toHaveURL(new RegExp(`${url("/internal/password")}$`));
    await them.getByLabel(m.forms.newPassword, { exact: true }).fill(password);
    await them.getByLabel(m.forms.confirmPassword, { exact: true }).fill(password);
    await them.getByRole("button", { name: m.staffPassword.submit }).click();
    await expect(them.getByText(m.staffPassword.samePassword)).toBeVisible();
    const own = `propria-${locale}-password`;
    await them.getByLabel(m.forms.newPassword, { exact: true }).fill(own);
    await them.getByLabel(m.forms.confirmPassword, { exact: true }).fill(own);
    await them.getByRole("button", { name: m.staffPassword.submit }).click();
    await expect(them.getByRole("heading", { level: 1 })).toHaveText(
      m.dashboard.welcome.replace("{{name}}", "Lucia"),
    );
    await them.goto(url("/internal/password"));
    await expect(them).toHaveURL(new RegExp(`${url("/internal")}$`));

    // Level down to door staff, then deactivated: their session ends at once.
    await row
      .getByLabel(s.levelOf.replace("{{name}}", "Lucia Nuova"))
      .selectOption({ label: m.dashboard.level0 });
    await row.getByRole("button", { name: `${s.changeLevel} Lucia Nuova` }).click();
    await expect(
      page.getByText(
        s.done.level.replace("{{name}}", "Lucia Nuova").replace("{{level}}", m.dashboard.level0),
      ),
    ).toBeVisible();
    await row.getByRole("button", { name: `${s.disable} Lucia Nuova` }).click();
    await expect(row).toContainText(s.disabled);
    await them.goto(url("/internal"));
    await expect(them).toHaveURL(/\/internal\/login\?redirectTo=/);
    await other.close();

    // An administrator's own row has no buttons: another administrator changes it.
    await search.getByLabel(s.search).fill(me.email);
    await search.getByRole("button", { name: s.filter }).click();
    await expect(page.getByRole("row", { name: new RegExp(s.you.replace(/[()]/g, "\\$&")) })).toContainText(
      s.selfNote,
    );
  });

  test(`${locale}: management (level 1) and door staff get 403 on the staff accounts page`, async ({
    page,
  }) => {
    for (const kind of ["manager", "door"] as const) {
      await signInAs(page, kind);
      const response = await page.goto(url("/internal/staff"));
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.errors.forbidden);
      const post = await page.request.post(url("/internal/staff"), {
        form: { intent: "add", email: "x@e2e.test", firstName: "X", lastName: "Y", level: "2" },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(post.status()).toBe(403);
      await page.goto(url("/internal"));
      await expect(page.getByTestId("dashboard-entries")).not.toContainText(m.internalNav.staff);
      await page.context().clearCookies();
    }
  });
  // The page itself is checked with axe by routes.spec.ts (light in Italian, dark in English); the
  // flow above checks it with a new member and their password shown.
}

test("npm run staff says the server is running, and where to go, while the server holds the embedded database", () => {
  test.skip(Boolean(process.env.TEST_DATABASE_URL), "only the embedded database has one process at a time");
  const run = spawnSync("npm", ["run", "--silent", "staff", "--", "list"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATA_DIR: path.resolve(".tmp/e2e/data"),
      DATABASE_URL: "",
    },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("the server is running");
  expect(run.stderr).toContain("/internal/staff");
  expect(run.stderr).not.toMatch(/delete|lock file/i);
});
