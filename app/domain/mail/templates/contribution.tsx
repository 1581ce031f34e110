import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties } from "react";
import type { ContributionKind } from "~/domain/contributions/schema";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import { mailT } from "~/i18n/mail.server";
import { formatRome } from "~/lib/rome-time";
import { type RenderedMail, renderMail } from "./account-link";
import { EmailLayout, palette } from "./layout";

export type ContributionMailInput = {
  /** The language of the site the visitor wrote from; the mail itself is in the centre's language. */
  locale: Locale;
  name: string;
  email: string;
  kind: ContributionKind;
  message: string;
  now: Date;
};

// Colours are repeated on every block: some clients drop styles inherited from the body table.
const heading: CSSProperties = { color: palette.fg, fontSize: "22px", lineHeight: "30px", margin: "16px 0" };
const paragraph: CSSProperties = { color: palette.fg, fontSize: "16px", lineHeight: "24px", margin: "8px 0" };
const label: CSSProperties = { ...paragraph, color: palette.muted, margin: "12px 0 0", fontSize: "14px" };
// The visitor's line breaks are part of what they wrote.
const message: CSSProperties = { ...paragraph, whiteSpace: "pre-wrap", borderLeft: "3px solid #d6d3d1" };

/** The centre reads its mail in Italian, whichever site the visitor wrote from. */
const CENTRE_LOCALE = DEFAULT_LOCALE;

function ContributionMail({ locale, name, email, kind, message: body, now }: ContributionMailInput) {
  const t = mailT(CENTRE_LOCALE);
  const received = formatRome(now, CENTRE_LOCALE, "dateTime");
  const kindLabel = t(`contribution.kinds.${kind}`);
  const rows = [
    [t("contribution.labels.name"), name],
    [t("contribution.labels.email"), email],
    [t("contribution.labels.kind"), kindLabel],
    [t("contribution.labels.received"), received],
  ] as const;
  return (
    <EmailLayout
      locale={CENTRE_LOCALE}
      title={t("contribution.heading")}
      preview={t("contribution.subject", { kind: kindLabel, name })}
      now={now}
    >
      <Heading as="h1" style={heading}>
        {t("contribution.heading")}
      </Heading>
      <Text style={paragraph}>{t("contribution.intro")}</Text>
      {locale !== CENTRE_LOCALE && <Text style={paragraph}>{t(`contribution.fromSite.${locale}`)}</Text>}
      <Section>
        {rows.map(([key, value]) => (
          <Text key={key} style={paragraph}>
            <strong>{key}:</strong> {value}
          </Text>
        ))}
      </Section>
      <Text style={label}>{t("contribution.labels.message")}</Text>
      <Text style={{ ...message, paddingLeft: "12px" }}>{body}</Text>
      <Text style={paragraph}>{t("contribution.reply", { name })}</Text>
    </EmailLayout>
  );
}

/** The mail to the centre's contact address for one /contribute submission, in the centre's language. */
export async function renderContributionMail(input: ContributionMailInput): Promise<RenderedMail> {
  const t = mailT(CENTRE_LOCALE);
  const subject = t("contribution.subject", {
    kind: t(`contribution.kinds.${input.kind}`),
    name: input.name,
  });
  return renderMail(subject, <ContributionMail {...input} />);
}
