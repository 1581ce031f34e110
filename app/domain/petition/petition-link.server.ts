import { config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import { LINK_VALIDITY_MS, sealLinkToken } from "~/domain/accounts/link-tokens.server";
import { enqueueMail } from "~/domain/mail/outbox.server";
import { hashToken } from "~/domain/sessions/tokens.server";
import { type Locale, localePath } from "~/i18n/locale";
import { log } from "~/logger.server";

export type PetitionLink = { url: string; tokenHash: string; expiresAt: Date };
type Context = { locale: Locale; now: Date };

/**
 * A fresh confirmation link for `email`, with the account links' machinery: an encrypted token of its
 * own purpose, stored only as a hash (so the database never holds a usable link), valid 15 minutes.
 */
export function newPetitionLink(email: string, { locale, now }: Context): PetitionLink {
  const token = sealLinkToken("petition", email, now);
  return {
    url: `${config().baseUrl}${localePath(locale, `/petition/confirm/${token}`)}`,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + LINK_VALIDITY_MS),
  };
}

/** Queues the confirmation mail in the caller's transaction: the link and its mail exist together. */
export async function queuePetitionMail(
  tx: DbOrTx,
  signer: { email: string; firstName: string },
  link: PetitionLink,
  { locale, now }: Context,
): Promise<void> {
  // Templates load with the first mail, not at start: React Email is slow to import (ADR 033).
  const { renderPetitionMail } = await import("~/domain/mail/templates/petition-confirm");
  const mail = await renderPetitionMail({ locale, firstName: signer.firstName, link: link.url, now });
  await enqueueMail(tx, { to: signer.email, ...mail });
  // Without SMTP the outbox is only visible to staff; developers find the link in the log.
  if (!config().SMTP_URL && config().NODE_ENV === "development")
    log().info(`[mail] petition link for ${signer.email}: ${link.url}`);
}
