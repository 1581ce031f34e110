import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: what the client holds. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The database keeps only this hash, so a leaked table cannot be replayed as cookies. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
