import { Heading, Section, Text } from "@react-email/components";
import type { CSSProperties } from "react";
import type { ContributionKind } from "~/domain/contributions/schema";
import type { Locale } from "~/i18n/locale";
import { type RenderedMail, renderMail } from "./account-link";
import { EmailLayout, palette } from "./layout";

export type ContributionMailInput = {
  locale: Locale;
  name: string;
  email: string;
  kind: ContributionKind;
  message: string;
  now: Date;
};

type Texts = {
  subject: (kind: string, name: string) => string;
  heading: string;
  intro: string;
  labels: { name: string; email: string; kind: string; received: string; message: string };
  kinds: Record<ContributionKind, string>;
  reply: (name: string) => string;
};

/** Mail texts live with the template: rendered on the server only, never in the browser. */
const texts: Record<Locale, Texts> = {
  it: {
    subject: (kind, name) => `Nuovo contributo (${kind}) da ${name}`,
    heading: "Nuovo contributo dal sito",
    intro: "Qualcuno ha scritto tramite il modulo «Contribuisci».",
    labels: { name: "Nome", email: "E-mail", kind: "Tipo", received: "Ricevuto", message: "Messaggio" },
    kinds: {
      proposal: "Proposta",
      volunteering: "Volontariato",
      materials: "Donazione di materiali",
      other: "Altro",
    },
    reply: (name) => `Rispondi a questa e-mail per scrivere direttamente a ${name}.`,
  },
  en: {
    subject: (kind, name) => `New contribution (${kind}) from ${name}`,
    heading: "New contribution from the website",
    intro: "Someone wrote through the “Contribute” form (English site).",
    labels: { name: "Name", email: "E-mail", kind: "Kind", received: "Received", message: "Message" },
    kinds: {
      proposal: "Proposal",
      volunteering: "Volunteering",
      materials: "Donation of materials",
      other: "Other",
    },
    reply: (name) => `Reply to this e-mail to write to ${name} directly.`,
  },
};

// Colours are repeated on every block: some clients drop styles inherited from the body table.
const heading: CSSProperties = { color: palette.fg, fontSize: "22px", lineHeight: "30px", margin: "16px 0" };
const paragraph: CSSProperties = { color: palette.fg, fontSize: "16px", lineHeight: "24px", margin: "8px 0" };
const label: CSSProperties = { ...paragraph, color: palette.muted, margin: "12px 0 0", fontSize: "14px" };
// The visitor's line breaks are part of what they wrote.
const message: CSSProperties = { ...paragraph, whiteSpace: "pre-wrap", borderLeft: "3px solid #d6d3d1" };

function ContributionMail({ locale, name, email, kind, message: body, now }: ContributionMailInput) {
  const own = texts[locale];
  const received = new Intl.DateTimeFormat(locale === "it" ? "it-IT" : "en-GB", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Europe/Rome",
  }).format(now);
  const rows = [
    [own.labels.name, name],
    [own.labels.email, email],
    [own.labels.kind, own.kinds[kind]],
    [own.labels.received, received],
  ] as const;
  return (
    <EmailLayout locale={locale} title={own.heading} preview={own.subject(own.kinds[kind], name)} now={now}>
      <Heading as="h1" style={heading}>
        {own.heading}
      </Heading>
      <Text style={paragraph}>{own.intro}</Text>
      <Section>
        {rows.map(([key, value]) => (
          <Text key={key} style={paragraph}>
            <strong>{key}:</strong> {value}
          </Text>
        ))}
      </Section>
      <Text style={label}>{own.labels.message}</Text>
      <Text style={{ ...message, paddingLeft: "12px" }}>{body}</Text>
      <Text style={paragraph}>{own.reply(name)}</Text>
    </EmailLayout>
  );
}

/** The mail to the centre's contact address for one /contribute submission. */
export async function renderContributionMail(input: ContributionMailInput): Promise<RenderedMail> {
  const own = texts[input.locale];
  return renderMail(own.subject(own.kinds[input.kind], input.name), <ContributionMail {...input} />);
}
