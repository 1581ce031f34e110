import { emailField, nameField } from "~/domain/accounts/schemas";
import { z } from "~/lib/zod";

/** The sign form, shared by the browser and the server; messages are i18n keys shown by their field. */
export const signPetitionSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  privacy: z.literal("on", { error: "forms.privacyRequired" }),
});

export type SignPetitionInput = z.infer<typeof signPetitionSchema>;
