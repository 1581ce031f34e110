import { z } from "zod";

/**
 * Zod compiles fast object parsers with `new Function` when a schema is built, unless told not to.
 * The page's CSP forbids eval, so in the browser that probe is a CSP violation on every page; the
 * interpreted parser is fast enough for form-sized input. Every module builds its schemas with this
 * `z` (Biome refuses a direct import), so the setting is in place before the first schema exists.
 */
z.config({ jitless: true });

export { z };

const uuid = z.uuid();

/** Whether `value` is a UUID, the shape of every id (a malformed one must never reach a query). */
export function isUuid(value: string): boolean {
  return uuid.safeParse(value).success;
}
