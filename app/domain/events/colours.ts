/**
 * The colours an event or a news item may use (spec §9). Kept in a plain module so the UI can import
 * it without pulling in the database layer; the schema builds its enum from the same list.
 */
export const EVENT_COLOURS = [
  "darkred",
  "orange",
  "yellow",
  "green",
  "blue",
  "purple",
  "pink",
  "lightblue",
  "black",
  "white",
] as const;

export type EventColour = (typeof EVENT_COLOURS)[number];

export function isEventColour(value: string): value is EventColour {
  return (EVENT_COLOURS as readonly string[]).includes(value);
}
