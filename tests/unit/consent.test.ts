import { describe, expect, it } from "vitest";
import { action as consentAction } from "~/routes/public/consent";
import { consentCookie, NO_CONSENT, parseConsent } from "~/shell/consent";

describe("consent cookie", () => {
  it("means no consent until the visitor has answered", () => {
    expect(parseConsent(null)).toEqual(NO_CONSENT);
    expect(parseConsent("lang=en; authrefToken=x")).toEqual(NO_CONSENT);
  });

  it("reads back exactly what was chosen", () => {
    for (const choice of [
      { map: false, media: false },
      { map: true, media: false },
      { map: false, media: true },
      { map: true, media: true },
    ]) {
      const pair = consentCookie(choice, false).split(";")[0];
      expect(parseConsent(`lang=it; ${pair}; other=1`)).toEqual({ ...choice, decided: true });
    }
  });

  it("ignores values of an unknown version", () => {
    expect(parseConsent("consent=v2.map")).toEqual(NO_CONSENT);
  });

  it("lasts six months at most and is Secure over https", () => {
    const cookie = consentCookie({ map: true, media: false }, true);
    expect(cookie).toContain("Max-Age=15552000");
    expect(cookie).toContain("Secure");
    expect(consentCookie({ map: true, media: false }, false)).not.toContain("Secure");
  });
});

describe("the banner's answer sent before the page's scripts run", () => {
  const post = (fields: Record<string, string>, url = "http://localhost/consent") =>
    consentAction({
      request: new Request(url, { method: "POST", body: new URLSearchParams(fields) }),
    } as Parameters<typeof consentAction>[0]) as Promise<Response>;

  it("stores the choice and goes back to the page it came from", async () => {
    const rejected = await post({ choice: "none", back: "/en/events?page=2" });
    expect(rejected.status).toBe(303);
    expect(rejected.headers.get("location")).toBe("/en/events?page=2");
    expect(parseConsent(rejected.headers.get("set-cookie"))).toEqual({
      decided: true,
      map: false,
      media: false,
    });

    const accepted = await post({ choice: "all", back: "/where" }, "https://agora.example/consent");
    expect(parseConsent(accepted.headers.get("set-cookie"))).toEqual({
      decided: true,
      map: true,
      media: true,
    });
    expect(accepted.headers.get("set-cookie")).toContain("Secure");
  });

  it("never leads off the site, and stores nothing it does not understand", async () => {
    const away = await post({ choice: "all", back: "//evil.example/x" });
    expect(away.headers.get("location")).toBe("/");
    const unknown = await post({ choice: "some", back: "/where" });
    expect(unknown.headers.get("location")).toBe("/where");
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });
});
