import type { Page, Request } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { doorHistory, expect, test, watchDoor } from "./fake-camera";
import { expectNoAxeViolations, signInAs } from "./fixtures";

const CODE = "AGORA123TEST";

const LOCALES = [
  { prefix: "", t: itMessages },
  { prefix: "/en", t: en },
] as const;

/** The door's scan post carrying `code` (JSON to the door's scan endpoint, ADR 046). */
function isScanOf(code: string) {
  return (request: Request) =>
    request.method() === "POST" &&
    new URL(request.url()).pathname === "/api/door/scan" &&
    (request.postDataJSON() as { code?: string } | null)?.code === code;
}

async function openValidate(page: Page, prefix: string) {
  await signInAs(page, "door");
  await page.goto(`${prefix}/internal/validate`);
}

for (const { prefix, t } of LOCALES) {
  test(`${prefix || "/it"}: the scanner starts by itself when the camera is allowed and reads the card QR`, async ({
    cameraPage,
  }) => {
    const page = await cameraPage(CODE, { granted: true });
    const scan = page.waitForRequest(isScanOf(CODE));
    await openValidate(page, prefix);
    await scan;
    await expect(page.getByTestId("door-verdict")).toHaveAttribute("data-verdict", "unknown");
    // The camera stays on while the door shows its answer, ready for the next person's code.
    await expect(page.getByText(t.door.camera.running)).toBeVisible();
    const live = await page.locator("video").evaluate((video: HTMLVideoElement) => video.srcObject !== null);
    expect(live).toBe(true);
    await expectNoAxeViolations(page);
  });

  test(`${prefix || "/it"}: without a permission yet, the camera starts from the keyboard`, async ({
    cameraPage,
  }) => {
    const page = await cameraPage(CODE);
    await openValidate(page, prefix);
    const button = page.getByRole("button", { name: t.door.camera.start });
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page);
    const scan = page.waitForRequest(isScanOf(CODE));
    await button.focus();
    await page.keyboard.press("Enter");
    await scan;
  });
}

for (const { prefix, t } of LOCALES) {
  test(`${prefix || "/it"}: typing a visitor's name while the camera reads a card: every letter stays in the name, the verdict holds`, async ({
    cameraPage,
  }) => {
    const page = await cameraPage(CODE, { granted: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await watchDoor(page);
    const scans: string[] = [];
    page.on("request", (request) => {
      if (isScanOf(CODE)(request)) scans.push(request.url());
    });
    await openValidate(page, prefix);
    const verdict = page.getByTestId("door-verdict");
    await expect(verdict).toHaveAttribute("data-verdict", "unknown", { timeout: 30_000 });
    expect(scans).toHaveLength(1);

    // A member of another circolo: staff start typing their name…
    await page.getByText(t.validate.visitor.heading).click();
    const name = page.getByLabel(t.validate.visitor.name);
    await name.click();
    await page.keyboard.type("Anna", { delay: 30 });
    // …while "Next" (pressed by a colleague, say) has the card in front of the camera read again.
    await page.getByTestId("door-next").dispatchEvent("click");
    await expect.poll(() => scans.length, { timeout: 20_000 }).toBe(2);
    await expect(verdict).toBeVisible();
    await page.keyboard.type(" Bianchi", { delay: 30 });
    // The verdict holds: no timer clears it, nor moves the focus, however long it stays.
    await page.clock.install();
    await page.clock.runFor(60_000);
    await page.keyboard.type(" Neri", { delay: 30 });
    await expect(name).toHaveValue("Anna Bianchi Neri");
    await expect(name).toBeFocused();
    await expect(page.getByLabel(t.validate.codeLabel)).toHaveValue("");
    await expect(verdict).toBeVisible();
    const history = await doorHistory(page);
    expect(history.verdicts).toEqual(["unknown", "", "unknown"]);
    expect(history.said).toHaveLength(2);
    await expectNoAxeViolations(page);
  });
}
