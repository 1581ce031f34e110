import { createContext, data, type MiddlewareFunction, redirect } from "react-router";
import type { Access } from "~/domain/accounts/access";
import { mustChoosePassword } from "~/domain/accounts/staff-password.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { requireStaff, type SignedInStaff } from "./viewer.server";

/** The signed-in staff member, set by the `staff` and `management` middleware for the loaders below. */
export const staffContext = createContext<SignedInStaff | null>(null);

type Args = Parameters<MiddlewareFunction>[0];

/**
 * The minimum of each guarded area (ADR 067): the `staff` layout holds the internal pages to the door
 * staff's level, the `management` layout its pages to management's. A page below a layout checks only
 * a stricter level (`requireStaff(context, url, "admin")`) and reads the member with `currentStaff`.
 */
export const AREA_ACCESS = { staff: "door", management: "management" } as const satisfies Record<
  string,
  Access
>;

const registry: Record<string, (args: Args) => Promise<void>> = {
  staff: async ({ url, context }) => {
    const member = requireStaff(context, url, AREA_ACCESS.staff);
    // A password someone else gave is replaced before any staff page is used (ADR 059).
    if (mustChoosePassword(member))
      throw redirect(localePath(localeFromPath(url.pathname), "/internal/password"));
    context.set(staffContext, member);
  },
  management: async ({ url, context }) => {
    context.set(staffContext, requireStaff(context, url, AREA_ACCESS.management));
  },
};

/**
 * Route guards by name. A name nobody registered is a programming error that must be loud:
 * it answers 500 "Unknown middleware {name}" (spec §8) instead of silently letting requests through.
 */
export function namedMiddleware(names: readonly string[]): MiddlewareFunction<Response>[] {
  return names.map((name) => async (args, next) => {
    const run = registry[name];
    if (!run) throw data({ code: "UNKNOWN_MIDDLEWARE", name }, { status: 500 });
    await run(args);
    return next();
  });
}

/** The staff member set by the guard; loaders under a guard can rely on it. */
export function currentStaff(context: Args["context"]): SignedInStaff {
  const member = context.get(staffContext);
  if (!member) throw new Error("currentStaff() used outside a staff-guarded route");
  return member;
}
