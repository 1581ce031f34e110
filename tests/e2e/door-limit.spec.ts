import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { expect, signInAs, test } from "./fixtures";

/**
 * The door limit (issue 32): a staff session that posted 120 scans in a minute, as a script in a
 * loop would, is refused; the scanner says how long to wait instead of failing silently.
 */
for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as const) {
  test(`${locale}: past the door limit the scanner says to wait, and other sessions scan on`, async ({
    page,
    browser,
  }) => {
    await signInAs(page, "door", { locale });
    await page.goto(localePath(locale, "/internal/validate"));
    // The session's minute used up through the page's own endpoint, with the page's cookie.
    let status = 200;
    for (let i = 0; i < 200 && status !== 429; i++) {
      const response = await page.request.post("/api/door/scan", {
        data: { code: "NOSUCHCARD", nonce: crypto.randomUUID(), source: "keyboard" },
      });
      status = response.status();
    }
    expect(status).toBe(429);

    const field = page.getByLabel(t.validate.codeLabel);
    await field.fill("ABCD2345");
    await field.press("Enter");
    const failed = page.getByTestId("door-failed");
    await expect(failed).toContainText(
      new RegExp(t.validate.tooManyScans_other.replace("{{count}}", "\\d+").replace(/[()]/g, "\\$&")),
    );
    await expect(page.getByTestId("door-announcement")).toContainText(
      t.validate.tooManyScans_other.slice(0, 20),
    );

    // Another phone, another session: its scans are answered.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const phone = await other.newPage();
    await signInAs(phone, "door", { locale });
    const answer = await phone.request.post("/api/door/scan", {
      data: { code: "NOSUCHCARD", nonce: crypto.randomUUID(), source: "keyboard" },
    });
    expect(answer.status()).toBe(200);
    await other.close();
  });
}
