import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import type { Locale } from "~/i18n/locale";
import { mailT } from "~/i18n/mail.server";
import { heading, LinkButton, paragraph, type RenderedMail, renderMail, SignOff } from "./account-link";
import { EmailLayout } from "./layout";

export type RenewalReminderInput = {
  locale: Locale;
  /** 30 days before the end of the card, or its last day (ADR 051). */
  kind: "renewalSoon" | "renewalToday";
  firstName: string;
  code: string;
  /** The register's number, kept by the renewal. */
  registerNumber: number | null;
  /** The end of validity, written for the reader. */
  until: string;
  /** /u/membership in the member's language, where the renewal is; null for a card without an account. */
  link: string | null;
  now: Date;
};

function RenewalReminderMail(input: RenewalReminderInput) {
  const t = mailT(input.locale);
  const own = input.kind;
  const number = input.registerNumber ? t("renewal.number", { number: input.registerNumber }) : "";
  return (
    <EmailLayout
      locale={input.locale}
      title={t(`${own}.subject`)}
      preview={t(`${own}.heading`)}
      now={input.now}
    >
      <Heading as="h1" style={heading}>
        {t(`${own}.heading`)}
      </Heading>
      <Text style={paragraph}>{t("greeting", { firstName: input.firstName })}</Text>
      <Text style={paragraph}>{t(`${own}.intro`, { code: input.code, until: input.until, number })}</Text>
      <Text style={paragraph}>{input.link ? t("renewal.online") : t("renewal.atTheCentre")}</Text>
      {input.link && <LinkButton href={input.link} label={t("renewal.button")} />}
      <Text style={paragraph}>{t("renewal.alreadyRenewed")}</Text>
      <SignOff locale={input.locale} />
    </EmailLayout>
  );
}

/** The reminder that a membership card is about to end, or ends today, with the way to renew it. */
export function renderRenewalReminderMail(input: RenewalReminderInput): Promise<RenderedMail> {
  return renderMail(
    mailT(input.locale)(`${input.kind}.subject`, { until: input.until }),
    <RenewalReminderMail {...input} />,
  );
}
