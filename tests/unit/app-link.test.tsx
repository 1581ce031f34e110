import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Link, NavLink, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AppLink, AppNavLink } from "~/components/ui/app-link";
import { localeFromPath, localePath } from "~/i18n/locale";

/** Renders `element` as the server does, on a data router at `url`. */
async function render(url: string, element: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const itemClass = ({ isActive }: { isActive: boolean }) => `item ${isActive ? "on" : "off"}`;

/** Links as the pages write them: paths without locale, classes, test ids, new tabs, clicks. */
const CASES: { to: string; props?: Record<string, unknown>; end?: boolean }[] = [
  { to: "/" },
  { to: "/", end: true },
  { to: "/events", props: { className: "font-semibold" } },
  { to: "/event/0b6f2c3e-1d2a-4c5e-9f00-123456789abc", props: { title: "Concerto", "data-testid": "e" } },
  { to: "/privacy", props: { target: "_blank", className: "underline" } },
  { to: "/events?view=month&date=2026-11-01", props: { className: "" } },
  { to: "/u/manage", props: { onClick: () => {}, "aria-label": "Gestisci" } },
  { to: "/news/a_b.c~d", props: { state: { from: "x" }, preventScrollReset: true, reloadDocument: true } },
  { to: "/Events" },
];

describe("links in the current language, rendered on the server", () => {
  for (const url of ["/events", "/en/events", "/u/manage/password", "/", "/en"]) {
    it(`AppLink renders what React Router's Link renders (at ${url})`, async () => {
      const locale = localeFromPath(url);
      const ours = await render(
        url,
        CASES.map(({ to, props }) => (
          <AppLink key={to} to={to} {...props}>
            {to}
          </AppLink>
        )),
      );
      const theirs = await render(
        url,
        CASES.map(({ to, props }) => (
          <Link key={to} to={localePath(locale, to)} prefetch="intent" viewTransition {...props}>
            {to}
          </Link>
        )),
      );
      expect(ours).toBe(theirs);
      expect(ours).toContain('data-discover="true"');
    });

    it(`AppNavLink marks the same links active as NavLink (at ${url})`, async () => {
      const locale = localeFromPath(url);
      const variants: Record<string, Record<string, unknown>> = {
        classFunction: { className: itemClass },
        classString: { className: "plain" },
        bare: {},
        childrenFunction: {
          children: ({ isActive }: { isActive: boolean }) => (isActive ? "here" : "there"),
        },
        styleFunction: {
          style: ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 }),
        },
        ariaCurrent: { "aria-current": "location", className: "x" },
      };
      const links = (Component: typeof AppNavLink | typeof NavLink, withLocale: boolean) =>
        CASES.flatMap(({ to, end }) =>
          Object.entries(variants).map(([name, variant]) => (
            <Component
              key={`${to}-${end}-${name}`}
              to={withLocale ? localePath(locale, to) : to}
              end={end}
              {...(withLocale ? { prefetch: "intent", viewTransition: true } : {})}
              {...variant}
            >
              {"children" in variant ? (variant.children as () => string) : to}
            </Component>
          )),
        );
      const ours = await render(url, links(AppNavLink, false));
      const theirs = await render(url, links(NavLink, true));
      expect(ours).toBe(theirs);
      expect(ours).toContain('aria-current="page"');
    });
  }
});
