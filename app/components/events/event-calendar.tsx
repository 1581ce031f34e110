import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useLocale } from "~/i18n/use-locale";
import type { ViewName } from "./calendar-view.client";

// FullCalendar is large and draws only in the browser: it stays out of the server HTML and the
// page's first scripts, and loads once the page is interactive.
const CalendarView = lazy(() => import("./calendar-view.client"));

const VIEWS = new Set(["month", "week", "day", "list"]);

/** `?view=week&date=2026-11-14` opens the calendar there, so a period can be shared as a link. */
function useStartingPoint(): { view?: ViewName; date?: string } {
  const [params] = useSearchParams();
  const view = params.get("view") ?? "";
  const date = params.get("date") ?? "";
  return {
    view: VIEWS.has(view) ? (view as ViewName) : undefined,
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
  };
}

/** The interactive calendar of public events (or only market events), loaded on the client. */
export function EventCalendar({ market = false, label }: { market?: boolean; label: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [mounted, setMounted] = useState(false);
  const [failed, setFailed] = useState(false);
  const start = useStartingPoint();
  useEffect(() => setMounted(true), []);
  const placeholder = (
    <p className="flex h-[37.5rem] items-center justify-center text-muted nav:h-[40rem]" aria-live="polite">
      {mounted ? t("events.loading") : null}
    </p>
  );
  return (
    <section
      aria-label={label}
      className="event-calendar mx-auto max-w-6xl px-4 py-4"
      data-testid="event-calendar"
    >
      {failed && (
        <p role="alert" className="mb-3 text-danger">
          {t("events.loadFailed")}
        </p>
      )}
      {mounted ? (
        <Suspense fallback={placeholder}>
          <CalendarView
            key={locale}
            locale={locale}
            market={market}
            {...start}
            onError={() => setFailed(true)}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
