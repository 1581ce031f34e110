import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema";
import { enqueueMail, type OutgoingMail, processOutbox, type SendMail } from "~/domain/mail/outbox.server";
import { renderAccountMail } from "~/domain/mail/templates/account-link";
import { createMailSender } from "~/domain/mail/transport.server";
import { findFreePort, recipientsOf, startTestSmtp, type TestSmtp } from "../setup/smtp";
import { setupTestDb } from "../setup/test-db";

const FROM = "Agorà <noreply@agora.test>";
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const test = setupTestDb();
let smtp: TestSmtp;
let send: SendMail;

function sender(url: string): SendMail {
  const created = createMailSender({ url, from: FROM });
  if (!created) throw new Error("a URL always gives a sender");
  return created;
}

function mailTo(to: string, subject = `Prova per ${to}`): OutgoingMail {
  return { to, subject, text: `Testo per ${to}`, html: `<p>HTML per ${to}</p>` };
}

async function row(id: string) {
  const [found] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!found) throw new Error(`outbox row ${id} is gone`);
  return found;
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

beforeAll(async () => {
  smtp = await startTestSmtp();
  send = sender(smtp.url);
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(async () => {
  await test.db.delete(mailOutbox);
  smtp.mails.length = 0;
});

describe("mail outbox", () => {
  it("delivers a queued mail once, with subject, text and html", async () => {
    const rendered = await renderAccountMail("activation", {
      locale: "it",
      firstName: "Giulia",
      link: "http://localhost:3000/u/confirm/abc-123",
    });
    const id = await test.db.transaction((tx) => enqueueMail(tx, { to: "giulia@agora.test", ...rendered }));

    expect(await processOutbox(test.db, send)).toEqual({ sent: 1, failed: 0 });
    const mail = await smtp.waitForMail((m) => recipientsOf(m).includes("giulia@agora.test"));
    expect(mail.subject).toBe("Attiva il tuo account Agorà");
    expect(mail.from?.value[0]?.address).toBe("noreply@agora.test");
    expect(mail.text).toContain("Ciao Giulia,");
    expect(mail.text).toContain("http://localhost:3000/u/confirm/abc-123");
    expect(mail.html).toContain('href="http://localhost:3000/u/confirm/abc-123"');

    const stored = await row(id);
    expect(stored.status).toBe("sent");
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(stored.lastError).toBeNull();

    expect(await processOutbox(test.db, send)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
  });

  it("queues nothing when the transaction that caused the mail rolls back", async () => {
    await expect(
      test.db.transaction(async (tx) => {
        await enqueueMail(tx, mailTo("rollback@agora.test"));
        throw new Error("the registration failed");
      }),
    ).rejects.toThrow("the registration failed");
    expect(await test.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("keeps a mail while SMTP is down and delivers it exactly once when it is back", async () => {
    const port = await findFreePort();
    const downSender = sender(`smtp://agora:s3cret-pass@127.0.0.1:${port}`);
    const id = await enqueueMail(test.db, mailTo("attesa@agora.test"));
    const now = new Date();

    expect(await processOutbox(test.db, downSender, { now })).toEqual({ sent: 0, failed: 1 });
    const waiting = await row(id);
    expect(waiting.status).toBe("pending");
    expect(waiting.attempts).toBe(1);
    expect(waiting.nextAttemptAt.getTime()).toBe(later(now, 30 * SECOND).getTime());
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting.lastError).not.toContain("s3cret-pass");

    // Not due yet: even a working server gets nothing before the retry time.
    expect(await processOutbox(test.db, downSender, { now: later(now, 10 * SECOND) })).toEqual({
      sent: 0,
      failed: 0,
    });

    const revived = await startTestSmtp({ port });
    try {
      const retryAt = later(now, 31 * SECOND);
      expect(await processOutbox(test.db, downSender, { now: retryAt })).toEqual({ sent: 1, failed: 0 });
      await revived.waitForMail((m) => recipientsOf(m).includes("attesa@agora.test"));
      expect(await processOutbox(test.db, downSender, { now: later(retryAt, 2 * MINUTE) })).toEqual({
        sent: 0,
        failed: 0,
      });
      expect(revived.mails).toHaveLength(1);
      const delivered = await row(id);
      expect(delivered.status).toBe("sent");
      expect(delivered.attempts).toBe(2);
    } finally {
      await revived.close();
    }
  });

  it("backs off exponentially up to an hour and gives up after 10 attempts", async () => {
    const downSender = sender(`smtp://127.0.0.1:${await findFreePort()}`);
    const id = await enqueueMail(test.db, mailTo("mai@agora.test"));
    let now = new Date();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect(await processOutbox(test.db, downSender, { now })).toEqual({ sent: 0, failed: 1 });
      const current = await row(id);
      expect(current).toMatchObject({ status: "pending", attempts: attempt });
      delays.push((current.nextAttemptAt.getTime() - now.getTime()) / SECOND);
      now = current.nextAttemptAt;
    }
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);

    expect(await processOutbox(test.db, downSender, { now })).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 10 });
    expect(await processOutbox(test.db, send, { now: later(now, 24 * 60 * MINUTE) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(smtp.mails).toHaveLength(0);
  });

  it("retries a mail left in 'sending' by a crashed run only after 10 minutes", async () => {
    const id = await enqueueMail(test.db, mailTo("bloccata@agora.test"));
    const claimedAt = new Date();
    // A send that never returns stands for a process that died in the middle of the SMTP dialogue.
    void processOutbox(test.db, () => new Promise<void>(() => {}), { now: claimedAt });
    await expect.poll(async () => (await row(id)).status).toBe("sending");

    expect(await processOutbox(test.db, send, { now: later(claimedAt, 5 * MINUTE) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await processOutbox(test.db, send, { now: later(claimedAt, 11 * MINUTE) })).toEqual({
      sent: 1,
      failed: 0,
    });
    await smtp.waitForMail((m) => recipientsOf(m).includes("bloccata@agora.test"));
    expect(smtp.mails).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("gives up on a mail that was interrupted on its last attempt", async () => {
    const id = await enqueueMail(test.db, mailTo("ultima@agora.test"));
    const now = new Date();
    await test.db
      .update(mailOutbox)
      .set({ status: "sending", attempts: 10, nextAttemptAt: later(now, -MINUTE) })
      .where(eq(mailOutbox.id, id));
    expect(await processOutbox(test.db, send, { now })).toEqual({ sent: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 10 });
    expect(smtp.mails).toHaveLength(0);
  });

  it(`never sends a mail twice when several runs work at the same time (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `socio${i}@agora.test`);
    for (const address of addresses) await enqueueMail(test.db, mailTo(address));

    const worker = async () => {
      let sent = 0;
      for (;;) {
        const result = await processOutbox(test.db, send, { batchSize: 4 });
        if (result.sent + result.failed === 0) return sent;
        sent += result.sent;
      }
    };
    const counts = await Promise.all([worker(), worker(), worker(), worker()]);

    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(30);
    const received = smtp.mails.flatMap(recipientsOf).sort();
    expect(received).toEqual([...addresses].sort());
    const statuses = await test.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(statuses.every((s) => s.status === "sent")).toBe(true);
  });
});
