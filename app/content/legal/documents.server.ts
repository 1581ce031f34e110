import type { Locale } from "~/i18n/locale";
import { cookiesEn } from "./cookies.en";
import { cookiesIt } from "./cookies.it";
import { eulaEn } from "./eula.en";
import { eulaIt } from "./eula.it";
import { privacyEn } from "./privacy.en";
import { privacyIt } from "./privacy.it";
import { refundsEn } from "./refunds.en";
import { refundsIt } from "./refunds.it";
import type { LegalChoice, LegalKind } from "./select";
import { termsEn } from "./terms.en";
import { termsIt } from "./terms.it";
import type { LegalDocument } from "./types";

/** Loaded by the route's loader only, so the long texts never enter the client bundle. */
const DOCUMENTS: Record<LegalKind, Record<Locale, LegalDocument>> = {
  cookies: { it: cookiesIt, en: cookiesEn },
  privacy: { it: privacyIt, en: privacyEn },
  terms: { it: termsIt, en: termsEn },
  refunds: { it: refundsIt, en: refundsEn },
  eula: { it: eulaIt, en: eulaEn },
};

export function legalDocument({ kind, lang }: LegalChoice): LegalDocument {
  return DOCUMENTS[kind][lang];
}
