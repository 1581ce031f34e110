import type { Db } from "~/db/client.server";
import { listUserMemberships } from "~/domain/memberships/memberships.server";
import { nextMembershipStep } from "~/domain/memberships/state";
import { memberAnnouncements } from "~/domain/news/news.server";
import { ownTickets } from "~/domain/tickets/own.server";
import type { Locale } from "~/i18n/locale";

/**
 * A member's own page (`/u`): their cards and what the membership button offers next, their tickets,
 * and the news staff marked for members, each with what its link needs.
 */
export async function readProfile(db: Db, userId: string, locale: Locale, now: Date) {
  const [memberships, announcements] = await Promise.all([
    listUserMemberships(db, userId),
    memberAnnouncements(db, now, locale),
  ]);
  return {
    memberships,
    // The same rule as /u/membership, which the button opens: newest card first.
    membershipStep: nextMembershipStep(memberships[0]?.state ?? null, {
      validUntil: memberships[0]?.validUntil ?? null,
      now,
    }),
    tickets: await ownTickets(db, userId, locale),
    announcements: announcements.map(({ id, title, summary, lang, publishedAt }) => ({
      id,
      title,
      summary,
      lang,
      publishedAt,
    })),
  };
}

export type Profile = Awaited<ReturnType<typeof readProfile>>;
