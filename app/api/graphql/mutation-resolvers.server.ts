import {
  type ActivationRequest,
  findActivationRequest,
  issueActivationRequest,
} from "~/domain/accounts/activation-requests.server";
import type { SignInOutcome } from "~/domain/accounts/login-outcome";
import { registerVisitor } from "~/domain/accounts/registration.server";
import { signInStaff } from "~/domain/accounts/staff-login.server";
import { chooseStaffPassword } from "~/domain/accounts/staff-password.server";
import { signInUser } from "~/domain/accounts/user-login.server";
import { endApiSignIn, issueApiTokens } from "~/domain/sessions/api-sessions.server";
import type { SessionContext } from "~/domain/sessions/cookie.server";
import type { z } from "~/lib/zod";
import { passwordFieldErrors, publicUserJson, staffUserJson } from "../auth.server";
import type { PublicUserJson, StaffUserJson } from "../contract";
import { apiLoginSchema, apiRegisterSchema, staffPasswordSchema } from "../schemas";
import type { GraphQLContext } from "./context.server";
import { apiError, invalidInput, tokenError, tooManyRequests } from "./errors.server";

type Credentials = { email: string; password: string };
type LoginFailure = Exclude<SignInOutcome<unknown>, { ok: true }>;

function parseArgs<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

function loginError(failure: LoginFailure) {
  return failure.code === "TOO_MANY_REQUESTS"
    ? tooManyRequests(failure.retryAfterSeconds)
    : apiError(failure.code);
}

async function unauthenticate(ctx: GraphQLContext, context: SessionContext) {
  if (ctx.bearer === undefined) return { success: false };
  if (ctx.bearer === null) throw tokenError("TOKEN_INVALID");
  const outcome = await endApiSignIn(ctx.db, context, { accessToken: ctx.bearer });
  if (outcome === "invalid") throw tokenError("TOKEN_INVALID");
  return { success: outcome === "ended" };
}

function requestJson(request: ActivationRequest, token: string) {
  return { id: request.id, token, expiresAt: request.expiresAt.toISOString() };
}

/**
 * The spec §7 mutations. The result types carry one token only, so GraphQL sign-ins get an access
 * token without a refresh token (clients needing long sessions use POST /public-auth/login).
 */
export const mutationResolvers = {
  async authenticateMembroWithPassword(_: unknown, args: Credentials, ctx: GraphQLContext) {
    const outcome = await signInStaff(
      ctx.db,
      parseArgs(apiLoginSchema, args),
      { ip: ctx.meta.ip, via: "api" },
      { sleep: ctx.sleep },
    );
    if (!outcome.ok) throw loginError(outcome);
    const member = outcome.subject;
    const tokens = await issueApiTokens(
      ctx.db,
      { context: "internal", id: member.id, accessLevel: member.accessLevel },
      { userAgent: ctx.meta.userAgent, withRefresh: false },
    );
    return { token: tokens.accessToken, item: staffUserJson(member) satisfies StaffUserJson };
  },

  unauthenticateMembro: (_: unknown, _args: unknown, ctx: GraphQLContext) => unauthenticate(ctx, "internal"),

  /** POST /auth/password's twin (ADR 059): the one operation a staff token with a given password may use. */
  async chooseMembroPassword(
    _: unknown,
    args: { currentPassword: string; password: string },
    ctx: GraphQLContext,
  ): Promise<StaffUserJson> {
    const caller = await ctx.callerChoosingPassword();
    if (caller?.ctx !== "internal") throw apiError("FORBIDDEN");
    const input = parseArgs(staffPasswordSchema, args);
    const outcome = await chooseStaffPassword(ctx.db, caller.staffId, input.password, {
      ip: ctx.meta.ip,
      current: input.currentPassword,
      via: "api",
      sleep: ctx.sleep,
    });
    if (outcome.ok) return staffUserJson(outcome.member);
    if (outcome.code === "too-many-requests") throw tooManyRequests(outcome.retryAfterSeconds);
    if (outcome.code === "not-required") throw apiError("FORBIDDEN");
    if (outcome.code === "not-found") throw tokenError("TOKEN_INVALID");
    throw apiError("INVALID", { fields: passwordFieldErrors(outcome.code) });
  },

  /**
   * An inactive account gets its item (active: false) and an empty token, no session: spec §4 sends
   * the client to /u/confirm/trigger on `active`, and nothing is signed in.
   */
  async authenticatePublicUtenteWithPassword(_: unknown, args: Credentials, ctx: GraphQLContext) {
    const outcome = await signInUser(
      ctx.db,
      parseArgs(apiLoginSchema, args),
      { ip: ctx.meta.ip },
      { sleep: ctx.sleep },
    );
    if (!outcome.ok) throw loginError(outcome);
    const user = outcome.subject;
    if (!user.active) return { token: "", item: publicUserJson(user) };
    const tokens = await issueApiTokens(
      ctx.db,
      { context: "public", id: user.id },
      { userAgent: ctx.meta.userAgent, withRefresh: false },
    );
    return { token: tokens.accessToken, item: publicUserJson(user) satisfies PublicUserJson };
  },

  unauthenticatePublicUtente: (_: unknown, _args: unknown, ctx: GraphQLContext) =>
    unauthenticate(ctx, "public"),

  /**
   * With `token`: the stored, unused, unexpired request of that token. With `email`: a new activation
   * link for that inactive account, mailed by the server. The link token is a secret that proves
   * control of the mailbox, so only staff get it back; anyone else gets an empty string.
   */
  async createAccountCreateRequest(
    _: unknown,
    { data }: { data: { email?: string | null; token?: string | null } },
    ctx: GraphQLContext,
  ) {
    const email = data.email ?? null;
    const token = data.token ?? null;
    if ((email === null) === (token === null))
      throw apiError("INVALID", { fields: { data: ["forms.invalidData"] } });
    if (token !== null) {
      const request = await findActivationRequest(ctx.db, token);
      if (!request) throw apiError("E997");
      return requestJson(request, token);
    }
    const caller = await ctx.caller();
    const result = await issueActivationRequest(ctx.db, email ?? "", { locale: ctx.locale });
    if (!result.ok)
      throw result.code === "E997" ? apiError("E997") : tooManyRequests(result.retryAfterSeconds);
    return requestJson(result.request, caller?.ctx === "internal" ? result.request.token : "");
  },

  /** Registers exactly like /u/register: inactive user, account-create request and mail together. */
  async createPublicUtente(
    _: unknown,
    { data }: { data: { email: string; password: string; firstName: string; lastName: string } },
    ctx: GraphQLContext,
  ): Promise<PublicUserJson> {
    const input = parseArgs(apiRegisterSchema, data);
    const result = await registerVisitor(ctx.db, input, { ip: ctx.meta.ip, locale: ctx.locale });
    if (result.ok) return publicUserJson(result.user);
    throw result.code === "email-taken" ? apiError("E11000") : tooManyRequests(result.retryAfterSeconds);
  },
};
