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
});
