import type { Db } from "~/db/client.server";
import { audit } from "~/domain/audit/audit.server";
import { enqueueMail, transactionWithMail } from "~/domain/mail/outbox.server";

/** A staff member's message, already validated by the caller. */
export type Notification = { to: string; subject: string; text: string; html?: string | null };

/**
 * POST /api/notify: a staff member's mail goes through the outbox like every other mail. The audit
 * row, written in the same transaction, records who used the endpoint and for whom.
 */
export async function queueNotification(
  db: Db,
  mail: Notification,
  { staffId, ip }: { staffId: string; ip: string },
): Promise<void> {
  await transactionWithMail(db, async (tx) => {
    const id = await enqueueMail(tx, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? "",
    });
    await audit(tx, {
      action: "mail.notify",
      entity: "mail",
      entityId: id,
      actorStaffId: staffId,
      details: { to: mail.to, subject: mail.subject },
      ip,
    });
  });
}
