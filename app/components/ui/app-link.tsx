import { type ComponentProps, type ReactNode, useEffect, useState } from "react";
import { Link, type LinkProps, NavLink, type NavLinkProps, useLocation } from "react-router";
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
 * A path `<Link>` renders as it is: absolute, segments of letters, digits and `-_~.` (none starting
 * with a dot), no trailing slash, an optional non-empty query and no hash. The app has no basename.
 */
const PLAIN_PATH = /^\/(?:[\w~-][\w.~-]*(?:\/[\w~-][\w.~-]*)*)?(?:\?[^#]+)?$/;

/** The props of `<Link>` that are not attributes of its `<a>`. */
type LinkOnly = Pick<
  LinkProps,
  | "discover"
  | "prefetch"
  | "relative"
  | "reloadDocument"
  | "replace"
  | "mask"
  | "state"
  | "preventScrollReset"
  | "viewTransition"
  | "defaultShouldRevalidate"
>;

/** Whether `<Link>` would render this link differently from a plain `<a>` (see {@link ServerLink}). */
function needsRouterLink(href: string, props: LinkOnly): boolean {
  return (
    !PLAIN_PATH.test(href) ||
    props.discover !== undefined ||
    props.relative !== undefined ||
    props.mask !== undefined ||
    props.prefetch === "render"
  );
}

/**
 * On the server, the `<a>` that React Router's `<Link>` renders for a plain path, without its work
 * (resolving the path twice, a click handler and prefetch state that the server never uses): a page
 * has 20–40 links, and they were a fifth of its rendering time. The browser hydrates it with the
 * real `<Link>`; tests/unit/app-link.test.tsx keeps the two renderings the same.
 */
function ServerLink({
  to,
  target,
  discover: _discover,
  prefetch: _prefetch,
  relative: _relative,
  reloadDocument: _reloadDocument,
  replace: _replace,
  mask: _mask,
  state: _state,
  preventScrollReset: _preventScrollReset,
  viewTransition: _viewTransition,
  defaultShouldRevalidate: _defaultShouldRevalidate,
  onClick: _onClick,
  ...rest
}: LinkProps & { to: string }) {
  return <a {...rest} href={to} target={target} data-discover="true" />;
}

type NavRenderProps = { isActive: boolean; isPending: boolean; isTransitioning: boolean };

/** `<NavLink>`'s active state on the server: nothing is pending or in a transition there. */
function ServerNavLink({
  to,
  end = false,
  caseSensitive = false,
  className = "",
  style,
  children,
  "aria-current": ariaCurrent = "page",
  ...rest
}: NavLinkProps & { to: string }) {
  let pathname = useLocation().pathname;
  let toPathname = to.split("?", 1)[0] ?? to;
  if (!caseSensitive) {
    pathname = pathname.toLowerCase();
    toPathname = toPathname.toLowerCase();
  }
  const isActive =
    pathname === toPathname ||
    (!end && pathname.startsWith(toPathname) && pathname.charAt(toPathname.length) === "/");
  const state: NavRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <ServerLink
      {...(rest as LinkProps)}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === "function"
          ? className(state)
          : [className, isActive ? "active" : null].filter(Boolean).join(" ")
      }
      style={typeof style === "function" ? style(state) : style}
      to={to}
    >
      {typeof children === "function" ? children(state) : (children as ReactNode)}
    </ServerLink>
  );
}

/** The server has no `document`; the browser always has one. */
const ON_SERVER = typeof document === "undefined";

/** A link to `to` (written without locale prefix) in the current language, with prefetch and transitions. */
function BrowserAppLink({ to, ...props }: AppLinkProps) {
  const locale = useLocale();
  return <Link to={localePath(locale, to)} prefetch={usePrefetch()} viewTransition {...props} />;
}

function BrowserAppNavLink({ to, ...props }: AppNavLinkProps) {
  const locale = useLocale();
  return <NavLink to={localePath(locale, to)} prefetch={usePrefetch()} viewTransition {...props} />;
}

function ServerAppLink({ to, ...props }: AppLinkProps) {
  const href = localePath(useLocale(), to);
  if (needsRouterLink(href, props)) return <Link to={href} prefetch="intent" viewTransition {...props} />;
  return <ServerLink to={href} {...props} />;
}

function ServerAppNavLink({ to, ...props }: AppNavLinkProps) {
  const href = localePath(useLocale(), to);
  if (needsRouterLink(href, props)) return <NavLink to={href} prefetch="intent" viewTransition {...props} />;
  return <ServerNavLink to={href} {...props} />;
}

export const AppLink = ON_SERVER ? ServerAppLink : BrowserAppLink;
export const AppNavLink = ON_SERVER ? ServerAppNavLink : BrowserAppNavLink;

/**
 * A link to a path that already carries its locale (the language switch), as `<Link>` renders it:
 * plain on the server, the router's own link in the browser.
 */
export function PathLink({ to, ...props }: Omit<ComponentProps<typeof Link>, "to"> & { to: string }) {
  if (ON_SERVER && !needsRouterLink(to, props)) return <ServerLink to={to} {...props} />;
  return <Link to={to} {...props} />;
}
