import { hkdfSync } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { errors, jwtVerify, SignJWT } from "jose";
import { config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import { sessions, staff } from "~/db/schema";
import type { SessionContext } from "~/domain/sessions/cookie.server";
import { z } from "~/lib/zod";
import { ACCESS_TOKEN_TTL_SECONDS, type TokenErrorCode } from "./contract";

const ISSUER = "agora";
const AUDIENCE = "agora-api";

const claimsSchema = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  ctx: z.enum(["public", "internal"]),
  accessLevel: z.number().int().min(0).max(2).optional(),
});
export type AccessClaims = z.infer<typeof claimsSchema>;

/** Who is calling, as established by a verified access token and its live session row. */
export type Caller =
  | { ctx: "public"; sessionId: string; userId: string }
  | { ctx: "internal"; sessionId: string; staffId: string; accessLevel: number };

export type VerifyResult = { ok: true; caller: Caller } | { ok: false; code: TokenErrorCode };

let key: Uint8Array | undefined;

/** A key of its own, derived from the session secret: a leaked JWT key cannot forge cookies or links. */
function signingKey(): Uint8Array {
  key ??= new Uint8Array(hkdfSync("sha256", config().sessionSecret, "agora", "api-access-tokens-hs256", 32));
  return key;
}

export async function signAccessToken(
  claims: { sub: string; sid: string; ctx: SessionContext; accessLevel?: number },
  now = new Date(),
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
 * on every call, so logout (which deletes the row) ends the access token at once; the staff row is
 * joined so that a disabled account or a lowered access level counts immediately.
 */
export async function verifyAccessToken(db: DbOrTx, token: string, now = new Date()): Promise<VerifyResult> {
  const decoded = await decodeAccessToken(token);
  if (!decoded.ok) return { ok: false, code: "TOKEN_INVALID" };
  if (decoded.expired) return { ok: false, code: "TOKEN_EXPIRED" };
  const { sid, sub, ctx } = decoded.claims;
  const [row] = await db
    .select({
      context: sessions.context,
      userId: sessions.userId,
      staffId: sessions.staffId,
      accessLevel: staff.accessLevel,
      disabledAt: staff.disabledAt,
    })
    .from(sessions)
    .leftJoin(staff, eq(staff.id, sessions.staffId))
    .where(and(eq(sessions.id, sid), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.context !== ctx) return { ok: false, code: "TOKEN_INVALID" };
  if (ctx === "public") {
    return row.userId === sub
      ? { ok: true, caller: { ctx, sessionId: sid, userId: sub } }
      : { ok: false, code: "TOKEN_INVALID" };
  }
  if (row.staffId !== sub || row.accessLevel === null || row.disabledAt)
    return { ok: false, code: "TOKEN_INVALID" };
  return { ok: true, caller: { ctx, sessionId: sid, staffId: sub, accessLevel: row.accessLevel } };
}

/** The token of an `Authorization: Bearer …` header; undefined without one, null when malformed. */
export function bearerToken(header: string | undefined | null): string | null | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
