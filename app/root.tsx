import frauncesWoff2 from "@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2?url";
import interWoff2 from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorPage } from "./components/layout/error-page";
import { InternalShell } from "./components/layout/internal-shell";
import { ProgressBar } from "./components/layout/progress-bar";
import { RouteFocus } from "./components/layout/route-focus";
import { ViewerFallback } from "./components/layout/use-viewer";
import { useNonce } from "./components/nonce";
import { useRequestId } from "./components/request-id";
import { config } from "./config.server";
import { getI18n } from "./i18n/i18n";
import { localeFromPath, localePath, stripLocale } from "./i18n/locale";
import { appLinks } from "./pwa/app-links";
import { hasEnglishVersion } from "./routing/alternates";
import { viewerOfForbidden } from "./routing/forbidden";
import { changesSignIn } from "./routing/sign-in-paths";
import { viewer, viewerMiddleware } from "./routing/viewer.server";
import { COLOUR_MODE_SCRIPT } from "./shell/colour-mode";
import { parseConsent } from "./shell/consent";
import { EARLY_PRESS_SCRIPT } from "./shell/early-press";
import { ConsentProvider } from "./shell/use-consent";

/** Both faces are on every page (text, and the h1 in the display face): fetched with the stylesheet. */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interWoff2, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: frauncesWoff2, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/** Who is signed in is resolved once per request, before every guard, loader and action. */
export const middleware: Route.MiddlewareFunction[] = [viewerMiddleware];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { staff, user } = viewer(context);
  return {
    locale: localeFromPath(url.pathname),
    origin: config().baseUrl,
    user: user ? { id: user.id, firstName: user.firstName } : null,
    staff: staff ? { firstName: staff.firstName, accessLevel: staff.accessLevel } : null,
    consent: parseConsent(request.headers.get("cookie")),
  };
}

/**
 * Spec §4: the signed-in state is re-checked on every route change (a new path), and after the
 * forms that can change it; not after every other form post or search change.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") {
    return formAction !== undefined && changesSignIn(new URL(formAction, currentUrl).pathname);
  }
  return currentUrl.pathname !== nextUrl.pathname;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const bare = stripLocale(pathname);
  // Search engines want absolute alternates; the root loader knows the public address.
  const origin = useRouteLoaderData<typeof loader>("root")?.origin ?? "";
  const requestId = useRequestId();
  const app = appLinks(pathname);
  // An item with no English text has one language version only: no alternates (ADR 057).
  const alternates = hasEnglishVersion(useMatches());
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#9f1239" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#171412" media="(prefers-color-scheme: dark)" />
        {requestId && <meta name="request-id" content={requestId} />}
        {/* Runs before first paint so a dark page never flashes light. */}
        <script nonce={nonce} suppressHydrationWarning>
          {COLOUR_MODE_SCRIPT}
        </script>
        {/* Notes a press on a menu's button before the scripts have run (ADR 071). */}
        <script nonce={nonce} suppressHydrationWarning>
          {EARLY_PRESS_SCRIPT}
        </script>
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The installable app of this side of the site (docs/decisions/025-installable-apps.md). */}
        <link rel="manifest" href={app.manifest} />
        <link rel="apple-touch-icon" href={app.appleTouchIcon} />
        {alternates && (
          <>
            <link rel="alternate" hrefLang="it" href={`${origin}${localePath("it", bare)}`} />
            <link rel="alternate" hrefLang="en" href={`${origin}${localePath("en", bare)}`} />
            <link rel="alternate" hrefLang="x-default" href={`${origin}${localePath("it", bare)}`} />
          </>
        )}
        <Links />
      </head>
      <body className="bg-bg font-sans text-fg antialiased">
        {children}
        <RouteFocus />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <I18nextProvider i18n={getI18n(loaderData.locale)}>
      <ConsentProvider initial={loaderData.consent}>
        <ProgressBar />
        <Outlet />
      </ConsentProvider>
    </I18nextProvider>
  );
}

/**
 * Errors no layout caught. A guard's refusal lands here (it stops the request before every loader,
 * so no layout below has its data): on a staff page it keeps the internal layout, with the menu of
 * the staff member the error names, and the way back to the dashboard.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof loader>("root");
  const locale = root?.locale ?? localeFromPath(pathname);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const staffPage = appLinks(pathname).app === "staff";
  const page = (
    <ErrorPage error={error} status={status} locale={locale} area={staffPage ? "internal" : "public"} />
  );
  return (
    <I18nextProvider i18n={getI18n(locale)}>
      {staffPage ? (
        <ViewerFallback value={viewerOfForbidden(error) ?? { user: null, staff: null }}>
          <InternalShell title={status === 403 ? getI18n(locale).t("errors.forbiddenTitle") : undefined}>
            {page}
          </InternalShell>
        </ViewerFallback>
      ) : (
        page
      )}
    </I18nextProvider>
  );
}
