import { createServer } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type { ParsedMail };

export interface TestSmtp {
  port: number;
  url: string;
  /** Every mail received so far, in arrival order. */
  mails: ParsedMail[];
  /** The first mail, received or still to come, that matches; rejects after the timeout. */
  waitForMail(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in this process (no TLS, any or no login accepted): the app's mail path is
 * tested down to the protocol. Works under Vitest and from plain tsx scripts alike.
 */
export async function startTestSmtp(options: { port?: number } = {}): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  const waiters = new Set<(mail: ParsedMail) => void>();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // Tests close the server between cases; the default would wait 30 s for idle clients.
    closeTimeout: 1000,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "test" });
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          for (const notify of waiters) notify(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.on("error", () => {
    // A client dropping its connection is not a test failure; assertions look at received mails.
  });
  const port = await new Promise<number>((resolve, reject) => {
    const listener = server.listen(options.port ?? 0, "127.0.0.1", () => {
      const address = listener.address();
      if (address && typeof address === "object") resolve(address.port);
      else reject(new Error("The test SMTP server has no TCP address"));
    });
    listener.once("error", reject);
  });

  function waitForMail(predicate: (mail: ParsedMail) => boolean, timeoutMs = 10_000): Promise<ParsedMail> {
    const received = mails.find(predicate);
    if (received) return Promise.resolve(received);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No matching mail within ${timeoutMs} ms (${mails.length} received)`));
      }, timeoutMs);
      function check(mail: ParsedMail) {
        if (!predicate(mail)) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(mail);
      }
      waiters.add(check);
    });
  }

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP port on 127.0.0.1 where nothing listens (until a test starts something there). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = address && typeof address === "object" ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("No free port found"))));
    });
  });
}

/** The plain addresses a received mail was sent to. */
export function recipientsOf(mail: ParsedMail): string[] {
  const groups = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return groups.flatMap((group) => group.value.map((entry) => entry.address ?? ""));
}
