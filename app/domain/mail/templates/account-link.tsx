import { Button, Heading, Link, Text } from "@react-email/components";
import { render } from "@react-email/render";
import type { CSSProperties } from "react";
import type { Locale } from "~/i18n/locale";
import { EmailLayout, palette } from "./layout";
import { type AccountMailKind, mailTexts } from "./texts";

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

function AccountLinkMail({
  kind,
  locale,
  firstName,
  link,
  now,
}: AccountMailInput & { kind: AccountMailKind; now: Date }) {
  const texts = mailTexts[locale];
  const own = texts.account[kind];
  return (
    <EmailLayout locale={locale} title={own.subject} preview={`${own.heading}. ${texts.validity}`} now={now}>
      <Heading as="h1" style={heading}>
        {own.heading}
      </Heading>
      <Text style={paragraph}>{texts.greeting(firstName)}</Text>
      <Text style={paragraph}>{own.intro}</Text>
      <Button href={link} style={button}>
        {own.button}
      </Button>
      <Text style={paragraph}>{texts.linkFallback}</Text>
      <Text style={paragraph}>
        <Link href={link} style={plainLink}>
          {link}
        </Link>
      </Text>
      <Text style={paragraph}>
        <strong>{texts.validity}</strong>
      </Text>
      <Text style={paragraph}>{own.notAskedYou}</Text>
      <Text style={paragraph}>
        {texts.signOff}
        <br />
        {texts.signature}
      </Text>
    </EmailLayout>
  );
}

/** The activation and password-recovery mails (spec §3 "Confirmation e-mail content", §7). */
export async function renderAccountMail(
  kind: AccountMailKind,
  input: AccountMailInput,
): Promise<RenderedMail> {
  const element = <AccountLinkMail kind={kind} {...input} now={input.now ?? new Date()} />;
  const [html, text] = await Promise.all([
    render(element),
    // Plain-text readers get the heading as written, not shouted in capitals.
    render(element, {
      plainText: true,
      htmlToTextOptions: { selectors: [{ selector: "h1", options: { uppercase: false } }] },
    }),
  ]);
  return { subject: mailTexts[input.locale].account[kind].subject, html, text };
}
