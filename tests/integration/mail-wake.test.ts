import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema";
import { enqueueMail, transactionWithMail } from "~/domain/mail/outbox.server";
import { registerOutboxWaker } from "~/domain/mail/wake.server";
import { createTestDb, type TestDb } from "../setup/db";

let test: TestDb;
/** What the outbox saw when it was woken: how many mails were committed at that moment. */
let wakes: Promise<number>[] = [];
let unregister: () => void;

beforeAll(async () => {
  test = await createTestDb();
  unregister = registerOutboxWaker(() => {
    wakes.push(test.db.$count(mailOutbox));
  });
});
afterEach(async () => {
  wakes = [];
  await test.db.delete(mailOutbox);
});
afterAll(async () => {
  unregister();
  await test.close();
});

const mail = (to: string) => ({ to, subject: `Per ${to}`, text: "Testo", html: "<p>Testo</p>" });

describe("the outbox is woken after the commit of a change that queued a mail", () => {
  it("wakes once, after the commit, so the woken run sees the mail", async () => {
    await transactionWithMail(test.db, async (tx) => {
      await enqueueMail(tx, mail("uno@agora.test"));
      await enqueueMail(tx, mail("due@agora.test"));
      expect(wakes).toHaveLength(0);
    });
    expect(await Promise.all(wakes)).toEqual([2]);
  });

  it("does not wake on a rollback, and nothing is queued", async () => {
    await expect(
      transactionWithMail(test.db, async (tx) => {
        await enqueueMail(tx, mail("annullata@agora.test"));
        throw new Error("the change fails");
      }),
    ).rejects.toThrow("the change fails");
    expect(wakes).toHaveLength(0);
    expect(await test.db.$count(mailOutbox)).toBe(0);
  });

  it("does not wake for a transaction that queued no mail", async () => {
    await transactionWithMail(test.db, async () => "nothing to send");
    expect(wakes).toHaveLength(0);
  });

  it("wakes right away for a mail queued outside a transaction", async () => {
    await enqueueMail(test.db, mail("subito@agora.test"));
    expect(await Promise.all(wakes)).toEqual([1]);
  });
});
