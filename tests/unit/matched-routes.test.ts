import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { withMatchedRoutesOnly } from "~/routing/matched-routes";

const route = (id: string, parentId?: string) => ({ id, parentId, path: id, module: `/assets/${id}.js` });

function context(matched: string[]): EntryContext {
  const routes = Object.fromEntries(
    [
      route("root"),
      route("it:public", "root"),
      route("it:home", "it:public"),
      route("it:events", "it:public"),
    ].map((entry) => [entry.id, entry]),
  );
  return {
    manifest: { routes, entry: { module: "/assets/entry.js", imports: [] }, url: "/assets/manifest.js" },
    staticHandlerContext: { matches: matched.map((id) => ({ route: { id } })) },
    serverHandoffString: "{}",
  } as unknown as EntryContext;
}

describe("the context a page renders with", () => {
  it("holds the routes the page matched, and the rest of the manifest as it was", () => {
    const original = context(["root", "it:public", "it:home"]);
    const rendered = withMatchedRoutesOnly(original);
    expect(Object.keys(rendered.manifest.routes)).toEqual(["root", "it:public", "it:home"]);
    expect(rendered.manifest.routes["it:home"]).toBe(original.manifest.routes["it:home"]);
    expect(rendered.manifest.entry).toBe(original.manifest.entry);
    expect(rendered.manifest.url).toBe(original.manifest.url);
    expect(rendered.staticHandlerContext).toBe(original.staticHandlerContext);
  });

  it("leaves the server's manifest whole for the next request", () => {
    const original = context(["root", "it:public", "it:events"]);
    withMatchedRoutesOnly(original);
    expect(Object.keys(original.manifest.routes)).toHaveLength(4);
  });
});
