import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { config } from "~/config.server";
import { z } from "~/lib/zod";

/** Spec §9: activation and recovery links are valid for 15 minutes. */
export const LINK_VALIDITY_MS = 15 * 60 * 1000;

export type LinkPurpose = "activation" | "recovery" | "petition";
const payloadSchema = z.object({
  t: z.number().int(),
  e: z.string(),
  p: z.enum(["activation", "recovery", "petition"]),
});
export type LinkPayload = { issuedAt: Date; email: string; purpose: LinkPurpose };

let key: Buffer | undefined;

/** A key of its own for links, derived from the session secret, so neither can be used for the other. */
function linkKey(): Buffer {
  key ??= Buffer.from(hkdfSync("sha256", config().sessionSecret, "agora", "account-link-tokens", 32));
  return key;
}

/**
 * Spec §7: the token is an encrypted timestamp plus e-mail, base64 encoded. AES-256-GCM makes it
 * both secret and tamper-proof; base64url keeps it safe inside a URL path.
 */
export function sealLinkToken(purpose: LinkPurpose, email: string, now: Date): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", linkKey(), iv);
  const plain = JSON.stringify({ t: now.getTime(), e: email, p: purpose });
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

/** The payload of a genuine token of this purpose, expired or not; null for anything forged or garbled. */
export function openLinkToken(token: string, purpose: LinkPurpose): LinkPayload | null {
  try {
    const raw = Buffer.from(token, "base64url");
    if (raw.length < 12 + 16 + 2 || raw.length > 2048) return null;
    const decipher = createDecipheriv("aes-256-gcm", linkKey(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
    const parsed = payloadSchema.safeParse(JSON.parse(plain.toString("utf8")));
    if (!parsed.success || parsed.data.p !== purpose) return null;
    return { issuedAt: new Date(parsed.data.t), email: parsed.data.e, purpose };
  } catch {
    return null;
  }
}

export function isLinkExpired(payload: LinkPayload, now: Date): boolean {
  return now.getTime() - payload.issuedAt.getTime() > LINK_VALIDITY_MS;
}
