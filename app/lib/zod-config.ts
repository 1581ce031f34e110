import { z } from "zod";

/**
 * Zod compiles fast object parsers with `new Function` unless told not to. The page's CSP forbids
 * eval, so in the browser that probe is a CSP violation on every page with a form; the interpreted
 * parser is fast enough for form-sized input. Imported first by the root route so that it runs
 * before any schema is used.
 */
z.config({ jitless: true });
