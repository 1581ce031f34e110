import { z } from "~/lib/zod";
import { MEMBERSHIP_CATEGORIES, MEMBERSHIP_TYPES } from "./request-form";

/**
 * The fee schedule's form (management, ADR 050), shared by the browser and the server; messages
 * are i18n keys. The amount is typed in euros (`centsFromEuros` stores it in cents).
 */

/** Up to 9,999.99 €: a membership fee, with room for a supporter's. */
const AMOUNT = /^\d{1,4}([.,]\d{1,2})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isRealDate = (value: string) =>
  ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const feeScheduleSchema = z.object({
  category: z.enum(MEMBERSHIP_CATEGORIES, { error: "fees.errors.category" }),
  type: z.enum(MEMBERSHIP_TYPES, { error: "fees.errors.type" }),
  amount: z
    .string({ error: "fees.errors.amountRequired" })
    .trim()
    .min(1, { message: "fees.errors.amountRequired", abort: true })
    .refine((value) => !value.startsWith("-"), { message: "fees.errors.amountNegative", abort: true })
    .refine((value) => AMOUNT.test(value), "fees.errors.amount"),
  validFrom: z
    .string({ error: "fees.errors.validFromRequired" })
    .trim()
    .min(1, { message: "fees.errors.validFromRequired", abort: true })
    .refine(isRealDate, "fees.errors.validFrom"),
});

export type FeeScheduleValue = z.infer<typeof feeScheduleSchema>;
