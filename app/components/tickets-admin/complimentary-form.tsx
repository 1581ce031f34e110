import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { TICKET_ADMIN_FORMS } from "~/domain/tickets/staff-forms";
import { useTranslation } from "~/i18n/use-translation";

/** Staff issue a complimentary ticket: a name, and the e-mail of an account if the person has one. */
export function ComplimentaryForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(TICKET_ADMIN_FORMS.complimentary, lastResult, "complimentary");
  return (
    <section
      aria-labelledby="complimentary-heading"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id="complimentary-heading" className="text-xl font-bold">
        {t("ticketAdmin.complimentary.heading")}
      </h2>
      <p className="text-muted">{t("ticketAdmin.complimentary.intro")}</p>
      <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="complimentary" />
        <div className="grid gap-4 md:grid-cols-2">
          <Field
            field={fields.holderName}
            type="text"
            label={t("ticketAdmin.complimentary.holderName")}
            autoComplete="off"
            required
          />
          <Field
            field={fields.email}
            type="email"
            label={t("ticketAdmin.complimentary.email")}
            hint={t("ticketAdmin.complimentary.emailHint")}
            autoComplete="off"
          />
        </div>
        <FormAlert errors={form.errors} />
        <div>
          <SubmitButton name="intent" value="complimentary">
            {t("ticketAdmin.complimentary.submit")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
