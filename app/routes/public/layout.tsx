import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";
import { PublicShell } from "~/components/layout/public-shell";
import { useLocale } from "~/i18n/use-locale";
import type { Route } from "./+types/layout";

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <PublicShell name="not-found">
      <ErrorPage error={error} status={status} locale={locale} />
    </PublicShell>
  );
}
