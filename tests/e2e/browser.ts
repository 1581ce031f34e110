import { existsSync } from "node:fs";

/** Flags for Chromium on machines without network or GPU (see README, Tests). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const firstInstalled = (candidates: (string | undefined)[]) =>
  candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));

/** Debian's full browser: what a visitor runs. Lighthouse's performance bench and the screenshots use it. */
export function fullChromiumPath(): string | undefined {
  return firstInstalled([process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]);
}

/**
 * The browser the tests drive: CHROME_PATH, else Debian's headless shell (package
 * chromium-headless-shell: the same Blink and V8 without the desktop browser around them, about a
 * third less CPU per test; ADR 039), else the full browser.
 */
export function chromiumPath(): string | undefined {
  return firstInstalled([
    process.env.CHROME_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ]);
}
