/**
 * The camera for browser tests: Chromium's fake capture device playing a looped video of a QR code
 * (docs/architecture.md §10: external things are faked at their protocol). The video is made with ffmpeg
 * from a PNG drawn by `qrcode`, once per text, under test-results/qr-video/.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { type Browser, chromium, type Page } from "@playwright/test";
import QRCode from "qrcode";
import { SCAN_INTERVAL_MS } from "../../app/components/door/scan-dedupe";
import { CHROMIUM_ARGS, chromiumPath } from "./browser";
import { test as base, expect, reportErrors, waitForScriptsOnLoad } from "./fixtures";

const VIDEO_DIR = path.resolve("test-results/qr-video");
const run = promisify(execFile);
/** The browser logs answers with a 4xx status as errors; tests expect some (an unknown card). */
const EXPECTED_4XX = /Failed to load resource: the server responded with a status of 4\d\d/;

/** A y4m video (2 s at 15 fps, looped by Chromium) of a white 640×480 frame with the QR of `text`. */
export async function qrVideo(text: string): Promise<string> {
  const name = createHash("sha256").update(text).digest("hex").slice(0, 24);
  const video = path.join(VIDEO_DIR, `${name}.y4m`);
  if (existsSync(video)) return video;
  mkdirSync(VIDEO_DIR, { recursive: true });
  // Per-process names, renamed at the end: parallel workers never read a half-written file.
  const png = path.join(VIDEO_DIR, `${name}.${process.pid}.png`);
  const partial = path.join(VIDEO_DIR, `${name}.${process.pid}.part`);
  await QRCode.toFile(png, text, { type: "png", errorCorrectionLevel: "M", margin: 4, width: 400 });
  try {
    await run("ffmpeg", [
      ...["-y", "-loglevel", "error", "-loop", "1", "-i", png],
      ...["-vf", "scale=400:400,pad=640:480:120:40:white,format=yuv420p"],
      ...["-t", "2", "-r", "15", "-f", "yuv4mpegpipe", partial],
    ]);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    throw missing ? new Error("ffmpeg not found: the camera tests need it (apt-get install ffmpeg)") : error;
  } finally {
    rmSync(png, { force: true });
  }
  renameSync(partial, video);
  return video;
}

/** A y4m video like `qrVideo`'s with nothing in front of the camera: a white frame. */
async function blankVideo(): Promise<string> {
  const video = path.join(VIDEO_DIR, "blank.y4m");
  if (existsSync(video)) return video;
  mkdirSync(VIDEO_DIR, { recursive: true });
  const partial = path.join(VIDEO_DIR, `blank.${process.pid}.part`);
  await run("ffmpeg", [
    ...["-y", "-loglevel", "error", "-f", "lavfi", "-i", "color=c=white:s=640x480:r=15"],
    ...["-t", "2", "-pix_fmt", "yuv420p", "-f", "yuv4mpegpipe", partial],
  ]);
  renameSync(partial, video);
  return video;
}

/** Reads the QR code of the element `testId` back from a screenshot, as a phone camera would. */
export async function readQrOnPage(page: Page, testId: string): Promise<string> {
  const dir = path.resolve("test-results/page-qr");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${testId}-${process.pid}-${Date.now().toString(36)}.png`);
  writeFileSync(file, await page.getByTestId(testId).screenshot());
  const { stdout } = await run("zbarimg", ["--quiet", "--raw", file]);
  return stdout.trim();
}

/** A Chromium of its own (the fake camera is chosen at launch) whose camera films `video`. */
export function launchWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

export type CameraPageOptions = {
  /**
   * The browser already allows the camera for the site (the scanner then starts by itself); without
   * it the permission is "prompt" and the fake UI accepts once the page asks, after a press.
   */
  granted?: boolean;
  /** The camera films a video of this page's own, which `showOnCamera` can change. */
  own?: boolean;
};

/** The video file of each page whose camera can be shown another code. */
const ownVideos = new WeakMap<Page, string>();
let ownSerial = 0;

/**
 * Puts the QR code of `text` in front of the page's camera (a page made with `own: true`), or
 * nothing (`null`). Chromium opens the video file each time the camera starts, so the change shows
 * once the scanner starts the camera again (after an answer is cleared).
 */
export async function showOnCamera(page: Page, text: string | null): Promise<void> {
  const video = ownVideos.get(page);
  if (!video) throw new Error("showOnCamera needs a page made with cameraPage(text, { own: true })");
  const partial = `${video}.part`;
  copyFileSync(text === null ? await blankVideo() : await qrVideo(text), partial);
  renameSync(partial, video);
}

/**
 * Puts the QR code of `text` (or nothing) in front of the page's camera and restarts the camera
 * with its buttons, as staff would, so the scanner reads the new code at once: the scanner keeps
 * its camera on while a verdict shows, and Chromium reads the video file anew only on a restart.
 */
export async function showAndRestart(page: Page, text: string | null): Promise<void> {
  await showOnCamera(page, text);
  const toggle = page.getByTestId("camera-toggle");
  await toggle.click();
  await expect(page.locator("video")).not.toBeVisible();
  await toggle.click();
}

/**
 * Lets `ms` of the page's time pass with the camera reading, without waiting that long: the page's
 * clock is faked from now on and moved one decode interval at a time, each step given a moment of
 * real time for the decoder to read the frame; then time flows again. Every timer of the page runs
 * as it would in that time.
 */
export async function holdInFront(page: Page, ms: number): Promise<void> {
  await page.clock.install();
  for (let passed = 0; passed < ms; passed += SCAN_INTERVAL_MS) {
    await page.clock.runFor(SCAN_INTERVAL_MS);
    await page.waitForTimeout(40);
  }
  await page.clock.resume();
}

/**
 * Gives the page the browser's rule on gestures back: Chromium driven by tests counts the test's own
 * script calls as a tap, so a page there has "had a gesture" from the start. From the page's start,
 * `navigator.userActivation` says no gesture until a real one (a click, a tap, a key of the test's
 * mouse or keyboard) reaches the page.
 */
export async function untouched(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let active = false;
    const activation = {
      get hasBeenActive() {
        return active;
      },
      get isActive() {
        return active;
      },
    };
    Object.defineProperty(Navigator.prototype, "userActivation", {
      get: () => activation,
      configurable: true,
    });
    for (const type of ["pointerdown", "pointerup", "click", "keydown", "touchend"])
      window.addEventListener(
        type,
        (event) => {
          if (event.isTrusted) active = true;
        },
        { capture: true },
      );
  });
}

/**
 * Records, from the page's start, every verdict a door scanner shows (`data-verdict`, in order, each
 * change once) and every announcement of its live region; read them with `doorHistory`.
 */
export async function watchDoor(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const history = { verdicts: [] as string[], said: [] as string[] };
    const heard = new WeakSet<Node>();
    (window as unknown as { __doorHistory: typeof history }).__doorHistory = history;
    new MutationObserver(() => {
      const shown = document
        .querySelector("[data-testid=ticket-verdict], [data-testid=door-verdict]")
        ?.getAttribute("data-verdict");
      if (shown && history.verdicts.at(-1) !== shown) history.verdicts.push(shown);
      if (!shown && history.verdicts.length > 0 && history.verdicts.at(-1) !== "") history.verdicts.push("");
      for (const line of document.querySelectorAll("[data-testid=door-announcement] > *")) {
        if (heard.has(line)) continue;
        heard.add(line);
        history.said.push(line.textContent ?? "");
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** What `watchDoor` recorded: the verdicts shown ("" when none) and the announcements made. */
export function doorHistory(page: Page): Promise<{ verdicts: string[]; said: string[] }> {
  return page.evaluate(
    () => (window as unknown as { __doorHistory: { verdicts: string[]; said: string[] } }).__doorHistory,
  );
}

/**
 * `cameraPage(text)`: a page in a Chromium whose camera shows the QR code of `text`, with the
 * project's base URL. Console errors (a refused WebAssembly compile, a CSP block) and uncaught page
 * errors fail the test like on the ordinary `page`; answers with a 4xx status the test expects do not.
 */
export const test = base.extend<{
  cameraPage: (text: string, options?: CameraPageOptions) => Promise<Page>;
}>({
  cameraPage: async ({ baseURL, consoleErrors }, use) => {
    const browsers: Browser[] = [];
    const owned: string[] = [];
    await use(async (text, { granted = false, own = false } = {}) => {
      let video = await qrVideo(text);
      if (own) {
        ownSerial += 1;
        const mine = path.join(VIDEO_DIR, `own-${process.pid}-${ownSerial}.y4m`);
        copyFileSync(video, mine);
        owned.push(mine);
        video = mine;
      }
      const browser = await launchWithCamera(video);
      browsers.push(browser);
      const context = await browser.newContext({ baseURL, permissions: granted ? ["camera"] : [] });
      const page = await context.newPage();
      await reportErrors(page, consoleErrors, EXPECTED_4XX);
      waitForScriptsOnLoad(page);
      if (own) ownVideos.set(page, video);
      return page;
    });
    for (const browser of browsers) await browser.close();
    for (const video of owned) rmSync(video, { force: true });
  },
});

export { expect };
