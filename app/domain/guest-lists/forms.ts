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

const name = z.string().trim().max(NAME_MAX, "guestLists.errors.nameTooLong").optional();

/**
 * An entry: a member of the register (its membership id, the name comes from the register) or a
 * name written by hand, who may still hold a card of another circolo (`hasMembership`).
 */
export const entrySchema = z
  .object({
    membershipId: z.uuid("forms.invalidData").optional(),
    name,
    hasMembership: z.boolean().optional(),
    notes,
    guests: guests.default(0),
  })
  .superRefine((value, ctx) => {
    if (!value.membershipId && !value.name)
      ctx.addIssue({ code: "custom", path: ["name"], message: "guestLists.errors.nameRequired" });
  });

export type EntryInput = z.output<typeof entrySchema>;

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

/** The page's address state: the list's search, the register search for a member, the entry edited. */
export const listQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX).optional().catch(undefined),
  member: z.string().trim().max(SEARCH_MAX).optional().catch(undefined),
  pick: z.uuid().optional().catch(undefined),
  edit: z.uuid().optional().catch(undefined),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

export function parseListQuery(params: URLSearchParams): ListQuery {
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  return listQuerySchema.parse(raw);
}
