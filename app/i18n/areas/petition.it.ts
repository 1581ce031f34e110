/**
 * Italian strings of the petition area (merged into it.ts under `petition`). The petition's own text
 * (`text`) lives here and only here: editing it changes the home block, the /petition page and nothing
 * else.
 */
export const petitionIt = {
  text: {
    heading: "Difendiamo gli spazi culturali indipendenti",
    p1: "In tutta Italia i centri culturali indipendenti chiudono: affitti insostenibili, bandi pensati per i grandi enti, burocrazia che scoraggia chi fa cultura dal basso. Con loro spariscono sale prove, laboratori, rassegne, mercati e luoghi d'incontro aperti a tutte e a tutti.",
    p2: "Chiediamo al Comune e alla Regione di riconoscere il valore pubblico di questi spazi: comodato d'uso per gli immobili inutilizzati, bandi accessibili anche alle piccole associazioni, tempi certi per permessi e agibilità, un tavolo permanente con le realtà del territorio.",
    p3: "Firma anche tu: ogni firma confermata conta e sarà consegnata, con il numero totale, alle istituzioni.",
  },
  counterLabel_one: "firma confermata",
  counterLabel_other: "firme confermate",
  counterAnnouncement_one: "Ora c'è {{formatted}} firma confermata.",
  counterAnnouncement_other: "Ora ci sono {{formatted}} firme confermate.",
  formHeading: "Firma la petizione",
  formIntro: "Ti invieremo un'e-mail con un link per confermare la firma: vale 15 minuti.",
  privacyLabel:
    "Ho letto l'informativa privacy e acconsento al trattamento dei miei dati per questa petizione",
  submit: "Firma",
  alreadySigned: "Con questa e-mail la petizione è già stata firmata.",
  checkInbox: "Controlla la tua casella di posta",
  sentTo:
    "Abbiamo inviato a {{email}} un link per confermare la firma. Il link è valido 15 minuti: la firma conta solo dopo la conferma.",
  signAnother: "Firma con un'altra e-mail",
  readMore: "Leggi la petizione",
  confirmIntro: "Premi il pulsante per confermare la tua firma.",
  confirmSubmit: "Conferma la firma",
  confirmed: "Grazie! La tua firma è stata confermata e ora fa parte del conteggio.",
  backToPetition: "Torna alla petizione",
  expired: "Il link per confermare la firma è scaduto o non è più valido.",
  expiredNoToken: "Se hai già firmato, cerca l'e-mail più recente; altrimenti firma di nuovo.",
  resend: "Invia un nuovo link di conferma",
  resent: "Ti abbiamo inviato un nuovo link: è valido 15 minuti.",
  alreadyConfirmed: "La tua firma è già confermata: grazie!",
  signAgain: "Firma la petizione",
  exportLink: "Esporta le firme della petizione (CSV)",
  exportHint: "Firme confermate con nome, cognome, e-mail e data di conferma.",
  csv: {
    firstName: "Nome",
    lastName: "Cognome",
    email: "E-mail",
    confirmedAt: "Confermata il (ora di Roma)",
  },
} as const;
