import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { type Access, hasAccess } from "~/domain/accounts/access";
import {
  ANONYMOUS,
  findViewer,
  type SignedInStaff,
  type SignedInUser,
  type Viewer,
} from "~/domain/sessions/viewer.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { readAuthCookie } from "./auth-cookie.server";
import { orBusy } from "./busy.server";
import { database } from "./database.server";
import type { ForbiddenBody } from "./forbidden";

export type { SignedInStaff, SignedInUser, Viewer };

const viewerContext = createContext<Viewer>(ANONYMOUS);

/**
 * Root middleware: resolves who is signed in once per request (one query per signed-in context)
 * for every guard, loader and action below to read with `viewer(context)`.
 */
export const viewerMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookie = readAuthCookie(request);
  if (!cookie.public && !cookie.internal) return next();
  const found = await orBusy(() => findViewer(database(context), cookie));
  context.set(viewerContext, found);
  const response = await next();
  // A page (or its data) served to someone signed in is about them: no browser or proxy may keep it.
  if (found.user || found.staff) response.headers.set("Cache-Control", "private, no-store");
  return response;
};

type Context = Readonly<RouterContextProvider>;

export function viewer(context: Context): Viewer {
  return context.get(viewerContext);
}

function loginRedirect(url: URL, login: "/u/login" | "/internal/login"): Response {
  const path = localePath(localeFromPath(url.pathname), login);
  return redirect(`${path}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Guard for the signed-in parts of the public side: anonymous visitors go to login and come back. */
export function requireUser(context: Context, url: URL): SignedInUser {
  const { user } = viewer(context);
  if (!user) throw loginRedirect(url, "/u/login");
  return user;
}

/**
 * Guard for internal pages: anonymous visitors go to the staff login (coming back afterwards),
 * signed-in staff below `needed` get a 403. The internal layouts call it with their area's minimum
 * (`app/routing/middleware.server.ts`); a page calls it only for a level stricter than its layout's,
 * and otherwise reads the member with `currentStaff` (ADR 067).
 */
export function requireStaff(context: Context, url: URL, needed: Access = "door"): SignedInStaff {
  const { staff } = viewer(context);
  if (!staff) throw loginRedirect(url, "/internal/login");
  if (!hasAccess(staff.accessLevel, needed)) {
    // Refused by a guard, the page renders without the root loader's data: the error page keeps the
    // staff menu with who is signed in.
    const body: ForbiddenBody = {
      code: "FORBIDDEN",
      staff: { firstName: staff.firstName, accessLevel: staff.accessLevel },
    };
    throw data(body, { status: 403 });
  }
  return staff;
}
