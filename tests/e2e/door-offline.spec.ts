import type { Page } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { localePath } from "../../app/i18n/locale";
import { expect, readQrOnPage, showAndRestart, test } from "./fake-camera";
import {
  axeModes,
  doorRecord,
  expectNoAxeViolations,
  lookAt,
  newAccount,
  newEvent,
  signInAs,
} from "./fixtures";

/**
 * The door when the venue's connection drops (issue 12, ADR 026): the ticket check keeps checking
 * against the phone's copy, queues what it did and sends it back once the connection returns.
 */

/** A member books a free seat of `eventId`: the ticket's QR token and the holder's last name. */
async function buyTicket(page: Page, locale: "it" | "en", eventId: string, label: string) {
  const member = await signInAs(page, "member-valid");
  await page.goto(localePath(locale, `/event/${eventId}`));
  await page.getByTestId("purchase").getByRole("button", { name: label }).click();
  await expect(page.getByTestId("ticket-card")).toBeVisible();
  return { token: await readQrOnPage(page, "ticket-qr"), lastName: member.lastName };
}

/** A message with its `{{placeholders}}` filled in. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

/** Opens the ticket check of `eventId` on a phone, online, and waits until it could lose the connection. */
async function openDoor(phone: Page, locale: "it" | "en", eventId: string) {
  const staff = await signInAs(phone, "manager");
  await phone.goto(`${localePath(locale, "/internal/ticketcheck")}?event=${eventId}`);
  await expect(phone.getByTestId("door-copy-state")).toHaveAttribute("data-ready", "yes", {
    timeout: 30_000,
  });
  return staff;
}

/** The page in dark colours as the colour-mode switch sets them, or back to light, once the colours have settled. */
async function colours(page: Page, mode: "light" | "dark") {
  await page.evaluate(async (dark) => {
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
    // Buttons fade to their new colours: axe must see the end of it.
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  }, mode === "dark");
}

for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as const) {
  test.describe(`${locale}: the door, offline`, () => {
    test("three tickets let in on the phone's copy, one shown again let in here already; back online, three admissions at their own times", async ({
      page,
      cameraPage,
    }) => {
      test.slow();
      const event = await newEvent({ priceCents: 0, seats: 20, startsInMinutes: -30 });
      const sold = [];
      for (let n = 0; n < 3; n += 1) sold.push(await buyTicket(page, locale, event.id, t.tickets.buyFree));
      const [first, second, third] = sold as [(typeof sold)[0], (typeof sold)[0], (typeof sold)[0]];

      const phone = await cameraPage(first.token, { own: true });
      await phone.setViewportSize({ width: 390, height: 844 });
      await openDoor(phone, locale, event.id);
      await expect(phone.getByTestId("door-copy-state")).toContainText(/\d{1,2}[:.]\d{2}/);

      // The venue's Wi-Fi drops.
      const offlineFrom = Date.now();
      await phone.context().setOffline(true);
      const notice = phone.getByTestId("door-offline");
      await expect(notice).toHaveAttribute("data-copy", "yes");
      const copyTime =
        (await phone.getByTestId("door-offline").textContent())?.match(/\d{1,2}[:.]\d{2}/)?.[0] ?? "";
      await expect(notice).toContainText(fill(t.doorOffline.notice, { time: copyTime }));
      for (const mode of axeModes(locale)) {
        await colours(phone, mode);
        await expectNoAxeViolations(phone);
      }
      await lookAt(phone, `test-results/door-offline/${locale}-offline-dark.png`);

      const verdict = phone.getByTestId("ticket-verdict");
      const fields = phone.getByTestId("ticket-fields");
      await phone.getByRole("button", { name: t.door.camera.start }).click();
      await expect(verdict).toHaveAttribute("data-verdict", "admitted", { timeout: 30_000 });
      await expect(fields).toContainText(first.lastName);
      await expect(verdict).toContainText(fill(t.doorOffline.checkedOnCopy, { time: copyTime }));
      // The next people: each code answered as it comes, the verdict before it staying till then.
      for (const ticket of [second, third]) {
        await showAndRestart(phone, ticket.token);
        await expect(fields).toContainText(ticket.lastName, { timeout: 30_000 });
        await expect(verdict).toHaveAttribute("data-verdict", "admitted");
      }
      // The first ticket again, on the same phone: let in here already, said calmly with the time.
      await showAndRestart(phone, first.token);
      await expect(fields).toContainText(first.lastName, { timeout: 30_000 });
      await expect(verdict).toHaveAttribute("data-verdict", "already-yours");
      await expect(verdict).toHaveAttribute("data-tone", "attention");
      await expect(verdict).toContainText(/\d{1,2}[:.]\d{2}/);
      await expect(notice).toContainText(fill(t.doorOffline.pending_other, { count: 4 }));
      for (const mode of axeModes(locale)) {
        await colours(phone, mode);
        await expectNoAxeViolations(phone);
      }
      await lookAt(phone, `test-results/door-offline/${locale}-already-yours-dark.png`);

      // The connection returns: the queue goes to the server, the counter catches up.
      const backOnline = Date.now();
      await phone.context().setOffline(false);
      const report = phone.getByTestId("door-sync-report");
      await expect(report).toContainText(fill(t.doorOffline.report.sent_other, { count: 4 }), {
        timeout: 30_000,
      });
      await expect(phone.getByTestId("door-conflicts")).toHaveCount(0);
      await expect(phone.getByTestId("counter-admitted")).toHaveText("3");
      await expect(phone.getByTestId("door-offline")).toHaveCount(0);

      const record = await doorRecord(event.id);
      expect(record.admissions).toHaveLength(3);
      for (const admission of record.admissions) {
        // Each admission keeps the time it happened on the phone, not the time it reached the server.
        expect(Date.parse(admission.at)).toBeGreaterThanOrEqual(offlineFrom - 1000);
        expect(Date.parse(admission.at)).toBeLessThan(backOnline);
      }
      expect(record.scans.map((scan) => scan.verdict)).toEqual([
        "admitted",
        "admitted",
        "admitted",
        "already-used",
      ]);
      for (const scan of record.scans)
        expect(Date.parse(scan.syncedAt ?? "")).toBeGreaterThanOrEqual(backOnline);
    });

    test("one ticket let in offline on two phones: one admission, and the conflict on the phone that syncs second", async ({
      page,
      cameraPage,
    }) => {
      test.slow();
      const event = await newEvent({ priceCents: 0, seats: 20, startsInMinutes: -30 });
      const ticket = await buyTicket(page, locale, event.id, t.tickets.buyFree);
      const phones = [
        await cameraPage(ticket.token, { own: true }),
        await cameraPage(ticket.token, { own: true }),
      ] as const;
      const staff = [];
      for (const phone of phones) staff.push(await openDoor(phone, locale, event.id));
      for (const phone of phones) {
        await phone.context().setOffline(true);
        await phone.getByRole("button", { name: t.door.camera.start }).click();
        await expect(phone.getByTestId("ticket-verdict")).toHaveAttribute("data-verdict", "admitted", {
          timeout: 30_000,
        });
      }

      const [firstPhone, secondPhone] = phones;
      await firstPhone.context().setOffline(false);
      await expect(firstPhone.getByTestId("door-sync-report")).toContainText(
        fill(t.doorOffline.report.sent_one, { count: 1 }),
        { timeout: 30_000 },
      );
      await expect(firstPhone.getByTestId("door-conflicts")).toHaveCount(0);

      await secondPhone.context().setOffline(false);
      const report = secondPhone.getByTestId("door-sync-report");
      await expect(report).toContainText(fill(t.doorOffline.report.conflicts_one, { count: 1 }), {
        timeout: 30_000,
      });
      const firstStaff = staff[0];
      await expect(report).toContainText(ticket.lastName);
      await expect(report).toContainText(`${firstStaff?.firstName} ${firstStaff?.lastName}`);
      await expect(secondPhone.getByTestId("counter-admitted")).toHaveText("1");
      for (const mode of axeModes(locale)) {
        await colours(secondPhone, mode);
        await expectNoAxeViolations(secondPhone);
      }
      await report.screenshot({ path: `test-results/door-offline/${locale}-conflict.png` });

      const record = await doorRecord(event.id);
      expect(record.admissions).toHaveLength(1);
      expect(record.scans.map((scan) => scan.verdict).sort()).toEqual(["admitted", "conflict"]);
    });
  });
}

for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as const) {
  test(`${locale}: a ticket let in online and typed again offline on the same phone is already let in by you; the sync comes by itself`, async ({
    page,
  }) => {
    test.slow();
    const event = await newEvent({ priceCents: 0, seats: 20, startsInMinutes: -30 });
    const ticket = await buyTicket(page, locale, event.id, t.tickets.buyFree);
    await page.context().clearCookies();
    await page.setViewportSize({ width: 390, height: 844 });
    await openDoor(page, locale, event.id);
    const field = page.getByLabel(t.ticketcheck.codeLabel);
    const verdict = page.getByTestId("ticket-verdict");
    await field.fill(ticket.token);
    await field.press("Enter");
    await expect(verdict).toHaveAttribute("data-verdict", "admitted");
    await expect(page.getByTestId("counter-admitted")).toHaveText("1");

    // The connection drops before the copy is taken again: the copy knows the admission already.
    await page.context().setOffline(true);
    await expect(page.getByTestId("door-offline")).toHaveAttribute("data-copy", "yes");
    await field.fill(ticket.token);
    await field.press("Enter");
    await expect(verdict).toHaveAttribute("data-verdict", "already-yours");
    await expect(verdict).toHaveAttribute("data-tone", "attention");
    await expect(verdict).toContainText(t.ticketcheck.verdict["already-yours"]);
    await expect(page.getByTestId("ticket-fields")).toContainText(ticket.lastName);
    for (const mode of axeModes(locale)) {
      await colours(page, mode);
      await expectNoAxeViolations(page);
      await lookAt(page, `test-results/door-offline/${locale}-online-then-offline-${mode}.png`);
    }
    await colours(page, "light");

    // Back online: nothing to press, the page sends its scan and says so.
    await page.context().setOffline(false);
    await expect(page.getByTestId("door-sync-report")).toContainText(
      fill(t.doorOffline.report.sent_one, { count: 1 }),
      { timeout: 30_000 },
    );
    await expect(page.getByTestId("door-conflicts")).toHaveCount(0);
    await expect(page.getByTestId("door-offline")).toHaveCount(0);
    await expect(page.getByTestId("counter-admitted")).toHaveText("1");
    const record = await doorRecord(event.id);
    expect(record.admissions).toHaveLength(1);
    expect(record.scans.map((scan) => scan.verdict)).toEqual(["admitted", "already-used"]);
  });
}

test.describe("the door page kept for offline use from its first visit", () => {
  // The staff worker keeps the page: allowed here (the config blocks workers elsewhere).
  test.use({ serviceWorkers: "allow" });

  for (const [locale, t] of [
    ["it", itMessages],
    ["en", en],
  ] as const) {
    test(`${locale}: opened once online, it reloads offline, checks on its copy and syncs when the network is back`, async ({
      page,
    }) => {
      test.slow();
      const event = await newEvent({ priceCents: 0, seats: 20, startsInMinutes: -30 });
      const ticket = await buyTicket(page, locale, event.id, t.tickets.buyFree);
      await page.context().clearCookies();
      await page.setViewportSize({ width: 390, height: 844 });
      const path = `${localePath(locale, "/internal/ticketcheck")}?event=${event.id}`;
      await openDoor(page, locale, event.id);
      // The first visit installed the staff worker, which keeps this very page.
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const kept: string[] = [];
              for (const name of await caches.keys()) {
                if (!/^agora-staff-(it|en)-pages-/.test(name)) continue;
                for (const request of await (await caches.open(name)).keys()) {
                  const url = new URL(request.url);
                  kept.push(`${url.pathname}${url.search}`);
                }
              }
              return kept;
            }),
          { timeout: 30_000 },
        )
        .toEqual([path]);

      await page.context().setOffline(true);
      await page.reload();
      await expect(page.getByTestId("door-offline")).toHaveAttribute("data-copy", "yes");
      const field = page.getByLabel(t.ticketcheck.codeLabel);
      await field.fill(ticket.token);
      await field.press("Enter");
      const verdict = page.getByTestId("ticket-verdict");
      await expect(verdict).toHaveAttribute("data-verdict", "admitted");
      await expect(page.getByTestId("ticket-fields")).toContainText(ticket.lastName);

      await page.context().setOffline(false);
      await expect(page.getByTestId("door-sync-report")).toContainText(
        fill(t.doorOffline.report.sent_one, { count: 1 }),
        { timeout: 30_000 },
      );
      await expect(page.getByTestId("counter-admitted")).toHaveText("1");
      expect((await doorRecord(event.id)).admissions).toHaveLength(1);
    });
  }
});

/** The names of the IndexedDB databases the page's origin holds. */
const databases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));

test("a card checked offline at /internal/validate reaches the door log; logout leaves nothing of the door behind", async ({
  cameraPage,
}) => {
  test.slow();
  const member = await newAccount("member-valid", { session: false });
  const token = member.membership?.qrToken ?? "";
  const phone = await cameraPage(token, { own: true });
  await signInAs(phone, "door");
  await phone.goto("/internal/validate");
  await expect(phone.getByTestId("door-copy-state")).toHaveAttribute("data-ready", "yes", {
    timeout: 30_000,
  });
  expect(await databases(phone)).toContain("agora-staff-door");

  await phone.context().setOffline(true);
  await expect(phone.getByTestId("door-offline")).toContainText(itMessages.doorOffline.heading);
  await phone.getByRole("button", { name: itMessages.door.camera.start }).click();
  const verdict = phone.getByTestId("door-verdict");
  await expect(verdict).toHaveAttribute("data-verdict", "valid", { timeout: 30_000 });
  await expect(verdict).toContainText(member.lastName);
  await expectNoAxeViolations(phone);

  await phone.context().setOffline(false);
  await expect(phone.getByTestId("door-sync-report")).toContainText(
    fill(itMessages.doorOffline.report.sent_one, { count: 1 }),
    { timeout: 30_000 },
  );
  await expect(phone.getByTestId("door-log")).toContainText(member.lastName);

  // Logout: the copy of the cards goes with the staff member.
  await phone.getByTestId("internal-burger").click();
  await phone.getByTestId("internal-menu").getByRole("button", { name: itMessages.nav.logout }).click();
  await expect(phone).toHaveURL(/\/internal\/login/);
  await expect.poll(() => databases(phone)).not.toContain("agora-staff-door");
});

for (const [locale, t] of [
  ["it", itMessages],
  ["en", en],
] as const) {
  const g = t.guestLists;
  test(`${locale}: the guest list offline: names let in on the copy, one taken back, the sync reports a name let in twice`, async ({
    browser,
    page,
  }) => {
    test.slow();
    const event = await newEvent({ priceCents: 0, seats: 50, startsInMinutes: -30 });
    const path = localePath(locale, `/internal/event/${event.id}/lists`);
    // Two staff members at the door: one phone loses the connection, the other one keeps it.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const desk = await other.newPage();
    const deskStaff = await signInAs(desk, "manager");
    await desk.goto(path);
    const add = desk.getByRole("region", { name: g.add.heading });
    for (const [name, guests] of [
      ["Anna Verdi", "2"],
      ["Bruno Gialli", "0"],
    ] as const) {
      await add.getByLabel(g.add.name).fill(name);
      await add.getByLabel(g.add.guests).fill(guests);
      await add.getByRole("button", { name: g.add.submit }).click();
      await expect(desk.getByTestId("guest-entry").filter({ hasText: name })).toBeVisible();
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, "manager");
    await page.goto(path);
    await expect(page.getByTestId("door-copy-state")).toHaveAttribute("data-ready", "yes", {
      timeout: 30_000,
    });
    await page.context().setOffline(true);
    const notice = page.getByTestId("door-offline");
    await expect(notice).toHaveAttribute("data-copy", "yes");
    const copyTime = (await notice.textContent())?.match(/\d{1,2}[:.]\d{2}/)?.[0] ?? "";
    await expect(notice).toContainText(fill(t.doorOffline.noticeList, { time: copyTime }));
    const list = page.getByTestId("offline-list");
    await expect(list.getByTestId("offline-entry")).toHaveCount(2);
    // Adding and changing names wait for the connection: their forms are gone.
    await expect(page.getByRole("region", { name: g.add.heading })).toHaveCount(0);

    // Anna comes with more guests than listed, then with the two on the list.
    await list.getByLabel(t.doorOffline.list.search).fill("anna");
    await expect(list.getByTestId("offline-entry")).toHaveCount(1);
    const anna = list.getByTestId("offline-entry").filter({ hasText: "Anna Verdi" });
    const came = anna.getByLabel(g.list.arrivedGuests.replace("{{listed}}", "2"));
    await came.fill("3");
    await anna.getByRole("button", { name: t.doorOffline.list.letIn }).click();
    await expect(came).toHaveAccessibleDescription(g.errors.tooMany);
    await came.fill("2");
    await anna.getByRole("button", { name: t.doorOffline.list.letIn }).click();
    await expect(anna).toHaveAttribute("data-arrived", "here");
    await expect(page.getByTestId("offline-total-arrived")).toHaveText("3");

    // Bruno: let in by mistake and taken back, then let in for real.
    await list.getByLabel(t.doorOffline.list.search).fill("");
    const bruno = list.getByTestId("offline-entry").filter({ hasText: "Bruno Gialli" });
    await bruno.getByRole("button", { name: t.doorOffline.list.letIn }).click();
    await expect(bruno).toHaveAttribute("data-arrived", "here");
    await bruno.getByRole("button", { name: t.doorOffline.list.undo }).click();
    await expect(bruno).toHaveAttribute("data-arrived", "no");
    await expect(bruno).toContainText(fill(t.doorOffline.list.undone, { name: "Bruno Gialli" }));
    await bruno.getByRole("button", { name: t.doorOffline.list.letIn }).click();
    await expect(notice).toContainText(fill(t.doorOffline.pendingList_other, { count: 2 }));
    for (const mode of axeModes(locale)) {
      await colours(page, mode);
      await expectNoAxeViolations(page);
    }
    await lookAt(page, `test-results/door-offline/${locale}-list-offline.png`);

    // Meanwhile the desk, online, lets Bruno in too.
    const deskBruno = desk.getByTestId("guest-entry").filter({ hasText: "Bruno Gialli" });
    await deskBruno.getByRole("button", { name: g.list.checkIn }).click();
    await expect(deskBruno).toHaveAttribute("data-arrived", "yes");

    // Back online: two check-ins sent, Bruno's reported as a conflict with the desk's name.
    await page.context().setOffline(false);
    const report = page.getByTestId("door-sync-report");
    await expect(report).toContainText(fill(t.doorOffline.report.sent_other, { count: 2 }), {
      timeout: 30_000,
    });
    await expect(page.getByTestId("door-conflicts")).toContainText(
      fill(t.doorOffline.report.conflicts_one, { count: 1 }),
    );
    await expect(report).toContainText("Bruno Gialli");
    await expect(report).toContainText(`${deskStaff.firstName} ${deskStaff.lastName}`);
    const onlineAnna = page.getByTestId("guest-entry").filter({ hasText: "Anna Verdi" });
    await expect(onlineAnna).toHaveAttribute("data-arrived", "yes");
    await expect(page.getByTestId("total-arrived")).toHaveText("4");
    await colours(page, "light");
    await expectNoAxeViolations(page);
    await other.close();
  });
}
