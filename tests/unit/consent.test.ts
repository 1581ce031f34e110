import { describe, expect, it } from "vitest";
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
