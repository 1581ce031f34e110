import { z } from "~/lib/zod";
import { DOOR_METHODS, type DoorMethod } from "./door-method";

/**
 * The door sale's form (ADR 044): which card, for which event, how it was paid, and the press's own
 * nonce, so a press sent again sells once.
 */
export const doorSaleSchema = z.object({
  membershipId: z.uuid("forms.invalidData"),
  eventId: z.uuid("ticketcheck.errors.event"),
  method: z.enum(DOOR_METHODS, "forms.invalidData"),
  nonce: z.string("forms.invalidData").trim().min(8, "forms.invalidData").max(64, "forms.invalidData"),
});

/** What a sale answers on success: the same shape for a sale and for a press sent again. */
export type DoorSaleDone = {
  orderId: string;
  ticketId: string;
  eventId: string;
  holderName: string;
  priceCents: number;
  method: DoorMethod;
  /** When the ticket was sold and its holder let in (ISO). */
  admittedAt: string;
  /** True when this answers a press already served: nothing was sold again. */
  replayed: boolean;
};
