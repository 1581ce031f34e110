import { describe, expect, it } from "vitest";
import { localeFromPath, localePath, safeRedirectPath, stripLocale, switchLocalePath } from "~/i18n/locale";

describe("locale from the URL", () => {
  it("reads English only from the /en prefix", () => {
    expect(localeFromPath("/en")).toBe("en");
    expect(localeFromPath("/en/events")).toBe("en");
    expect(localeFromPath("/events")).toBe("it");
    expect(localeFromPath("/english")).toBe("it");
  });

  it("builds and strips prefixed paths", () => {
    expect(localePath("en", "/")).toBe("/en");
    expect(localePath("en", "/u/login")).toBe("/en/u/login");
    expect(localePath("it", "events")).toBe("/events");
    expect(stripLocale("/en")).toBe("/");
    expect(stripLocale("/en/news/1")).toBe("/news/1");
    expect(stripLocale("/news/1")).toBe("/news/1");
  });

  it("switches language on the same page, keeping the query", () => {
    expect(switchLocalePath("/events", "?view=list", "en")).toBe("/en/events?view=list");
    expect(switchLocalePath("/en", "", "it")).toBe("/");
  });

  it("accepts only same-site paths as redirect targets", () => {
    expect(safeRedirectPath("/internal/list", "/internal")).toBe("/internal/list");
    expect(safeRedirectPath("//evil.example", "/internal")).toBe("/internal");
    expect(safeRedirectPath("https://evil.example", "/internal")).toBe("/internal");
    expect(safeRedirectPath("/\\evil.example", "/internal")).toBe("/internal");
    expect(safeRedirectPath(null, "/u")).toBe("/u");
  });

  it("refuses paths a browser would turn into another site", () => {
    for (const value of [
      "/\t/evil.example/phish",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/%09/evil.example/phish",
      "/%0a/evil.example",
      "/%0D%0A/evil.example",
      "/%5c/evil.example",
      "/%2f/evil.example",
      "/%2F%2Fevil.example",
      "/ /evil.example",
      "/\u0000/evil.example",
      "/\u007f/evil.example",
      "/\u0085/evil.example",
      "/\u2028/evil.example",
      "/%E0%A4%A",
      "",
      "evil.example",
    ]) {
      expect(safeRedirectPath(value, "/u"), JSON.stringify(value)).toBe("/u");
    }
  });

  it("falls back for characters a Location header cannot carry", () => {
    expect(safeRedirectPath("/caffè", "/u")).toBe("/u");
    expect(safeRedirectPath("/\u0100", "/u")).toBe("/u");
    expect(safeRedirectPath("/😀", "/u")).toBe("/u");
  });

  it("keeps ordinary paths with their query, hash and encoded characters", () => {
    expect(safeRedirectPath("/en/u/manage?tab=2#top", "/u")).toBe("/en/u/manage?tab=2#top");
    expect(safeRedirectPath("/news/caff%C3%A8", "/u")).toBe("/news/caff%C3%A8");
    expect(safeRedirectPath("/events?q=a%20b", "/u")).toBe("/events?q=a%20b");
    expect(safeRedirectPath("/", "/u")).toBe("/");
  });
});
