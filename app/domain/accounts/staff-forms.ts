import { z } from "~/lib/zod";
import { ACCESS_LEVEL_FIELD_VALUES } from "./access";

/**
 * The forms of the staff accounts page (/internal/staff), shared by the browser and the server.
 * Messages are i18n keys.
 */
export const STAFF_NAME_MAX = 100;

const name = z
  .string({ error: "forms.required" })
  .trim()
  .min(1, "forms.required")
  .max(STAFF_NAME_MAX, "forms.tooLong");

const level = z.enum(ACCESS_LEVEL_FIELD_VALUES, { error: "staffAdmin.errors.level" });

export const staffAddFormSchema = z.object({
  email: z
    .string({ error: "forms.required" })
    .trim()
    .max(254, "forms.tooLong")
    .pipe(z.email("forms.invalidEmail")),
  firstName: name,
  lastName: name,
  level,
});

export const staffLevelFormSchema = z.object({ id: z.uuid(), level });

/** Deactivate and reactivate: a button naming the account. */
export const staffRowFormSchema = z.object({ id: z.uuid() });

export type StaffAddFormValue = z.infer<typeof staffAddFormSchema>;
