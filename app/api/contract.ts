/**
 * The JSON shapes of the API (docs/api.md), shared by the server and the typed client. Plain types
 * and constants only: the browser bundle imports this file.
 */

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
