import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema";
import { enqueueMail } from "~/domain/mail/outbox.server";
import { createMailSender } from "~/domain/mail/transport.server";
import { startJobs, wakeOutbox } from "../../server/jobs";
import { recipientsOf, startTestSmtp, type TestSmtp } from "../setup/smtp";
import { setupTestDb } from "../setup/test-db";

const silent = pino({ level: "silent" });
// Far longer than any test: a mail that arrives proves the run was triggered, not polled.
const NEVER_POLL_MS = 10 * 60 * 1000;

const test = setupTestDb();
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
});

const mail = (to: string) => ({ to, subject: `Per ${to}`, text: "Testo", html: "<p>Testo</p>" });

describe("job runner", () => {
  it("sends what is queued at start and, when woken, a new mail without waiting for the poll", async () => {
    await enqueueMail(test.db, mail("prima@agora.test"));
    const send = createMailSender({ url: smtp.url, from: "noreply@agora.test" });
    const jobs = startJobs(silent, { db: test.db, send, pollMs: NEVER_POLL_MS });
    try {
      await smtp.waitForMail((m) => recipientsOf(m).includes("prima@agora.test"), 5000);

      await test.db.transaction((tx) => enqueueMail(tx, mail("dopo@agora.test")));
      wakeOutbox();
      await smtp.waitForMail((m) => recipientsOf(m).includes("dopo@agora.test"), 2000);
    } finally {
      await jobs.stop();
    }
  });

  it("does nothing on wake-up once stopped, and a later run sends the mail", async () => {
    await enqueueMail(test.db, mail("fermo@agora.test"));
    wakeOutbox();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.flatMap(recipientsOf)).not.toContain("fermo@agora.test");
    const statuses = await test.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(statuses.filter((s) => s.status === "pending")).toHaveLength(1);

    const send = createMailSender({ url: smtp.url, from: "noreply@agora.test" });
    const jobs = startJobs(silent, { db: test.db, send, pollMs: NEVER_POLL_MS });
    try {
      await smtp.waitForMail((m) => recipientsOf(m).includes("fermo@agora.test"), 5000);
    } finally {
      await jobs.stop();
    }
  });
});
