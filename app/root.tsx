import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorPage } from "./components/layout/error-page";
import { ProgressBar } from "./components/layout/progress-bar";
import { useNonce } from "./components/nonce";
import { config } from "./config.server";
import { getStaff } from "./domain/sessions/staff-session.server";
import { getUser } from "./domain/sessions/user-session.server";
import { getI18n } from "./i18n/i18n";
import { localeFromPath, localePath, stripLocale } from "./i18n/locale";
import { COLOUR_MODE_SCRIPT } from "./shell/colour-mode";
import { parseConsent } from "./shell/consent";
import { ConsentProvider } from "./shell/use-consent";

export async function loader({ request, url }: Route.LoaderArgs) {
  const [staff, user] = await Promise.all([getStaff(request), getUser(request)]);
  return {
    locale: localeFromPath(url.pathname),
    origin: config().baseUrl,
    user: user ? { firstName: user.firstName } : null,
    staff: staff ? { firstName: staff.firstName, accessLevel: staff.accessLevel } : null,
    consent: parseConsent(request.headers.get("cookie")),
  };
}

/** Spec §4: the signed-in state is re-checked on every route change. */
export function shouldRevalidate() {
  return true;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const bare = stripLocale(pathname);
  // Search engines want absolute alternates; the root loader knows the public address.
  const origin = useRouteLoaderData<typeof loader>("root")?.origin ?? "";
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Runs before first paint so a dark page never flashes light. */}
        <script nonce={nonce} suppressHydrationWarning>
          {COLOUR_MODE_SCRIPT}
        </script>
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" hrefLang="it" href={`${origin}${localePath("it", bare)}`} />
        <link rel="alternate" hrefLang="en" href={`${origin}${localePath("en", bare)}`} />
        <link rel="alternate" hrefLang="x-default" href={`${origin}${localePath("it", bare)}`} />
        <Links />
      </head>
      <body className="bg-bg font-sans text-fg antialiased">
        {children}
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof loader>("root");
  const locale = root?.locale ?? localeFromPath(pathname);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <I18nextProvider i18n={getI18n(locale)}>
      <ErrorPage error={error} status={status} locale={locale} />
    </I18nextProvider>
  );
}
