import { hkdfSync } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import { now as clockNow } from "~/domain/clock.server";
import { z } from "~/lib/zod";
import type { SessionContext } from "./cookie.server";
import { findLiveApiSession } from "./sessions.server";
import { ACCESS_TOKEN_TTL_SECONDS } from "./token-lifetimes";

const ISSUER = "agora";
const AUDIENCE = "agora-api";

const claimsSchema = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  ctx: z.enum(["public", "internal"]),
  accessLevel: z.number().int().min(0).max(2).optional(),
});
export type AccessClaims = z.infer<typeof claimsSchema>;

/** Why an access token was refused; the API sends these codes as they are (spec §8). */
export type AccessTokenFailure = "TOKEN_EXPIRED" | "TOKEN_INVALID";

/**
 * Who is calling, as established by a verified access token and its live session row. A staff
 * caller's `mustChangePassword` is read with the session: see mustChoosePassword (ADR 059).
 */
export type Caller =
  | { ctx: "public"; sessionId: string; userId: string }
  | {
      ctx: "internal";
      sessionId: string;
      staffId: string;
      accessLevel: number;
      mustChangePassword: boolean;
    };

export type VerifyResult = { ok: true; caller: Caller } | { ok: false; code: AccessTokenFailure };

let key: Uint8Array | undefined;

/** A key of its own, derived from the session secret: a leaked JWT key cannot forge cookies or links. */
function signingKey(): Uint8Array {
  key ??= new Uint8Array(hkdfSync("sha256", config().sessionSecret, "agora", "api-access-tokens-hs256", 32));
  return key;
}

export async function signAccessToken(
  claims: { sub: string; sid: string; ctx: SessionContext; accessLevel?: number },
  now = clockNow(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const level = claims.accessLevel === undefined ? {} : { accessLevel: claims.accessLevel };
  return new SignJWT({ ctx: claims.ctx, sid: claims.sid, ...level })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(signingKey());
}

export type DecodeResult = { ok: true; claims: AccessClaims; expired: boolean } | { ok: false };

/**
 * Checks signature and claims. An expired token is still reported with its claims (jose verifies
 * the signature before the dates), because logout must work with one.
 */
export async function decodeAccessToken(token: string): Promise<DecodeResult> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["exp", "sub"],
      currentDate: clockNow(),
    });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? { ok: true, claims: claims.data, expired: false } : { ok: false };
  } catch (error) {
    if (!(error instanceof errors.JWTExpired)) return { ok: false };
    const claims = claimsSchema.safeParse(error.payload);
    const genuine = error.payload.iss === ISSUER && error.payload.aud === AUDIENCE;
    return claims.success && genuine ? { ok: true, claims: claims.data, expired: true } : { ok: false };
  }
}

/**
 * A valid, unexpired token whose session still exists. The session row is looked up by primary key
 * on every call, so logout (which deletes the row) ends the access token at once; a disabled staff
 * account or a lowered access level counts immediately.
 */
export async function verifyAccessToken(db: DbOrTx, token: string, now = clockNow()): Promise<VerifyResult> {
  const decoded = await decodeAccessToken(token);
  if (!decoded.ok) return { ok: false, code: "TOKEN_INVALID" };
  if (decoded.expired) return { ok: false, code: "TOKEN_EXPIRED" };
  const { sid, sub, ctx } = decoded.claims;
  const row = await findLiveApiSession(db, sid, now);
  if (!row || row.context !== ctx) return { ok: false, code: "TOKEN_INVALID" };
  if (ctx === "public") {
    return row.userId === sub
      ? { ok: true, caller: { ctx, sessionId: sid, userId: sub } }
      : { ok: false, code: "TOKEN_INVALID" };
  }
  if (row.staffId !== sub || row.accessLevel === null || row.disabledAt)
    return { ok: false, code: "TOKEN_INVALID" };
  const { accessLevel, mustChangePassword } = row;
  return {
    ok: true,
    caller: {
      ctx,
      sessionId: sid,
      staffId: sub,
      accessLevel,
      mustChangePassword: mustChangePassword === true,
    },
  };
}
