import { Button, Heading, Link, Text } from "@react-email/components";
import type { Locale } from "~/i18n/locale";
import { mailT } from "~/i18n/mail.server";
import { button, heading, paragraph, plainLink, type RenderedMail, renderMail } from "./account-link";
import { EmailLayout } from "./layout";

export type MembershipReceivedInput = {
  locale: Locale;
  firstName: string;
  code: string;
  /** The person's membership page, where the card and its QR code are. */
  link: string;
  now: Date;
};

function MembershipReceivedMail(input: MembershipReceivedInput) {
  const t = mailT(input.locale);
  return (
    <EmailLayout
      locale={input.locale}
      title={t("membershipReceived.subject")}
      preview={t("membershipReceived.heading")}
      now={input.now}
    >
      <Heading as="h1" style={heading}>
        {t("membershipReceived.heading")}
      </Heading>
      <Text style={paragraph}>{t("greeting", { firstName: input.firstName })}</Text>
      <Text style={paragraph}>{t("membershipReceived.intro", { code: input.code })}</Text>
      <Text style={paragraph}>{t("membershipReceived.next")}</Text>
      <Button href={input.link} style={button}>
        {t("membershipReceived.button")}
      </Button>
      <Text style={paragraph}>
        <Link href={input.link} style={plainLink}>
          {input.link}
        </Link>
      </Text>
      <Text style={paragraph}>{t("membershipReceived.notAskedYou")}</Text>
      <Text style={paragraph}>
        {t("signOff")}
        <br />
        {t("signature")}
      </Text>
    </EmailLayout>
  );
}

/** The mail confirming a membership request: the card code and where the card is. */
export function renderMembershipReceivedMail(input: MembershipReceivedInput): Promise<RenderedMail> {
  return renderMail(mailT(input.locale)("membershipReceived.subject"), <MembershipReceivedMail {...input} />);
}
