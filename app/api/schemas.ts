import { ACCESS_LEVEL_NUMBERS } from "~/domain/accounts/access";
import {
  changePasswordSchema,
  emailField,
  loginSchema,
  newPasswordSchema,
  registerSchema,
} from "~/domain/accounts/schemas";
import { LOCALES } from "~/i18n/locale";
import { z } from "~/lib/zod";

/**
 * Request bodies of the JSON API. Field rules come from the page forms (app/domain/accounts/schemas)
 * so a value the page refuses is refused here too; messages are the same i18n keys.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const MAIL_BODY_MAX_BYTES = 100 * 1024;

const localeField = z.enum(LOCALES, { error: "forms.invalidData" }).optional();
const tokenField = z.string({ error: "forms.required" }).min(1, "forms.required").max(512, "forms.tooLong");

export const apiRegisterSchema = z.object({
  email: registerSchema.shape.email,
  password: registerSchema.shape.password,
  firstName: registerSchema.shape.firstName,
  lastName: registerSchema.shape.lastName,
  locale: localeField,
});
export type ApiRegisterInput = z.infer<typeof apiRegisterSchema>;

export const apiLoginSchema = loginSchema;
export type ApiLoginInput = z.infer<typeof apiLoginSchema>;

export const refreshSchema = z.object({ refresh_token: tokenField });
export const logoutSchema = z.object({ refresh_token: tokenField.optional() });

/** Staff accounts: the same bounds as createStaff's own schema, so its re-check never fails. */
export const staffRegisterSchema = z.object({
  email: emailField,
  firstName: registerSchema.shape.firstName,
  lastName: registerSchema.shape.lastName,
  password: z.string({ error: "forms.required" }).min(8, "forms.passwordTooShort").max(200, "forms.tooLong"),
  accessLevel: z.literal(ACCESS_LEVEL_NUMBERS, { error: "forms.invalidData" }),
});
export type StaffRegisterInput = z.infer<typeof staffRegisterSchema>;

/**
 * POST /auth/password and chooseMembroPassword (ADR 059): the page's new password, and the given
 * one, since a token is no proof of knowing it. No confirmation field: that is the client's form.
 */
export const staffPasswordSchema = z.object({
  currentPassword: changePasswordSchema.shape.currentPassword,
  password: newPasswordSchema.shape.password,
});
export type StaffPasswordInput = z.infer<typeof staffPasswordSchema>;

export const passwordRecoverSchema = z.object({ email: emailField, locale: localeField });

// PostgreSQL text cannot hold NUL, so it is refused here rather than failing in the database.
const mailBody = z
  .string({ error: "forms.required" })
  .refine((value) => new TextEncoder().encode(value).length <= MAIL_BODY_MAX_BYTES, "forms.tooLong")
  .refine((value) => !value.includes("\u0000"), "forms.invalidCharacters");

export const notifySchema = z.object({
  to: emailField,
  subject: z
    .string({ error: "forms.required" })
    .trim()
    .min(1, "forms.required")
    .max(200, "forms.tooLong")
    // A line break in a subject would let the caller add mail headers.
    .refine((value) => !CONTROL_CHARACTERS.test(value), "forms.invalidCharacters"),
  text: mailBody.refine((value) => value.trim().length > 0, "forms.required"),
  html: mailBody.optional(),
});
export type NotifyInput = z.infer<typeof notifySchema>;

/**
 * GET /api/places: municipalities (`city`) or countries whose name starts with `q`; countries are
 * named (and searched) in `locale`, Italian unless asked.
 */
export const placesQuerySchema = z.object({
  kind: z.enum(["city", "country"]),
  q: z.string().trim().min(1).max(60),
  locale: z.enum(["it", "en"]).default("it"),
});
