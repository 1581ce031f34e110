import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { expectInCalendar } from "./events-helpers";
import { axeModes, e2eData, expect, expectNoAxeViolations, signInAs, test } from "./fixtures";

const MESSAGES = { it: itMessages, en } as const;

async function photoFile(): Promise<string> {
  const file = path.join(tmpdir(), `agora-e2e-${process.pid}.png`);
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
  writeFileSync(file, png);
  return file;
}

for (const locale of ["it", "en"] as const) {
  const m = MESSAGES[locale].eventAdmin;
  const url = (p: string) => localePath(locale, p);

  test(`${locale}: a manager creates a paid event with an image, edits its date and deletes it`, async ({
    page,
  }) => {
    // The longest walk of the suite: the public calendar's four views, three times. It takes 20-25 s
    // alone and up to 58 s beside another browser on a two-core machine.
    test.slow();
    const title = `E2E ${locale} concerto ${Date.now()}`;
    await signInAs(page, "manager");
    await page.goto(url("/internal/events"));
    await page.getByRole("link", { name: m.create }).click();
    await expect(page).toHaveURL(url("/internal/event/new"));

    const fake = path.join(tmpdir(), `agora-e2e-${process.pid}.jpg`);
    writeFileSync(fake, "not a picture at all\n");
    await page.locator('input[type="file"]').setInputFiles(fake);
    await expect(page.getByRole("alert")).toHaveText(MESSAGES[locale].images.unsupportedType);

    await page.getByLabel(m.fields.title, { exact: true }).fill(title);
    await page.getByLabel(m.fields.startsAt).fill("2031-03-10T21:00");
    await page.getByLabel(m.fields.endsAt).fill("2031-03-10T20:00");
    await page.getByLabel(m.fields.isPaid).check();
    await page.getByRole("button", { name: m.save }).click();
    // Both errors show next to their fields and nothing typed is lost.
    await expect(page.getByText(m.errors.endBeforeStart)).toBeVisible();
    await expect(page.getByText(m.errors.pricePositive)).toBeVisible();
    await expect(page.getByLabel(m.fields.title, { exact: true })).toHaveValue(title);

    await page.getByLabel(m.fields.endsAt).fill("2031-03-10T23:00");
    await page.getByLabel(m.fields.price).fill(locale === "it" ? "12,50" : "12.50");
    await page.getByLabel(m.fields.seats).fill("40");
    await page
      .getByRole("group", { name: m.fields.backgroundColour })
      .getByLabel(m.colours.blue, { exact: true })
      .check();
    await page.locator('input[type="file"]').setInputFiles(await photoFile());
    await expect(page.getByRole("status").filter({ hasText: m.upload.done })).toBeVisible();
    const preview = page.getByRole("img", { name: m.upload.preview });
    await expect(preview).toHaveAttribute("src", /\/uploads\/[\w-]+\/1600\.webp$/);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
    const served = await page.request.get((await preview.getAttribute("src")) ?? "");
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toContain("immutable");
    // The uploads folder sits inside DATA_DIR, next to the session secret.
    expect((await page.request.get("/uploads/..%2fsession-secret")).status()).toBe(404);
    expect((await page.request.get("/uploads/%2e%2e/session-secret")).ok()).toBe(false);
    await page.getByRole("button", { name: m.save }).click();
    await expect(page).toHaveURL(url("/internal/events"));

    await page.getByLabel(m.search).fill(title.toUpperCase());
    await page.getByRole("button", { name: m.filter }).click();
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await expect(row.locator("time")).toHaveAttribute("datetime", "2031-03-10T20:00:00.000Z");

    // The new public event is on its day in every view of the public calendar, in its colour.
    const prefix = locale === "it" ? "" : "/en";
    await expectInCalendar(page, { prefix, day: "2031-03-10", title, ink: "#0000ff" });
    await page.goto(url("/internal/events"));
    await page.getByLabel(m.search).fill(title);
    await page.getByRole("button", { name: m.filter }).click();

    await row.getByRole("link", { name: new RegExp(m.edit) }).click();
    await expect(page.getByLabel(m.fields.price)).toHaveValue(locale === "it" ? "12,50" : "12.50");
    await page.getByLabel(m.fields.startsAt).fill("2031-03-12T21:00");
    await page.getByLabel(m.fields.endsAt).fill("2031-03-12T23:00");
    await page.getByRole("button", { name: m.save }).click();
    await expect(page).toHaveURL(url("/internal/events"));
    await page.getByLabel(m.search).fill(title);
    await page.getByRole("button", { name: m.filter }).click();
    await expect(row.locator("time")).toHaveAttribute("datetime", "2031-03-12T20:00:00.000Z");
    // Editing the date moves it in the calendar.
    await expectInCalendar(page, { prefix, day: "2031-03-12", title });
    await expectInCalendar(page, { prefix, day: "2031-03-10", title, present: false });
    await page.goto(url("/internal/events"));
    await page.getByLabel(m.search).fill(title);
    await page.getByRole("button", { name: m.filter }).click();

    await row.getByRole("button", { name: new RegExp(m.delete) }).click();
    const dialog = page.getByRole("alertdialog", { name: m.confirmTitle });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: m.confirmDelete }).click();
    await expect(page.getByRole("status").filter({ hasText: title })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expectInCalendar(page, { prefix, day: "2031-03-12", title, present: false });
  });

  test(`${locale}: Save waits for the image upload; a file over 10 MB is refused before uploading`, async ({
    page,
  }) => {
    const title = `E2E ${locale} upload ${Date.now()}`;
    await signInAs(page, "manager");
    await page.goto(url("/internal/event/new"));
    const save = page.getByRole("button", { name: m.save });
    const fileInput = page.locator('input[type="file"]');
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/internal/event-image")) uploads.push(request.url());
    });

    const huge = path.join(tmpdir(), `agora-e2e-${process.pid}-huge.png`);
    writeFileSync(huge, Buffer.alloc(11 * 1024 * 1024, 0x89));
    await fileInput.setInputFiles(huge);
    await expect(page.getByRole("alert")).toHaveText(MESSAGES[locale].images.tooLarge);
    expect(uploads).toEqual([]);

    // The upload is held until the form has been checked while it is still running.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/internal/event-image", async (route) => {
      await held;
      await route.continue();
    });
    await fileInput.setInputFiles(await photoFile());
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(save).toBeDisabled();
    await expect(page.getByText(m.upload.waitToSave)).toBeVisible();
    await page.getByLabel(m.fields.title, { exact: true }).fill(title);
    await page.getByLabel(m.fields.startsAt).fill("2031-04-10T21:00");
    await page.getByLabel(m.fields.endsAt).fill("2031-04-10T23:00");
    await page.getByLabel(m.fields.title, { exact: true }).press("Enter");
    await expect(page).toHaveURL(url("/internal/event/new"));

    release();
    await expect(page.getByRole("status").filter({ hasText: m.upload.done })).toBeVisible();
    await expect(save).toBeEnabled();
    await expect(page.getByText(m.upload.waitToSave)).toHaveCount(0);
    expect(uploads).toHaveLength(1);
    await save.click();
    await expect(page).toHaveURL(url("/internal/events"));

    await page.getByLabel(m.search).fill(title);
    await page.getByRole("button", { name: m.filter }).click();
    await page
      .getByRole("row", { name: new RegExp(title) })
      .getByRole("link", { name: new RegExp(m.edit) })
      .click();
    await expect(page.getByRole("img", { name: m.upload.preview })).toHaveAttribute(
      "src",
      /\/uploads\/[\w-]+\/1600\.webp$/,
    );
  });

  test(`${locale}: an image key no upload issued is refused with an error at the image field`, async ({
    page,
  }) => {
    await signInAs(page, "manager");
    await page.goto(url("/internal/event/new"));
    const response = await page.request.post(url("/internal/event/new"), {
      form: {
        title: `E2E ${locale} forged ${Date.now()}`,
        startsAt: "2031-05-10T21:00",
        endsAt: "2031-05-10T23:00",
        colour: "white",
        backgroundColour: "darkred",
        imageKey: randomUUID(),
        imageWidth: "800",
        imageHeight: "600",
      },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(MESSAGES[locale].images.unknown);
  });

  test(`${locale}: door staff get 403 on event management and its upload`, async ({ page }) => {
    await signInAs(page, "door");
    for (const target of ["/internal/events", "/internal/event/new"]) {
      expect((await page.goto(url(target)))?.status()).toBe(403);
    }
    const upload = await page.request.post(url("/internal/event-image"), {
      multipart: { image: { name: "a.png", mimeType: "image/png", buffer: Buffer.from("x") } },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(upload.status()).toBe(403);
  });

  for (const mode of axeModes(locale)) {
    test(`${locale}: list and form have no axe violations in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("colour-mode", value), mode);
      await signInAs(page, "manager");
      // The list's first tab and the empty form are checked by routes.spec.ts.
      for (const target of ["/internal/events?tab=past", `/internal/event/${e2eData().publicEventId}`]) {
        await page.goto(url(target));
        await expect(page.locator("h1")).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
}
