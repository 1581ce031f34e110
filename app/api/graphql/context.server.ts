import type { Request, Response } from "express";
import type { Db } from "~/db/client.server";
import { mustChoosePassword } from "~/domain/accounts/staff-password.server";
import type { Sleep } from "~/domain/security/login-throttle.server";
import { type Caller, verifyAccessToken } from "~/domain/sessions/access-tokens.server";
import type { Locale } from "~/i18n/locale";
import type { RequestMeta } from "../auth.server";
import { acceptLocale } from "../locale";
import { type ApiDeps, metaOf } from "../rest/http.server";
import { bearerToken } from "../tokens.server";
import { apiError, tokenError } from "./errors.server";

/** What Express hands to graphql-yoga for each request. */
export type ServerContext = { req: Request; res: Response };

export type GraphQLContext = {
  db: Db;
  meta: RequestMeta;
  locale: Locale;
  /** Replaces the real pause of slowed-down sign-ins (tests). */
  sleep?: Sleep;
  /** The raw Bearer token: undefined without a header, null when the header is malformed. */
  bearer: string | null | undefined;
  /**
   * The verified caller, or null for anonymous requests. Checked only by the resolvers that need
   * it, so signing in works even while an old, expired token is still being sent. A staff caller
   * who must first choose their own password is refused with PASSWORD_CHANGE_REQUIRED (ADR 059).
   */
  caller(): Promise<Caller | null>;
  /** The caller, such a staff caller included: for chooseMembroPassword only. */
  callerChoosingPassword(): Promise<Caller | null>;
};

export function buildContext(deps: ApiDeps, req: Request): GraphQLContext {
  const db = deps.db();
  const bearer = bearerToken(req.get("authorization"));
  let verified: Promise<Caller | null> | undefined;
  const callerChoosingPassword = () => {
    verified ??= resolveCaller(db, bearer);
    return verified;
  };
  return {
    db,
    meta: metaOf(deps, req),
    locale: acceptLocale(req.get("accept-language")),
    sleep: deps.sleep,
    bearer,
    callerChoosingPassword,
    async caller() {
      const found = await callerChoosingPassword();
      if (found?.ctx === "internal" && mustChoosePassword(found)) throw apiError("PASSWORD_CHANGE_REQUIRED");
      return found;
    },
  };
}

async function resolveCaller(db: Db, bearer: string | null | undefined): Promise<Caller | null> {
  if (bearer === undefined) return null;
  if (bearer === null) throw tokenError("TOKEN_INVALID");
  const verified = await verifyAccessToken(db, bearer);
  if (!verified.ok) throw tokenError(verified.code);
  return verified.caller;
}
