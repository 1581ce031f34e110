/**
 * How money taken at the door was paid (ADR 044): in cash, or by card on the centre's terminal.
 * Shared by the database schema, the forms and the pages.
 */
export const DOOR_METHODS = ["cash", "card"] as const;
export type DoorMethod = (typeof DOOR_METHODS)[number];
