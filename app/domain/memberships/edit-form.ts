import { emailField } from "~/domain/accounts/schemas";
import { z } from "~/lib/zod";
import { membershipPersonFields, withIdentityRules } from "./request-form";

/**
 * Staff correct the personal data of a membership (management only) with the request form's own
 * fields and rules, plus the e-mail mails about the membership go to. Consents stay as given.
 */
export const membershipEditSchema = withIdentityRules(
  z.object({
    ...membershipPersonFields,
    email: emailField.optional(),
  }),
);

export type MembershipEditValue = z.infer<typeof membershipEditSchema>;

/** The fields an edit may change, in the order the form and the log show them. */
export const EDITABLE_FIELDS = [
  "firstName",
  "lastName",
  "type",
  "category",
  "address",
  "birthCountry",
  "birthCity",
  "birthDate",
  "citizenship",
  "fiscalCode",
  "foreignIdNumber",
  "email",
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** The form's starting values: what is stored now. */
export function membershipEditDefaults(membership: { [Field in EditableField]: string | null }) {
  const defaults: Record<string, string> = {};
  for (const field of EDITABLE_FIELDS) defaults[field] = membership[field] ?? "";
  return defaults;
}
