import { and, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { type Membership, membershipReminders, memberships } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { enqueueMail, transactionWithMail } from "~/domain/mail/outbox.server";
import { localePath } from "~/i18n/locale";
import { addCalendarDays, formatRome, romeDate, romeDay } from "~/lib/rome-time";
import { RENEWAL_NOTICE_DAYS } from "./state";

type Kind = "soon" | "today";

/**
 * Which reminder a card is due on `today` (a Rome calendar date): "soon" from 30 days before its
 * last day (a day later if the job could not run on that day), "today" on its last day.
 */
function dueReminder(validUntil: Date, today: string): Kind | null {
  const lastDay = romeDate(validUntil);
  if (today === lastDay) return "today";
  if (today < lastDay && today >= addCalendarDays(lastDay, -RENEWAL_NOTICE_DAYS)) return "soon";
  return null;
}

/**
 * The renewal reminders (ADR 051): a mail 30 days before a card ends and one on its last day, in the
 * member's language, with the link to renew on /u/membership. Only for a person's latest card, admitted,
 * not voided, with an e-mail address: a renewal requested or a newer card (of the same account or fiscal
 * code) stops them; a rejected renewal does not. Each reminder is claimed by a row of
 * `membership_reminders` in the transaction that queues its mail, so it goes once, however many
 * processes run the job at the same moment.
 */
export async function sendRenewalReminders(
  db: Db,
  at = clockNow(),
): Promise<{ soon: number; today: number }> {
  const today = romeDate(at);
  const newer = alias(memberships, "newer");
  const candidates = await db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.status, "valid"),
        isNull(memberships.voidedAt),
        isNotNull(memberships.email),
        gte(memberships.validUntil, romeDay(at).start),
        lt(memberships.validUntil, romeDay(at, RENEWAL_NOTICE_DAYS + 1).end),
        sql`not exists (${db
          .select({ one: sql`1` })
          .from(newer)
          .where(
            and(
              ne(newer.id, memberships.id),
              ne(newer.status, "rejected"),
              sql`${newer.requestedAt} > ${memberships.requestedAt}`,
              or(
                and(isNotNull(memberships.userId), eq(newer.userId, memberships.userId)),
                and(isNotNull(memberships.fiscalCode), eq(newer.fiscalCode, memberships.fiscalCode)),
              ),
            ),
          )})`,
      ),
    );
  const due = candidates.flatMap((card) => {
    const kind = card.validUntil ? dueReminder(card.validUntil, today) : null;
    return kind ? [{ card, kind }] : [];
  });
  if (due.length === 0) return { soon: 0, today: 0 };
  const sent = await db
    .select({ membershipId: membershipReminders.membershipId, kind: membershipReminders.kind })
    .from(membershipReminders)
    .where(
      inArray(
        membershipReminders.membershipId,
        due.map(({ card }) => card.id),
      ),
    );
  const already = new Set(sent.map((row) => `${row.membershipId}|${row.kind}`));
  const counts = { soon: 0, today: 0 };
  for (const { card, kind } of due) {
    if (already.has(`${card.id}|${kind}`)) continue;
    if (await remind(db, card, kind, at)) counts[kind] += 1;
  }
  return counts;
}

/** Claims the reminder and queues its mail in one transaction; false when another run claimed it first. */
async function remind(db: Db, card: Membership, kind: Kind, at: Date): Promise<boolean> {
  if (!card.email || !card.validUntil) return false;
  const { email, validUntil } = card;
  return transactionWithMail(db, async (tx) => {
    // ON CONFLICT waits for a concurrent run's claim of the same reminder, then does nothing.
    const [claimed] = await tx
      .insert(membershipReminders)
      .values({ membershipId: card.id, kind, sentAt: at })
      .onConflictDoNothing()
      .returning({ membershipId: membershipReminders.membershipId });
    if (!claimed) return false;
    // Templates load with the first mail, not at start: React Email is slow to import (ADR 033).
    const { renderRenewalReminderMail } = await import("~/domain/mail/templates/membership-renewal");
    const mail = await renderRenewalReminderMail({
      locale: card.locale,
      kind: kind === "soon" ? "renewalSoon" : "renewalToday",
      firstName: card.firstName,
      code: card.code,
      registerNumber: card.registerNumber,
      until: formatRome(validUntil, card.locale, "date"),
      link: card.userId ? `${config().baseUrl}${localePath(card.locale, "/u/membership")}` : null,
      now: at,
    });
    await enqueueMail(tx, { to: email, ...mail });
    return true;
  });
}
