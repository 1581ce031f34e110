/**
 * The texts of the e-mails, in the i18n catalogue like every other text ({{name}} is interpolated).
 * Only the server reads them (app/i18n/mail.server.ts): they never ship to the browser.
 */
export const mailIt = {
  greeting: "Ciao {{firstName}},",
  linkFallback: "Se il pulsante non funziona, copia e incolla questo indirizzo nel browser:",
  validity: "Il link è valido per 15 minuti.",
  signOff: "A presto,",
  signature: "lo staff di Agorà",
  footer: "© {{year}} Associazione Agorà APS",
  activation: {
    subject: "Attiva il tuo account Agorà",
    heading: "Attiva il tuo account",
    intro: "Grazie per la registrazione ad Agorà. Per attivare il tuo account premi il pulsante qui sotto.",
    button: "Attiva l'account",
    notAskedYou: "Se non hai creato tu un account su Agorà, ignora questa e-mail.",
  },
  recovery: {
    subject: "Reimposta la password di Agorà",
    heading: "Reimposta la password",
    intro: "Abbiamo ricevuto una richiesta di reimpostare la password del tuo account Agorà.",
    button: "Scegli una nuova password",
    notAskedYou: "Se non l'hai chiesto tu, ignora questa e-mail: la tua password resta invariata.",
  },
  petition: {
    subject: "Conferma la tua firma alla petizione di Agorà",
    heading: "Conferma la tua firma",
    intro:
      "Grazie per aver firmato la petizione in difesa degli spazi culturali indipendenti. La firma conta solo dopo la conferma: premi il pulsante qui sotto.",
    button: "Conferma la firma",
    notAskedYou:
      "Se non hai firmato tu, ignora questa e-mail: senza conferma la firma non viene conteggiata.",
  },
  membershipReceived: {
    subject: "Abbiamo ricevuto la tua richiesta di tessera Agorà",
    heading: "Richiesta di tessera ricevuta",
    intro:
      "abbiamo ricevuto la tua richiesta di tessera associativa. Il codice della tua tessera è {{code}}.",
    next: "Lo staff controllerà i dati e la convaliderà: puoi anche farlo alla porta, la prima sera, mostrando un documento e il QR che trovi nella tua pagina della tessera. La tessera vale due anni dalla convalida.",
    button: "Apri la tua tessera",
    notAskedYou: "Se non hai fatto tu la richiesta, scrivici: la annulleremo.",
  },
  membershipCard: {
    subject: "La tua tessera Agorà è attiva",
    heading: "La tua tessera è attiva",
    intro:
      "la tua tessera associativa di Agorà è attiva. Il suo codice è {{code}} ed è valida fino al {{until}}.",
    next: "Alla porta basta dire o mostrare il codice della tessera, insieme a un documento.",
    button: "Apri la tua tessera",
    notAskedYou: "Se non hai chiesto tu la tessera, scrivici: la annulleremo.",
  },
  membershipApproved: {
    subject: "La tua richiesta di tessera Agorà è stata accolta",
    heading: "La tua tessera è stata convalidata",
    intro: "la tua richiesta di tessera è stata accolta: la tessera {{code}} è valida fino al {{until}}.",
    next: "Trovi la tessera e il suo QR nella tua pagina della tessera: mostrala alla porta insieme a un documento.",
    button: "Apri la tua tessera",
    notAskedYou: "Se non hai chiesto tu la tessera, scrivici: la annulleremo.",
  },
  membershipRejected: {
    subject: "La tua richiesta di tessera Agorà non è stata accolta",
    heading: "Richiesta di tessera non accolta",
    intro:
      "abbiamo esaminato la tua richiesta di tessera (codice {{code}}) e per ora non possiamo accoglierla.",
    reasonLabel: "Motivo",
    applyAgain: "Puoi presentare una nuova richiesta quando vuoi, correggendo o completando i dati:",
    button: "Richiedi di nuovo la tessera",
    questions: "Per qualsiasi domanda scrivici o passa a trovarci.",
    refunded:
      "La quota associativa di {{amount}} che hai pagato online ti è stata rimborsata sulla carta tramite Stripe: può servire qualche giorno perché compaia nell'estratto conto.",
  },
  membershipFee: {
    product: "Quota associativa Agorà",
  },
  renewalSoon: {
    subject: "La tua tessera Agorà scade il {{until}}",
    heading: "La tua tessera sta per scadere",
    intro: "la tua tessera associativa{{number}} (codice {{code}}) scade il {{until}}.",
  },
  renewalToday: {
    subject: "La tua tessera Agorà scade oggi",
    heading: "La tua tessera scade oggi",
    intro: "la tua tessera associativa{{number}} (codice {{code}}) scade oggi, {{until}}.",
  },
  renewal: {
    number: " n. {{number}}",
    online:
      "Puoi rinnovarla dalla tua pagina della tessera: i dati sono già compilati, controllali e conferma. Il numero di socio resta lo stesso e la nuova tessera vale due anni.",
    atTheCentre:
      "Per rinnovarla passa a trovarci con un documento: il numero di socio resta lo stesso e la nuova tessera vale due anni.",
    button: "Rinnova la tessera",
    alreadyRenewed: "Se l'hai già rinnovata, ignora questa e-mail.",
  },
  ticket: {
    subject: "Il tuo biglietto per {{event}}",
    heading: "Il tuo biglietto",
    intro: "ecco il tuo biglietto per {{event}}, {{when}}.",
    labels: {
      order: "Ordine",
      code: "Codice del biglietto",
      holder: "Intestato a",
      type: "Tipo",
      state: "Stato",
      price: "Prezzo",
      purchased: "Acquistato il",
    },
    types: { standard: "Intero", complimentary: "Omaggio" },
    states: {
      valid: "Valido",
      unpaid: "Da pagare alla porta",
      cancelled: "Annullato",
      refunded: "Rimborsato",
    },
    unpaid: "Il biglietto si paga alla porta: porta con te l'importo esatto, se puoi.",
    next: "Alla porta mostra il QR del biglietto dal telefono, insieme alla tessera. La pagina del biglietto funziona anche senza connessione, una volta aperta.",
    button: "Apri il biglietto",
    refunds: "Le regole di rimborso sono nella pagina Rimborsi del sito.",
  },
  ticketCancelled: {
    reasonLabel: "Motivo",
    cancelled: {
      subject: "Il tuo biglietto per {{event}} è stato annullato",
      heading: "Biglietto annullato",
      intro: "lo staff ha annullato il tuo biglietto per {{event}}, {{when}}.",
      cash: "Avevi pagato {{amount}} in contanti all'ingresso: passa alla cassa del centro e te li restituiamo.",
    },
    refunded: {
      subject: "Il tuo biglietto per {{event}} è stato rimborsato",
      heading: "Biglietto rimborsato",
      intro: "lo staff ha annullato il tuo biglietto per {{event}}, {{when}}, e ti ha rimborsato per intero.",
      money:
        "Il rimborso di {{amount}} torna sulla carta con cui hai pagato: di solito arriva sul conto in 5–10 giorni lavorativi, secondo la banca.",
    },
    seat: "Il biglietto non è più valido e il posto torna disponibile.",
    button: "I tuoi biglietti",
    questions: "Per domande rispondi a questa e-mail o scrivici. Le regole di rimborso:",
  },
  contribution: {
    subject: "Nuovo contributo ({{kind}}) da {{name}}",
    heading: "Nuovo contributo dal sito",
    intro: "Qualcuno ha scritto tramite il modulo «Contribuisci».",
    fromSite: { en: "Ha scritto dal sito in inglese: forse preferisce una risposta in inglese." },
    labels: { name: "Nome", email: "E-mail", kind: "Tipo", received: "Ricevuto", message: "Messaggio" },
    kinds: {
      proposal: "Proposta",
      volunteering: "Volontariato",
      materials: "Donazione di materiali",
      other: "Altro",
    },
    reply: "Rispondi a questa e-mail per scrivere direttamente a {{name}}.",
  },
};
