import type { ReactNode } from "react";
import { preloadModule } from "react-dom";
import type { EntryContext } from "react-router";

/**
 * The page's scripts asked for at low priority (docs/decisions/067-scripts-at-low-priority.md).
 *
 * React Router's `<Scripts>` preloads every module of the page, and browsers fetch module preloads
 * at high priority, ahead of the stylesheet's fonts and the page's main picture: on a slow phone
 * connection the first paint waited for some 230 KB of script. React's `preloadModule` with
 * `fetchPriority: "low"` (React 19.3) asks for the same files first and at low priority, as React
 * does for its own bootstrap modules; the router's preloads of the same addresses then reuse those
 * requests. Should the manifest's shape change, nothing here fails: the router's own preloads load
 * the page as before, only sooner in the queue.
 */
export function pageScripts(context: EntryContext): string[] {
  const { manifest, staticHandlerContext } = context;
  const hrefs = new Set<string>();
  if (typeof manifest?.url === "string") hrefs.add(manifest.url);
  for (const href of manifest?.entry?.imports ?? []) hrefs.add(href);
  if (typeof manifest?.entry?.module === "string") hrefs.add(manifest.entry.module);
  for (const match of staticHandlerContext?.matches ?? []) {
    const route = manifest?.routes?.[match.route.id];
    if (!route) continue;
    for (const href of route.imports ?? []) hrefs.add(href);
    hrefs.add(route.module);
  }
  return [...hrefs];
}

/**
 * Registers the low-priority preloads, which React writes at the top of `<head>`, and renders its
 * one child as it is: a wrapper with a single child adds no branch to the tree, so the ids React
 * gives (`useId`) stay those of the browser's render, which has no such wrapper.
 */
export function ScriptsAfterPaint({
  hrefs,
  nonce,
  children,
}: {
  hrefs: readonly string[];
  nonce: string;
  children: ReactNode;
}) {
  for (const href of hrefs) preloadModule(href, { as: "script", fetchPriority: "low", nonce });
  return children;
}

// React 19.3 reads `fetchPriority` in `preloadModule`; its type package does not list it yet.
declare module "react-dom" {
  interface PreloadModuleOptions {
    fetchPriority?: "high" | "low" | "auto";
  }
}
