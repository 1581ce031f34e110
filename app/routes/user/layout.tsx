import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";
import { useLocale } from "~/i18n/use-locale";
import type { Route } from "./+types/layout";

/** The user area (`/u/*`) lives inside the public layout and has its own not-found page. */
export default function UserLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage error={error} status={status} locale={locale} area="user" />;
}
