import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Db } from "~/db/client.server";
import {
  type Actor,
  createAnnouncement,
  moveAnnouncement,
  removeAnnouncement,
  updateAnnouncement,
} from "./announcements.server";
import { featureEvent, moveFeatured, unfeatureEvent } from "./featured.server";
import { announcementFormSchema, paragraphFormSchema, rowActionSchema } from "./home-forms";
import type { Direction } from "./ordering";
import { saveParagraph } from "./paragraph.server";

/**
 * The outcome of one submission on the home management page:
 * - `saved`: done; the page reloads with a notice (key under home.saved);
 * - `moved`: a reorder, answered in place so that focus stays on the moved row;
 * - `invalid`: a form with its errors next to the fields (`form` says which one);
 * - `refused`: a rule said no (key under home.errors).
 */
export type HomeActionResult =
  | { kind: "saved"; notice: string }
  | { kind: "moved"; id: string; direction: Direction; position: number; count: number }
  | { kind: "invalid"; form: "announcement" | "paragraph"; result: SubmissionResult<string[]> }
  | { kind: "refused"; error: string };

const GONE = "home.errors.gone";
const gone: HomeActionResult = { kind: "refused", error: GONE };

async function saveAnnouncement(db: Db, actor: Actor, formData: FormData): Promise<HomeActionResult> {
  const submission = parseWithZod(formData, { schema: announcementFormSchema });
  if (submission.status !== "success")
    return { kind: "invalid", form: "announcement", result: submission.reply() };
  const { id } = submission.value;
  if (!id) {
    await createAnnouncement(db, actor, submission.value);
    return { kind: "saved", notice: "announcementAdded" };
  }
  if (!(await updateAnnouncement(db, actor, id, submission.value)))
    return { kind: "invalid", form: "announcement", result: submission.reply({ formErrors: [GONE] }) };
  return { kind: "saved", notice: "announcementUpdated" };
}

async function saveParagraphForm(
  db: Db,
  actor: Actor,
  formData: FormData,
  at: Date,
): Promise<HomeActionResult> {
  const submission = parseWithZod(formData, { schema: paragraphFormSchema });
  if (submission.status !== "success")
    return { kind: "invalid", form: "paragraph", result: submission.reply() };
  await saveParagraph(db, actor, submission.value, at);
  return { kind: "saved", notice: "paragraphSaved" };
}

const FEATURE_ERRORS = {
  full: "home.errors.featuredFull",
  already: "home.errors.featuredAlready",
  "not-eligible": "home.errors.featuredNotEligible",
} as const;

/** Runs the submission named by its `intent` field. */
export async function runHomeAction(
  db: Db,
  actor: Actor,
  formData: FormData,
  at: Date,
): Promise<HomeActionResult> {
  const intent = String(formData.get("intent") ?? "");
  if (intent === "announcement-save") return saveAnnouncement(db, actor, formData);
  if (intent === "paragraph-save") return saveParagraphForm(db, actor, formData, at);
  const row = rowActionSchema.safeParse(Object.fromEntries(formData));
  if (!row.success) return gone;
  const { id, direction } = row.data;
  switch (intent) {
    case "announcement-move":
    case "featured-move": {
      if (!direction) return gone;
      const move = intent === "announcement-move" ? moveAnnouncement : moveFeatured;
      const moved = await move(db, actor, id, direction);
      return moved ? { kind: "moved", id, direction, ...moved } : gone;
    }
    case "announcement-remove":
      return (await removeAnnouncement(db, actor, id))
        ? { kind: "saved", notice: "announcementRemoved" }
        : gone;
    case "featured-add": {
      const outcome = await featureEvent(db, actor, id, at);
      return outcome === "added"
        ? { kind: "saved", notice: "featuredAdded" }
        : { kind: "refused", error: FEATURE_ERRORS[outcome] };
    }
    case "featured-remove":
      return (await unfeatureEvent(db, actor, id)) ? { kind: "saved", notice: "featuredRemoved" } : gone;
    default:
      return gone;
  }
}
