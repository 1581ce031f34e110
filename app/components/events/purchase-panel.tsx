import { useTranslation } from "react-i18next";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import type { EventViewData } from "~/domain/events/event-page.server";
import { useLocale } from "~/i18n/use-locale";
import { formatPrice } from "~/lib/money";

/**
 * Where tickets will be sold. Until online purchase arrives it states spec §6's rules (signed in,
 * valid membership) with the price and the seats left, and links to the two steps a buyer needs.
 */
export function PurchasePanel({ event }: { event: EventViewData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (event.isPast)
    return <p className="rounded-md border border-border bg-surface p-4">{t("events.past")}</p>;
  return (
    <section aria-labelledby="tickets-heading" className="rounded-md border border-border bg-surface p-4">
      <h2 id="tickets-heading" className="text-xl font-bold">
        {t("events.tickets")}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{t("events.price")}</dt>
        <dd className="font-semibold" data-testid="event-price">
          {event.isPaid ? formatPrice(event.priceCents, locale) : t("events.free")}
        </dd>
      </dl>
      {event.seatsLeft !== null && (
        <p className="mt-1" data-testid="event-seats">
          {event.seatsLeft === 0 ? t("events.soldOut") : t("events.seatsLeft", { count: event.seatsLeft })}
        </p>
      )}
      <p className="mt-3">{event.isPaid ? t("events.ticketRules") : t("events.freeRules")}</p>
      {event.isPaid && (
        <div className="mt-4 flex flex-wrap gap-3">
          <AppLink
            to={`/u/login?redirectTo=${encodeURIComponent(`/event/${event.id}`)}`}
            className={buttonClass("primary")}
          >
            {t("events.signIn")}
          </AppLink>
          <AppLink to="/u/membership" className={buttonClass("secondary")}>
            {t("events.membership")}
          </AppLink>
        </div>
      )}
    </section>
  );
}
