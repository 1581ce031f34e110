import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import type { CSSProperties } from "react";
import type { Locale } from "~/i18n/locale";
import { mailT } from "~/i18n/mail.server";
import { heading, LinkButton, paragraph, type RenderedMail, renderMail, SignOff } from "./account-link";
import { EmailLayout, palette } from "./layout";

export type MembershipRejectedInput = {
  locale: Locale;
  firstName: string;
  code: string;
  reason: string;
  /** The fee paid online and refunded with the rejection (ADR 054), already formatted. */
  refunded?: string;
  /** Where a new request is made: /u/membership in the person's language. */
  link: string;
  now: Date;
};

// Staff wrote the reason: its line breaks are kept.
const reason: CSSProperties = {
  ...paragraph,
  whiteSpace: "pre-wrap",
  borderLeft: `3px solid ${palette.accent}`,
  paddingLeft: "12px",
};

function MembershipRejectedMail(input: MembershipRejectedInput) {
  const t = mailT(input.locale);
  return (
    <EmailLayout
      locale={input.locale}
      title={t("membershipRejected.subject")}
      preview={t("membershipRejected.heading")}
      now={input.now}
    >
      <Heading as="h1" style={heading}>
        {t("membershipRejected.heading")}
      </Heading>
      <Text style={paragraph}>{t("greeting", { firstName: input.firstName })}</Text>
      <Text style={paragraph}>{t("membershipRejected.intro", { code: input.code })}</Text>
      <Text style={{ ...paragraph, marginBottom: 0 }}>
        <strong>{t("membershipRejected.reasonLabel")}:</strong>
      </Text>
      <Text style={reason}>{input.reason}</Text>
      {input.refunded && (
        <Text style={paragraph}>{t("membershipRejected.refunded", { amount: input.refunded })}</Text>
      )}
      <Text style={paragraph}>{t("membershipRejected.applyAgain")}</Text>
      <LinkButton href={input.link} label={t("membershipRejected.button")} />
      <Text style={paragraph}>{t("membershipRejected.questions")}</Text>
      <SignOff locale={input.locale} />
    </EmailLayout>
  );
}

/** The mail to an applicant whose membership request staff rejected: the reason, and how to apply again. */
export function renderMembershipRejectedMail(input: MembershipRejectedInput): Promise<RenderedMail> {
  return renderMail(mailT(input.locale)("membershipRejected.subject"), <MembershipRejectedMail {...input} />);
}
