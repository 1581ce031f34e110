import { lazy, Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { parseCalendarPeriod } from "~/domain/events/calendar-period";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";

// FullCalendar is large and draws only in the browser: it stays out of the server HTML and the
// page's first scripts, and loads once the page is interactive.
const CalendarView = lazy(() => import("./calendar-view.client"));

/** The interactive calendar of public events (or only market events), loaded on the client. */
export function EventCalendar({ market = false, label }: { market?: boolean; label: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [mounted, setMounted] = useState(false);
  const [failed, setFailed] = useState(false);
  // The server render reads the address with the same parser, so both draw the same period.
  const [params] = useSearchParams();
  const period = parseCalendarPeriod(params);
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
            period={period}
            onError={() => setFailed(true)}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
