import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import type { TicketType } from "~/db/schema";
import type { TicketState } from "~/domain/tickets/own.server";
import type { Locale } from "~/i18n/locale";
import { mailT } from "~/i18n/mail.server";
import {
  Facts,
  heading,
  InLanguage,
  LinkButton,
  paragraph,
  type RenderedMail,
  renderMail,
  SignOff,
} from "./account-link";
import { EmailLayout } from "./layout";

export type TicketMailInput = {
  locale: Locale;
  firstName: string;
  eventTitle: string;
  /** The language of the title (ADR 057); the mail's own when not given. */
  eventTitleLang?: Locale;
  /** The event's start, written for the reader. */
  when: string;
  /** The ticket's short code, for a door that must type it (ADR 045), grouped for the reader. */
  code: string;
  holderName: string;
  type: TicketType;
  state: TicketState;
  /** The price, written for the reader. */
  price: string;
  purchased: string;
  /** The ticket's page, with its QR code. */
  link: string;
  now: Date;
};

function TicketMail(input: TicketMailInput) {
  const t = mailT(input.locale);
  const facts: [string, string][] = [
    [t("ticket.labels.code"), input.code],
    [t("ticket.labels.holder"), input.holderName],
    [t("ticket.labels.type"), t(`ticket.types.${input.type}`)],
    [t("ticket.labels.state"), t(`ticket.states.${input.state}`)],
    [t("ticket.labels.price"), input.price],
    [t("ticket.labels.purchased"), input.purchased],
  ];
  return (
    <EmailLayout
      locale={input.locale}
      title={t("ticket.subject", { event: input.eventTitle })}
      preview={t("ticket.heading")}
      now={input.now}
    >
      <Heading as="h1" style={heading}>
        {t("ticket.heading")}
      </Heading>
      <Text style={paragraph}>{t("greeting", { firstName: input.firstName })}</Text>
      <Text style={paragraph}>
        <InLanguage
          text={t("ticket.intro", { event: input.eventTitle, when: input.when })}
          part={input.eventTitle}
          lang={input.eventTitleLang}
          locale={input.locale}
        />
      </Text>
      <Facts facts={facts} />
      {input.state === "unpaid" && <Text style={paragraph}>{t("ticket.unpaid")}</Text>}
      <Text style={paragraph}>{t("ticket.next")}</Text>
      <LinkButton href={input.link} label={t("ticket.button")} />
      <Text style={paragraph}>{t("ticket.refunds")}</Text>
      <SignOff locale={input.locale} />
    </EmailLayout>
  );
}

/**
 * The texts a ticket's mail prints as given: a sale renders its mails once per shape and puts
 * these in (`renderMany`, ADR 074), so the template never tests, cuts or changes them.
 */
export const TICKET_MAIL_SLOTS = ["firstName", "code", "holderName", "price", "purchased", "link"] as const;

/** The ticket's mail: its details as the door scanner shows them, and a link to its QR code. */
export function renderTicketMail(input: TicketMailInput): Promise<RenderedMail> {
  return renderMail(
    mailT(input.locale)("ticket.subject", { event: input.eventTitle }),
    <TicketMail {...input} />,
  );
}
