import { queryFromParams } from "~/lib/search-list-query";
import { z } from "~/lib/zod";

/** The most guests one entry may bring: a guest list, not a block booking. */
export const GUESTS_MAX = 50;
export const NAME_MAX = 120;
export const NOTES_MAX = 500;
export const SEARCH_MAX = 100;

const guests = z
  .number({ error: "guestLists.errors.guests" })
  .int("guestLists.errors.guests")
  .min(0, "guestLists.errors.guests")
  .max(GUESTS_MAX, "guestLists.errors.guestsMax");

const notes = z.string().trim().max(NOTES_MAX, "guestLists.errors.notesTooLong").optional();

/** A name as one line: NFC, runs of spaces (tabs, non-breaking spaces) made one, ends trimmed. */
const name = z
  .string()
  .overwrite((value) => value.normalize("NFC").replace(/\s+/g, " ").trim())
  .max(NAME_MAX, "guestLists.errors.nameTooLong")
  .optional();

/**
 * An entry: a member of the register (its membership id, the name comes from the register) or a
 * name written by hand, who may still hold a card of another circolo (`hasMembership`).
 * `addAnyway` is the name staff confirmed after the warning that it is already on the list: a
 * second person of the same name (see `sameNameWarning`).
 */
export const entrySchema = z
  .object({
    membershipId: z.uuid("forms.invalidData").optional(),
    name,
    hasMembership: z.boolean().optional(),
    notes,
    guests: guests.default(0),
    addAnyway: z
      .string()
      .max(NAME_MAX * 2, "forms.invalidData")
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.membershipId && !value.name)
      ctx.addIssue({ code: "custom", path: ["name"], message: "guestLists.errors.nameRequired" });
  });

export type EntryInput = z.output<typeof entrySchema>;

/** An entry already on the list under the name being added, as the warning shows it. */
export type SameNameEntry = { name: string; guests: number; code: string | null };

/** The warning of a name already on the list: the name added and the entries that share it. */
export type SameName = { name: string; entries: SameNameEntry[] };

const SAME_NAME = "guestLists.errors.sameName:";

/**
 * The name field's error when the name is already on the list, carrying the entries it matches
 * (like `waitError` carries its seconds), so the form can name them and offer to add anyway.
 */
export function sameNameWarning(warning: SameName): string {
  return `${SAME_NAME}${JSON.stringify(warning)}`;
}

/** The warning inside a field error written by `sameNameWarning`, or null for any other error. */
export function parseSameNameWarning(error: string): SameName | null {
  if (!error.startsWith(SAME_NAME)) return null;
  try {
    const value = JSON.parse(error.slice(SAME_NAME.length)) as SameName;
    return typeof value.name === "string" && Array.isArray(value.entries) ? value : null;
  } catch {
    return null;
  }
}

/** A change to an entry: its notes, its guests and, for a name written by hand, the name. */
export const editSchema = z.object({
  entryId: z.uuid("forms.invalidData"),
  name,
  hasMembership: z.boolean().optional(),
  notes,
  guests: guests.default(0),
});

export type EditInput = z.output<typeof editSchema>;

const entryId = z.object({ entryId: z.uuid("forms.invalidData") });

/** The forms of the guest-list page by intent. */
export const GUEST_LIST_FORMS = {
  add: entrySchema,
  edit: editSchema,
  remove: entryId,
  checkIn: entryId.extend({ guests }),
  undo: entryId,
};

export type GuestListIntent = keyof typeof GUEST_LIST_FORMS;

/**
 * The page's address state: the list's search, the register search for a member, the entry edited,
 * the entry just added.
 */
export const listQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX).optional().catch(undefined),
  member: z.string().trim().max(SEARCH_MAX).optional().catch(undefined),
  pick: z.uuid().optional().catch(undefined),
  edit: z.uuid().optional().catch(undefined),
  /** The entry just added, named in the add form's success message. */
  added: z.uuid().optional().catch(undefined),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

export function parseListQuery(params: URLSearchParams): ListQuery {
  return queryFromParams(listQuerySchema, params);
}
