/**
 * The JSON shapes of the API (docs/api.md), shared by the server and the typed client. Plain types
 * and constants only: the browser bundle imports this file.
 */

import type { FormAnswer } from "~/routing/form-answer";

export { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from "~/domain/sessions/token-lifetimes";

export type TokenErrorCode = "TOKEN_EXPIRED" | "TOKEN_INVALID";

export type ApiErrorCode =
  | "INVALID"
  | "INVALID_CREDENTIALS"
  | "ACCOUNT_INACTIVE"
  | "ACCOUNT_NOT_FOUND"
  | "TOO_MANY_REQUESTS"
  | "BUSY"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "PASSWORD_CHANGE_REQUIRED"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "INTERNAL_ERROR"
  | "E11000"
  | "E999"
  | "E998"
  | "E997";

/** Token failures use `text_code` (spec §8); every other failure uses `code`. */
export type ApiErrorBody =
  | { text_code: TokenErrorCode }
  | { code: ApiErrorCode; fields?: Record<string, string[]> };

export type PublicUserJson = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
};

export type StaffUserJson = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  accessLevel: number;
  /**
   * Signed in with a password someone else gave: until it is replaced (POST /auth/password) every
   * other staff call answers 403 `PASSWORD_CHANGE_REQUIRED` (ADR 059).
   */
  mustChangePassword: boolean;
};

export type TokenPairJson<TUser> = {
  access_token: string;
  refresh_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
  user: TUser;
};

export type PublicLoginJson = TokenPairJson<PublicUserJson>;
export type StaffLoginJson = TokenPairJson<StaffUserJson>;
export type LogoutJson = { success: true };

/** Where an event page's script sends a press of "Buy" (ADR 080): `{ eventId, locale }` as JSON. */
export const TICKET_PURCHASE_PATH = "/api/tickets/buy";

/**
 * Its answer: where to go next (200; `external` for Stripe's page), or, with a 409, 500 or 503, the
 * form's answer its action would give, Conform's result with the message (and the seconds to wait
 * for "busy", also in Retry-After). Not signed in: 401 `UNAUTHENTICATED`.
 */
export type TicketPurchaseJson = { go: string; external: boolean } | FormAnswer<never>;
