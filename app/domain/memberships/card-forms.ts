import { z } from "~/lib/zod";
import { membershipEditSchema } from "./edit-form";
import { feePaymentSchema } from "./fee-payment-form";

/** A void or rejection reason: required, and kept whole (the register shows it as written). */
export const REASON_MAX = 500;

export const reasonSchema = z.object({
  reason: z
    .string({ error: "register.card.errors.reasonRequired" })
    .trim()
    .min(1, "register.card.errors.reasonRequired")
    .max(REASON_MAX, "register.card.errors.reasonTooLong"),
});

/**
 * The forms of the staff card view by intent; all but `admit` (with how the fee was paid) need
 * management (level ≥ 1).
 */
export const CARD_FORMS = {
  admit: feePaymentSchema,
  reject: reasonSchema,
  void: reasonSchema,
  // An optional note of its own: the void's reason belongs to the void.
  unvoid: z.object({
    note: z.string().trim().max(REASON_MAX, "register.card.errors.reasonTooLong").optional(),
  }),
  edit: membershipEditSchema,
};

export type CardIntent = keyof typeof CARD_FORMS;
export type LifecycleIntent = Exclude<CardIntent, "edit">;

/** What door staff (level 0) may do on a card: admit a request, as at the door. */
export const DOOR_INTENTS: readonly CardIntent[] = ["admit"];
