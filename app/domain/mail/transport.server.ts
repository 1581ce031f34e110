import { createTransport } from "nodemailer";
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
  const transport = createTransport(
    {
      url,
      // Short timeouts keep every attempt far below the outbox's sending lease (10 minutes), so a
      // hanging server turns into a retry rather than a second process sending the same mail.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    },
    { from: options.from ?? config().MAIL_FROM },
  );
  return async (mail) => {
    await transport.sendMail({
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      // Rows queued without an HTML part are sent as plain text only.
      html: mail.html || undefined,
    });
  };
}
