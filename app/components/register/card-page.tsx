import type { SubmissionResult } from "@conform-to/react";
import { CardFee } from "~/components/fees/card-fee";
import { PageHeader } from "~/components/layout/page-header";
import { CardActions } from "~/components/register/card-actions";
import { CardFacts } from "~/components/register/card-facts";
import { CardLog } from "~/components/register/card-log";
import { MembershipEditForm } from "~/components/register/membership-edit-form";
import { StateBadge } from "~/components/register/state-badge";
import { AppLink } from "~/components/ui/app-link";
import { FormAlert, Notice } from "~/components/ui/form";
import type { readCardPage } from "~/domain/memberships/read-card-page.server";
import { useTranslation } from "~/i18n/use-translation";
import { formErrorsOf } from "~/routing/form-answer";

/** The card as loaded, and the note of what was just saved (`?saved=`). */
type CardPageData = NonNullable<Awaited<ReturnType<typeof readCardPage>>> & {
  saved: "saved" | "unchanged" | "created" | null;
};

/** A card for staff (`/internal/list/{id}`): its state, what staff may do with it, its facts, fee and log. */
export function CardPage({ loaderData, actionData }: { loaderData: CardPageData; actionData: unknown }) {
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
