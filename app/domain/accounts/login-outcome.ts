import type { Sleep } from "~/domain/security/login-throttle.server";

export type Credentials = { email: string; password: string };

/** Where a sign-in comes from: the client address for the limits and, for the audit, the channel. */
export type SignInMeta = { ip: string; via?: "api" };

/** What a sign-in attempt gives, for the pages, the JSON API and GraphQL alike. */
export type SignInOutcome<T> =
  | { ok: true; subject: T }
  | { ok: false; code: "INVALID_CREDENTIALS" }
  | { ok: false; code: "TOO_MANY_REQUESTS"; retryAfterSeconds: number };

/** `sleep` replaces the real pause of a slowed-down sign-in (tests). */
export type SignInOptions = { sleep?: Sleep };
