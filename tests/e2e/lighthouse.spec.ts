/**
 * Lighthouse's accessibility audit of /u/membership, the page every member fills in and shows at the
 * door: 100 for the request form (Italian) and for the card with its QR code (English); and its best
 * practices on the home page with the public app's service worker installed.
 * Lighthouse drives its own Chromium (the system one, same flags) with the test session as a cookie.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { localePath } from "../../app/i18n/locale";
import { CHROMIUM_ARGS, chromiumPath } from "./browser";
import type { AccountKind } from "./control";
import { expect, newAccount, test } from "./fixtures";

const CASES: { locale: "it" | "en"; kind: AccountKind; shows: string }[] = [
  { locale: "it", kind: "user", shows: "the request form" },
  { locale: "en", kind: "member-valid", shows: "the card" },
];

for (const { locale, kind, shows } of CASES) {
  test(`${locale}: Lighthouse accessibility is 100 on /u/membership showing ${shows}`, async ({
    baseURL,
  }) => {
    test.slow();
    const account = await newAccount(kind);
    const url = new URL(localePath(locale, "/u/membership"), baseURL).toString();
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: CHROMIUM_ARGS,
      logLevel: "error",
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ["accessibility"],
        extraHeaders: { Cookie: `authrefToken=${account.cookie}` },
        logLevel: "error",
        output: "json",
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error("Lighthouse returned no report");
      // The page it audited is the membership page itself, not the sign-in page it would redirect to.
      expect(new URL(lhr.finalDisplayedUrl).pathname).toBe(localePath(locale, "/u/membership"));
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => `${audit.id}: ${audit.title}`);
      expect(failing).toEqual([]);
      expect(lhr.categories.accessibility?.score).toBe(1);
    } finally {
      chrome.kill();
    }
  });
}

test("Lighthouse best practices stay 100 on the home page with the service worker installed", async ({
  baseURL,
}) => {
  test.slow();
  const url = new URL("/", baseURL).toString();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS,
    logLevel: "error",
  });
  try {
    // Storage is kept between the runs: the first one installs the worker, the second is audited.
    const flags = {
      port: chrome.port,
      onlyCategories: ["best-practices"],
      disableStorageReset: true,
      logLevel: "error" as const,
      output: "json" as const,
    };
    await lighthouse(url, flags);
    const lhr = (await lighthouse(url, flags))?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no report");
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => `${audit.id}: ${audit.title}`);
    expect(failing).toEqual([]);
    expect(lhr.categories["best-practices"]?.score).toBe(1);
  } finally {
    chrome.kill();
  }
});
