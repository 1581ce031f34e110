import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import type { Locale } from "~/i18n/locale";
import { mailT } from "~/i18n/mail.server";
import { heading, LinkButton, paragraph, type RenderedMail, renderMail, SignOff } from "./account-link";
import { EmailLayout } from "./layout";

export type MembershipReceivedInput = {
  locale: Locale;
  /** A request received, a card staff made valid at once, or a request staff approved. */
  kind: "membershipReceived" | "membershipCard" | "membershipApproved";
  firstName: string;
  code: string;
  /** The end of validity, written for the reader (a valid card). */
  until?: string;
  /** The person's membership page, where the card and its QR code are (people with an account). */
  link: string | null;
  now: Date;
};

function MembershipReceivedMail(input: MembershipReceivedInput) {
  const t = mailT(input.locale);
  const own = input.kind;
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
      <Text style={paragraph}>{t(`${own}.intro`, { code: input.code, until: input.until })}</Text>
      <Text style={paragraph}>{t(`${own}.next`)}</Text>
      {input.link && <LinkButton href={input.link} label={t(`${own}.button`)} />}
      <Text style={paragraph}>{t(`${own}.notAskedYou`)}</Text>
      <SignOff locale={input.locale} />
    </EmailLayout>
  );
}

/** The mail of a new membership: a request received, a card made valid at once or approved; its code. */
export function renderMembershipReceivedMail(input: MembershipReceivedInput): Promise<RenderedMail> {
  return renderMail(mailT(input.locale)(`${input.kind}.subject`), <MembershipReceivedMail {...input} />);
}
