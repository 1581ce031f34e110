import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";
import type { Viewer } from "./public-nav";

/**
 * Who is signed in when the root loader did not run: a guard that refuses a page stops the request
 * before every loader, and its error says who was refused (see the root error boundary).
 */
export const ViewerFallback = createContext<Viewer>({ user: null, staff: null });

/** Who is signed in, as the root loader saw it on this navigation. */
export function useViewer(): Viewer {
  const data = useRouteLoaderData<typeof loader>("root");
  const fallback = useContext(ViewerFallback);
  if (!data) return fallback;
  return { user: data.user ?? null, staff: data.staff ?? null };
}
