import { z } from "~/lib/zod";
import { emailField } from "../accounts/schemas";

/** The kinds of the `contribution_kind` enum, in the order the form offers them. */
export const CONTRIBUTION_KINDS = ["proposal", "volunteering", "materials", "other"] as const;
export type ContributionKind = (typeof CONTRIBUTION_KINDS)[number];

export const MAX_MESSAGE = 5000;
/** Name of the honeypot input: a plausible field name that form-filling bots like to complete. */
export const HONEYPOT_FIELD = "website";

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the purpose
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// The message may span lines and use tabs; every other control character is refused.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the purpose
const MESSAGE_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * The /contribute form, shared by the browser and the server. Messages are i18n keys. The honeypot is
 * part of the schema so a filled one reaches the action, which then drops the submission silently.
 */
export const contributionSchema = z.object({
  name: z
    .string({ error: "forms.required" })
    .trim()
    .min(1, "forms.required")
    .max(100, "forms.tooLong")
    .refine((value) => !CONTROL_CHARACTERS.test(value), "forms.invalidCharacters"),
  email: emailField,
  kind: z.enum(CONTRIBUTION_KINDS, { error: "contribute.kindRequired" }),
  message: z
    .string({ error: "forms.required" })
    .trim()
    .min(10, "contribute.messageTooShort")
    .max(MAX_MESSAGE, "forms.tooLong")
    .refine((value) => !MESSAGE_CONTROL_CHARACTERS.test(value), "forms.invalidCharacters"),
  privacy: z.literal("on", { error: "forms.privacyRequired" }),
  [HONEYPOT_FIELD]: z.string().optional(),
});

export type ContributionInput = z.infer<typeof contributionSchema>;

/** A human never sees the honeypot, so any text in it marks the submission as automated. */
export function isSpam(input: Pick<ContributionInput, typeof HONEYPOT_FIELD>): boolean {
  return Boolean(input[HONEYPOT_FIELD]?.trim());
}
