import { describe, expect, it } from "vitest";
import { createApiRouter, mayBeApiPath } from "../../server/api";

/** The paths the router's layers were mounted on, routes and middleware alike. */
function mountedPaths(router: ReturnType<typeof createApiRouter>): string[] {
  const stack = (router as unknown as { stack: { rawPath?: string | string[] }[] }).stack;
  return stack.flatMap((layer) => (Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath ?? ""]));
}

describe("the JSON API's paths", () => {
  it("all start where page requests are told apart from API calls", () => {
    const paths = mountedPaths(createApiRouter({ production: true }));
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(mayBeApiPath(path), path).toBe(true);
  });

  it("are recognised as Express matches them: any case, with or without a trailing slash", () => {
    for (const path of ["/api/places", "/API/Places", "/auth/login/", "/public-auth", "/api/graphql"]) {
      expect(mayBeApiPath(path), path).toBe(true);
    }
    for (const path of ["/", "/events", "/en/api", "/apiary", "/authors", "//api/places", "/u/login"]) {
      expect(mayBeApiPath(path), path).toBe(false);
    }
  });
});
