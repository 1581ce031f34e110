import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { RETRY_ERROR } from "~/components/tickets-admin/cancel-dialog";
import { ComplimentaryForm } from "~/components/tickets-admin/complimentary-form";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { FormAlert } from "~/components/ui/form";
import type { eventTickets } from "~/domain/tickets/list-event-tickets.server";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formErrorsOf } from "~/routing/form-answer";
import { type Answer, DoneNotice } from "./done-notice";
import { TicketCard } from "./ticket-card";

type EventTicketsData = NonNullable<Awaited<ReturnType<typeof eventTickets>>>;

/** An event's tickets for staff (`/internal/event/{id}/tickets`, ADR 024): counts, search, cards. */
export function EventTicketsPage({
  loaderData,
  actionData,
}: {
  loaderData: EventTicketsData;
  actionData: unknown;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { event, counts, rows, search, truncated, limit } = loaderData;
  const answer = actionData as Answer;
  const complimentaryResult =
    answer?.form === "complimentary" ? (answer.result as SubmissionResult<string[]>) : undefined;
  // Refusals of a cancellation are said on the page (the dialog closes); Stripe's failure stays in it.
  const cancelErrors =
    answer?.form === "cancel" ? formErrorsOf(answer)?.filter((error) => error !== RETRY_ERROR) : undefined;
  return (
    <>
      <PageHeader
        title={t("pages.internal-event-tickets.title")}
        lead={t("pages.internal-event-tickets.lead")}
      >
        <p className="mt-4 text-xl font-semibold" data-testid="event-title">
          {event.title}
        </p>
        <p className="text-muted">
          <DateTime value={event.startsAt} locale={locale} />
        </p>
        <nav aria-label={t("pages.internal-event-tickets.title")} className="mt-3 flex flex-wrap gap-x-6">
          <AppLink
            to="/internal/events"
            className="inline-flex min-h-11 items-center underline underline-offset-2"
          >
            {t("ticketAdmin.back")}
          </AppLink>
          <AppLink
            to={`/internal/event/${event.id}/lists`}
            className="inline-flex min-h-11 items-center underline underline-offset-2"
          >
            {t("ticketAdmin.lists")}
          </AppLink>
          <AppLink
            to={`/internal/ticketcheck/night?event=${event.id}`}
            className="inline-flex min-h-11 items-center underline underline-offset-2"
          >
            {t("night.open")}
          </AppLink>
        </nav>
      </PageHeader>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pb-12">
        <DoneNotice answer={answer} />
        <FormAlert errors={cancelErrors?.length ? cancelErrors : undefined} />
        <section aria-labelledby="counts-heading" className="rounded-lg border border-border bg-surface p-4">
          <h2 id="counts-heading" className="text-lg font-semibold">
            {t("ticketAdmin.counts.heading")}
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="ticket-counts">
            {(
              [
                ["sold", counts.sold],
                ["seats", counts.seats ?? t("ticketAdmin.counts.unlimited")],
                ["left", counts.left ?? t("ticketAdmin.counts.unlimited")],
                ["admitted", counts.admitted],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex flex-col">
                <dt className="text-sm text-muted">{t(`ticketAdmin.counts.${key}`)}</dt>
                <dd className="text-3xl font-bold" data-testid={`count-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        {event.isOver ? (
          <p className="text-muted">{t("ticketAdmin.complimentary.eventOver")}</p>
        ) : (
          <ComplimentaryForm lastResult={complimentaryResult} />
        )}
        <section aria-labelledby="tickets-heading" className="flex flex-col gap-4">
          <h2 id="tickets-heading" className="text-xl font-bold">
            {t("ticketAdmin.table.heading")}
          </h2>
          <p className="text-muted">{t("ticketAdmin.cashNote")}</p>
          <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
            <div className="flex min-w-0 grow flex-col gap-1 sm:max-w-sm">
              <label htmlFor="ticket-search" className="font-medium">
                {t("ticketAdmin.search.label")}
              </label>
              <input
                id="ticket-search"
                name="q"
                type="search"
                defaultValue={search}
                key={search}
                autoComplete="off"
                className="min-h-11 rounded-md border border-border bg-surface px-3 py-2 text-fg"
              />
            </div>
            <Button type="submit" variant="secondary">
              {t("ticketAdmin.search.submit")}
            </Button>
            {search && (
              <AppLink
                to={`/internal/event/${event.id}/tickets`}
                className="inline-flex min-h-11 items-center underline underline-offset-2"
              >
                {t("ticketAdmin.search.clear")}
              </AppLink>
            )}
          </Form>
          <p className="text-sm text-muted" aria-live="polite">
            {t("ticketAdmin.table.results", { count: rows.length })}
          </p>
          {rows.length === 0 ? (
            <p className="py-4 text-muted">
              {search ? t("ticketAdmin.table.noMatch", { search }) : t("ticketAdmin.table.empty")}
            </p>
          ) : (
            <ul className="flex flex-col gap-3" data-testid="ticket-list">
              {rows.map((row) => (
                <TicketCard key={row.id} row={row} answer={answer} />
              ))}
            </ul>
          )}
          {truncated && <p className="text-muted">{t("ticketAdmin.table.truncated", { count: limit })}</p>}
        </section>
      </div>
    </>
  );
}
