import { useEffect, useState } from "react";
import { Link, type LinkProps, NavLink, type NavLinkProps } from "react-router";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";

type Connection = { saveData?: boolean; effectiveType?: string };

/** Spec §9: no prefetching on 2g or when the user asked to save data. */
export function prefetchAllowed(connection: Connection | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? "").includes("2g");
}

function usePrefetch(): "intent" | "none" {
  const [allowed, setAllowed] = useState(true);
  useEffect(() => {
    setAllowed(prefetchAllowed((navigator as Navigator & { connection?: Connection }).connection));
  }, []);
  return allowed ? "intent" : "none";
}

type AppLinkProps = Omit<LinkProps, "to"> & { to: string };
type AppNavLinkProps = Omit<NavLinkProps, "to"> & { to: string };

/**
 * React Router's `<Link>` to `to` (written without locale prefix) in the current language, with
 * prefetch on intent (unless the connection is slow) and view transitions.
 */
export function AppLink({ to, ...props }: AppLinkProps) {
  const locale = useLocale();
  return <Link to={localePath(locale, to)} prefetch={usePrefetch()} viewTransition {...props} />;
}

/** React Router's `<NavLink>`, in the current language, as {@link AppLink}. */
export function AppNavLink({ to, ...props }: AppNavLinkProps) {
  const locale = useLocale();
  return <NavLink to={localePath(locale, to)} prefetch={usePrefetch()} viewTransition {...props} />;
}
