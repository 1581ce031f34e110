import { useTranslation } from "react-i18next";
import { LinkedSection } from "~/components/layout/linked-section";
import { AppLink } from "~/components/ui/app-link";
import { eventPalette } from "~/domain/events/contrast";
import { useLocale } from "~/i18n/use-locale";
import { categoryLabel } from "./category";
import type { EventListItem } from "./event-list";
import { EventWhen } from "./event-when";

/** The home page's cards of the next events, each headed by a band in the event's colours. */
export function FeaturedEvents({ events }: { events: EventListItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (events.length === 0) return null;
  return (
    <LinkedSection
      id="featured-heading"
      title={t("events.featured")}
      to="/events"
      linkLabel={t("events.allEvents")}
    >
      <ul className="grid gap-4 md:grid-cols-3" data-testid="featured-events">
        {events.map((event) => {
          const palette = eventPalette(event.colour, event.backgroundColour);
          return (
            <li key={event.id} className="overflow-hidden rounded-lg border border-border bg-surface">
              <p
                className="px-4 py-2 text-sm font-semibold"
                style={{ background: palette.background, color: palette.text }}
              >
                {categoryLabel(t, event.category) ?? t("nav.events")}
              </p>
              <div className="p-4">
                <h3 className="text-lg font-bold">
                  <AppLink to={`/event/${event.id}`} className="underline-offset-2 hover:underline">
                    {event.title}
                  </AppLink>
                </h3>
                <p className="mt-1 text-sm text-muted">
                  <EventWhen start={event.startsAt} end={event.endsAt} locale={locale} />
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </LinkedSection>
  );
}
