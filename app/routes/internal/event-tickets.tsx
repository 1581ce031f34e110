import { data } from "react-router";
import { RETRY_ERROR } from "~/components/tickets-admin/cancel-dialog";
import type { CancelDone, ComplimentaryDone } from "~/components/tickets-admin/done-notice";
import { EventTicketsPage } from "~/components/tickets-admin/event-tickets-page";
import { now } from "~/domain/clock.server";
import { type CancelOutcome, cancelTicket } from "~/domain/tickets/cancel-ticket.server";
import { type ComplimentaryOutcome, issueComplimentary } from "~/domain/tickets/issue-complimentary.server";
import { eventTickets } from "~/domain/tickets/list-event-tickets.server";
import { TICKET_ADMIN_FORMS } from "~/domain/tickets/staff-forms";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath } from "~/i18n/locale";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
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

export default function InternalEventTickets({ loaderData, actionData }: Route.ComponentProps) {
  return <EventTicketsPage loaderData={loaderData} actionData={actionData} />;
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const t = getI18n(localeFromPath(location.pathname)).t;
  return pageMeta(
    location.pathname,
    "internal-event-tickets",
    loaderData ? `${t("pages.internal-event-tickets.title")}: ${loaderData.event.title}` : undefined,
  );
};
