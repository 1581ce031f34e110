import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { expect, test } from "./fake-camera";
import { newAccount, shiftServerClock, signInAs } from "./fixtures";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

// Moves the server clock: runs in the serial project (playwright.config.ts SERIAL_SPECS).
test.afterEach(() => shiftServerClock(0));

for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as const) {
  test(`${locale}: the camera follows a card through void, unvoid and expiry`, async ({
    page,
    cameraPage,
  }) => {
    test.slow();
    const member = await newAccount("member-valid", { session: false });
    if (!member.membership) throw new Error("the member has no card");
    const { id, qrToken } = member.membership;

    const door = await cameraPage(qrToken, { granted: true });
    await signInAs(door, "door");
    await door.goto(localePath(locale, "/internal/validate"));
    const verdict = door.getByTestId("door-verdict");
    // "Next": the card still in front of the camera is read anew, and its verdict replaces this one.
    const next = async () => {
      await door.getByRole("button", { name: t.validate.next }).click();
    };
    await expect(verdict).toHaveAttribute("data-verdict", "valid", { timeout: 30_000 });

    // Management voids the card from the register, with a reason.
    await signInAs(page, "manager");
    await page.goto(localePath(locale, `/internal/list/${id}`));
    await page.getByRole("button", { name: t.register.card.actions.void }).click();
    const dialog = page.getByRole("dialog", { name: t.register.card.dialogs.voidTitle });
    await dialog.getByLabel(t.register.card.dialogs.reason).fill("Tessera smarrita");
    await dialog.getByRole("button", { name: t.register.card.dialogs.voidConfirm }).click();
    await expect(page.getByRole("status").filter({ hasText: t.register.card.done.voided })).toBeVisible();

    // The same card, still in front of the camera, is read again when staff press "Next".
    await next();
    await expect(verdict).toHaveAttribute("data-verdict", "voided", { timeout: 30_000 });
    await expect(verdict.getByText("Tessera smarrita")).toBeVisible();

    await page.getByRole("button", { name: t.register.card.actions.unvoid }).click();
    await expect(page.getByRole("status").filter({ hasText: t.register.card.done.unvoided })).toBeVisible();
    await next();
    await expect(verdict).toHaveAttribute("data-verdict", "valid", { timeout: 30_000 });

    // Past the end of validity (at most two years from now): expired, never by a job.
    // Three years on, the staff session has ended too: door staff sign in again.
    await shiftServerClock(3 * YEAR_MS);
    await signInAs(door, "door");
    await door.goto(localePath(locale, "/internal/validate"));
    await expect(verdict).toHaveAttribute("data-verdict", "expired", { timeout: 30_000 });
    await expect(door.getByTestId("door-log")).toContainText(t.validate.verdict.expired);
  });
}
