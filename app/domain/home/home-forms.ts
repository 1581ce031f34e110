import { isRomeLocal } from "~/lib/rome-time";
import { isAnnouncementLink } from "~/lib/safe-url";
import { z } from "~/lib/zod";

/**
 * The forms of the home management page, shared by the browser and the server. Messages are i18n
 * keys; dates are Rome wall-clock values from datetime-local inputs.
 */
export const ANNOUNCEMENT_MAX = 280;
export const LINK_MAX = 2000;
export const PARAGRAPH_MAX = 5000;
export const FEATURED_MAX = 6;

const requiredText = (max: number) =>
  z.string({ error: "forms.required" }).trim().min(1, "forms.required").max(max, "forms.tooLong");

const optionalDate = z.string().refine(isRomeLocal, "home.errors.invalidDate").optional();

export const announcementFormSchema = z
  .object({
    id: z.uuid().optional(),
    textIt: requiredText(ANNOUNCEMENT_MAX),
    textEn: requiredText(ANNOUNCEMENT_MAX),
    link: z
      .string()
      .trim()
      .max(LINK_MAX, "forms.tooLong")
      .refine(isAnnouncementLink, "home.errors.link")
      .optional(),
    activeFrom: optionalDate,
    activeUntil: optionalDate,
  })
  // Same-format wall-clock strings compare like the instants they name.
  .refine((value) => !value.activeFrom || !value.activeUntil || value.activeUntil > value.activeFrom, {
    path: ["activeUntil"],
    message: "home.errors.untilBeforeFrom",
    when: (payload) =>
      !payload.issues.some((issue) => ["activeFrom", "activeUntil"].includes(String(issue.path?.[0]))),
  });

export type AnnouncementFormValue = z.infer<typeof announcementFormSchema>;

const paragraph = z.string().max(PARAGRAPH_MAX, "forms.tooLong").optional();

export const paragraphFormSchema = z.object({ paragraphIt: paragraph, paragraphEn: paragraph });

export type ParagraphFormValue = z.infer<typeof paragraphFormSchema>;

/** The small forms of the lists: move, remove, feature. */
export const rowActionSchema = z.object({
  id: z.uuid(),
  direction: z.enum(["up", "down"]).optional(),
});
