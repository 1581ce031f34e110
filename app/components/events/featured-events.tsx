import { LinkedSection } from "~/components/layout/linked-section";
import { AppLink } from "~/components/ui/app-link";
import { useContentLang } from "~/components/ui/content-lang";
import type { EventColour } from "~/domain/events/colours";
import { eventPalette } from "~/domain/events/contrast";
import type { ImageSources } from "~/domain/images/urls.server";
import { type TermLabels, termLabel } from "~/domain/terms/terms";
import type { Locale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { EventPicture } from "./event-picture";
import { EventWhen } from "./event-when";
import { Poster, posterInk } from "./poster";

export type FeaturedEvent = {
  id: string;
  title: string;
  /** The language of the title shown (ADR 057). */
  lang?: { title: Locale };
  startsAt: Date | string;
  endsAt: Date | string;
  category: TermLabels | null;
  colour: EventColour;
  backgroundColour: EventColour;
  image: ImageSources | null;
  /** Starting today, or already running (an exhibition): said on the card. */
  badge: "today" | "onNow" | null;
};

/**
 * The home page's next events as large picture cards: the first one wide, each picture (or poster)
 * under a thin band of the event's colour, the events of today marked.
 */
export function FeaturedEvents({ events }: { events: FeaturedEvent[] }) {
  const { t } = useTranslation();
  const langOf = useContentLang();
  const locale = useLocale();
  if (events.length === 0) return null;
  return (
    <LinkedSection
      id="featured-heading"
      title={t("events.featured")}
      to="/events"
      linkLabel={t("events.allEvents")}
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="featured-events">
        {events.map((event, i) => {
          const palette = eventPalette(event.colour, event.backgroundColour);
          const category = termLabel(event.category, locale);
          return (
            <li
              key={event.id}
              className={`group relative flex flex-col overflow-hidden rounded-lg border border-border bg-surface ${i === 0 && events.length !== 2 ? "md:col-span-2 lg:col-span-2 lg:row-span-2" : ""}`}
              style={{ borderTop: `6px solid ${posterInk(palette.background, palette.text)}` }}
            >
              {event.image ? (
                <EventPicture
                  image={event.image}
                  alt=""
                  sizes={i === 0 ? "(min-width: 1024px) 44rem, 100vw" : "(min-width: 1024px) 22rem, 100vw"}
                  eager={i === 0}
                  className="aspect-[3/2] object-cover"
                />
              ) : (
                <Poster
                  title={event.title}
                  background={palette.background}
                  text={palette.text}
                  kicker={category}
                />
              )}
              <div className="flex flex-1 flex-col gap-1 p-4">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                  {event.badge && (
                    <span className="rounded bg-accent px-2 py-0.5 text-accent-fg">
                      {t(event.badge === "today" ? "events.startsToday" : "events.onNow")}
                    </span>
                  )}
                  {category && <span className="text-muted">{category}</span>}
                </p>
                <h3 className={`font-display font-semibold ${i === 0 ? "text-2xl sm:text-3xl" : "text-xl"}`}>
                  {/* The whole card is the link's target; the title stays the link's name. */}
                  <AppLink
                    to={`/event/${event.id}`}
                    lang={event.lang && langOf(event.lang.title)}
                    className="underline-offset-2 after:absolute after:inset-0 hover:underline"
                  >
                    {event.title}
                  </AppLink>
                </h3>
                <p className="text-sm text-muted">
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
