import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { CardFee } from "~/components/fees/card-fee";
import { PageHeader } from "~/components/layout/page-header";
import { CardActions } from "~/components/register/card-actions";
import { CardFacts } from "~/components/register/card-facts";
import { CardLog } from "~/components/register/card-log";
import { MembershipEditForm } from "~/components/register/membership-edit-form";
import { StateBadge } from "~/components/register/state-badge";
import { AppLink } from "~/components/ui/app-link";
import { FormAlert, Notice } from "~/components/ui/form";
import { now } from "~/domain/clock.server";
import { readMembershipCard } from "~/domain/memberships/card.server";
import { CARD_FORMS, DOOR_INTENTS, type LifecycleIntent } from "~/domain/memberships/card-forms";
import { editMembership } from "~/domain/memberships/edit.server";
import { membershipEditDefaults } from "~/domain/memberships/edit-form";
import { feePaymentOf } from "~/domain/memberships/fee-payment-form";
import { feeInForce } from "~/domain/memberships/fee-schedule.server";
import {
  admitMembership,
  type LifecycleOutcome,
  rejectMembership,
  unvoidMembership,
  voidMembership,
} from "~/domain/memberships/lifecycle.server";
import { PERSONAL_DATA_LEVEL, viewPersonalData } from "~/domain/memberships/personal-data-view.server";
import { readAdmissionFee } from "~/domain/memberships/receipt.server";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { toRomeWallTime } from "~/lib/rome-time";
import { database } from "~/routing/database.server";
import { formErrorsOf } from "~/routing/form-answer";
import { done, invalid, noFields, refused } from "~/routing/form-result.server";
import { parseIntent } from "~/routing/intent";
import { identityFieldErrors } from "~/routing/membership-form.server";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import { requireStaff } from "~/routing/viewer.server";
import type { Route } from "./+types/list-card";

const SAVED = ["saved", "unchanged", "created"] as const;

/**
 * The staff card view (any signed-in staff). Personal data leave the server only when management
 * ask for them (`?personal`, or the edit form), and each time the card's log records it (ADR 052).
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const { id: staffId, accessLevel } = currentStaff(context);
  const db = database(context);
  const at = now();
  const management = accessLevel >= 1;
  const canReveal = accessLevel >= PERSONAL_DATA_LEVEL;
  const editing = management && url.searchParams.has("edit");
  const asked = canReveal && (editing || url.searchParams.has("personal"));
  // Read first, so the log shown below already holds this view.
  const personal = asked ? await viewPersonalData(db, id, { staffId, accessLevel }, at) : null;
  const card = await readMembershipCard(db, id, { accessLevel, now: at });
  if (!card) throw data(null, { status: 404 });
  const fee = await readAdmissionFee(db, id, { staffId, accessLevel });
  // A request shows the fee staff take when admitting it (ADR 050).
  const feeDueCents =
    card.state === "requested"
      ? await feeInForce(db, card.membership, toRomeWallTime(at).slice(0, 10))
      : undefined;
  const saved = SAVED.find((value) => value === url.searchParams.get("saved")) ?? null;
  return {
    card,
    personal,
    canReveal,
    fee,
    feeDueCents,
    management,
    editing,
    saved,
    editDefaults: editing && personal ? membershipEditDefaults({ ...card.membership, ...personal }) : null,
  };
}

const REFUSAL: Record<Exclude<LifecycleOutcome, { ok: true }>["code"], string> = {
  "not-found": "register.card.errors.notFound",
  "not-requested": "register.card.errors.notRequested",
  voided: "register.card.errors.voided",
  "not-voided": "register.card.errors.notVoided",
  "reason-required": "register.card.errors.reasonRequired",
};

const DONE: Record<LifecycleIntent, string> = {
  admit: "admitted",
  reject: "rejected",
  void: "voided",
  unvoid: "unvoided",
};

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const id = parseId(params.id);
  const parsed = parseIntent(await request.formData(), CARD_FORMS);
  if (!parsed) return invalid(noFields(["forms.invalidData"]));
  // Door staff may only admit; anything else needs management, whatever the page showed.
  const actor = { staffId: requireStaff(context, url, DOOR_INTENTS.includes(parsed.intent) ? 0 : 1).id };
  const db = database(context);
  const form = parsed.intent;
  if (parsed.submission.status !== "success") return invalid(parsed.submission.reply(), { form });
  if (parsed.intent === "edit") {
    const outcome = await editMembership(db, id, actor, parsed.submission.value);
    if (outcome.ok) throw redirect(`${url.pathname}?saved=${outcome.changed.length ? "saved" : "unchanged"}`);
    if (outcome.code === "not-found")
      return refused(404, parsed.submission.reply({ formErrors: [REFUSAL["not-found"]] }), { form });
    return invalid(parsed.submission.reply({ fieldErrors: identityFieldErrors(outcome) }), { form });
  }
  const { value } = parsed.submission;
  const reason = "reason" in value ? value.reason : "";
  const note = "note" in value ? (value.note ?? "") : "";
  const fee =
    parsed.intent === "admit" && parsed.submission.status === "success"
      ? feePaymentOf(parsed.submission.value)
      : undefined;
  const outcome = await {
    admit: () => admitMembership(db, id, actor, now(), fee),
    reject: () => rejectMembership(db, id, actor, reason),
    void: () => voidMembership(db, id, actor, reason),
    unvoid: () => unvoidMembership(db, id, actor, now(), note),
  }[parsed.intent]();
  if (outcome.ok) return done(noFields(), DONE[parsed.intent], { form });
  if (outcome.code === "reason-required")
    return invalid(parsed.submission.reply({ fieldErrors: { reason: [REFUSAL[outcome.code]] } }), { form });
  return refused(outcome.code === "not-found" ? 404 : 409, noFields([REFUSAL[outcome.code]]), { form });
}

export default function InternalListCard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { card, personal, canReveal, fee, feeDueCents, management, editing, saved, editDefaults } =
    loaderData;
  const { membership } = card;
  const answer = actionData as
    | { form?: string; result: SubmissionResult<string[]>; done?: string }
    | undefined;
  const formErrors = answer?.form === "edit" ? undefined : formErrorsOf(answer);
  return (
    <>
      <PageHeader
        title={`${membership.lastName} ${membership.firstName}`}
        lead={t("pages.internal-list-card.title")}
      >
        <p className="mt-3 flex flex-wrap items-center gap-3">
          <span className="font-mono text-lg tracking-widest">{membership.code}</span>
          <StateBadge state={card.state} />
        </p>
        <AppLink
          to="/internal/list"
          className="mt-3 inline-flex min-h-11 items-center underline underline-offset-2"
        >
          {t("register.card.back")}
        </AppLink>
      </PageHeader>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pb-12">
        {editing && editDefaults ? (
          <section aria-labelledby="card-edit" className="flex flex-col gap-4">
            <h2 id="card-edit" className="text-xl font-bold">
              {t("register.card.edit.heading")}
            </h2>
            <MembershipEditForm
              id={membership.id}
              defaults={editDefaults}
              lastResult={answer?.form === "edit" ? answer.result : undefined}
            />
          </section>
        ) : (
          <>
            {saved && !answer && <Notice tone="success">{t(`register.card.done.${saved}`)}</Notice>}
            {answer?.done && (
              <Notice tone="success">{t(`register.card.done.${answer.done as "admitted"}`)}</Notice>
            )}
            <FormAlert errors={formErrors} />
            {membership.fiscalCodeConfirmed && (
              <div
                role="note"
                className="rounded-lg border-2 border-danger bg-surface p-4"
                data-testid="card-flag"
              >
                <p className="font-bold text-danger">{t("register.card.flagTitle")}</p>
                <p>{t("register.card.flagText")}</p>
              </div>
            )}
            <CardActions
              id={membership.id}
              state={card.state}
              management={management}
              answer={answer}
              paidOnlineCents={membership.paidOnline?.refundedAt ? null : membership.paidOnline?.amountCents}
              feeDueCents={feeDueCents}
            />
            <CardFacts card={card} personal={personal} canReveal={canReveal} />
            {fee && <CardFee membershipId={membership.id} fee={fee} />}
            <CardLog entries={card.log} />
          </>
        )}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const t = getI18n(localeFromPath(location.pathname)).t;
  const name = loaderData
    ? `${loaderData.card.membership.lastName} ${loaderData.card.membership.firstName}`
    : null;
  return pageMeta(
    location.pathname,
    "internal-list-card",
    name ? `${t("pages.internal-list-card.title")}: ${name}` : undefined,
  );
};
