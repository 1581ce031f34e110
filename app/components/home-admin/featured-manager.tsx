import { Form } from "react-router";
import { EventWhen } from "~/components/events/event-when";
import { Button, buttonClass } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/form";
import { TextField } from "~/components/ui/text-field";
import { FEATURED_MAX } from "~/domain/home/home-forms";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { MoveButtons, MoveStatus } from "./move-buttons";

type EventRow = { id: string; title: string; startsAt: Date | string; endsAt: Date | string };
export type ChosenRow = EventRow & { shown: boolean };

function When({ event }: { event: EventRow }) {
  const locale = useLocale();
  return (
    <p className="text-sm text-muted">
      <EventWhen start={event.startsAt} end={event.endsAt} locale={locale} />
    </p>
  );
}

function Chosen({ rows }: { rows: ChosenRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="text-muted">{t("home.featured.empty")}</p>;
  return (
    <>
      <ol className="flex flex-col gap-3" data-testid="featured-rows">
        {rows.map((row, index) => (
          <li
            key={row.id}
            className="flex flex-col gap-3 rounded-md border border-border bg-surface p-4 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{row.title}</p>
              <When event={row} />
              {!row.shown && <p className="text-sm text-danger">{t("home.featured.notShown")}</p>}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <MoveButtons list="featured" id={row.id} index={index} count={rows.length} label={row.title} />
              <Form method="post">
                <input type="hidden" name="intent" value="featured-remove" />
                <input type="hidden" name="id" value={row.id} />
                <Button type="submit" variant="ghost" className="text-danger!">
                  {t("home.featured.remove")}
                  <span className="sr-only"> {row.title}</span>
                </Button>
              </Form>
            </div>
          </li>
        ))}
      </ol>
      <MoveStatus list="featured" />
    </>
  );
}

function Search({ query, candidates, full }: { query: string; candidates: EventRow[]; full: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-xl font-bold">{t("home.featured.addTitle")}</h3>
      <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-3" role="search">
        <TextField
          id="featured-search"
          name="q"
          type="search"
          label={t("home.featured.search")}
          defaultValue={query}
          className="min-w-0 flex-1"
        />
        <button type="submit" className={buttonClass("secondary")}>
          {t("home.featured.searchButton")}
        </button>
      </Form>
      {full && <p className="text-muted">{t("home.featured.full", { max: FEATURED_MAX })}</p>}
      {candidates.length === 0 ? (
        <p className="text-muted">{t("home.featured.noResults")}</p>
      ) : (
        <ul
          aria-label={t("home.featured.results")}
          className="divide-y divide-border rounded-md border border-border"
        >
          {candidates.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{event.title}</p>
                <When event={event} />
              </div>
              {!full && (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="featured-add" />
                  {/* The pressed button sends the event's id (and shows "please wait" on itself). */}
                  <SubmitButton variant="secondary" name="id" value={event.id}>
                    {t("home.featured.add")}
                    <span className="sr-only"> {event.title}</span>
                  </SubmitButton>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The events staff feature on the home page: the chosen ones in order, and a search to add more. */
export function FeaturedManager(props: { chosen: ChosenRow[]; query: string; candidates: EventRow[] }) {
  const full = props.chosen.length >= FEATURED_MAX;
  return (
    <div className="flex flex-col gap-6">
      <Chosen rows={props.chosen} />
      <Search query={props.query} candidates={props.candidates} full={full} />
    </div>
  );
}
