import type { Locale } from "~/i18n/locale";
import { LinkMail, type LinkMailTexts, type RenderedMail, renderMail } from "./account-link";

export type PetitionMailInput = { locale: Locale; firstName: string; link: string; now?: Date };

const petitionTexts: Record<Locale, LinkMailTexts> = {
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

/** The mail with the link that confirms a petition signature (valid 15 minutes, like account links). */
export async function renderPetitionMail(input: PetitionMailInput): Promise<RenderedMail> {
  const own = petitionTexts[input.locale];
  return renderMail(own.subject, <LinkMail {...input} now={input.now ?? new Date()} own={own} />);
}
