import { Button, Heading, Link, Text } from "@react-email/components";
import { render } from "@react-email/render";
import type { Locale } from "~/i18n/locale";
import { button, heading, paragraph, plainLink, type RenderedMail } from "./account-link";
import { EmailLayout } from "./layout";
import { mailTexts } from "./texts";

export type PetitionMailInput = { locale: Locale; firstName: string; link: string; now?: Date };

const petitionTexts: Record<
  Locale,
  { subject: string; heading: string; intro: string; button: string; notAskedYou: string }
> = {
  it: {
    subject: "Conferma la tua firma alla petizione di Agorà",
    heading: "Conferma la tua firma",
    intro:
      "Grazie per aver firmato la petizione in difesa degli spazi culturali indipendenti. La firma conta solo dopo la conferma: premi il pulsante qui sotto.",
    button: "Conferma la firma",
    notAskedYou:
      "Se non hai firmato tu, ignora questa e-mail: senza conferma la firma non viene conteggiata.",
  },
  en: {
    subject: "Confirm your signature to the Agorà petition",
    heading: "Confirm your signature",
    intro:
      "Thank you for signing the petition for independent cultural spaces. Your signature counts only once confirmed: press the button below.",
    button: "Confirm signature",
    notAskedYou:
      "If you did not sign, ignore this e-mail: without confirmation the signature is not counted.",
  },
};

function PetitionConfirmMail({ locale, firstName, link, now }: PetitionMailInput & { now: Date }) {
  const common = mailTexts[locale];
  const own = petitionTexts[locale];
  return (
    <EmailLayout locale={locale} title={own.subject} preview={`${own.heading}. ${common.validity}`} now={now}>
      <Heading as="h1" style={heading}>
        {own.heading}
      </Heading>
      <Text style={paragraph}>{common.greeting(firstName)}</Text>
      <Text style={paragraph}>{own.intro}</Text>
      <Button href={link} style={button}>
        {own.button}
      </Button>
      <Text style={paragraph}>{common.linkFallback}</Text>
      <Text style={paragraph}>
        <Link href={link} style={plainLink}>
          {link}
        </Link>
      </Text>
      <Text style={paragraph}>
        <strong>{common.validity}</strong>
      </Text>
      <Text style={paragraph}>{own.notAskedYou}</Text>
      <Text style={paragraph}>
        {common.signOff}
        <br />
        {common.signature}
      </Text>
    </EmailLayout>
  );
}

/** The mail with the link that confirms a petition signature (valid 15 minutes, like account links). */
export async function renderPetitionMail(input: PetitionMailInput): Promise<RenderedMail> {
  const element = <PetitionConfirmMail {...input} now={input.now ?? new Date()} />;
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      htmlToTextOptions: { selectors: [{ selector: "h1", options: { uppercase: false } }] },
    }),
  ]);
  return { subject: petitionTexts[input.locale].subject, html, text };
}
