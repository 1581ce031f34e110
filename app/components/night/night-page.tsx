import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { PageHeader } from "~/components/layout/page-header";
import { NightSheetView } from "~/components/night/night-sheet";
import { NightTotalsView } from "~/components/night/night-totals";
import { Printable } from "~/components/night/printable";
import { useContentLang } from "~/components/ui/content-lang";
import { DateTime } from "~/components/ui/date-time";
import { pickText } from "~/domain/content/localized";
import type { NightPageData } from "~/domain/door/read-night-page.server";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";
import { NightChoice, type Printing } from "./night-choice";

/** The night at the door (ADR 044): choose the event, print its door list or totals, download the list. */
export function NightPage({ loaderData }: { loaderData: NightPageData }) {
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
          <NightChoice events={events} chosen={chosen} onPrint={print} />
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
