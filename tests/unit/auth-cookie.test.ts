import { sign } from "cookie-signature";
import { describe, expect, it } from "vitest";
import {
  openAuthCookie,
  readAuthCookieHeader,
  sealAuthCookie,
  serializeAuthCookie,
} from "~/routing/auth-cookie.server";

const SECRET = "a-secret-of-the-previous-writer-0123456789";
const section = { id: "0190c1d2-7e4f-7a8b-9c0d-1e2f3a4b5c6d", refToken: "Zm9vYmFy_token-àè" };

/** The value of `authrefToken` for `{ public: section }` under SECRET, as browsers hold it today. */
const HELD_TODAY =
  "eyJwdWJsaWMiOnsiaWQiOiIwMTkwYzFkMi03ZTRmLTdhOGItOWMwZC0xZTJmM2E0YjVjNmQiLCJyZWZUb2tlbiI6IlptOXZZbUZ5X3Rva2VuLcOgw6gifX0=.Tn8cGfTLwMtxR3ixvIQNuqlhRL0oUpsnOSLCL16CMEo";

/** `payload` signed with SECRET, whatever it holds. */
const sealOf = (payload: string) => sign(payload, SECRET);

/** The `name=value` part of a Set-Cookie header, as a browser sends it back. */
const sentBack = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("the session cookie (ADR 079)", () => {
  it("reads the cookies members already hold, so a deployment signs nobody out", () => {
    expect(openAuthCookie(HELD_TODAY, SECRET)).toEqual({ public: section });
    expect(sealAuthCookie({ public: section }, SECRET)).toBe(HELD_TODAY);
  });

  it("holds both sections side by side and reads back what it wrote", () => {
    const both = { public: section, internal: { id: "staff-1", refToken: "another-token" } };
    expect(openAuthCookie(sealAuthCookie(both, SECRET), SECRET)).toEqual(both);
  });

  it("reads nothing from a value whose signature is not the secret's, or that is not a session", () => {
    const sealed = sealAuthCookie({ public: section }, SECRET);
    const [payload, signature = ""] = sealed.split(".");
    expect(openAuthCookie(sealed, "another-secret-0123456789-0123456789")).toEqual({});
    expect(openAuthCookie(`${payload}.${signature.slice(0, -4)}AAAA`, SECRET)).toEqual({});
    expect(openAuthCookie(`${payload}`, SECRET)).toEqual({});
    // A forged payload under the old signature: the signature covers the payload.
    const forged = Buffer.from(JSON.stringify({ public: { ...section, id: "someone-else" } })).toString(
      "base64",
    );
    expect(openAuthCookie(`${forged}.${signature}`, SECRET)).toEqual({});
    // Validly signed, but not base64 of JSON, or JSON of another shape.
    expect(openAuthCookie(sealOf("%%%not base64"), SECRET)).toEqual({});
    expect(openAuthCookie(sealOf(Buffer.from("[1,2]").toString("base64")), SECRET)).toEqual({});
    expect(openAuthCookie(sealOf(Buffer.from('{"public":{"id":""}}').toString("base64")), SECRET)).toEqual(
      {},
    );
  });

  it("writes a Set-Cookie header with the session's attributes, and one that deletes it", () => {
    const header = serializeAuthCookie({ public: section });
    expect(header).toMatch(/^authrefToken=[^;]+; Max-Age=1209600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(readAuthCookieHeader(sentBack(header))).toEqual({ public: section });
    expect(serializeAuthCookie({})).toBe("authrefToken=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax");
  });

  it("finds its cookie among the others of a Cookie header, and never one whose signature is wrong", () => {
    const cookie = sentBack(serializeAuthCookie({ internal: section }));
    const tampered = cookie.replace(/.{4}$/, "AAAA");
    expect(readAuthCookieHeader(cookie)).toEqual({ internal: section });
    expect(readAuthCookieHeader(cookie)).toEqual({ internal: section });
    expect(readAuthCookieHeader(tampered)).toEqual({});
    expect(readAuthCookieHeader(`consent=all; ${tampered}`)).toEqual({});
    expect(readAuthCookieHeader(`consent=all; ${cookie}; lang=en`)).toEqual({ internal: section });
    expect(readAuthCookieHeader("consent=all")).toEqual({});
    expect(readAuthCookieHeader("authrefToken=forged")).toEqual({});
    expect(readAuthCookieHeader("")).toEqual({});
    expect(readAuthCookieHeader(undefined)).toEqual({});
  });
});
