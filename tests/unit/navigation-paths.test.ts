import { data, isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { publicEntriesFor } from "~/components/layout/public-nav";
import { viewerOfForbidden } from "~/routing/forbidden";

describe("public navigation entries", () => {
  it("lists Profile once for signed-in users, and leaves it out where the menu shows it already", () => {
    const keys = (signedIn: boolean, withProfile?: boolean) =>
      publicEntriesFor(signedIn, withProfile).map((entry) => entry.key);
    expect(keys(true)).toEqual(["home", "profile", "events", "market", "contribute", "where"]);
    expect(keys(true, false)).toEqual(["home", "events", "market", "contribute", "where"]);
    expect(publicEntriesFor(false).find((entry) => entry.key === "profile")?.labelKey).toBe("nav.signIn");
  });
});

describe("who a staff 403 refused", () => {
  /** What the error boundary receives for a `throw data(body, { status })`. */
  function routeError(body: unknown, status: number) {
    const thrown = data(body, { status });
    return { status, statusText: "", internal: false, data: thrown.data };
  }

  it("reads the staff member from the 403's body", () => {
    const error = routeError({ code: "FORBIDDEN", staff: { firstName: "Ada", accessLevel: 0 } }, 403);
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(viewerOfForbidden(error)).toEqual({ user: null, staff: { firstName: "Ada", accessLevel: 0 } });
  });

  it("knows nobody for other errors", () => {
    expect(viewerOfForbidden(routeError(null, 404))).toBeNull();
    expect(viewerOfForbidden(routeError({ code: "FORBIDDEN" }, 403))).toBeNull();
    expect(viewerOfForbidden(new Error("boom"))).toBeNull();
  });
});
