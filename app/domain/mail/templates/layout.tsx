import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import type { Locale } from "~/i18n/locale";
import { mailT } from "~/i18n/mail.server";
import { romeYear } from "~/lib/rome-time";

// Colours of the site's light theme; every text/background pair is above WCAG AA contrast.
export const palette = {
  fg: "#1c1917",
  muted: "#57534e",
  bg: "#fdfbf7",
  accent: "#9f1239",
  accentFg: "#ffffff",
};

const body: CSSProperties = {
  backgroundColor: palette.bg,
  color: palette.fg,
  fontFamily: "Helvetica, Arial, sans-serif",
  margin: 0,
  padding: "24px 0",
};
const container: CSSProperties = {
  backgroundColor: "#ffffff",
  border: "1px solid #d6d3d1",
  borderRadius: "8px",
  maxWidth: "560px",
  padding: "0 32px",
};
const brand: CSSProperties = { color: palette.accent, fontSize: "24px", fontWeight: 700, margin: "24px 0 0" };
const footer: CSSProperties = { color: palette.muted, fontSize: "13px", lineHeight: "20px" };

/** Brand header and footer shared by every mail. */
export function EmailLayout({
  locale,
  title,
  preview,
  now,
  children,
}: {
  locale: Locale;
  title: string;
  preview: string;
  now: Date;
  children: ReactNode;
}) {
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section>
            <Text style={brand}>Agorà</Text>
          </Section>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#d6d3d1", margin: "24px 0 8px" }} />
          <Section>
            <Text style={footer}>{mailT(locale)("footer", { year: romeYear(now) })}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
