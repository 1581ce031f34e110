import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactElement } from "react";
import { now } from "~/domain/clock.server";
import type { Locale } from "~/i18n/locale";
import { mailT } from "~/i18n/mail.server";
import { EmailLayout, palette } from "./layout";

export type AccountMailInput = { locale: Locale; firstName: string; link: string; now?: Date };
export type RenderedMail = { subject: string; html: string; text: string };

// Colours are repeated on every block: some clients drop styles inherited from the body table.
export const heading: CSSProperties = {
  color: palette.fg,
  fontSize: "22px",
  lineHeight: "30px",
  margin: "16px 0",
};
export const paragraph: CSSProperties = {
  color: palette.fg,
  fontSize: "16px",
  lineHeight: "24px",
  margin: "12px 0",
};
export const button: CSSProperties = {
  backgroundColor: palette.accent,
  borderRadius: "6px",
  color: palette.accentFg,
  display: "inline-block",
  fontSize: "16px",
  fontWeight: 700,
  padding: "12px 24px",
  textDecoration: "none",
};
export const plainLink: CSSProperties = {
  color: palette.accent,
  textDecoration: "underline",
  wordBreak: "break-all",
};

/** What a mail with a one-time link says in its own words; greeting, validity and sign-off are shared. */
export type LinkMailTexts = {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  notAskedYou: string;
};

/** A mail whose point is one link valid 15 minutes: account activation, recovery, petition signature. */
export function LinkMail({
  locale,
  firstName,
  link,
  now,
  own,
}: {
  locale: Locale;
  firstName: string;
  link: string;
  now: Date;
  own: LinkMailTexts;
}) {
  const t = mailT(locale);
  return (
    <EmailLayout locale={locale} title={own.subject} preview={`${own.heading}. ${t("validity")}`} now={now}>
      <Heading as="h1" style={heading}>
        {own.heading}
      </Heading>
      <Text style={paragraph}>{t("greeting", { firstName })}</Text>
      <Text style={paragraph}>{own.intro}</Text>
      <Button href={link} style={button}>
        {own.button}
      </Button>
      <Text style={paragraph}>{t("linkFallback")}</Text>
      <Text style={paragraph}>
        <Link href={link} style={plainLink}>
          {link}
        </Link>
      </Text>
      <Text style={paragraph}>
        <strong>{t("validity")}</strong>
      </Text>
      <Text style={paragraph}>{own.notAskedYou}</Text>
      <SignOff locale={locale} />
    </EmailLayout>
  );
}

/** A mail's call to action: the button, and its address written out for clients that hide buttons. */
export function LinkButton({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Button href={href} style={button}>
        {label}
      </Button>
      <Text style={paragraph}>
        <Link href={href} style={plainLink}>
          {href}
        </Link>
      </Text>
    </>
  );
}

/** The staff's greeting at the end of every mail. */
const FACT_LABEL: CSSProperties = { color: "#555555", margin: "0", fontSize: "14px" };
const FACT_VALUE: CSSProperties = { margin: "0 0 8px", fontSize: "16px" };

/** Label and value pairs (a ticket's order, holder, price…), one under the other. */
export function Facts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <Section>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text style={FACT_LABEL}>{label}</Text>
          <Text style={FACT_VALUE}>{value}</Text>
        </div>
      ))}
    </Section>
  );
}

/**
 * `text` with `part` marked as written in `lang` where that is not the mail's language (ADR 057): an
 * event's Italian title in an English mail is read with an Italian voice.
 */
export function InLanguage({
  text,
  part,
  lang,
  locale,
}: {
  text: string;
  part: string;
  lang: Locale | undefined;
  locale: Locale;
}) {
  const at = lang && lang !== locale && part ? text.indexOf(part) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span lang={lang}>{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}

export function SignOff({ locale }: { locale: Locale }) {
  const t = mailT(locale);
  return (
    <Text style={paragraph}>
      {t("signOff")}
      <br />
      {t("signature")}
    </Text>
  );
}

/** HTML and plain text of a mail; plain-text readers get the heading as written, not shouted in capitals. */
export async function renderMail(subject: string, element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      htmlToTextOptions: { selectors: [{ selector: "h1", options: { uppercase: false } }] },
    }),
  ]);
  return { subject, html, text };
}

export type AccountMailKind = "activation" | "recovery";

/** The own texts of a link mail (`activation`, `recovery`, `petition`) in `locale`. */
export function linkMailTexts(locale: Locale, kind: AccountMailKind | "petition"): LinkMailTexts {
  const t = mailT(locale);
  return {
    subject: t(`${kind}.subject`),
    heading: t(`${kind}.heading`),
    intro: t(`${kind}.intro`),
    button: t(`${kind}.button`),
    notAskedYou: t(`${kind}.notAskedYou`),
  };
}

/** The activation and password-recovery mails (spec §3 "Confirmation e-mail content", §7). */
export async function renderAccountMail(
  kind: AccountMailKind,
  input: AccountMailInput,
): Promise<RenderedMail> {
  const own = linkMailTexts(input.locale, kind);
  return renderMail(own.subject, <LinkMail {...input} now={input.now ?? now()} own={own} />);
}
