import { romeYearsLater } from "../../app/domain/memberships/lifecycle.server";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { formatRome } from "../../app/lib/rome-time";
import { expect, readQrOnPage, test } from "./fake-camera";
import {
  axeModes,
  colourMode,
  expectHydrated,
  expectNoAxeViolations,
  holdScripts,
  lookAt,
  newAccount,
  signInAs,
  waitForMail,
} from "./fixtures";

for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as const) {
  test.describe(`${locale}: membership request and the door`, () => {
    test("a request with a valid fiscal code is scanned with the camera, admitted, and valid for two years", async ({
      page,
      cameraPage,
    }) => {
      test.slow();
      const user = await signInAs(page, "user");
      await page.goto(localePath(locale, "/u/membership"));
      await expect(
        page.getByRole("heading", { level: 1, name: t.pages["u-membership"].title }),
      ).toBeVisible();
      await expect(page.getByRole("textbox", { name: t.membership.form.email, exact: true })).toHaveValue(
        user.email,
      );
      await page.getByLabel(t.membership.form.firstName, { exact: true }).fill("Mario");
      await page.getByLabel(t.membership.form.lastName, { exact: true }).fill("Rossi");
      await page.getByLabel(t.membership.form.address, { exact: true }).fill("Via Roma 1, 00100 Roma");
      await page.getByLabel(t.membership.form.birthCountry, { exact: true }).fill("Italia");
      await page.getByLabel(t.membership.form.birthCity, { exact: true }).fill("Roma (RM)");
      await page.getByLabel(t.membership.form.birthDate, { exact: true }).fill("1980-01-01");
      await page.getByRole("radio", { name: t.membership.form.italian }).check();
      await page.getByLabel(t.membership.form.fiscalCode, { exact: true }).fill("rssmra80a01h501u");
      await page.getByRole("radio", { name: new RegExp(t.memberLabels.types.events) }).check();
      await page.getByLabel(t.membership.form.category, { exact: true }).selectOption("ordinary");
      await page.getByRole("checkbox", { name: t.membership.form.privacy }).check();
      await page.getByRole("checkbox", { name: t.membership.form.statute }).check();
      await page.getByRole("button", { name: t.membership.form.submit }).click();

      await expect(
        page.getByRole("heading", { level: 1, name: t.membership.received.heading }),
      ).toBeVisible();
      const card = page.getByTestId("membership-card");
      await expect(card).toHaveAttribute("data-state", "requested");
      await expect(card.getByText(t.memberLabels.states.requested)).toBeVisible();
      const mail = await waitForMail(user.email);
      expect(mail.subject).toBe(
        locale === "it"
          ? "Abbiamo ricevuto la tua richiesta di tessera Agorà"
          : "We have received your Agorà membership request",
      );
      const code = (await page.getByTestId("membership-code").textContent())?.trim() ?? "";
      expect(mail.text).toContain(code);
      await expectNoAxeViolations(page);

      // The door: the QR of the card, read back from the page, in front of the staff phone's camera.
      const token = await readQrOnPage(page, "membership-qr");
      expect(token).toMatch(/^[A-Z0-9]{24}$/);
      const door = await cameraPage(token, { granted: true });
      await signInAs(door, "door");
      await door.goto(localePath(locale, "/internal/validate"));
      const verdict = door.getByTestId("door-verdict");
      await expect(verdict).toHaveAttribute("data-verdict", "requested", { timeout: 30_000 });
      await expect(verdict.getByText("Mario Rossi")).toBeVisible();
      await door.getByRole("button", { name: t.validate.admit }).click();
      await expect(verdict).toHaveAttribute("data-verdict", "valid");
      const until = formatRome(romeYearsLater(new Date(), 2), locale, "date");
      await expect(verdict.getByText(t.validate.detail.valid.replace("{{date}}", until))).toBeVisible();
      await expect(door.getByTestId("door-log")).toContainText(code);

      // The approval mail, in the language of the request, with the validity and the card's link.
      const approved = await waitForMail(user.email, mail.index);
      expect(approved.subject).toBe(
        locale === "it"
          ? "La tua richiesta di tessera Agorà è stata accolta"
          : "Your Agorà membership request is approved",
      );
      expect(approved.text).toContain(code);
      expect(approved.text).toContain(until);
      expect(approved.text).toMatch(new RegExp(`https?://\\S+${localePath(locale, "/u/membership")}\\b`));

      // The member's card is valid now, with its dates.
      await page.reload();
      await expect(card).toHaveAttribute("data-state", "valid");
      await expect(page.getByTestId("membership-valid-until")).toHaveText(until);
      // Admitted: the card now carries the register's number ("N.").
      await expect(card.getByText(t.membership.card.number)).toBeVisible();
      await expect(page.getByTestId("membership-register-number")).toHaveText(/^\d+$/);
    });

    test("a typed code and a keyboard-wedge scanner get the same verdicts; a verdict stays until the next code or Escape", async ({
      page,
    }) => {
      const member = await newAccount("member-valid", { session: false });
      const voided = await newAccount("member-voided", { session: false });
      await signInAs(page, "door");
      await page.goto(localePath(locale, "/internal/validate"));
      const field = page.getByLabel(t.validate.codeLabel);
      const verdict = page.getByTestId("door-verdict");

      // Typed by hand, in lower case, with the button.
      await field.fill(member.membership?.code.toLowerCase() ?? "");
      await page.getByRole("button", { name: t.validate.check }).click();
      await expect(verdict).toHaveAttribute("data-verdict", "valid");
      // The door log shows the scan at once: the page is not read again for it (ADR 046).
      await expect(page.getByTestId("door-log").locator("tr").nth(1)).toContainText(member.lastName);
      await page.getByRole("button", { name: t.validate.next }).click();
      await expect(verdict).toHaveCount(0);

      // A wedge scanner types the QR token fast and ends with Enter.
      await field.focus();
      await page.keyboard.type(voided.membership?.qrToken ?? "", { delay: 5 });
      await page.keyboard.press("Enter");
      await expect(verdict).toHaveAttribute("data-verdict", "voided");

      // An unknown code answers "unknown" at once, replacing the verdict before it, and stays: no
      // timer clears it. Escape does, and the field is ready for the next card.
      await field.fill("NOTACARD");
      await page.keyboard.press("Enter");
      await expect(verdict).toHaveAttribute("data-verdict", "unknown");
      await expect(verdict).toHaveAttribute("data-tone", "refused");
      await page.clock.install();
      await page.clock.runFor(60_000);
      await expect(verdict).toHaveAttribute("data-verdict", "unknown");
      await expect(field).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(verdict).toHaveCount(0);
      await expect(field).toBeFocused();

      // After "Next" the focus rests on "ready", not in a field; a wedge scanner's code still lands
      // in the code field.
      await field.fill(member.membership?.code ?? "");
      await page.keyboard.press("Enter");
      await expect(verdict).toHaveAttribute("data-verdict", "valid");
      await page.getByRole("button", { name: t.validate.next }).click();
      await expect(page.getByTestId("door-ready")).toBeFocused();
      await page.keyboard.type(voided.membership?.qrToken ?? "", { delay: 5 });
      await page.keyboard.press("Enter");
      await expect(verdict).toHaveAttribute("data-verdict", "voided");

      // An empty submit says what is missing, next to the field.
      await page.getByRole("button", { name: t.validate.check }).click();
      await expect(page.getByText(t.validate.errors.code)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`every card verdict at 390 px: its tone, words and icon, and no axe violation in ${axeModes(locale).join(" and ")} mode`, async ({
      page,
    }) => {
      test.slow();
      const cards = {
        valid: await newAccount("member-valid", { session: false }),
        requested: await newAccount("member-requested", { session: false }),
        expired: await newAccount("member-expired", { session: false }),
        voided: await newAccount("member-voided", { session: false }),
      };
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(page, "door");
      await page.goto(localePath(locale, "/internal/validate"));
      const field = page.getByLabel(t.validate.codeLabel);
      const verdict = page.getByTestId("door-verdict");
      const look = async (name: string) => {
        for (const mode of axeModes(locale)) {
          await colourMode(page, mode);
          await expectNoAxeViolations(page);
          await lookAt(page, `test-results/door-screens/${locale}-card-${name}-${mode}.png`);
        }
      };
      await look("ready");
      const tones = { valid: "ok", requested: "attention", expired: "refused", voided: "refused" } as const;
      for (const [state, account] of Object.entries(cards) as [
        keyof typeof cards,
        (typeof cards)["valid"],
      ][]) {
        await field.fill(account.membership?.qrToken ?? "");
        await field.press("Enter");
        await expect(verdict).toHaveAttribute("data-verdict", state);
        await expect(verdict).toHaveAttribute("data-tone", tones[state]);
        await expect(verdict).toContainText(t.validate.verdict[state]);
        await expect(verdict).toContainText(account.lastName);
        await look(state);
      }
      await field.fill("NOTACARD");
      await field.press("Enter");
      await expect(verdict).toHaveAttribute("data-verdict", "unknown");
      await expect(verdict).toHaveAttribute("data-tone", "refused");
      await look("unknown");
      // The live region said each verdict once.
      await expect(page.getByTestId("door-announcement")).toContainText(t.validate.verdict.unknown);
    });

    test("a member of another circolo is recorded in the door log", async ({ page }) => {
      await signInAs(page, "door");
      await page.goto(localePath(locale, "/internal/validate"));
      await page.waitForLoadState("networkidle");
      await page.getByText(t.validate.visitor.heading).click();
      await page.getByRole("button", { name: t.validate.visitor.submit }).click();
      await expect(page.getByLabel(t.validate.visitor.name)).toHaveAttribute("aria-invalid", "true");
      await page.getByLabel(t.validate.visitor.name).fill("Giulia Neri");
      await page.getByLabel(t.validate.visitor.network).fill("ARCI");
      await page.getByLabel(t.validate.visitor.card).fill(`AR-${Date.now()}`);
      await page.getByRole("button", { name: t.validate.visitor.submit }).click();
      await expect(page.getByTestId("visitor-recorded")).toContainText("Giulia Neri");
      await expect(page.getByTestId("door-log")).toContainText("Giulia Neri");

      // On a 390 px phone each entry is a card: nothing scrolls sideways, every value has its label.
      await page.setViewportSize({ width: 390, height: 844 });
      const log = page.getByTestId("door-log");
      await expect(log.locator("thead")).toHaveCSS("position", "absolute");
      expect(
        await log.evaluate((table) => {
          const box = table.parentElement as HTMLElement;
          const page = document.scrollingElement as HTMLElement;
          return box.scrollWidth <= box.clientWidth && page.scrollWidth <= window.innerWidth;
        }),
      ).toBe(true);
      await expect(log.locator(`td[data-label="${t.validate.log.operator}"]`).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test("the scanner and the membership page refuse who may not use them", async ({ request }) => {
  const anonymous = await request.get("/internal/validate", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toContain("/internal/login");
  const user = await newAccount("user");
  const asUser = await request.get("/internal/validate", {
    maxRedirects: 0,
    headers: { cookie: `authrefToken=${user.cookie}` },
  });
  expect([302, 403]).toContain(asUser.status());
  const post = await request.post("/internal/validate", {
    maxRedirects: 0,
    form: { intent: "scan", code: "ABCDEFGH", nonce: "nonce-anonymous-1" },
  });
  expect([302, 403]).toContain(post.status());
  const membership = await request.get("/u/membership", { maxRedirects: 0 });
  expect(membership.status()).toBe(302);
  expect(membership.headers().location).toContain("/u/login");
});

// The page is shown before it is interactive (ADR 071): what is chosen meanwhile shapes the form
// once its scripts run, as if chosen after.
for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as const) {
  test(`${locale}: a country and a fee method chosen before the page's scripts run shape the form`, async ({
    page,
  }) => {
    const f = t.membership.form;
    await signInAs(page, "user");
    let release = await holdScripts(page);
    await page.goto(localePath(locale, "/u/membership"), { waitUntil: "commit" });
    await page.getByLabel(f.birthCountry, { exact: true }).fill(locale === "it" ? "Francia" : "France");
    release();
    await expectHydrated(page);
    // Born abroad: the city is written as on the document, not chosen from Italy's comuni.
    await expect(page.getByLabel(f.birthCity, { exact: true })).toHaveAccessibleDescription(f.birthCityHint);

    // Staff creating a card: "waived" ticked early asks for its reason once the page runs.
    await signInAs(page, "manager");
    await page.unrouteAll();
    release = await holdScripts(page);
    await page.goto(localePath(locale, "/internal/membership"), { waitUntil: "commit" });
    await page.getByTestId("membership-create-fee").getByLabel(t.fees.methods.waived).check();
    release();
    await expectHydrated(page);
    await expect(page.getByLabel(t.fees.choice.reason)).toBeVisible();
  });
}
