import type { Db } from "~/db/client.server";
import { findVisibleEvent } from "~/domain/events/events.server";
import { findMember, findMembers } from "./find-members.server";
import type { ListQuery } from "./forms";
import { guestEntryName } from "./get-guest-entry-name.server";
import { guestList } from "./get-guest-list.server";
import { guestListLog } from "./get-guest-list-log.server";

/**
 * An event's guest list as staff work on it (`/internal/event/{id}/lists`, spec §2 and §3): its
 * entries as searched, the members found or picked for a new entry, its log, the entry being edited
 * (if still there) and the one just added. Null when there is no such event.
 */
export async function readGuestListPage(db: Db, eventId: string, query: ListQuery, at: Date) {
  const event = await findVisibleEvent(db, eventId, { staff: true });
  if (!event) return null;
  const [list, members, picked, log, addedName] = await Promise.all([
    guestList(db, eventId, { q: query.q, now: at }),
    query.member ? findMembers(db, query.member, at) : null,
    query.pick ? findMember(db, query.pick, at) : null,
    guestListLog(db, eventId),
    query.added ? guestEntryName(db, eventId, query.added) : null,
  ]);
  return {
    event: { id: eventId, title: event.title, startsAt: event.startsAt },
    query,
    list,
    members,
    picked,
    log,
    printedAt: at,
    editing: query.edit && list.entries.some((entry) => entry.id === query.edit) ? query.edit : null,
    added: query.added && addedName !== null ? { id: query.added, name: addedName } : null,
  };
}

export type GuestListPageData = NonNullable<Awaited<ReturnType<typeof readGuestListPage>>>;
