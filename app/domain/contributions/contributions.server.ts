import { config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { type Contribution, contributions } from "~/db/schema";
import { enqueueMail, transactionWithMail } from "~/domain/mail/outbox.server";
import type { Locale } from "~/i18n/locale";
import type { ContributionInput } from "./schema";

type Submission = Pick<ContributionInput, "name" | "email" | "kind" | "message">;

/**
 * Stores a contribution and queues its mail to the centre in one transaction, so neither exists
 * without the other. The mail goes only to CONTACT_EMAIL, never to an address the visitor typed;
 * the visitor's address is the reply-to, so staff answer with one click.
 */
export async function submitContribution(
  db: Db,
  input: Submission,
  options: { locale: Locale; now: Date; contactEmail?: string },
): Promise<Contribution> {
  // Templates load with the first mail, not at start: React Email is slow to import (ADR 033).
  const { renderContributionMail } = await import("~/domain/mail/templates/contribution");
  const mail = await renderContributionMail({ ...input, locale: options.locale, now: options.now });
  const stored = await transactionWithMail(db, async (tx) => {
    const [row] = await tx
      .insert(contributions)
      .values({ ...input, createdAt: options.now, privacyConsentAt: options.now })
      .returning();
    if (!row) throw new Error("The contribution was not stored");
    await enqueueMail(tx, {
      ...mail,
      to: options.contactEmail ?? config().CONTACT_EMAIL,
      replyTo: input.email,
    });
    return row;
  });
  return stored;
}
