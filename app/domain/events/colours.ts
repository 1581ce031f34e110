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

/**
 * The one place that turns a stored colour name into the value drawn on screen: the CSS named
 * colours of the same name, so what staff pick in the form is what visitors see.
 */
export const COLOUR_HEX: Record<EventColour, string> = {
  darkred: "#8b0000",
  orange: "#ffa500",
  yellow: "#ffff00",
  green: "#008000",
  blue: "#0000ff",
  purple: "#800080",
  pink: "#ffc0cb",
  lightblue: "#add8e6",
  black: "#000000",
  white: "#ffffff",
};
