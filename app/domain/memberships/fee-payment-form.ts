import { z } from "~/lib/zod";
import { STAFF_FEE_METHODS } from "./fee-method";

/**
 * The choice staff make where they admit (ADR 050): how the fee was paid, and why it was waived.
 * Shared by the browser and the server; messages are i18n keys.
 */

export const WAIVED_REASON_MAX = 500;

/** How the fee was paid, chosen where staff admit; a waived fee says why. */
export const feePaymentFields = {
  feeMethod: z.enum(STAFF_FEE_METHODS, { error: "fees.errors.method" }),
  feeReason: z
    .string()
    .trim()
    .max(WAIVED_REASON_MAX, "fees.errors.reasonTooLong")
    .optional()
    .transform((value) => value || undefined),
};

type FeeChoice = { feeMethod?: string; feeReason?: string };

/** A waived fee needs its reason (said next to the reason's field). */
export function withFeeRules<T extends z.ZodType<FeeChoice>>(schema: T): T {
  return schema.refine((value) => value.feeMethod !== "waived" || Boolean(value.feeReason), {
    path: ["feeReason"],
    message: "fees.errors.reasonRequired",
    when: (payload) => !payload.issues.some((issue) => String(issue.path?.[0]) === "feeMethod"),
  });
}

export const feePaymentSchema = withFeeRules(z.object(feePaymentFields));

/** The payment an admission records, from a staff form's choice. */
export type FeePayment =
  | { method: "cash" | "card" | "online"; reason?: undefined }
  | { method: "waived"; reason: string };

/** Cash at the desk or the door: what the door offers first. */
export const CASH: FeePayment = { method: "cash" };

export function feePaymentOf(value: { feeMethod: string; feeReason?: string }): FeePayment {
  if (value.feeMethod === "waived") return { method: "waived", reason: value.feeReason ?? "" };
  return { method: value.feeMethod as "cash" | "card" };
}
