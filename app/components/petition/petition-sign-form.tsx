import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { Field, FormAlert, useAppForm } from "~/components/ui/form";
import { signPetitionSchema } from "~/domain/petition/schemas";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import type { FormAnswer } from "~/routing/form-answer";
import { useDelayedFlag } from "~/shell/use-delayed-flag";

/** What the /petition action answers: the form's result and, once signed, the address mailed. */
export type PetitionSignResult = FormAnswer<{ sentTo: string }>;

/** Moves the focus to an element when React attaches it. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * The sign form. A fetcher keeps the visitor on the page they are reading (the home page, typically);
 * without JavaScript the same form posts to /petition and that page shows the result.
 */
export function PetitionSignForm({
  lastResult,
  Heading,
}: {
  lastResult?: PetitionSignResult;
  Heading: "h3" | "h4";
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<PetitionSignResult>();
  const result = fetcher.data ?? lastResult;
  const [dismissed, setDismissed] = useState<PetitionSignResult | undefined>();
  const [form, fields] = useAppForm(signPetitionSchema, result?.result, "petition-sign");
  const busy = useDelayedFlag(fetcher.state === "submitting");
  const sent = result?.done && result !== dismissed ? result.done.sentTo : null;
  const alreadySigned = fields.email.errors?.includes("petition.alreadySigned");

  useEffect(() => {
    // A refusal from the server (not the browser's own check) puts the reader back at the address.
    if (alreadySigned) document.getElementById(fields.email.id)?.focus();
  }, [alreadySigned, fields.email.id]);

  if (sent) {
    return (
      <div className="flex flex-col gap-4" data-testid="petition-sent">
        {/* Focused as it appears, by whichever render puts it there, so a later render that
            replaces the element cannot leave the focus on the page's body. */}
        <Heading ref={focusOnMount} tabIndex={-1} className="text-xl font-semibold">
          {t("petition.checkInbox")}
        </Heading>
        <p role="status">{t("petition.sentTo", { email: sent })}</p>
        <Button variant="secondary" className="self-start" onClick={() => setDismissed(result)}>
          {t("petition.signAnother")}
        </Button>
      </div>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action={localePath(locale, "/petition")}
      id={form.id}
      noValidate
      onSubmit={form.onSubmit}
      className="flex flex-col gap-4"
    >
      <Heading className="text-xl font-semibold">{t("petition.formHeading")}</Heading>
      <p className="text-muted">{t("petition.formIntro")}</p>
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field field={fields.firstName} type="text" label={t("forms.firstName")} autoComplete="given-name" />
      <Field field={fields.lastName} type="text" label={t("forms.lastName")} autoComplete="family-name" />
      <Field field={fields.email} type="email" label={t("forms.email")} autoComplete="email" />
      <CheckboxField field={fields.privacy} label={t("petition.privacyLabel")}>
        <AppLink to="/privacy" target="_blank" className="underline">
          {t("account.privacyLink")}
          <span className="sr-only"> {t("nav.newTab")}</span>
        </AppLink>
      </CheckboxField>
      <Button type="submit" className="self-start" aria-disabled={busy || undefined}>
        {busy ? t("shell.pending") : t("petition.submit")}
      </Button>
    </fetcher.Form>
  );
}
