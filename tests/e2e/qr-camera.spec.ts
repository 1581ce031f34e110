import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fake-camera";
import { expectNoAxeViolations, signInAs } from "./fixtures";

const CODE = "AGORA123TEST";

const LOCALES = [
  { prefix: "", start: "Avvia la fotocamera", paused: "Lettura in pausa." },
  { prefix: "/en", start: "Start the camera", paused: "Reading paused." },
] as const;

/** The door's scan post carrying `code` (whatever the route's own fields around it). */
function isScanOf(code: string) {
  return (request: Request) =>
    request.method() === "POST" && new URLSearchParams(request.postData() ?? "").get("code") === code;
}

async function openValidate(page: Page, prefix: string) {
  await signInAs(page, "door");
  await page.goto(`${prefix}/internal/validate`);
}

for (const { prefix, start, paused } of LOCALES) {
  test(`${prefix || "/it"}: the scanner starts by itself when the camera is allowed and reads the card QR`, async ({
    cameraPage,
  }) => {
    const page = await cameraPage(CODE, { granted: true });
    const scan = page.waitForRequest(isScanOf(CODE));
    await openValidate(page, prefix);
    await scan;
    // While the door shows its answer the camera is off: no live track left.
    await expect(page.getByRole("status").filter({ hasText: paused })).toBeVisible();
    const stopped = await page
      .locator("video")
      .evaluate((video: HTMLVideoElement) => video.srcObject === null);
    expect(stopped).toBe(true);
    await expectNoAxeViolations(page);
  });

  test(`${prefix || "/it"}: without a permission yet, the camera starts from the keyboard`, async ({
    cameraPage,
  }) => {
    const page = await cameraPage(CODE);
    await openValidate(page, prefix);
    const button = page.getByRole("button", { name: start });
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page);
    const scan = page.waitForRequest(isScanOf(CODE));
    await button.focus();
    await page.keyboard.press("Enter");
    await scan;
  });
}

test("a card kept in front of the camera is sent once per answer, and again once the answer is gone", async ({
  cameraPage,
}) => {
  const page = await cameraPage(CODE, { granted: true });
  const scans: string[] = [];
  page.on("request", (request) => {
    if (isScanOf(CODE)(request)) scans.push(request.url());
  });
  await openValidate(page, "");
  await expect.poll(() => scans.length).toBe(1);
  // The same card stays in view: nothing more while the door shows its answer…
  await page.waitForTimeout(4000);
  expect(scans).toHaveLength(1);
  // …and once the answer resets by itself, the scanner resumes and the card counts as shown again.
  await expect.poll(() => scans.length, { timeout: 20_000 }).toBe(2);
});
