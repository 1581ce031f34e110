import { now } from "~/domain/clock.server";
import type { Locale } from "~/i18n/locale";
import { LinkMail, linkMailTexts, type RenderedMail, renderMail } from "./account-link";

export type PetitionMailInput = { locale: Locale; firstName: string; link: string; now?: Date };

/** The mail with the link that confirms a petition signature (valid 15 minutes, like account links). */
export async function renderPetitionMail(input: PetitionMailInput): Promise<RenderedMail> {
  const own = linkMailTexts(input.locale, "petition");
  return renderMail(own.subject, <LinkMail {...input} now={input.now ?? now()} own={own} />);
}
