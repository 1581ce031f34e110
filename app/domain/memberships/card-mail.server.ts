import { config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import type { Membership } from "~/db/schema";
import { enqueueMail } from "~/domain/mail/outbox.server";
import { localePath } from "~/i18n/locale";
import { formatRome } from "~/lib/rome-time";

/**
 * Which mail a membership gets: a request received, a card staff made valid at once, or a request
 * staff approved (at /validate, on the card view or at the door).
 */
export type CardMailKind = "membershipReceived" | "membershipCard" | "membershipApproved";

/**
 * Queues a card mail in the transaction of the change, in the language the person asked in: the
 * card code, its validity and the link to the card (/u/membership) for people with an account. A
 * membership without an e-mail gets none.
 */
export async function queueCardMail(
  tx: DbOrTx,
  membership: Membership,
  kind: CardMailKind,
  at: Date,
): Promise<boolean> {
  if (!membership.email) return false;
  // Templates load with the first mail, not at start: React Email is slow to import (ADR 033).
  const { renderMembershipReceivedMail } = await import("~/domain/mail/templates/membership-received");
  const mail = await renderMembershipReceivedMail({
    locale: membership.locale,
    kind,
    firstName: membership.firstName,
    code: membership.code,
    until: membership.validUntil ? formatRome(membership.validUntil, membership.locale, "date") : undefined,
    link: membership.userId ? `${config().baseUrl}${localePath(membership.locale, "/u/membership")}` : null,
    now: at,
  });
  await enqueueMail(tx, { to: membership.email, ...mail });
  return true;
}
