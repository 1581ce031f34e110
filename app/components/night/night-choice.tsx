import { Form } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import { Button, buttonClass } from "~/components/ui/button";
import { pickText } from "~/domain/content/localized";
import type { NightPageData } from "~/domain/door/read-night-page.server";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";

/** What paper gets: the door list, or the totals. */
export type Printing = "sheet" | "totals";

/** The night's event to choose, and what to do with it: print, download, open the door's pages. */
export function NightChoice({
  events,
  chosen,
  onPrint: print,
}: {
  events: NightPageData["events"];
  chosen: string;
  onPrint: (what: Printing) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
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
  );
}
