import { describe, expect, it } from "vitest";
import { prefetchAllowed } from "~/components/ui/app-link";
import { hasTransparentHeader, parseRouteId, showsBackButton, showsFooter } from "~/routing/route-names";
import { isChunkLoadError, reloadAfterChunkError } from "~/shell/chunk-reload";
import { isDark, parseColourMode } from "~/shell/colour-mode";

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("chunk load failures", () => {
  it("reload the page at most once per minute", () => {
    const store = memoryStore();
    expect(reloadAfterChunkError(store, 1_000_000)).toBe(true);
    expect(reloadAfterChunkError(store, 1_030_000)).toBe(false);
    expect(reloadAfterChunkError(store, 1_060_000)).toBe(true);
  });

  it("are recognised by the browsers' messages", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });
});

describe("link prefetch", () => {
  it("is skipped on 2g and with Save-Data", () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: "4g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "4g", saveData: true })).toBe(false);
  });
});

describe("colour mode", () => {
  it("defaults to system and follows the system only then", () => {
    expect(parseColourMode(null)).toBe("system");
    expect(parseColourMode("purple")).toBe("system");
    expect(isDark("system", true)).toBe(true);
    expect(isDark("light", true)).toBe(false);
    expect(isDark("dark", false)).toBe(true);
  });
});

describe("layout rules from the route name", () => {
  it("parses route ids", () => {
    expect(parseRouteId("en:u-login")).toEqual({ locale: "en", name: "u-login" });
    expect(parseRouteId("it:404")).toEqual({ locale: "it", name: "not-found" });
  });

  it("hides the back button on index pages, the dashboard and the staff login", () => {
    expect(showsBackButton("home")).toBe(false);
    expect(showsBackButton("u")).toBe(false);
    expect(showsBackButton("events")).toBe(true);
    expect(showsBackButton("u-login")).toBe(true);
    expect(showsBackButton("internal")).toBe(false);
    expect(showsBackButton("internal-login")).toBe(false);
    expect(showsBackButton("internal-events")).toBe(true);
  });

  it("makes the header transparent on radio, where and virtual, and drops the footer on virtual", () => {
    expect(["radio", "where", "virtual", "events"].map(hasTransparentHeader)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(showsFooter("virtual")).toBe(false);
    expect(showsFooter("where")).toBe(true);
  });
});
