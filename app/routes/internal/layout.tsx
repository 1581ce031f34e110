import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";
import { InternalShell } from "~/components/layout/internal-shell";
import { useLocale } from "~/i18n/use-locale";
import type { Route } from "./+types/layout";

export default function InternalLayout() {
  return (
    <InternalShell>
      <Outlet />
    </InternalShell>
  );
}

/** 403s, the internal not-found page and failures render inside the internal layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <InternalShell>
      <ErrorPage error={error} status={status} locale={locale} area="internal" />
    </InternalShell>
  );
}
