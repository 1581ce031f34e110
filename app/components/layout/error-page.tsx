import { Component, type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import type { Locale } from "~/i18n/locale";
import { localePath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { isChunkLoadError, reloadAfterChunkError } from "~/shell/chunk-reload";
import { useRequestId } from "../request-id";
import { buttonClass } from "../ui/button";

type Area = "public" | "user" | "internal";
type Props = { error: unknown; status: number; locale: Locale; area?: Area };

function unknownMiddlewareName(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  const body = error.data as { code?: string; name?: string } | null;
  return body?.code === "UNKNOWN_MIDDLEWARE" ? String(body.name) : null;
}

function ErrorContent({ error, status, locale, area = "public" }: Props) {
  const { t } = useTranslation();
  useEffect(() => {
    if (isChunkLoadError(error) && reloadAfterChunkError(window.localStorage, Date.now()))
      window.location.reload();
  }, [error]);

  const home = localePath(locale, area === "internal" ? "/internal" : "/");
  const middleware = unknownMiddlewareName(error);
  let title: string;
  let message: string;
  if (status === 404) {
    title = t("errors.notFoundTitle");
    message = t("errors.notFound");
  } else if (status === 403) {
    title = t("errors.forbiddenTitle");
    message = t("errors.forbidden");
  } else if (status === 503) {
    // The database was too busy to answer in time (ADR 062): nothing is broken, the page may be asked again.
    title = t("errors.busyTitle");
    message = t("errors.busy");
  } else {
    title = t("errors.genericTitle", { status });
    message = middleware ? t("errors.unknownMiddleware", { name: middleware }) : t("errors.generic");
  }
  const detail =
    status === 404 && area !== "public"
      ? t(area === "user" ? "errors.areaNotFoundUser" : "errors.areaNotFoundInternal")
      : null;
  // Stack traces help developers only; production never shows them.
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : null;
  const requestId = useRequestId();

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-16" data-status={status}>
      <title>{`${title} · ${t("brand.name")}`}</title>
      <p className="text-6xl font-bold text-muted" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-3xl font-bold">{message}</h1>
      {detail && <p>{detail}</p>}
      <Link to={home} className={buttonClass("primary")}>
        {area === "internal" ? t("errors.backDashboard") : t("errors.backHome")}
      </Link>
      {status >= 500 && requestId && (
        <p className="text-sm text-muted">
          {t("errors.requestId")} <code className="font-mono">{requestId}</code>
        </p>
      )}
      {stack && <pre className="max-w-full overflow-auto text-xs">{stack}</pre>}
    </section>
  );
}

/** If rendering the error itself fails, spec §8 wants a last plain message with a way home. */
class LastResort extends Component<{ children: ReactNode; locale: Locale }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const it = this.props.locale === "it";
    return (
      <section className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-2xl font-bold">
          {it
            ? "Si è verificato un errore durante la visualizzazione della pagina di errore"
            : "An error occurred while showing the error page"}
        </h1>
        <a href={it ? "/" : "/en"} className="underline">
          {it ? "Torna alla home" : "Back to home"}
        </a>
      </section>
    );
  }
}

export function ErrorPage(props: Props) {
  return (
    <LastResort locale={props.locale}>
      <ErrorContent {...props} />
    </LastResort>
  );
}
