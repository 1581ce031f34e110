import type { Db } from "~/db/client.server";
import {
  type Actor,
  createAnnouncement,
  moveAnnouncement,
  removeAnnouncement,
  updateAnnouncement,
} from "./announcements.server";
import { featureEvent, moveFeatured, unfeatureEvent } from "./featured.server";
import type { AnnouncementFormValue, ParagraphFormValue } from "./home-forms";
import type { Direction } from "./ordering";
import { saveParagraph } from "./paragraph.server";

/** One change on the home management page, already validated by the page's forms. */
export type HomeCommand =
  | { intent: "announcement-save"; value: AnnouncementFormValue }
  | { intent: "paragraph-save"; value: ParagraphFormValue }
  | { intent: RowIntent; id: string; direction?: Direction };

/** The buttons of the lists: each acts on one row (moves also say which way). */
export type RowIntent =
  | "announcement-move"
  | "featured-move"
  | "announcement-remove"
  | "featured-add"
  | "featured-remove";

/**
 * The outcome of one change:
 * - `saved`: done; the page reloads with a notice (key under home.saved);
 * - `moved`: a reorder, answered in place so that focus stays on the moved row;
 * - `refused`: a rule said no or the row is gone (key under home.errors).
 */
export type HomeOutcome =
  | { kind: "saved"; notice: string }
  | { kind: "moved"; id: string; direction: Direction; position: number; count: number }
  | { kind: "refused"; error: string };

/** What a move answers in place (the row keeps focus and the list announces the new position). */
export type HomeMove = Extract<HomeOutcome, { kind: "moved" }>;

export const GONE = "home.errors.gone";
const gone: HomeOutcome = { kind: "refused", error: GONE };

const FEATURE_ERRORS = {
  full: "home.errors.featuredFull",
  already: "home.errors.featuredAlready",
  "not-eligible": "home.errors.featuredNotEligible",
} as const;

/** Runs one change of the home page for `actor` at `at`. */
export async function runHomeCommand(
  db: Db,
  actor: Actor,
  command: HomeCommand,
  at: Date,
): Promise<HomeOutcome> {
  switch (command.intent) {
    case "announcement-save": {
      const { id } = command.value;
      if (!id) {
        await createAnnouncement(db, actor, command.value);
        return { kind: "saved", notice: "announcementAdded" };
      }
      if (!(await updateAnnouncement(db, actor, id, command.value))) return gone;
      return { kind: "saved", notice: "announcementUpdated" };
    }
    case "paragraph-save":
      await saveParagraph(db, actor, command.value, at);
      return { kind: "saved", notice: "paragraphSaved" };
    case "announcement-move":
    case "featured-move": {
      const { id, direction } = command;
      if (!direction) return gone;
      const move = command.intent === "announcement-move" ? moveAnnouncement : moveFeatured;
      const moved = await move(db, actor, id, direction);
      return moved ? { kind: "moved", id, direction, ...moved } : gone;
    }
    case "announcement-remove":
      return (await removeAnnouncement(db, actor, command.id))
        ? { kind: "saved", notice: "announcementRemoved" }
        : gone;
    case "featured-add": {
      const outcome = await featureEvent(db, actor, command.id, at);
      return outcome === "added"
        ? { kind: "saved", notice: "featuredAdded" }
        : { kind: "refused", error: FEATURE_ERRORS[outcome] };
    }
    case "featured-remove":
      return (await unfeatureEvent(db, actor, command.id))
        ? { kind: "saved", notice: "featuredRemoved" }
        : gone;
  }
}
