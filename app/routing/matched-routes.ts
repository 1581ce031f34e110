import type { EntryContext } from "react-router";

/**
 * The context a page is rendered with, its route manifest cut to the routes the page matched.
 *
 * `<ServerRouter>` builds React Router's route objects from the manifest on every render, twice
 * over (`createServerRoutes`, then the static router's copy): for this app's 170 routes in two
 * languages that was about 5% of a page's server time, though a render only ever shows its own
 * matches. What else reads the manifest while rendering (`<Links>`, `<Scripts>`, the loop that keeps
 * loader data for hydration) asks only for the matched routes too. The browser gets the whole
 * manifest as before: its own file, not this context (docs/decisions/035-route-discovery-and-shared-data.md).
 */
export function withMatchedRoutesOnly(context: EntryContext): EntryContext {
  const all = context.manifest.routes;
  const routes: typeof all = {};
  for (const { route } of context.staticHandlerContext.matches) {
    const entry = all[route.id];
    if (entry) routes[route.id] = entry;
  }
  return { ...context, manifest: { ...context.manifest, routes } };
}
