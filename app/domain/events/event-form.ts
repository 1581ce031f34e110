import { termChoiceField } from "~/domain/terms/term-form";
import { isRomeLocal } from "~/lib/rome-time";
import { queryFromParams, searchListQuerySchema } from "~/lib/search-list-query";
import { z } from "~/lib/zod";
import { EVENT_COLOURS } from "./colours";

/**
 * The staff event form (spec §3), shared by the browser and the server. Messages are i18n keys.
 * Dates are Rome wall-clock values; the price is typed in euros and stored in cents.
 */
export const TITLE_MAX = 160;
export const SUMMARY_MAX = 4000;

const localDateTime = z
  .string({ error: "forms.required" })
  .refine(isRomeLocal, "eventAdmin.errors.invalidDate");

const optionalText = (max: number) => z.string().trim().max(max, "forms.tooLong").optional();

/**
 * Cross-field rules run as soon as the fields they read are valid, even while other fields are
 * still wrong, so the staff member sees every error at once.
 */
function fieldsValid(...names: string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => names.includes(String(issue.path?.[0])));
}

export const eventFormSchema = z
  .object({
    title: z
      .string({ error: "forms.required" })
      .trim()
      .min(1, "forms.required")
      .max(TITLE_MAX, "forms.tooLong"),
    summary: optionalText(SUMMARY_MAX),
    // The English text (ADR 057): optional, the Italian one is shown where it is missing.
    titleEn: optionalText(TITLE_MAX),
    summaryEn: optionalText(SUMMARY_MAX),
    startsAt: localDateTime,
    endsAt: localDateTime,
    /** The event type: a term of the managed list (ADR 058). */
    category: termChoiceField,
    colour: z.enum(EVENT_COLOURS, { error: "eventAdmin.errors.colour" }),
    backgroundColour: z.enum(EVENT_COLOURS, { error: "eventAdmin.errors.colour" }),
    link: z
      .url({ protocol: /^https?$/, error: "eventAdmin.errors.link" })
      .max(2000, "forms.tooLong")
      .optional(),
    imageKey: z.uuid().optional(),
    imageWidth: z.number().int().min(1).max(2000).optional(),
    imageHeight: z.number().int().min(1).max(2000).optional(),
    isPublic: z.boolean().optional(),
    isPaid: z.boolean().optional(),
    price: z
      .string()
      .trim()
      .regex(/^\d{1,6}([.,]\d{1,2})?$/, "eventAdmin.errors.price")
      .optional(),
    // Kept as text: a number schema would drop "2.5" before the whole-number message could explain it.
    seats: z
      .string()
      .trim()
      .regex(/^\d{1,6}$/, "eventAdmin.errors.seats")
      .optional(),
    isMarket: z.boolean().optional(),
  })
  // Same-format wall-clock strings compare like the instants they name.
  .refine((value) => value.endsAt > value.startsAt, {
    path: ["endsAt"],
    message: "eventAdmin.errors.endBeforeStart",
    when: fieldsValid("startsAt", "endsAt"),
  })
  .refine((value) => !value.isPaid || priceCents(value.price) > 0, {
    path: ["price"],
    message: "eventAdmin.errors.pricePositive",
    when: fieldsValid("isPaid", "price"),
  });

export type EventFormValue = z.infer<typeof eventFormSchema>;

/** "12,50" or "12.5" euros as integer cents; 0 when empty. */
export function priceCents(price: string | undefined): number {
  if (!price) return 0;
  const [euros = "0", cents = ""] = price.replace(",", ".").split(".");
  return Number(euros) * 100 + Number(cents.padEnd(2, "0"));
}

/** Cents back to the form's euro notation ("12,50" in Italian, "12.50" in English). */
export const EVENT_TABS = ["upcoming", "past"] as const;
export const PAGE_SIZE = 20;

/** The list's state lives in the URL: tab, type (a term's id), title search and page. */
export const eventListQuerySchema = searchListQuerySchema.extend({
  tab: z.enum(EVENT_TABS).catch("upcoming"),
  category: z.uuid().optional().catch(undefined),
});

export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export function parseEventListQuery(params: URLSearchParams): EventListQuery {
  return queryFromParams(eventListQuerySchema, params, { page: 1 });
}
