import { memberLabelsIt } from "./member-labels.it";

/** Italian strings of memberships: the request form, the card, their states (merged under `membership`). */
export const membershipIt = {
  errors: {
    type: "Scegli il tipo di tessera",
    category: "Scegli la categoria",
    place: "Scegli il luogo di nascita dall'elenco",
    birthDate: "Inserisci una data di nascita valida",
    citizenship: "Indica la cittadinanza",
    statuteRequired: "Per continuare devi accettare lo statuto",
    fiscalCodeRequired: "Per i cittadini italiani il codice fiscale è obbligatorio",
    identityRequired: "Indica il codice fiscale o il numero di un documento d'identità estero",
    fiscalCodeFormat: "Il codice fiscale non è valido: controlla di averlo scritto per intero",
    fiscalCodeCheck: "Il codice fiscale non è valido: l'ultimo carattere non corrisponde",
    fiscalCodeMismatch:
      "Il codice fiscale non corrisponde ai dati indicati: correggi quelli segnalati o conferma che sono giusti.",
    /** Which part of the code a field disagrees with, next to the field and to the code. */
    mismatch: {
      lastName: "Il cognome non corrisponde al codice fiscale (lettere 1–3).",
      firstName: "Il nome non corrisponde al codice fiscale (lettere 4–6).",
      birthDate: "La data di nascita non corrisponde al codice fiscale.",
      birthCity: "Il comune di nascita non corrisponde al codice fiscale.",
      birthCountry: "Il paese di nascita non corrisponde al codice fiscale.",
    },
    openRequest: "Hai già una richiesta di tessera in corso",
    notDue: "La tua tessera è ancora valida: puoi rinnovarla nei 30 giorni prima della scadenza",
    emailForCourses:
      "Per corsi e laboratori la tessera arriva per e-mail: inserisci l'indirizzo della persona",
    notSent: "La richiesta non è stata inviata: riprova tra poco.",
  },
  /** What each type means for the card, after its name on the request form. */
  typeHints: { events: "tessera nell'app", courses: "tessera per e-mail" },
  // The door's card panel reads these two: the same names as everywhere (member-labels.it.ts).
  typesShort: memberLabelsIt.types,
  categories: memberLabelsIt.categories,
  form: {
    emailStaff: "E-mail",
    emailStaffHint:
      "Obbligatoria per corsi e laboratori: la tessera arriva per e-mail. Per serate ed eventi è facoltativa: se c'è, la persona riceve il codice della tessera.",
    validNow: "Valida subito: ho controllato un documento della persona",
    created: "Tessera {{code}} creata per {{name}}.",
    createSubmit: "Crea la tessera",
    openCard: "Apri la scheda",
    heading: "Richiedi la tessera",
    intro:
      "La tessera associativa vale due anni dalla convalida. Compila i dati come sul documento: lo staff li controllerà alla prima serata.",
    personHeading: "I tuoi dati",
    birthHeading: "Nascita e cittadinanza",
    identityHeading: "Documento",
    cardHeading: "La tessera",
    consentHeading: "Consensi",
    firstName: "Nome",
    lastName: "Cognome",
    email: "E-mail",
    emailHint: "È l'indirizzo del tuo account: qui ricevi le comunicazioni sulla tessera.",
    type: "Tipo di tessera",
    category: "Categoria",
    address: "Indirizzo di residenza",
    addressHint: "Via, numero civico, CAP e città",
    birthCountry: "Paese di nascita",
    birthCity: "Città di nascita",
    birthCityItalyHint: "Scrivi le prime lettere e scegli il comune dall'elenco (anche comuni soppressi).",
    birthCityHint: "La città come scritta sul documento.",
    birthDate: "Data di nascita",
    citizenship: "Cittadinanza",
    italian: "Italiana",
    foreign: "Straniera",
    fiscalCode: "Codice fiscale",
    fiscalCodeHint: "16 caratteri, come sulla tessera sanitaria.",
    foreignIdNumber: "Numero di documento estero",
    foreignIdHint:
      "Se non hai un codice fiscale italiano: il numero del passaporto o della carta d'identità.",
    privacy: "Ho letto l'informativa privacy e acconsento al trattamento dei miei dati per il tesseramento",
    statute: "Ho letto e accetto lo statuto dell'associazione",
    privacyStaff:
      "La persona ha letto l'informativa privacy e acconsente al trattamento dei suoi dati per il tesseramento",
    statuteStaff: "La persona ha letto e accetta lo statuto dell'associazione",
    statuteLinks: "Leggi lo statuto:",
    confirmMismatch: "I miei dati sono corretti: invia comunque la richiesta (lo staff la controllerà)",
    mismatchNote:
      "Il codice fiscale non corrisponde ai dati inseriti. Verifica nome, cognome, data di nascita, paese e città di nascita. Se sono corretti, confermalo qui sotto.",
    submit: "Invia la richiesta",
    searching: "Ricerca…",
    suggestions_one: "{{count}} comune trovato",
    suggestions_other: "{{count}} comuni trovati",
    until: "fino al {{year}}",
  },
  received: {
    heading: "Richiesta ricevuta",
    body: "Abbiamo ricevuto la tua richiesta di tessera e ti abbiamo inviato una conferma a {{email}}. Lo staff la convaliderà: puoi farlo anche alla porta, la prima sera, mostrando un documento.",
  },
  status: {
    heading: "La tua tessera",
    requested:
      "La tua richiesta del {{date}} è in attesa di convalida. Alla porta mostra questa pagina e un documento: lo staff può convalidarla sul momento.",
    rejected:
      "La tua richiesta del {{date}} è stata respinta. Motivo: {{reason}}. Puoi inviare una nuova richiesta.",
    expired:
      "La tua tessera è scaduta il {{date}}: puoi rinnovarla qui sotto, con lo stesso numero di socio.",
    renewDue: "La tua tessera scade il {{date}}: puoi rinnovarla da ora, qui sotto.",
    renewalRequested:
      "La tua richiesta di rinnovo del {{date}} è in attesa di convalida. Alla porta mostra questa pagina e un documento: lo staff può convalidarla sul momento.",
    renewalRequestedUntil:
      "La tua richiesta di rinnovo del {{date}} è in attesa di convalida; la tessera attuale vale fino al {{until}}. Alla porta mostra questa pagina e un documento: lo staff può convalidarla sul momento.",
    voided: "La tua tessera è stata annullata. Per informazioni scrivi all'associazione.",
    newRequest: "Nuova richiesta",
    renew: "Rinnova la tessera",
    renewIntro:
      "I dati sono quelli della tua ultima tessera: controllali, correggi quello che è cambiato e conferma. Il numero di socio resta lo stesso; la nuova tessera vale due anni, dalla fine di quella attuale se è ancora valida, altrimenti dalla convalida.",
    renewSubmit: "Invia la richiesta di rinnovo",
  },
  card: {
    label: "Tessera Agorà",
    code: "Codice",
    number: "N. socio",
    type: "Tipo",
    category: "Categoria",
    validFrom: "Valida dal",
    validUntil: "Valida fino al",
    state: "Stato",
    qrAlt: "Codice QR della tessera {{code}}",
    showAtDoor:
      "Mostra questo codice alla porta. Funziona anche senza connessione: aperta una volta, la tessera resta su questo dispositivo.",
    brightness: "Alza la luminosità dello schermo per una lettura più rapida.",
    open: "Apri la tessera",
  },
};
