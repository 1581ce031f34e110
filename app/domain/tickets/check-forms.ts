import { doorCodeSchema } from "~/domain/door/forms";
import { z } from "~/lib/zod";
import { DOOR_METHODS } from "./door-method";

/** The ticket check's forms (ADR 024): a scanned or typed ticket at an event's door, a door payment. */
export const ticketScanSchema = doorCodeSchema.extend({ eventId: z.uuid("ticketcheck.errors.event") });

export const payAtDoorSchema = z.object({
  eventId: z.uuid("ticketcheck.errors.event"),
  ticketId: z.uuid(),
  nonce: z.string().trim().min(8).max(64),
  /** How the money was taken (ADR 044); a form that does not say is cash. */
  method: z.enum(DOOR_METHODS).default("cash"),
});
