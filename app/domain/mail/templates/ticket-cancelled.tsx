import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { CSSProperties } from "react";
import type { Locale } from "~/i18n/locale";
import { mailT } from "~/i18n/mail.server";
import {
  Facts,
  heading,
  InLanguage,
  LinkButton,
  paragraph,
  plainLink,
  type RenderedMail,
  renderMail,
  SignOff,
} from "./account-link";
import { EmailLayout, palette } from "./layout";

export type TicketCancelledInput = {
  locale: Locale;
  firstName: string;
  eventTitle: string;
  /** The language of the title (ADR 057); the mail's own when not given. */
  eventTitleLang?: Locale;
  /** The event's start, written for the reader. */
  when: string;
  orderId: string;
  holderName: string;
  /** `refunded`: the money goes back to the card through Stripe; `cancelled`: nothing was paid online. */
  kind: "cancelled" | "refunded";
  reason: string;
  /** The order's amount, written for the reader. */
  amount: string;
  /** Cash paid at the door, to be given back at the desk; null when none was paid. */
  cash: string | null;
  /** The member's profile, with their tickets. */
  link: string;
  /** The refunds page in the member's language. */
  refundsLink: string;
  now: Date;
};

// Staff wrote the reason: its line breaks are kept.
const reasonStyle: CSSProperties = {
  ...paragraph,
  whiteSpace: "pre-wrap",
  borderLeft: `3px solid ${palette.accent}`,
  paddingLeft: "12px",
};

function TicketCancelledMail(input: TicketCancelledInput) {
  const t = mailT(input.locale);
  const own = (key: string, values?: Record<string, string>) =>
    t(`ticketCancelled.${input.kind}.${key}`, values);
  return (
    <EmailLayout
      locale={input.locale}
      title={own("subject", { event: input.eventTitle })}
      preview={own("heading")}
      now={input.now}
    >
      <Heading as="h1" style={heading}>
        {own("heading")}
      </Heading>
      <Text style={paragraph}>{t("greeting", { firstName: input.firstName })}</Text>
      <Text style={paragraph}>
        <InLanguage
          text={own("intro", { event: input.eventTitle, when: input.when })}
          part={input.eventTitle}
          lang={input.eventTitleLang}
          locale={input.locale}
        />
      </Text>
      <Text style={{ ...paragraph, marginBottom: 0 }}>
        <strong>{t("ticketCancelled.reasonLabel")}:</strong>
      </Text>
      <Text style={reasonStyle}>{input.reason}</Text>
      <Facts
        facts={[
          [t("ticket.labels.order"), input.orderId],
          [t("ticket.labels.holder"), input.holderName],
        ]}
      />
      {input.kind === "refunded" && (
        <Text style={paragraph}>{t("ticketCancelled.refunded.money", { amount: input.amount })}</Text>
      )}
      {input.cash && (
        <Text style={paragraph}>{t("ticketCancelled.cancelled.cash", { amount: input.cash })}</Text>
      )}
      <Text style={paragraph}>{t("ticketCancelled.seat")}</Text>
      <LinkButton href={input.link} label={t("ticketCancelled.button")} />
      <Text style={paragraph}>
        {t("ticketCancelled.questions")}{" "}
        <Link href={input.refundsLink} style={plainLink}>
          {input.refundsLink}
        </Link>
      </Text>
      <SignOff locale={input.locale} />
    </EmailLayout>
  );
}

/** The mail to a buyer whose ticket staff cancelled or refunded: the reason, and where the money goes. */
export function renderTicketCancelledMail(input: TicketCancelledInput): Promise<RenderedMail> {
  return renderMail(
    mailT(input.locale)(`ticketCancelled.${input.kind}.subject`, { event: input.eventTitle }),
    <TicketCancelledMail {...input} />,
  );
}
