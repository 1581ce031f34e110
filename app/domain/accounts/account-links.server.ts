import { config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import { accountCreateRequests, passwordRecoveryRequests } from "~/db/schema";
import { enqueueMail } from "~/domain/mail/outbox.server";
import { hashToken } from "~/domain/sessions/tokens.server";
import { type Locale, localePath } from "~/i18n/locale";
import { log } from "~/logger.server";
import { LINK_VALIDITY_MS, sealLinkToken } from "./link-tokens.server";

type Recipient = { id: string; email: string; firstName: string };
type LinkKind = "activation" | "recovery";

const PATHS: Record<LinkKind, string> = { activation: "/u/confirm/", recovery: "/u/recover/" };
const TABLES = { activation: accountCreateRequests, recovery: passwordRecoveryRequests } as const;

/**
 * Issues a one-time link for `user` and puts its e-mail in the outbox, in the caller's transaction:
 * the request row and the mail exist together or not at all.
 */
export async function issueAccountLink(
  tx: DbOrTx,
  kind: LinkKind,
  user: Recipient,
  { locale, now }: { locale: Locale; now: Date },
): Promise<string> {
  const token = sealLinkToken(kind, user.email, now);
  const link = `${config().baseUrl}${localePath(locale, `${PATHS[kind]}${token}`)}`;
  await tx.insert(TABLES[kind]).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + LINK_VALIDITY_MS),
  });
  // Templates load with the first mail, not at start: React Email is slow to import (ADR 033).
  const { renderAccountMail } = await import("~/domain/mail/templates/account-link");
  const mail = await renderAccountMail(kind, { locale, firstName: user.firstName, link, now });
  await enqueueMail(tx, { to: user.email, ...mail });
  // Without SMTP the outbox is only visible to staff; developers find the link in the log.
  if (!config().SMTP_URL && config().NODE_ENV === "development")
    log().info(`[mail] ${kind} link for ${user.email}: ${link}`);
  return link;
}
