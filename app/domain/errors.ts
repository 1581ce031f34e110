/**
 * The specification's error catalogue (§8) as the forms show it: each code has a translated message
 * under `forms.<code>`. The specification's E11000 (e-mail already registered) is the domain's
 * `email-taken`, a field error of the forms that collect an e-mail; only the JSON API and GraphQL
 * answer it as the code "E11000" (docs/api.md).
 */
export type SpecErrorCode = "E999" | "E998" | "E997";

/** Thrown when a query that must return a row returns none (spec E998). */
export class EmptyResultError extends Error {
  override name = "EmptyResultError";
  readonly code = "E998" as const;
}

/**
 * The message key for an unexpected failure of an action: E998 for an empty result, otherwise
 * `fallback` — E997 when an account request could not be created, E999 when a mail or a recovery
 * request could not be stored.
 */
export function failureMessage(error: unknown, fallback: "E997" | "E999"): `forms.${SpecErrorCode}` {
  return error instanceof EmptyResultError ? "forms.E998" : `forms.${fallback}`;
}
