import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";
import type { Viewer } from "./public-nav";

/** Who is signed in, as the root loader saw it on this navigation. */
export function useViewer(): Viewer {
  const data = useRouteLoaderData<typeof loader>("root");
  return { user: data?.user ?? null, staff: data?.staff ?? null };
}
