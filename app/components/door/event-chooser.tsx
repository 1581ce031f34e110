import { Form } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { pickText } from "~/domain/content/localized";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";

/** An event the door can serve; `titleEn` is shown on the English pages when staff wrote it (ADR 057). */
export type ScreenEvent = { id: string; title: string; titleEn: string | null; startsAt: string };

/**
 * The event whose door the scanner serves: tonight's unless staff choose another, with the paper
 * list and the night's totals one tap away (ADR 044).
 */
export function EventChooser({ events, chosen }: { events: ScreenEvent[]; chosen: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (events.length === 0)
    return (
      <p role="status" className="rounded-lg border border-dashed border-border p-6 text-lg text-muted">
        {t("ticketcheck.noEvents")}
      </p>
    );
  return (
    // A new document: the camera permission belongs to the page as loaded (ADR 023).
    <Form method="get" reloadDocument className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="ticket-event" className="font-medium">
          {t("ticketcheck.eventLabel")}
        </label>
        <select
          id="ticket-event"
          name="event"
          defaultValue={chosen ?? undefined}
          className="min-h-11 max-w-full rounded-md border border-border bg-surface px-3 py-2"
        >
          {events.map((event) => (
            // Title first and a short date: a phone shows only the start of the chosen option.
            <option key={event.id} value={event.id}>
              {pickText(event.title, event.titleEn, locale).text} ·{" "}
              {formatRome(new Date(event.startsAt), locale, "weekdayDay")},{" "}
              {formatRome(new Date(event.startsAt), locale, "time")}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        {t("ticketcheck.choose")}
      </Button>
      {chosen && (
        // The paper list and the night's totals (ADR 044), for when the phones cannot be used.
        <AppLink
          to={`/internal/ticketcheck/night?event=${chosen}`}
          className="inline-flex min-h-11 items-center underline underline-offset-2"
        >
          {t("night.open")}
        </AppLink>
      )}
    </Form>
  );
}
