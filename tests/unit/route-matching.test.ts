import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createStaticHandler, type RouteObject } from "react-router";
import { unstable_preloadRoutePattern } from "react-router/route-pattern";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { withRoutePatternMatching } from "../../server/route-matching";

/**
 * The production server matches with React Router's route-pattern matcher and the browser with the
 * ranked branches (server/route-matching.ts, ADR 038). Both must pick the same routes and params for
 * every address, or a page would render one route on the server and hydrate another.
 */

const ROOT_ID = "root";

function routeObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file;
    if (entry.index) return { id, index: true };
    return { id, path: entry.path, children: routeObjects(entry.children ?? []) };
  });
}

/** Every full path of the route tree, as written (`/en/event/:id?`), leaves and layouts alike. */
function fullPaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [path || "/", ...fullPaths(entry.children ?? [], path)];
  });
}

const SAMPLE_ID = "dff74cbd-72dd-4635-a737-8c60072bd58d";

/** Addresses for one route path: optional segments present and left out, params and a splat filled. */
function addresses(pattern: string): string[] {
  const variants = pattern.split("/").reduce<string[]>(
    (paths, segment) => {
      if (!segment) return paths;
      if (segment.endsWith("?")) {
        const value = segment.startsWith(":") ? SAMPLE_ID : segment.slice(0, -1);
        return paths.flatMap((path) => [path, `${path}/${value}`]);
      }
      const value = segment === "*" ? "a/b" : segment.replace(/^:[^.]+/, SAMPLE_ID);
      return paths.map((path) => `${path}/${value}`);
    },
    [""],
  );
  return variants.flatMap((path) => {
    const address = path || "/";
    return [address, `${address}/`, address.toUpperCase(), `${path}/unknown`, `${path}/unknown/deeper`];
  });
}

function summary(matches: ReturnType<ReturnType<typeof createStaticHandler>["match"]>) {
  return matches?.map(({ route, params, pathname, pathnameBase }) => ({
    id: route.id,
    params,
    pathname,
    pathnameBase,
  }));
}

describe("route-pattern matching on the server", () => {
  const tree: RouteObject[] = [{ id: ROOT_ID, path: "/", children: routeObjects(routes) }];
  const branches = createStaticHandler(tree);
  unstable_preloadRoutePattern();
  const patterns = createStaticHandler(tree, { future: { unstable_routePatternMatching: true } });

  const all = [
    ...new Set([
      ...fullPaths(routes).flatMap(addresses),
      "/",
      "/en",
      "/EN/EVENTS",
      "/events?x=1",
      "/event/a%20b",
      "/news/%E2%82%AC",
      "/u/ticket/",
    ]),
  ].filter((address) => !address.includes("//"));

  it("covers every route of the app with several hundred addresses", () => {
    expect(all.length).toBeGreaterThan(500);
  });

  // Addresses with repeated slashes never reach React Router: the server sends them to the address
  // with single slashes first (collapseRepeatedSlashes, tests/integration/http-defaults.test.ts).
  it("picks the same routes, params and pathnames as the ranked branches for every address", () => {
    const differences = all.filter(
      (address) =>
        JSON.stringify(summary(patterns.match(address))) !== JSON.stringify(summary(branches.match(address))),
    );
    expect(differences).toEqual([]);
  });

  it("finds a page for the app's own addresses", () => {
    expect(summary(patterns.match("/en/event/x"))?.at(-1)).toMatchObject({
      id: "en:event",
      params: { id: "x" },
    });
    expect(summary(patterns.match("/internal/event/x/lists.csv"))?.at(-1)?.id).toBe(
      "it:internal-event-lists-csv",
    );
    expect(summary(patterns.match("/"))?.at(-1)?.id).toBe("it:home");
  });
});

describe("the production build's future flags", () => {
  const build = { future: { unstable_optimizeDeps: false } } as never as Parameters<
    typeof withRoutePatternMatching
  >[0];
  const served = withRoutePatternMatching(build);

  it("turn route patterns on for the server, in the copies React Router makes of them", () => {
    expect({ ...served.future }).toEqual({
      unstable_optimizeDeps: false,
      unstable_routePatternMatching: true,
    });
    expect(() =>
      createStaticHandler([{ id: "root", path: "/" }], { future: { ...served.future } }),
    ).not.toThrow();
  });

  it("are the build's own in what is written for the browser", () => {
    expect(JSON.stringify({ future: served.future })).toBe('{"future":{"unstable_optimizeDeps":false}}');
    expect(build.future).toEqual({ unstable_optimizeDeps: false });
  });
});
