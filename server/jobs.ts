import { config } from "../app/config.server";
import { type Db, getDb } from "../app/db/client.server";
import { outboxReaderLevel } from "../app/domain/mail/dev-mailbox";
import { processOutbox, type SendMail } from "../app/domain/mail/outbox.server";
import { createMailSender } from "../app/domain/mail/transport.server";
import { registerOutboxWaker } from "../app/domain/mail/wake.server";
import { runMaintenance } from "../app/domain/maintenance.server";
import { sendRenewalReminders } from "../app/domain/memberships/renewal-reminders.server";
import type { Logger } from "./logger";
import { metrics } from "./metrics";

export { wakeOutbox } from "../app/domain/mail/wake.server";

export type Jobs = { stop(): Promise<void> };

export type JobsOptions = {
  db?: Db;
  /** Defaults to the SMTP sender from the configuration; null keeps mails in the outbox. */
  send?: SendMail | null;
  pollMs?: number;
};

const BATCH_SIZE = 20;
const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

/**
 * Background work of this process: the mail outbox, and every hour the clean-up and the renewal
 * reminders. Every process may run them (outbox claims use FOR UPDATE SKIP LOCKED; clean-ups are
 * idempotent deletes; each reminder is claimed by a unique row), so the web server and
 * `npm run worker` can run side by side.
 */
export function startJobs(logger: Logger, options: JobsOptions = {}): Jobs {
  const db = options.db ?? getDb();
  const maintenance = startMaintenance(logger, db);
  const outbox = startOutbox(logger, db, options);
  return {
    async stop() {
      await Promise.all([maintenance.stop(), outbox.stop()]);
    },
  };
}

function startOutbox(logger: Logger, db: Db, options: JobsOptions): Jobs {
  const send = options.send === undefined ? createMailSender() : options.send;
  if (!send) {
    const who = outboxReaderLevel(config()) === "admin" ? "an administrator reads them" : "staff read them";
    logger.warn(`SMTP_URL is not set: e-mails stay in the outbox (${who} at /internal/outbox)`);
    return { stop: async () => {} };
  }
  // Mail really leaves now: messages to a .localhost contact address would be lost.
  if (config().CONTACT_EMAIL.endsWith(".localhost")) {
    logger.warn(`CONTACT_EMAIL is not set: /contribute messages go to ${config().CONTACT_EMAIL}`);
  }
  return startOutboxLoop(logger, db, send, options.pollMs ?? config().OUTBOX_POLL_MS);
}

function startMaintenance(logger: Logger, db: Db): Jobs {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    const cleanUp = runMaintenance(db)
      .then((removed) => {
        metrics().jobRuns.inc({ job: "maintenance", outcome: "done" });
        logger.info(removed, "maintenance done");
      })
      .catch((error: unknown) => {
        metrics().jobRuns.inc({ job: "maintenance", outcome: "failed" });
        logger.error({ err: error }, "maintenance failed");
      });
    const reminders = sendRenewalReminders(db)
      .then((sent) => {
        metrics().jobRuns.inc({ job: "renewal-reminders", outcome: "done" });
        if (sent.soon || sent.today) logger.info(sent, "renewal reminders queued");
      })
      .catch((error: unknown) => {
        metrics().jobRuns.inc({ job: "renewal-reminders", outcome: "failed" });
        logger.error({ err: error }, "renewal reminders failed");
      });
    running = Promise.all([cleanUp, reminders]).then(() => {});
  };
  // A first run soon after start, so processes that restart often still clean up.
  const first = setTimeout(tick, 60_000);
  const timer = setInterval(tick, MAINTENANCE_EVERY_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

function startOutboxLoop(logger: Logger, db: Db, send: SendMail, pollMs: number): Jobs {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let runAgain = false;
  let stopped = false;

  const schedule = () => {
    if (!stopped) timer = setTimeout(run, pollMs);
  };

  async function drain() {
    do {
      runAgain = false;
      try {
        const { sent, failed } = await processOutbox(db, send, { batchSize: BATCH_SIZE });
        metrics().jobRuns.inc({ job: "outbox", outcome: "done" });
        if (sent || failed) logger.info({ sent, failed }, "mail outbox processed");
        // A full batch means more mails may be due: go on without waiting for the next poll.
        if (sent + failed >= BATCH_SIZE) runAgain = true;
      } catch (error) {
        // A database hiccup must not stop the loop; the next run retries.
        metrics().jobRuns.inc({ job: "outbox", outcome: "failed" });
        logger.error({ err: error }, "mail outbox run failed");
      }
    } while (runAgain && !stopped);
  }

  // Runs never overlap: a wake-up during a run only asks that run to go round once more.
  function run() {
    if (running) {
      runAgain = true;
      return;
    }
    clearTimeout(timer);
    running = drain().finally(() => {
      running = undefined;
      schedule();
    });
  }

  const unregister = registerOutboxWaker(run);
  run();
  return {
    async stop() {
      stopped = true;
      unregister();
      clearTimeout(timer);
      await running;
    },
  };
}
