import type { ReactNode } from "react";
import { AppLink } from "~/components/ui/app-link";
import type { DashboardEvent } from "~/domain/tickets/dashboard.server";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome, romeDate } from "~/lib/rome-time";
import { formatCount } from "./format";
import { AdmittedSwatch, admittedTexture, SoldSwatch } from "./series";

/**
 * How full the event is, left to right: let in (striped teal), sold but not in yet (crimson), free
 * seats (the track). Without a seat limit the track is the tickets sold, which says something only
 * once the door is open (today). Decorative: the figures beside it say the same in words.
 */
function FillBar({ event }: { event: DashboardEvent }) {
  const { seats, sold, admitted } = event;
  const whole = seats ?? (event.today ? sold : 0);
  if (whole <= 0) return null;
  const percent = (value: number) => `${Math.min(100, Math.max(0, (value / whole) * 100))}%`;
  const inside = Math.min(admitted, sold);
  return (
    <div aria-hidden="true" className="relative mt-2 h-2.5 overflow-hidden rounded-full bg-border">
      <div className="absolute inset-y-0 left-0 bg-accent" style={{ width: percent(sold) }} />
      <div className="absolute inset-y-0 left-0" style={{ width: percent(inside), ...admittedTexture }} />
    </div>
  );
}

function Figure({
  label,
  value,
  testId,
  swatch,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  swatch?: ReactNode;
}) {
  return (
    <div className="flex flex-col justify-between">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted">
        {swatch}
        {label}
      </dt>
      <dd className="text-lg font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function EventRow({ event, at, canManage }: { event: DashboardEvent; at: Date; canManage: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = (value: number) => formatCount(value, locale);
  const startedEarlier = event.today && romeDate(event.startsAt) !== romeDate(at);
  const day = formatRome(event.startsAt, locale, "weekdayDay");
  const time = formatRome(event.startsAt, locale, "time");
  const state = !event.today
    ? null
    : at >= event.endsAt
      ? t("dashboardTickets.events.ended")
      : at >= event.startsAt
        ? t("dashboardTickets.events.onNow")
        : null;
  const badge = "rounded-full border border-border px-2 py-0.5 text-xs font-medium";
  return (
    <li
      className="grid gap-3 p-4 sm:grid-cols-[8rem_1fr_18rem] sm:items-center sm:gap-6"
      data-testid="dashboard-event"
      data-event-id={event.id}
    >
      <p className="tabular-nums">
        <time dateTime={event.startsAt.toISOString()}>
          {event.today && !startedEarlier ? (
            <span className="text-2xl font-bold">{time}</span>
          ) : (
            // One line on phones, two beside the title on wider screens.
            <span className="flex items-baseline gap-2 sm:block">
              <span className="font-semibold sm:block">{day}</span>
              <span className="text-muted sm:text-sm">{time}</span>
            </span>
          )}
        </time>
      </p>
      <div className="min-w-0">
        <p className="text-lg leading-snug font-semibold break-words">
          {canManage ? (
            <AppLink
              to={`/internal/event/${event.id}`}
              className="underline decoration-border underline-offset-4 hover:decoration-accent"
              aria-label={t("dashboardTickets.events.manage", { title: event.title })}
            >
              {event.title}
            </AppLink>
          ) : (
            event.title
          )}
        </p>
        {(state || !event.isPublic || (canManage && event.today)) && (
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            {state && <span className={badge}>{state}</span>}
            {!event.isPublic && (
              <span className={`${badge} border-dashed`}>{t("dashboardTickets.events.notPublic")}</span>
            )}
            {canManage && event.today && (
              // The scanner page needs its own document (camera and decoder policies), as in the menu.
              <a
                href={`${localePath(locale, "/internal/ticketcheck")}?event=${event.id}`}
                className="inline-flex min-h-8 items-center text-sm font-semibold text-accent underline underline-offset-2"
              >
                {t("dashboardTickets.events.ticketCheck")} →
              </a>
            )}
          </div>
        )}
      </div>
      <div>
        <dl className="grid grid-cols-3 gap-2">
          <Figure
            label={t("dashboardTickets.events.sold")}
            testId="event-sold"
            swatch={<SoldSwatch size="size-2.5" />}
            value={count(event.sold)}
          />
          <Figure
            label={t("dashboardTickets.events.admitted")}
            testId="event-admitted"
            swatch={<AdmittedSwatch size="size-2.5" />}
            value={count(event.admitted)}
          />
          <Figure
            label={t("dashboardTickets.events.guests")}
            testId="event-guests"
            value={count(event.guests)}
          />
        </dl>
        <FillBar event={event} />
        <p className="mt-1 text-xs text-muted" data-testid="event-seats">
          {event.seats === null
            ? t("dashboardTickets.events.unlimited")
            : t("dashboardTickets.events.of", { count: event.seats, formatted: count(event.seats) })}
        </p>
      </div>
    </li>
  );
}

/** Today's events (ended ones too) and the next ones, with their door figures (issue 11). */
export function DashboardEvents({
  events,
  at,
  canManage,
}: {
  events: DashboardEvent[];
  at: Date;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const groups = [
    {
      key: "today",
      rows: events.filter((event) => event.today),
      empty: t("dashboardTickets.events.noToday"),
    },
    { key: "next", rows: events.filter((event) => !event.today), empty: t("dashboardTickets.events.noNext") },
  ] as const;
  return (
    <section
      aria-labelledby="dashboard-events-heading"
      className="mx-auto max-w-6xl px-4 pb-8"
      data-testid="dashboard-events"
    >
      <h2 id="dashboard-events-heading" className="text-xl font-semibold tracking-tight">
        {t("dashboardTickets.events.heading")}
      </h2>
      {groups.map((group) => (
        <div key={group.key} className="mt-4">
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
            {t(`dashboardTickets.events.${group.key}`)}
          </h3>
          {group.rows.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-4 text-muted">{group.empty}</p>
          ) : (
            <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
              {group.rows.map((event) => (
                <EventRow key={event.id} event={event} at={at} canManage={canManage} />
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
