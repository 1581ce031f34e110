import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { data, Form } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { NightSheetView } from "~/components/night/night-sheet";
import { NightTotalsView } from "~/components/night/night-totals";
import { Printable } from "~/components/night/printable";
import { AppLink } from "~/components/ui/app-link";
import { Button, buttonClass } from "~/components/ui/button";
import { useContentLang } from "~/components/ui/content-lang";
import { DateTime } from "~/components/ui/date-time";
import { now } from "~/domain/clock.server";
import { pickText } from "~/domain/content/localized";
import { nightEvents } from "~/domain/door/night-events.server";
import { nightSheet } from "~/domain/door/night-sheet.server";
import { nightTotals } from "~/domain/door/night-totals.server";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";
import { isUuid } from "~/lib/zod";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/ticketcheck-night";

/**
 * The night at the door (`/internal/ticketcheck/night?event=<id>`, ADR 044), for management: the
 * door's paper list of an event (tickets, valid cards, guest list) to print or download, and the
 * night's totals for the treasurer. Without `?event=` it opens on tonight's event.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const db = database(context);
  const at = now();
  const wanted = url.searchParams.get("event");
  if (wanted !== null && !isUuid(wanted)) throw data(null, { status: 404 });
  const { events, chosen } = await nightEvents(db, at, wanted);
  if (wanted && chosen?.id !== wanted) throw data(null, { status: 404 });
  const [sheet, totals] = chosen
    ? await Promise.all([nightSheet(db, chosen.id, at), nightTotals(db, chosen.id)])
    : [null, null];
  return {
    events: events.map(({ id, title, titleEn, startsAt }) => ({ id, title, titleEn, startsAt })),
    chosen: chosen?.id ?? null,
    sheet,
    totals,
    madeAt: at,
  };
}

type Printing = "sheet" | "totals";

export default function TicketCheckNight({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const langOf = useContentLang();
  const { events, chosen, sheet, totals, madeAt } = loaderData;
  // What paper gets: the door list unless "print the totals" was pressed (Ctrl+P prints the list).
  const [printing, setPrinting] = useState<Printing>("sheet");
  const cards = useRef<HTMLDetailsElement>(null);

  // The cards' list is folded on screen; paper always gets it whole, however printing starts.
  useEffect(() => {
    let wasOpen = false;
    const before = () => {
      wasOpen = cards.current?.open ?? false;
      if (cards.current) cards.current.open = true;
    };
    const after = () => {
      if (cards.current) cards.current.open = wasOpen;
      setPrinting("sheet");
    };
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, []);

  function print(what: Printing) {
    flushSync(() => setPrinting(what));
    window.print();
  }

  const event = sheet?.event;
  // The event's title in the page's language where staff wrote it (ADR 057).
  const title = event ? pickText(event.title, event.titleEn, locale) : null;
  const when = formatRome(new Date(madeAt), locale, "dateTime");
  const eventLine = event
    ? `${title?.text} · ${formatRome(new Date(event.startsAt), locale, "dateTime")}`
    : "";
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title={t("pages.internal-ticketcheck-night.title")}
          lead={t("pages.internal-ticketcheck-night.lead")}
        >
          {event && (
            <>
              <p
                className="mt-4 text-xl font-semibold"
                data-testid="night-event"
                lang={title ? langOf(title.lang) : undefined}
              >
                {title?.text}
              </p>
              <p className="text-muted">
                <DateTime value={event.startsAt} locale={locale} />
              </p>
            </>
          )}
        </PageHeader>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pb-12 print:max-w-none print:gap-2 print:p-0">
        {events.length === 0 || !chosen ? (
          <p role="status" className="rounded-lg border border-dashed border-border p-6 text-lg text-muted">
            {t("night.noEvents")}
          </p>
        ) : (
          <div className="flex flex-col gap-4 print:hidden">
            <Form method="get" className="flex flex-wrap items-end gap-3">
              <div className="flex min-w-0 flex-col gap-1">
                <label htmlFor="night-event-choice" className="font-medium">
                  {t("night.eventLabel")}
                </label>
                <select
                  id="night-event-choice"
                  name="event"
                  defaultValue={chosen}
                  key={chosen}
                  className="min-h-11 max-w-full rounded-md border border-border bg-surface px-3 py-2"
                >
                  {events.map((option) => (
                    <option key={option.id} value={option.id}>
                      {pickText(option.title, option.titleEn, locale).text} ·{" "}
                      {formatRome(new Date(option.startsAt), locale, "weekdayDay")},{" "}
                      {formatRome(new Date(option.startsAt), locale, "time")}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit" variant="secondary">
                {t("night.choose")}
              </Button>
            </Form>
            <nav aria-label={t("pages.internal-ticketcheck-night.title")} className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => print("sheet")} data-testid="print-sheet">
                {t("night.links.printSheet")}
              </Button>
              <Button variant="secondary" onClick={() => print("totals")}>
                {t("night.links.printTotals")}
              </Button>
              <a
                href={localePath(locale, `/internal/ticketcheck/night.csv?event=${chosen}`)}
                download
                className={buttonClass("secondary")}
              >
                {t("night.links.csv")}
              </a>
              <a
                href={localePath(locale, `/internal/ticketcheck?event=${chosen}`)}
                className={buttonClass("ghost")}
              >
                {t("night.links.ticketCheck")}
              </a>
              <AppLink to={`/internal/event/${chosen}/lists`} className={buttonClass("ghost")}>
                {t("night.links.lists")}
              </AppLink>
            </nav>
          </div>
        )}

        {totals && (
          <Printable
            id="night-totals"
            printed={printing === "totals"}
            heading={t("night.totals.heading")}
            intro={t("night.totals.intro")}
            printHeader={[eventLine, t("night.totals.madeAt", { when })]}
          >
            <NightTotalsView totals={totals} locale={locale} />
          </Printable>
        )}

        {sheet && (
          <Printable
            id="night-sheet"
            printed={printing === "sheet"}
            heading={t("night.sheet.heading")}
            intro={t("night.sheet.intro")}
            printHeader={[eventLine, t("night.sheet.printed", { when })]}
          >
            <NightSheetView sheet={sheet} locale={locale} cardsRef={cards} />
          </Printable>
        )}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const t = getI18n(localeFromPath(location.pathname)).t;
  const event = loaderData?.sheet?.event;
  return pageMeta(
    location.pathname,
    "internal-ticketcheck-night",
    event ? `${t("pages.internal-ticketcheck-night.title")}: ${event.title}` : undefined,
  );
};
