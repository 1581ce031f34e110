import { isRouteErrorResponse } from "react-router";
import type { Viewer } from "~/components/layout/public-nav";

/** The body of a staff 403: the signed-in staff member, for the internal layout of the error page. */
export type ForbiddenBody = { code: "FORBIDDEN"; staff: { firstName: string; accessLevel: number } };

/**
 * Who was refused, read from a 403's body. A guard refuses before any loader runs, the root's
 * included, so its error is the only place the error page learns who is signed in.
 */
export function viewerOfForbidden(error: unknown): Viewer | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  const body = error.data as Partial<ForbiddenBody> | null;
  if (body?.code !== "FORBIDDEN" || !body.staff) return null;
  return { user: null, staff: body.staff };
}
