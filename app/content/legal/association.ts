import type { Locale } from "~/i18n/locale";

/**
 * The association's own details, used by every legal text. Fill in each `null` before going live:
 * until then the texts show a highlighted placeholder so nobody mistakes them for real data.
 */
const DETAILS = {
  name: null as string | null,
  taxCode: null as string | null,
  registeredOffice: null as string | null,
  runts: null as string | null,
  email: null as string | null,
  pec: null as string | null,
  /** Data protection officer: an APS of this size is usually not required to appoint one. */
  dpo: null as string | null,
} as const;

export type AssociationDetail = keyof typeof DETAILS;

const LABELS: Record<Locale, Record<AssociationDetail, string>> = {
  it: {
    name: "denominazione dell'associazione",
    taxCode: "codice fiscale",
    registeredOffice: "indirizzo della sede legale",
    runts: "numero di iscrizione al RUNTS",
    email: "indirizzo e-mail di contatto",
    pec: "indirizzo PEC",
    dpo: "responsabile della protezione dei dati, se nominato",
  },
  en: {
    name: "name of the association",
    taxCode: "tax code",
    registeredOffice: "address of the registered office",
    runts: "RUNTS registration number",
    email: "contact e-mail address",
    pec: "certified e-mail (PEC) address",
    dpo: "data protection officer, if appointed",
  },
};

const TO_COMPLETE: Record<Locale, string> = { it: "da completare", en: "to be completed" };

/** Placeholders are written between ⟦ and ⟧ so the renderer can highlight them. */
export const PLACEHOLDER_PATTERN = /⟦([^⟧]+)⟧/;

export function placeholder(locale: Locale, detail: AssociationDetail): string {
  return `⟦${TO_COMPLETE[locale]}: ${LABELS[locale][detail]}⟧`;
}

/** The association's detail, or its marked placeholder while it is not filled in. */
export function association(
  locale: Locale,
  details: Record<AssociationDetail, string | null> = DETAILS,
): Record<AssociationDetail, string> {
  const entries = Object.entries(details) as [AssociationDetail, string | null][];
  return Object.fromEntries(
    entries.map(([key, value]) => [key, value ?? placeholder(locale, key)]),
  ) as Record<AssociationDetail, string>;
}
