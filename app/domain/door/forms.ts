import { GUESTS_MAX } from "~/domain/guest-lists/forms";
import { feePaymentFields, withFeeRules } from "~/domain/memberships/fee-payment-form";
import { z } from "~/lib/zod";
import { DOOR_CODE_MAX } from "./code";

/** The door's forms, shared by the scanner pages and their actions. Messages are i18n keys. */

const nonce = z.string().trim().min(8).max(64);
const text = (max: number) =>
  z.string({ error: "forms.required" }).trim().min(1, "forms.required").max(max, "forms.tooLong");

/** A code from the camera, a keyboard-wedge scanner or typed by hand. */
export const doorCodeSchema = z.object({
  code: z
    .string({ error: "validate.errors.code" })
    .trim()
    .min(1, "validate.errors.code")
    .max(DOOR_CODE_MAX * 2, "forms.tooLong"),
  nonce,
  source: z.enum(["camera", "keyboard"]).default("keyboard"),
});

/**
 * A code read by a scanner's script and sent to `POST /api/door/scan` (ADR 047): at an event's door
 * (`eventId`: tickets, and cards for members without one) or, without it, at the card door.
 */
export const doorScanSchema = doorCodeSchema.extend({
  eventId: z.uuid("ticketcheck.errors.event").nullish(),
});

/** A card request admitted on the spot, with how the fee was paid (ADR 050). */
export const admitSchema = withFeeRules(z.object({ membershipId: z.uuid(), ...feePaymentFields }));

/** A member of another circolo of the same network, let in on their own card. */
export const visitorSchema = z.object({
  name: text(120),
  network: text(80),
  card: text(60),
  nonce,
});

/** A name of an event's guest list let in from the scanner screen, with the guests who came. */
export const guestCheckInSchema = z.object({
  eventId: z.uuid("ticketcheck.errors.event"),
  entryId: z.uuid("forms.invalidData"),
  guests: z
    .number({ error: "guestLists.errors.guests" })
    .int("guestLists.errors.guests")
    .min(0, "guestLists.errors.guests")
    .max(GUESTS_MAX, "guestLists.errors.guestsMax")
    .default(0),
  nonce,
});
