import type { Request, Response } from "express";
import type { Db } from "~/db/client.server";
import type { Sleep } from "~/domain/security/login-throttle.server";
import { type Caller, verifyAccessToken } from "~/domain/sessions/access-tokens.server";
import type { Locale } from "~/i18n/locale";
import type { RequestMeta } from "../auth.server";
import { acceptLocale } from "../locale";
import { type ApiDeps, metaOf } from "../rest/http.server";
import { bearerToken } from "../tokens.server";
import { tokenError } from "./errors.server";

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
   * it, so signing in works even while an old, expired token is still being sent.
   */
  caller(): Promise<Caller | null>;
};

export function buildContext(deps: ApiDeps, req: Request): GraphQLContext {
  const db = deps.db();
  const bearer = bearerToken(req.get("authorization"));
  let caller: Promise<Caller | null> | undefined;
  return {
    db,
    meta: metaOf(deps, req),
    locale: acceptLocale(req.get("accept-language")),
    sleep: deps.sleep,
    bearer,
    caller() {
      caller ??= resolveCaller(db, bearer);
      return caller;
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
