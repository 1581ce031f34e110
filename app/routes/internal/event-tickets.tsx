import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { data, Form } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { CancelTicketDialog, RETRY_ERROR } from "~/components/tickets-admin/cancel-dialog";
import { ComplimentaryForm } from "~/components/tickets-admin/complimentary-form";
import { TicketStateBadge } from "~/components/tickets-admin/ticket-state-badge";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { FormAlert, Notice } from "~/components/ui/form";
import { now } from "~/domain/clock.server";
import { formatDoorCode } from "~/domain/door/code";
import { type CancelOutcome, cancelTicket } from "~/domain/tickets/cancel-ticket.server";
import { type ComplimentaryOutcome, issueComplimentary } from "~/domain/tickets/issue-complimentary.server";
import { eventTickets, type StaffTicketRow } from "~/domain/tickets/list-event-tickets.server";
import { paidLater } from "~/domain/tickets/paid-later";
import { TICKET_ADMIN_FORMS } from "~/domain/tickets/staff-forms";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { type FormAnswer, formErrorsOf } from "~/routing/form-answer";
import { done, failed, invalid, noFields, refused } from "~/routing/form-result.server";
import { parseIntent } from "~/routing/intent";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import type { Route } from "./+types/event-tickets";

/** An event's tickets for staff (level ≥ 1): counts, complimentary tickets, cancel and refund (ADR 024). */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const list = await eventTickets(database(context), parseId(params.id), {
    search: url.searchParams.get("q") ?? "",
    now: now(),
  });
  if (!list) throw data(null, { status: 404 });
  return list;
}

export type CancelDone = {
  intent: "cancel";
  kind: "cancelled" | "refunded";
  name: string;
  amountCents: number;
  cashCents: number;
  mailed: boolean;
};
export type ComplimentaryDone = {
  intent: "complimentary";
  name: string;
  email: string | null;
  code: string | null;
};

const CANCEL_REFUSAL: Record<Exclude<CancelOutcome, { ok: true }>["code"], 404 | 409> = {
  "not-found": 404,
  "invalid-reason": 409,
  "already-cancelled": 409,
  "already-admitted": 409,
  "refund-failed": 409,
};

/** The refusals of a complimentary ticket that concern the account named by the e-mail. */
const ACCOUNT_REFUSALS: readonly string[] = ["no-account", "already-has-ticket", "payment-pending"];

export async function action({ params, request, context }: Route.ActionArgs) {
  const member = currentStaff(context);
  const eventId = parseId(params.id);
  const parsed = parseIntent(await request.formData(), TICKET_ADMIN_FORMS);
  if (!parsed) return invalid(noFields(["forms.invalidData"]));
  const db = database(context);
  const actor = { staffId: member.id, ip: context.get(requestInfoContext).ip, at: now() };
  const form = parsed.intent;

  if (parsed.intent === "cancel") {
    const { submission } = parsed;
    if (submission.status !== "success") return invalid(submission.reply(), { form });
    const outcome = await cancelTicket(db, { ...actor, ...submission.value, eventId });
    if (outcome.ok)
      return done(
        submission.reply({ resetForm: true }),
        {
          intent: "cancel",
          kind: outcome.kind,
          name: outcome.ticket.holderName,
          amountCents: outcome.ticket.priceCents,
          cashCents: outcome.cashCents,
          mailed: outcome.mailed,
        } satisfies CancelDone,
        { form },
      );
    if (outcome.code === "invalid-reason")
      return invalid(submission.reply({ fieldErrors: { reason: ["ticketAdmin.errors.reasonTooShort"] } }), {
        form,
      });
    if (outcome.code === "refund-failed")
      return failed(submission.reply({ formErrors: [RETRY_ERROR] }), { form });
    const message =
      outcome.code === "not-found" ? "ticketAdmin.errors.notFound" : `ticketAdmin.errors.${outcome.code}`;
    return refused(CANCEL_REFUSAL[outcome.code], submission.reply({ formErrors: [message] }), { form });
  }

  const { submission } = parsed;
  if (submission.status !== "success") return invalid(submission.reply(), { form });
  const outcome: ComplimentaryOutcome = await issueComplimentary(db, {
    ...actor,
    ...submission.value,
    eventId,
  });
  if (outcome.ok)
    return done(
      submission.reply({ resetForm: true }),
      {
        intent: "complimentary",
        name: outcome.ticket.holderName,
        email: outcome.linked ? (submission.value.email ?? null) : null,
        code: outcome.linked ? null : outcome.ticket.code,
      } satisfies ComplimentaryDone,
      { form },
    );
  if (outcome.code === "not-found")
    return refused(404, submission.reply({ formErrors: ["ticketAdmin.errors.notFound"] }), { form });
  const message = `ticketAdmin.errors.${outcome.code}`;
  return refused(
    409,
    ACCOUNT_REFUSALS.includes(outcome.code)
      ? submission.reply({ fieldErrors: { email: [message] } })
      : submission.reply({ formErrors: [message] }),
    { form },
  );
}

type Answer = FormAnswer<CancelDone | ComplimentaryDone> | undefined;

function DoneNotice({ answer }: { answer: Answer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const what = answer?.done;
  if (!what) return null;
  if (what.intent === "complimentary")
    return (
      <Notice tone="success">
        {t("ticketAdmin.done.complimentary", { name: what.name })}{" "}
        {what.email && t("ticketAdmin.done.linked", { email: what.email })}
        {what.code && (
          <>
            {t("ticketAdmin.done.code")}
            <strong
              className="mt-2 block font-mono text-lg tracking-wider break-all"
              data-testid="complimentary-code"
            >
              {formatDoorCode(what.code)}
            </strong>
          </>
        )}
      </Notice>
    );
  const amount = formatPrice(what.amountCents, locale);
  return (
    <Notice tone="success">
      {what.kind === "refunded"
        ? t("ticketAdmin.done.refunded", { name: what.name, amount })
        : t("ticketAdmin.done.cancelled", { name: what.name })}{" "}
      {what.cashCents > 0 && (
        <strong>{t("ticketAdmin.done.cash", { amount: formatPrice(what.cashCents, locale) })} </strong>
      )}
      {what.mailed && t("ticketAdmin.done.mailed")}
    </Notice>
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`flex min-w-0 flex-col ${wide ? "col-span-2" : ""}`}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function TicketCard({ row, answer }: { row: StaffTicketRow; answer: Answer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mine = answer?.form === "cancel" && answer.result.initialValue?.ticketId === row.id;
  const price = formatPrice(row.priceCents, locale);
  const paid = paidLater(row);
  const labels = {
    trigger: t(`ticketAdmin.cancel.${row.undo === "refund" ? "refund" : "cancel"}`),
    title: t(`ticketAdmin.cancel.${row.undo === "refund" ? "refundTitle" : "cancelTitle"}`, {
      name: row.holderName,
    }),
    text:
      row.undo === "refund"
        ? t("ticketAdmin.cancel.refundText", { amount: price })
        : [
            t("ticketAdmin.cancel.cancelText"),
            row.paidInCash ? t("ticketAdmin.cancel.cashText", { amount: price }) : "",
          ].join(" "),
    reason: t("ticketAdmin.cancel.reason"),
    cancel: t("ticketAdmin.cancel.keep"),
    confirm: t(`ticketAdmin.cancel.${row.undo === "refund" ? "confirmRefund" : "confirmCancel"}`),
  };
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
      data-testid="ticket-row"
      data-ticket-id={row.id}
      data-state={row.state}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold break-words">{row.holderName}</h3>
        <TicketStateBadge state={row.state} />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 lg:grid-cols-4">
        <Fact label={t("ticketAdmin.table.email")} wide>
          {row.email ?? "—"}
        </Fact>
        <Fact label={t("ticketAdmin.table.type")}>{t(`tickets.types.${row.type}`)}</Fact>
        <Fact label={t("ticketAdmin.table.price")}>
          {price}
          {row.paidInCash && <span className="text-muted"> · {t("ticketAdmin.table.cash")}</span>}
        </Fact>
        <Fact label={t("ticketAdmin.table.purchased")}>
          <DateTime value={row.purchasedAt} locale={locale} />
        </Fact>
        {paid && (
          <Fact label={t("ticketAdmin.table.paid")}>
            <DateTime value={paid} locale={locale} />
          </Fact>
        )}
        <Fact label={t("ticketAdmin.table.admitted")}>
          {row.admittedAt ? (
            <DateTime value={row.admittedAt} locale={locale} />
          ) : (
            t("ticketAdmin.table.notAdmitted")
          )}
        </Fact>
        <Fact label={t("ticketAdmin.table.order")} wide>
          <span className="font-mono text-sm break-all">{row.orderId}</span>
        </Fact>
        {row.code && (
          <Fact label={t("ticketAdmin.table.code")} wide>
            <span className="font-mono text-sm tracking-wider break-all">{formatDoorCode(row.code)}</span>
          </Fact>
        )}
      </dl>
      {row.undo && (
        <div className="flex justify-end">
          <CancelTicketDialog
            ticketId={row.id}
            holderName={row.holderName}
            labels={labels}
            lastResult={mine ? answer?.result : undefined}
          />
        </div>
      )}
    </li>
  );
}

export default function InternalEventTickets({ loaderData, actionData }: Route.ComponentProps) {
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

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const t = getI18n(localeFromPath(location.pathname)).t;
  return pageMeta(
    location.pathname,
    "internal-event-tickets",
    loaderData ? `${t("pages.internal-event-tickets.title")}: ${loaderData.event.title}` : undefined,
  );
};
