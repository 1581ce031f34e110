import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FeeChoice } from "~/components/fees/fee-choice";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton, useAppForm } from "~/components/ui/form";
import { ReasonDialog } from "~/components/ui/reason-dialog";
import { TextareaField } from "~/components/ui/textarea-field";
import { CARD_FORMS, REASON_MAX } from "~/domain/memberships/card-forms";
import type { MembershipState } from "~/domain/memberships/state";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";

type Answer = { form?: string; result: SubmissionResult<string[]> } | undefined;

/** Reactivating a voided card, with an optional note of its own for the card's log. */
function UnvoidForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(CARD_FORMS.unvoid, lastResult, "card-unvoid");
  return (
    <Form
      method="post"
      id={form.id}
      noValidate
      onSubmit={form.onSubmit}
      className="flex flex-col gap-3 rounded-md border border-border bg-surface p-4"
    >
      <TextareaField
        field={fields.note}
        label={t("register.card.actions.unvoidNote")}
        hint={t("register.card.actions.unvoidNoteHint")}
        limit={REASON_MAX}
        rows={2}
      />
      <div>
        <SubmitButton name="intent" value="unvoid">
          {t("register.card.actions.unvoid")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * What staff may do with the card in its state. Door staff (level 0) only admit a request, as at the
 * door; rejecting, voiding, unvoiding and editing are for management, and the server refuses them too.
 */
export function CardActions({
  id,
  state,
  management,
  answer,
  paidOnlineCents,
  feeDueCents,
}: {
  id: string;
  /** The fee paid online with the request (ADR 054): nothing is taken at admission. */
  paidOnlineCents?: number | null;
  state: MembershipState;
  management: boolean;
  answer: Answer;
  /** A request's fee in force today (null: none set). */
  feeDueCents?: number | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const paidOnline = paidOnlineCents
    ? t("fees.online.staffPaid", { amount: formatPrice(paidOnlineCents, locale) })
    : undefined;
  if (!management && state !== "requested") return null;
  const resultOf = (intent: string) => (answer?.form === intent ? answer.result : undefined);
  const dialogLabels = (intent: "reject" | "void") => ({
    trigger: t(`register.card.actions.${intent}`),
    title: t(`register.card.dialogs.${intent}Title`),
    text: t(`register.card.dialogs.${intent}Text`),
    reason: t("register.card.dialogs.reason"),
    cancel: t("register.card.dialogs.cancel"),
    confirm: t(`register.card.dialogs.${intent}Confirm`),
  });
  return (
    <section aria-labelledby="card-actions" className="flex flex-col gap-3">
      <h2 id="card-actions" className="text-xl font-bold">
        {t("register.card.actions.heading")}
      </h2>
      {state === "requested" && (
        // Admitting records the fee: how it was paid, said here (ADR 050).
        <Form method="post" className="flex flex-col gap-3 rounded-md border border-border bg-surface p-4">
          <FeeChoice
            idPrefix="card-admit"
            errors={resultOf("admit")?.error}
            dueCents={feeDueCents}
            paidOnline={paidOnline}
          />
          <div>
            <SubmitButton name="intent" value="admit">
              {t("register.card.actions.admit")}
            </SubmitButton>
          </div>
        </Form>
      )}
      {management && state === "voided" && <UnvoidForm lastResult={resultOf("unvoid")} />}
      <div className="flex flex-wrap items-center gap-3">
        {management && state === "requested" && (
          <ReasonDialog intent="reject" labels={dialogLabels("reject")} lastResult={resultOf("reject")} />
        )}
        {management && state !== "voided" && state !== "rejected" && (
          <ReasonDialog intent="void" labels={dialogLabels("void")} lastResult={resultOf("void")} />
        )}
        {management && (
          <AppLink to={`/internal/list/${id}?edit`} className={buttonClass("secondary")}>
            {t("register.card.actions.edit")}
          </AppLink>
        )}
      </div>
    </section>
  );
}
