import { parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect } from "react-router";
import { KindField } from "~/components/contribute/kind-field";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { TextareaField } from "~/components/ui/textarea-field";
import { now } from "~/domain/clock.server";
import { submitContribution } from "~/domain/contributions/contributions.server";
import { contributionSchema, HONEYPOT_FIELD, isSpam, MAX_MESSAGE } from "~/domain/contributions/schema";
import { consumeAll } from "~/domain/security/rate-limit.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { waitError } from "~/lib/form-errors";
import { log } from "~/logger.server";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { actionHeaders, failed, invalid, limited } from "~/routing/form-result.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/contribute";

export async function action({ request, url, context }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const thankYou = localePath(locale, "/thankyou");
  const submission = parseWithZod(await request.formData(), { schema: contributionSchema });
  // A filled honeypot gets the same answer as a real submission, so bots learn nothing; nothing is kept.
  if (submission.status === "success" && isSpam(submission.value)) throw redirect(thankYou);
  if (submission.status !== "success") return invalid(submission.reply());
  const db = database(context);
  const limit = await consumeAll(db, [
    ["contribute-ip", context.get(requestInfoContext).ip],
    ["contribute-email", submission.value.email],
  ]);
  if (limit.limited) {
    const wait = limit.retryAfterSeconds;
    return limited(submission.reply({ formErrors: [waitError(wait)] }), wait);
  }
  try {
    await submitContribution(db, submission.value, { locale, now: now() });
  } catch (error) {
    log().error({ err: error }, "contribution failed");
    return failed(submission.reply({ formErrors: ["forms.E999"] }));
  }
  throw redirect(thankYou);
}

export const headers = actionHeaders;

export default function Contribute({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, fields] = useAppForm(contributionSchema, actionData?.result);
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t("pages.contribute.title")} lead={t("contribute.intro")} />
      <Form
        method="post"
        id={form.id}
        noValidate
        onSubmit={form.onSubmit}
        className="flex flex-col gap-5 px-4"
      >
        <FormAlert id={form.errorId} errors={form.errors} />
        <Field field={fields.name} type="text" label={t("contribute.name")} autoComplete="name" />
        <Field
          field={fields.email}
          type="email"
          label={t("contribute.email")}
          hint={t("contribute.emailHint")}
          autoComplete="email"
        />
        <KindField field={fields.kind} />
        <TextareaField
          field={fields.message}
          label={t("contribute.message")}
          hint={t("contribute.messageHint")}
          rows={7}
          limit={MAX_MESSAGE}
        />
        {/* Off screen, out of the tab order and hidden from assistive technology: only bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
          <label htmlFor="contribute-website">{t("contribute.honeypot")}</label>
          <input id="contribute-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        <CheckboxField field={fields.privacy} label={t("contribute.privacyLabel")}>
          <AppLink to={locale === "en" ? "/privacy-en" : "/privacy"} target="_blank" className="underline">
            {t("contribute.privacyLink")}
            <span className="sr-only"> {t("nav.newTab")}</span>
          </AppLink>
        </CheckboxField>
        <div>
          <SubmitButton>{t("contribute.submit")}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "contribute");
