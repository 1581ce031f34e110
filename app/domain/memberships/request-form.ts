import { nameField } from "~/domain/accounts/schemas";
import { z } from "~/lib/zod";
import { feePaymentFields } from "./fee-payment-form";

/**
 * The membership request form (spec §3), shared by the browser and the server. Messages are i18n
 * keys. The fiscal code itself is checked on the server (fiscal-code.server.ts): its data are large.
 */
export const MEMBERSHIP_TYPES = ["events", "courses"] as const;
/** The categories the centre offers; change them here. */
export const MEMBERSHIP_CATEGORIES = ["ordinary", "student", "supporter"] as const;

const text = (max: number) =>
  z.string({ error: "forms.required" }).trim().min(1, "forms.required").max(max, "forms.tooLong");
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "forms.tooLong")
    .optional()
    .transform((value) => value || undefined);
const consent = (message: string) => z.literal("on", { error: message });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function isRealPastDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  // lint-drift-allow clock: the form's schema runs in the browser too; a birth date is only checked to be past.
  const past = date.getTime() < Date.now();
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && past;
}

const IDENTITY = ["citizenship", "fiscalCode", "foreignIdNumber"];
const identityReady = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => IDENTITY.includes(String(issue.path?.[0])));

/** The person's fields of a membership, shared by the request form and the staff edit form. */
export const membershipPersonFields = {
  firstName: nameField,
  lastName: nameField,
  type: z.enum(MEMBERSHIP_TYPES, { error: "membership.errors.type" }),
  category: z.enum(MEMBERSHIP_CATEGORIES, { error: "membership.errors.category" }),
  address: text(200),
  birthCountry: text(100),
  birthCity: text(100),
  birthDate: z.string({ error: "forms.required" }).refine(isRealPastDate, "membership.errors.birthDate"),
  citizenship: z.enum(["italian", "foreign"], { error: "membership.errors.citizenship" }),
  fiscalCode: optionalText(20),
  foreignIdNumber: optionalText(40),
  /** The person confirms data the fiscal code disagrees with (staff will look). */
  confirmMismatch: z.literal("on").optional(),
};

type Identity = { citizenship: "italian" | "foreign"; fiscalCode?: string; foreignIdNumber?: string };

/** Italian citizens give a fiscal code; foreigners a fiscal code or a foreign ID number. */
export function withIdentityRules<T extends z.ZodType<Identity>>(schema: T): T {
  // Checked even while other fields are still wrong, so every error shows at once.
  return schema
    .refine((value) => value.citizenship !== "italian" || value.fiscalCode, {
      path: ["fiscalCode"],
      message: "membership.errors.fiscalCodeRequired",
      when: identityReady,
    })
    .refine((value) => value.citizenship !== "foreign" || value.fiscalCode || value.foreignIdNumber, {
      path: ["foreignIdNumber"],
      message: "membership.errors.identityRequired",
      when: identityReady,
    });
}

export const membershipRequestSchema = withIdentityRules(
  z.object({
    ...membershipPersonFields,
    privacy: consent("forms.privacyRequired"),
    statute: consent("membership.errors.statuteRequired"),
  }),
);

export type MembershipRequestValue = z.infer<typeof membershipRequestSchema>;

/**
 * Staff create a membership for a person without an account (/internal/membership): the same
 * fields, consents given in person, an e-mail for the card (required for courses and workshops,
 * whose card is sent by e-mail), and whether it is valid at once.
 */
export const membershipCreateSchema = withIdentityRules(
  z.object({
    ...membershipPersonFields,
    privacy: consent("forms.privacyRequired"),
    statute: consent("membership.errors.statuteRequired"),
    email: z
      .string()
      .trim()
      .max(254, "forms.tooLong")
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.email("forms.invalidEmail").optional()),
    validNow: z.literal("on").optional(),
    // Valid at once: how the fee was paid (ADR 050); ignored for a request left to admit later.
    feeMethod: feePaymentFields.feeMethod.optional(),
    feeReason: feePaymentFields.feeReason,
  }),
)
  .refine((value) => value.type !== "courses" || value.email, {
    path: ["email"],
    message: "membership.errors.emailForCourses",
    // Said with the other errors, as soon as the type and the address themselves are readable.
    when: (payload) => !payload.issues.some((issue) => ["type", "email"].includes(String(issue.path?.[0]))),
  })
  .refine((value) => value.validNow !== "on" || value.feeMethod, {
    path: ["feeMethod"],
    message: "fees.errors.method",
    when: (payload) => !payload.issues.some((issue) => String(issue.path?.[0]) === "feeMethod"),
  })
  .refine((value) => value.validNow !== "on" || value.feeMethod !== "waived" || value.feeReason, {
    path: ["feeReason"],
    message: "fees.errors.reasonRequired",
    when: (payload) =>
      !payload.issues.some((issue) => ["feeMethod", "feeReason"].includes(String(issue.path?.[0]))),
  });

export type MembershipCreateValue = z.infer<typeof membershipCreateSchema>;
