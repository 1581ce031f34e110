import { config } from "~/config.server";
import type { SendMail } from "./outbox.server";

export type MailSenderOptions = {
  /** smtp:// or smtps:// URL; defaults to SMTP_URL. */
  url?: string;
  /** Sender address; defaults to MAIL_FROM. */
  from?: string;
};

/**
 * The `send` function of the outbox worker, delivering over SMTP; null when no SMTP server is
 * configured, in which case mails stay in the outbox (and the development mailbox shows them).
 */
export function createMailSender(options: MailSenderOptions = {}): SendMail | null {
  const url = options.url ?? config().SMTP_URL;
  if (!url) return null;
  const from = options.from ?? config().MAIL_FROM;
  // nodemailer is loaded with the first mail to send, not at start (bench/README.md, "Memory").
  let transport: Promise<import("nodemailer").Transporter> | undefined;
  const connect = () => {
    transport ??= import("nodemailer").then(({ createTransport }) =>
      createTransport(
        {
          url,
          // Short timeouts keep every attempt far below the outbox's sending lease (10 minutes), so a
          // hanging server turns into a retry rather than a second process sending the same mail.
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 60_000,
        },
        { from },
      ),
    );
    return transport;
  };
  return async (mail) => {
    await (await connect()).sendMail({
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      // Rows queued without an HTML part are sent as plain text only.
      html: mail.html || undefined,
    });
  };
}
