import { config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import type { Membership } from "~/db/schema";
import { enqueueMail } from "~/domain/mail/outbox.server";
import { localePath } from "~/i18n/locale";
import { formatPrice } from "~/lib/money";

/**
 * Queues the rejection mail in the transaction of the rejection, in the language the person asked
 * in: the reason, and the link to apply again. A membership without an e-mail gets none.
 */
export async function queueRejectionMail(
  tx: DbOrTx,
  membership: Membership,
  at: Date,
  /** The fee paid online that the rejection refunded (ADR 054), in cents. */
  refundedCents?: number,
): Promise<boolean> {
  if (!membership.email || !membership.rejectionReason) return false;
  // Templates load with the first mail, not at start: React Email is slow to import (ADR 033).
  const { renderMembershipRejectedMail } = await import("~/domain/mail/templates/membership-rejected");
  const mail = await renderMembershipRejectedMail({
    locale: membership.locale,
    firstName: membership.firstName,
    code: membership.code,
    reason: membership.rejectionReason,
    ...(refundedCents !== undefined && { refunded: formatPrice(refundedCents, membership.locale) }),
    link: `${config().baseUrl}${localePath(membership.locale, "/u/membership")}`,
    now: at,
  });
  await enqueueMail(tx, { to: membership.email, ...mail });
  return true;
}
