import { z } from "~/lib/zod";

/** Why staff cancel or refund a ticket: said in the buyer's mail and kept in the audit log. */
export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 500;
export const HOLDER_NAME_MAX = 120;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the purpose
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** A reason may run over several lines (a textarea sends CR LF); no other control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the purpose
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

export const cancelReasonField = z
  .string({ error: "ticketAdmin.errors.reasonRequired" })
  .trim()
  .min(CANCEL_REASON_MIN, {
    error: (issue) =>
      issue.input === "" ? "ticketAdmin.errors.reasonRequired" : "ticketAdmin.errors.reasonTooShort",
  })
  .max(CANCEL_REASON_MAX, "ticketAdmin.errors.reasonTooLong")
  .refine((value) => !CONTROL_CHARACTERS_BUT_LINES.test(value), "forms.invalidCharacters");

/** The staff ticket page's forms (ADR 024), by intent. */
export const TICKET_ADMIN_FORMS = {
  cancel: z.object({
    ticketId: z.uuid("ticketAdmin.errors.notFound"),
    reason: cancelReasonField,
  }),
  complimentary: z.object({
    holderName: z
      .string({ error: "ticketAdmin.errors.holderRequired" })
      .trim()
      .min(1, "ticketAdmin.errors.holderRequired")
      .max(HOLDER_NAME_MAX, "forms.tooLong")
      .refine((value) => !CONTROL_CHARACTERS.test(value), "forms.invalidCharacters"),
    email: z
      .string()
      .trim()
      .max(254, "forms.invalidEmail")
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.email("forms.invalidEmail").optional()),
  }),
};

export type TicketAdminIntent = keyof typeof TICKET_ADMIN_FORMS;
