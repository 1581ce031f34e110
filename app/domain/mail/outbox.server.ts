import { and, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db, DbOrTx, Tx } from "~/db/client.server";
import { type MailOutboxEntry, mailOutbox } from "~/db/schema";
import { now } from "~/domain/clock.server";
import { describeSendError, MAX_SEND_ATTEMPTS, retryDelayMs, SENDING_LEASE_MS } from "./outbox-policy";
import { wakeOutbox } from "./wake.server";

export type OutgoingMail = { to: string; subject: string; text: string; html: string; replyTo?: string };
/** Delivers one mail or throws; the outbox decides about retries. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

export type ProcessOutboxOptions = {
  /** The clock of the run; tests move it forward instead of waiting. */
  now?: Date;
  batchSize?: number;
};

/** The transactions that queued a mail: `transactionWithMail` wakes the outbox once they commit. */
const mailingTransactions = new WeakSet<Tx>();

/**
 * Runs `work` in one transaction and, once it has committed, wakes the outbox if the transaction
 * queued a mail, so the mail leaves in about a second instead of at the next poll. A rollback (an
 * error thrown out of `work`) wakes nothing. The one way the app wakes the outbox after a change.
 */
export async function transactionWithMail<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  let mailed = false;
  const result = await db.transaction(async (tx) => {
    const value = await work(tx);
    mailed = mailingTransactions.has(tx);
    return value;
  });
  if (mailed) wakeOutbox();
  return result;
}

/**
 * Queues a mail. Pass the transaction of the change that causes the mail, so that the mail exists
 * exactly when the change does; open it with `transactionWithMail` so the mail leaves right after
 * the commit. A mail queued outside any transaction is committed already and wakes the outbox now.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<string> {
  const [id] = await enqueueMails(db, [mail]);
  if (!id) throw new Error("The outbox did not return the queued mail");
  return id;
}

/** Queues several mails in one statement, as `enqueueMail` does one; their ids, in order. */
export async function enqueueMails(db: DbOrTx, mails: OutgoingMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  // The worker compares due times with the app's clock (milliseconds), not the database's now()
  // (microseconds, later within the same millisecond): take the queue time from it too.
  const due = now();
  const rows = await db
    .insert(mailOutbox)
    .values(
      mails.map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo ?? null,
        nextAttemptAt: due,
      })),
    )
    .returning({ id: mailOutbox.id });
  if (rows.length !== mails.length) throw new Error("The outbox did not return the queued mails");
  if (db instanceof PgTransaction) mailingTransactions.add(db);
  else wakeOutbox();
  return rows.map((row) => row.id);
}

/**
 * Sends the mails that are due. Safe to run in several processes at once: each mail is claimed by
 * one run only. `failed` counts the attempts of this run that failed (retried later or given up).
 */
export async function processOutbox(
  db: Db,
  send: SendMail,
  options: ProcessOutboxOptions = {},
): Promise<{ sent: number; failed: number }> {
  const clock = () => options.now ?? now();
  const claimed = await claimDueMails(db, clock(), options.batchSize ?? 20);
  let sent = 0;
  let failed = 0;
  // Sequential on purpose: SMTP servers throttle parallel connections, and the batch is small.
  for (const mail of claimed) {
    try {
      await send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? "",
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
    } catch (error) {
      failed += 1;
      await recordFailure(db, mail, error, clock());
      continue;
    }
    sent += 1;
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: clock(), lastError: null })
      .where(ownClaim(mail));
  }
  return { sent, failed };
}

/**
 * Moves due mails to 'sending' in one short transaction, so the slow SMTP conversation happens
 * without holding locks. While a mail is 'sending', next_attempt_at is the end of its lease: rows
 * left there by a crashed process become due again once it has passed.
 */
function claimDueMails(db: Db, now: Date, limit: number): Promise<MailOutboxEntry[]> {
  const isDue = and(inArray(mailOutbox.status, ["pending", "sending"]), lte(mailOutbox.nextAttemptAt, now));
  return db.transaction(async (tx) => {
    // A mail that kept getting interrupted (e.g. it crashes the process) must not loop forever.
    await tx
      .update(mailOutbox)
      .set({ status: "failed", lastError: "Interrupted while sending too many times" })
      .where(and(isDue, gte(mailOutbox.attempts, MAX_SEND_ATTEMPTS)));
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isDue, lt(mailOutbox.attempts, MAX_SEND_ATTEMPTS)))
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.createdAt)
      .limit(limit)
      // Rows another process is claiming right now are left to it instead of waiting for them.
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        status: "sending",
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS),
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

async function recordFailure(db: Db, mail: MailOutboxEntry, error: unknown, now: Date): Promise<void> {
  const givesUp = mail.attempts >= MAX_SEND_ATTEMPTS;
  await db
    .update(mailOutbox)
    .set({
      status: givesUp ? "failed" : "pending",
      lastError: describeSendError(error),
      nextAttemptAt: givesUp ? now : new Date(now.getTime() + retryDelayMs(mail.attempts)),
    })
    .where(ownClaim(mail));
}

/** Only the run holding the claim may settle it; after a lease expired another run owns the row. */
function ownClaim(mail: MailOutboxEntry) {
  return and(
    eq(mailOutbox.id, mail.id),
    eq(mailOutbox.status, "sending"),
    eq(mailOutbox.attempts, mail.attempts),
  );
}

export type OutboxListItem = Pick<
  MailOutboxEntry,
  "id" | "to" | "subject" | "text" | "status" | "attempts" | "createdAt"
>;

/** The latest queued mails, newest first, for the development mailbox. */
export function listRecentMails(db: DbOrTx, limit = 50): Promise<OutboxListItem[]> {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
