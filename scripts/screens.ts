/**
 * Screenshots of the main pages for review (issue: public site, acceptance): each page at 1280×800
 * and 390×844, light and dark, Italian and English, into docs/screens/all/<page>-<width>-<mode>-<lang>.png.
 * The production build runs on a fresh embedded database with the demo data (bench/app-server.ts); a
 * demo member with a valid card and a management-level staff account (made with `npm run staff`
 * before the server starts) sign in through the login forms. Run with `npm run screens`; see
 * docs/screens/README.md.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../app/db/demo/accounts";
import { en } from "../app/i18n/en";
import { it } from "../app/i18n/it";
import { type AppServer, ensureBuild, ROOT, runScript, ScriptError, startApp } from "../bench/app-server";
import { CHROMIUM_ARGS, fullChromiumPath } from "../tests/e2e/browser";

const LABEL = "screens";
const OUT_DIR = path.join(ROOT, "docs", "screens", "all");
const MEMBER = { email: "giulia.rossi@demo.agora.localhost", password: DEMO_PASSWORD };
const MANAGER = {
  email: "responsabile@screens.agora.localhost",
  password: "screens-manager-2026",
  firstName: "Paola",
  lastName: "Marino",
};
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const MODES = ["light", "dark"] as const;
const LOCALES = ["it", "en"] as const;
/** A page barely longer than the screen is shot whole; anything longer, as far as the screen goes. */
const FULL_PAGE_UP_TO = 1.25;

type Role = "visitor" | "member" | "manager";
type Shot = {
  name: string;
  path: string;
  as: Role;
  /** The calendar's view: shown once it is drawn, after the feed has answered. */
  calendar?: string;
};

function shots(eventPath: string): Shot[] {
  return [
    { name: "home", path: "/", as: "visitor" },
    { name: "events-month", path: "/events?view=month", as: "visitor", calendar: ".fc-dayGridMonth-view" },
    { name: "events-week", path: "/events?view=week", as: "visitor", calendar: ".fc-timeGridWeek-view" },
    { name: "events-list", path: "/events?view=list", as: "visitor", calendar: ".fc-listMonth-view" },
    { name: "event", path: eventPath, as: "visitor" },
    { name: "news", path: "/news", as: "visitor" },
    { name: "where", path: "/where", as: "visitor" },
    // The market is for members: a visitor is sent to the sign-in page.
    { name: "market", path: "/market", as: "member", calendar: ".fc-view" },
    { name: "u", path: "/u", as: "member" },
    { name: "u-membership", path: "/u/membership", as: "member" },
    { name: "internal", path: "/internal", as: "manager" },
    { name: "internal-ticketcheck", path: "/internal/ticketcheck", as: "manager" },
    { name: "internal-events", path: "/internal/events", as: "manager" },
  ];
}

/** The staff account, made with the app's own CLI on the server's data directory before it opens it. */
async function addManager(env: NodeJS.ProcessEnv): Promise<void> {
  const args = [
    "exec",
    "--",
    "tsx",
    "server/cli/staff.ts",
    "add",
    "--email",
    MANAGER.email,
    "--first-name",
    MANAGER.firstName,
    "--last-name",
    MANAGER.lastName,
    "--level",
    "1",
    "--password",
    MANAGER.password,
  ];
  const cli = spawn("npm", args, { cwd: ROOT, env, stdio: ["ignore", "inherit", "inherit"] });
  const [code] = (await once(cli, "exit")) as [number | null];
  if (code !== 0) throw new ScriptError(`npm run staff -- add failed (exit code ${code})`);
}

const prefix = (locale: (typeof LOCALES)[number]) => (locale === "en" ? "/en" : "");

/** Waits for the network to go quiet, the fonts and the images in view, as a person would. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((image) => !image.complete && image.loading !== "lazy");
    await Promise.all(pending.map((image) => image.decode().catch(() => undefined)));
    // Two frames: whatever arrived last (the calendar's events) is drawn.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Answers the cookie banner as a visitor does: "Reject all", so nothing is fetched from outside. The
 * mouse clicks where the button is on the screen: Playwright's own click first scrolls it "into
 * view", and for a banner stuck to the bottom that means the page scrolls to the banner's place at
 * its end, which a person's click never does.
 */
async function dismissConsent(page: Page, locale: (typeof LOCALES)[number]): Promise<void> {
  const messages = locale === "en" ? en : it;
  const reject = page.getByRole("button", { name: messages.consent.rejectAll, exact: true });
  const box = (await reject.isVisible()) ? await reject.boundingBox() : null;
  if (!box) return;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator("#consent-banner").waitFor({ state: "detached" });
}

async function signIn(page: Page, loginPath: string, account: { email: string; password: string }) {
  await page.goto(loginPath);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.endsWith("/login")),
    page.locator('input[name="password"]').press("Enter"),
  ]);
}

/** The first event linked from the home page whose page shows its picture. */
async function eventWithPicture(browser: Browser, app: AppServer): Promise<string> {
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const page = await context.newPage();
    await page.goto("/");
    const links = await page
      .locator('main a[href*="/event/"]')
      .evaluateAll((anchors) => [
        ...new Set(anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname)),
      ]);
    for (const link of links) {
      await page.goto(link);
      await settle(page);
      if (await page.locator("main img").first().isVisible()) return link;
    }
  } finally {
    await context.close();
  }
  throw new ScriptError("no event linked from the home page shows a picture");
}

async function newContext(
  browser: Browser,
  app: AppServer,
  viewport: (typeof WIDTHS)[number],
  mode: (typeof MODES)[number],
  locale: (typeof LOCALES)[number],
): Promise<BrowserContext> {
  const phone = viewport.width < 600;
  const context = await browser.newContext({
    baseURL: app.url,
    viewport,
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
    colorScheme: mode,
    locale: locale === "en" ? "en-GB" : "it-IT",
    timezoneId: "Europe/Rome",
  });
  await context.addInitScript((value) => localStorage.setItem("colour-mode", value), mode);
  // Nothing from outside the app: this machine may have no network, and shots must not depend on it.
  await context.route(
    (url) => url.origin !== app.url,
    (route) => route.abort(),
  );
  return context;
}

async function shoot(page: Page, shot: Shot, file: string): Promise<void> {
  if (shot.calendar) await page.locator(shot.calendar).waitFor();
  await settle(page);
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
  }));
  await page.screenshot({
    path: file,
    fullPage: scrollHeight <= innerHeight * FULL_PAGE_UP_TO,
    animations: "disabled",
    caret: "hide",
  });
}

async function main(): Promise<number> {
  await ensureBuild(LABEL);
  console.log(`${LABEL}: starting the app server (fresh data directory, demo data, a staff manager)…`);
  const fixedPort = process.env.SCREENS_PORT ? Number(process.env.SCREENS_PORT) : undefined;
  // The member's screens sign in as a demo member, seeded in production only when asked.
  const app = await startApp({
    label: LABEL,
    port: fixedPort,
    beforeStart: addManager,
    env: { DEMO_MEMBERS: "1" },
  });
  console.log(`${LABEL}: app ready at ${app.url}`);
  await mkdir(OUT_DIR, { recursive: true });

  const browser = await chromium.launch({ executablePath: fullChromiumPath(), args: CHROMIUM_ARGS });
  let count = 0;
  try {
    const eventPath = await eventWithPicture(browser, app);
    const list = shots(eventPath);
    for (const viewport of WIDTHS) {
      for (const mode of MODES) {
        for (const locale of LOCALES) {
          for (const role of ["visitor", "member", "manager"] as const) {
            const context = await newContext(browser, app, viewport, mode, locale);
            const page = await context.newPage();
            try {
              await page.goto(`${prefix(locale)}/`);
              await dismissConsent(page, locale);
              if (role === "member") await signIn(page, `${prefix(locale)}/u/login`, MEMBER);
              if (role === "manager") await signIn(page, `${prefix(locale)}/internal/login`, MANAGER);
              for (const shot of list.filter((s) => s.as === role)) {
                const file = path.join(OUT_DIR, `${shot.name}-${viewport.width}-${mode}-${locale}.png`);
                // The calendar draws its events after the page, from the feed: wait for its answer.
                const feed = shot.calendar
                  ? page
                      .waitForResponse((r) => new URL(r.url()).pathname === "/events/feed", {
                        timeout: 15_000,
                      })
                      .catch(() => console.warn(`${LABEL}: no answer from the feed for ${shot.path}`))
                  : undefined;
                const response = await page.goto(`${prefix(locale)}${shot.path}`);
                if (!response?.ok()) throw new ScriptError(`${shot.path} answered ${response?.status()}`);
                await feed;
                await shoot(page, shot, file);
                count += 1;
                console.log(`${LABEL}: ${path.relative(ROOT, file)}`);
              }
            } finally {
              await context.close();
            }
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`${LABEL}: ${count} screenshots in ${path.relative(ROOT, OUT_DIR)}`);
  return 0;
}

await runScript(LABEL, main);
