import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import type { ActivityState } from "~/domain/home/ordering";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { MoveButtons, MoveStatus } from "./move-buttons";
import { RemoveAnnouncementDialog } from "./remove-announcement-dialog";

export type AnnouncementRow = {
  id: string;
  textIt: string;
  textEn: string;
  link: string | null;
  activeFrom: Date | string | null;
  activeUntil: Date | string | null;
  state: ActivityState;
};

const STATE_STYLE: Record<ActivityState, string> = {
  always: "border-border",
  active: "border-accent text-accent",
  scheduled: "border-border text-muted",
  ended: "border-border text-muted line-through",
};

function Window({ row }: { row: AnnouncementRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className={`rounded-full border px-2 py-0.5 font-semibold ${STATE_STYLE[row.state]}`}>
        {t(`home.announcements.states.${row.state}`)}
      </span>
      {row.activeFrom && (
        <span className="text-muted">
          {t("home.announcements.from")} <DateTime value={row.activeFrom} locale={locale} />
        </span>
      )}
      {row.activeUntil && (
        <span className="text-muted">
          {t("home.announcements.until")} <DateTime value={row.activeUntil} locale={locale} />
        </span>
      )}
    </p>
  );
}

/** The announcements in home page order, each with its visibility, move, edit and remove. */
export function AnnouncementRows({ rows, editing }: { rows: AnnouncementRow[]; editing: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (rows.length === 0) return <p className="text-muted">{t("home.announcements.empty")}</p>;
  return (
    <>
      <ol className="flex flex-col gap-3" data-testid="announcement-rows">
        {rows.map((row, index) => {
          const text = locale === "en" ? row.textEn : row.textIt;
          return (
            <li
              key={row.id}
              aria-current={row.id === editing || undefined}
              className="flex flex-col gap-3 rounded-md border border-border bg-surface p-4 aria-[current=true]:border-accent sm:flex-row sm:items-start"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <p className="font-medium break-words" lang="it">
                  {row.textIt}
                </p>
                <p className="break-words text-muted" lang="en">
                  {row.textEn}
                </p>
                {row.link && (
                  <p className="text-sm break-all text-muted">
                    {t("home.announcements.linkLabel")} {row.link}
                  </p>
                )}
                <Window row={row} />
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <MoveButtons list="announcement" id={row.id} index={index} count={rows.length} label={text} />
                <AppLink
                  to={`/internal/home?edit=${row.id}#announcement-form`}
                  preventScrollReset={false}
                  className={buttonClass("secondary")}
                >
                  {t("home.announcements.edit")}
                  <span className="sr-only"> {text}</span>
                </AppLink>
                <RemoveAnnouncementDialog id={row.id} text={text} />
              </div>
            </li>
          );
        })}
      </ol>
      <MoveStatus list="announcement" />
    </>
  );
}
