import type { Db } from "~/db/client.server";
import { toRomeLocal } from "~/lib/rome-time";
import { listAnnouncements } from "./announcements.server";
import { listFeatured, searchFeaturable } from "./featured.server";
import { activityState } from "./ordering";
import { getParagraph } from "./paragraph.server";

const SAVED_NOTICES = [
  "announcementAdded",
  "announcementUpdated",
  "announcementRemoved",
  "featuredAdded",
  "featuredRemoved",
  "paragraphSaved",
] as const;
export type SavedNotice = (typeof SAVED_NOTICES)[number];

export function savedNotice(value: string | null): SavedNotice | null {
  return SAVED_NOTICES.find((notice) => notice === value) ?? null;
}

/** Everything the home management page shows: the lists, the announcement being edited, the search. */
export async function homeManagement(db: Db, now: Date, params: { q: string; edit: string | null }) {
  const [announcements, chosen, paragraph] = await Promise.all([
    listAnnouncements(db),
    listFeatured(db),
    getParagraph(db),
  ]);
  const candidates = await searchFeaturable(
    db,
    params.q,
    now,
    chosen.map((row) => row.id),
  );
  const editing = announcements.find((row) => row.id === params.edit);
  return {
    announcements: announcements.map((row) => ({ ...row, state: activityState(row, now) })),
    editing: editing
      ? {
          id: editing.id,
          textIt: editing.textIt,
          textEn: editing.textEn,
          link: editing.link ?? "",
          activeFrom: editing.activeFrom ? toRomeLocal(editing.activeFrom) : "",
          activeUntil: editing.activeUntil ? toRomeLocal(editing.activeUntil) : "",
        }
      : null,
    chosen: chosen.map((row) => ({ ...row, shown: row.isPublic && row.endsAt > now })),
    candidates,
    paragraph,
  };
}
