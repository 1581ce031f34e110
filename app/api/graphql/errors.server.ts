import type { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import type { z } from "~/lib/zod";
import type { TokenErrorCode } from "../contract";
import { fieldErrors } from "../rest/http.server";

export type GraphQLErrorCode =
  | "INVALID"
  | "INVALID_CREDENTIALS"
  | "TOO_MANY_REQUESTS"
  | "FORBIDDEN"
  | "PASSWORD_CHANGE_REQUIRED"
  | "E11000"
  | "E997"
  | TokenErrorCode;

const MESSAGES: Record<GraphQLErrorCode, string> = {
  INVALID: "Invalid data",
  INVALID_CREDENTIALS: "Wrong e-mail or password",
  TOO_MANY_REQUESTS: "Too many attempts, retry later",
  FORBIDDEN: "Not allowed",
  PASSWORD_CHANGE_REQUIRED: "Choose your own password first (chooseMembroPassword)",
  E11000: "E-mail already registered",
  E997: "Account-create request not created",
  TOKEN_EXPIRED: "Access token expired",
  TOKEN_INVALID: "Access token invalid",
};

/**
 * A failure the client is meant to handle: `extensions.code` says which (docs/api.md). Built with
 * yoga's helper so it is an instance of the same GraphQLError class that yoga checks before masking
 * (graphql ships CommonJS and ESM copies, and a bundler may load the other one for our code).
 */
export function apiError(code: GraphQLErrorCode, extensions: Record<string, unknown> = {}): GraphQLError {
  return createGraphQLError(MESSAGES[code], { extensions: { code, ...extensions } });
}

/**
 * Token failures also set HTTP 401, like the REST endpoints, so one client rule (spec §8: refresh
 * and retry on TOKEN_EXPIRED, log out on TOKEN_INVALID) covers both.
 */
export function tokenError(code: TokenErrorCode): GraphQLError {
  return apiError(code, { http: { status: 401 } });
}

export function invalidInput(error: z.ZodError): GraphQLError {
  return apiError("INVALID", { fields: fieldErrors(error) });
}

export function tooManyRequests(retryAfterSeconds: number): GraphQLError {
  return apiError("TOO_MANY_REQUESTS", { retryAfter: retryAfterSeconds });
}
