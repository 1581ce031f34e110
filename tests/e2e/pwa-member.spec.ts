/**
 * A member's card and tickets offline (docs/decisions/043-member-pages-offline.md): opened once
 * online, they open without the network in a fresh tab, in both languages, with QR codes that
 * still scan; they leave the device at logout, at account deletion and when someone else signs in.
 * And the offline page comes back by itself when the network does.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { readQrOnPage } from "./fake-camera";
import { expect, expectNoAxeViolations, newEvent, reportErrors, signInAs, test } from "./fixtures";

// These tests are about the public worker: allow it (the config blocks workers elsewhere).
test.use({ serviceWorkers: "allow" });

/** Waits until the page's service worker is active. */
async function workerActive(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== "activated")
      await new Promise((resolve) => worker.addEventListener("statechange", resolve, { once: true }));
  });
}

/** The member caches on the device, each with the paths of the copies it holds. */
async function memberCopies(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (!name.startsWith("agora-member-")) continue;
      const keys = await (await caches.open(name)).keys();
      found[name] = keys.map((request) => new URL(request.url).pathname).sort();
    }
    return found;
  });
}

/** The caches that hold at least one copy. */
const withCopies = (copies: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(copies).filter(([, paths]) => paths.length > 0));

/** A tab of its own in the same browser, failing the test on console errors like `page`. */
async function freshTab(context: BrowserContext, consoleErrors: string[]): Promise<Page> {
  const tab = await context.newPage();
  await reportErrors(tab, consoleErrors);
  return tab;
}

/** Buys a free ticket for a new event on its page; returns the ticket page's path (without query). */
async function freeTicket(page: Page, locale: "it" | "en") {
  const event = await newEvent({ priceCents: 0, seats: 10 });
  await page.goto(localePath(locale, `/event/${event.id}`));
  const t = locale === "it" ? itMessages : en;
  await page.getByRole("button", { name: t.tickets.buyFree }).click();
  await expect(page.getByTestId("ticket-card")).toHaveAttribute("data-state", "valid");
  return { event, path: new URL(page.url()).pathname };
}

for (const [locale, t, other, o] of [
  ["it", itMessages, "en", en],
  ["en", en, "it", itMessages],
] as const) {
  test(`${locale}: the card and a ticket open offline in a fresh tab after one online visit`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    const member = await signInAs(page, "member-valid");
    const { event, path: ticketPath } = await freeTicket(page, locale);
    await workerActive(page);
    const ticketQr = await readQrOnPage(page, "ticket-qr");
    await page.goto(localePath(locale, "/u/membership"));
    await expect(page.getByTestId("membership-card")).toBeVisible();
    const registerNumber = (await page.getByTestId("membership-register-number").textContent())?.trim() ?? "";
    expect(registerNumber).toMatch(/^\d+$/);
    const ticketId = ticketPath.split("/").pop();
    await expect
      .poll(() => memberCopies(page))
      .toEqual({
        [`agora-member-${member.id}`]: ["/member-copy/card", `/member-copy/ticket/${ticketId}`].sort(),
      });

    await context.setOffline(true);
    try {
      const tab = await freshTab(context, consoleErrors);
      await tab.goto(localePath(locale, "/u/membership"));
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(t.pages["u-membership"].title);
      await expect(tab.locator("html")).toHaveAttribute("lang", locale);
      await expect(tab.getByTestId("offline-copy-notice")).toContainText(t.pwa.member.notice.slice(0, 12));
      const card = tab.getByTestId("membership-card");
      await expect(card).toHaveAttribute("data-state", "valid");
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(
        `${member.firstName} ${member.lastName}`,
      );
      await expect(card).toContainText(t.memberLabels.states.valid);
      await expect(tab.getByTestId("membership-code")).toHaveText(member.membership?.code ?? "");
      await expect(tab.getByTestId("membership-register-number")).toHaveText(registerNumber);
      // The QR drawn from the copy is the card's own: a camera reads its token.
      expect(await readQrOnPage(tab, "membership-qr")).toBe(member.membership?.qrToken);
      // The ticket kept on the device is listed under the card.
      const kept = tab.getByTestId("kept-copies");
      await expect(kept.getByRole("link", { name: new RegExp(event.title) })).toHaveAttribute(
        "href",
        localePath(locale, `/u/ticket/${ticketId}`),
      );
      for (const scheme of ["light", "dark"] as const) {
        await tab.emulateMedia({ colorScheme: scheme });
        await expectNoAxeViolations(tab);
      }
      await tab.emulateMedia({ colorScheme: "light" });

      await kept.getByRole("link", { name: new RegExp(event.title) }).click();
      await expect(tab).toHaveURL(new RegExp(`${ticketPath}$`));
      const ticket = tab.getByTestId("ticket-card");
      await expect(ticket.getByRole("heading", { level: 2 })).toHaveText(event.title);
      await expect(ticket).toContainText(t.tickets.states.valid);
      expect(await readQrOnPage(tab, "ticket-qr")).toBe(ticketQr);
      await expectNoAxeViolations(tab);

      // The same copies in the other language.
      await tab.goto(localePath(other, `/u/ticket/${ticketId}`));
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(o.pages["u-ticket"].title);
      await expect(tab.getByTestId("ticket-card")).toContainText(o.tickets.states.valid);
      await tab.goto(localePath(other, "/u/membership"));
      await expect(tab.getByTestId("membership-card")).toContainText(o.memberLabels.states.valid);
      await expect(tab.locator("html")).toHaveAttribute("lang", other);

      // The installed app starts at the home page: offline, it links the copies.
      await tab.goto(localePath(locale, "/"));
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(t.pwa.offline.title);
      await tab.getByTestId("kept-copies").getByRole("link", { name: t.pwa.member.cardLink }).click();
      await expect(tab.getByTestId("membership-card")).toBeVisible();
      await expect(tab).toHaveURL(new RegExp(`${localePath(locale, "/u/membership")}$`));
      await tab.close();

      // A page already open: its links load the copies instead of failing into the error page.
      await context.setOffline(false);
      await page.goto(localePath(locale, "/u"));
      await expect(page.getByTestId("tickets-upcoming")).toBeVisible();
      await context.setOffline(true);
      await page.getByTestId("tickets-upcoming").getByRole("link", { name: event.title }).click();
      await expect(page.getByTestId("offline-copy-notice")).toBeVisible();
      await expect(page.getByTestId("ticket-card").getByRole("heading", { level: 2 })).toHaveText(
        event.title,
      );
    } finally {
      await context.setOffline(false);
    }
  });
}

test("logout removes the copies: offline the card page is the offline page", async ({ page, context }) => {
  await signInAs(page, "member-valid");
  await page.goto("/u/membership");
  await workerActive(page);
  await expect.poll(async () => Object.keys(await memberCopies(page)).length).toBe(1);
  await page.getByRole("button", { name: itMessages.nav.logout }).click();
  await expect(page).toHaveURL(/\/u\/login$/);
  expect(await memberCopies(page)).toEqual({});
  await context.setOffline(true);
  try {
    await page.goto("/u/membership");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(itMessages.pwa.offline.title);
    await expect(page.getByTestId("membership-card")).toHaveCount(0);
    await expect(page.getByTestId("kept-copies")).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test("account deletion removes the copies", async ({ page }) => {
  const member = await signInAs(page, "member-valid");
  await page.goto("/en/u/membership");
  await expect.poll(async () => Object.keys(await memberCopies(page)).length).toBe(1);
  await page.goto("/en/u/manage");
  await page.getByLabel(en.account.deletePasswordLabel).fill(member.password);
  await page.getByRole("button", { name: en.account.deleteSubmit }).click();
  await expect(page).toHaveURL(/\/en\/u\?deleted=1$/);
  expect(await memberCopies(page)).toEqual({});
});

test("another member signing in on the same browser never sees the first one's card", async ({
  page,
  context,
}) => {
  const first = await signInAs(page, "member-valid");
  await page.goto("/u/membership");
  await workerActive(page);
  await expect
    .poll(() => memberCopies(page))
    .toEqual({ [`agora-member-${first.id}`]: ["/member-copy/card"] });
  // Someone else signs in on this browser and opens any page.
  const second = await signInAs(page, "member-valid");
  await page.goto("/");
  // No copy of anyone is left. A write of the card page still in flight when it unloaded may
  // re-open (so re-create) its cache after the new page deleted it: empty, it holds nobody's card.
  await expect.poll(async () => withCopies(await memberCopies(page))).toEqual({});
  await context.setOffline(true);
  try {
    await page.goto("/u/membership");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(itMessages.pwa.offline.title);
    await expect(page.getByTestId("membership-card")).toHaveCount(0);
    await expect(page.getByTestId("kept-copies")).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  // Back online the offline page reloads itself: the second member's own card, kept from now on.
  await expect(page.getByTestId("membership-card").getByRole("heading", { level: 2 })).toHaveText(
    `${second.firstName} ${second.lastName}`,
  );
  await expect
    .poll(() => memberCopies(page))
    .toEqual({ [`agora-member-${second.id}`]: ["/member-copy/card"] });
});

test("a card without a QR (expired) is not kept", async ({ page }) => {
  await signInAs(page, "member-expired");
  await page.goto("/u/membership");
  await expect(page.getByTestId("membership-card")).toHaveAttribute("data-state", "expired");
  // The page has had time to write: nothing was.
  await page.goto("/u");
  expect(await memberCopies(page)).toEqual({});
});

test("the offline page reloads the page by itself when the network is back", async ({ page, context }) => {
  await page.goto("/");
  await workerActive(page);
  await context.setOffline(true);
  try {
    await page.goto("/en/events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pwa.offline.title);
  } finally {
    await context.setOffline(false);
  }
  // Nobody presses "Try again".
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.events.title);
  await expect(page).toHaveURL(/\/en\/events$/);
});
