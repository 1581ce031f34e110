/** Italian strings of the managed lists of event types and news categories (`terms`, ADR 058). */
export const termsIt = {
  kinds: {
    event_type: {
      heading: "Tipi di evento",
      intro:
        "I tipi tra cui lo staff sceglie nel modulo degli eventi; il filtro della lista degli eventi li usa.",
      empty: "Nessun tipo di evento.",
      add: "Aggiungi un tipo di evento",
    },
    news_category: {
      heading: "Categorie delle notizie",
      intro: "Le categorie tra cui lo staff sceglie nel modulo delle notizie.",
      empty: "Nessuna categoria.",
      add: "Aggiungi una categoria",
    },
  },
  labelIt: "Nome in italiano",
  labelEn: "Nome in inglese",
  uses_one: "Usato da {{count}} contenuto",
  uses_other: "Usato da {{count}} contenuti",
  unused: "Non usato",
  retired: "Ritirato",
  retiredHint: "Resta sui contenuti che lo hanno, ma non si può scegliere per i nuovi.",
  add: { submit: "Aggiungi" },
  rename: { summary: "Rinomina", submit: "Salva i nomi" },
  merge: {
    summary: "Unisci a un altro",
    intro: "I contenuti di «{{label}}» passano al termine scelto e «{{label}}» sparisce dall'elenco.",
    into: "Unisci a",
    submit: "Unisci",
  },
  retire: { submit: "Ritira «{{label}}»" },
  restore: { submit: "Ripristina «{{label}}»" },
  done: {
    added: "«{{label}}» aggiunto.",
    renamed: "Ora si chiama «{{label}}» ovunque.",
    merged: "«{{from}}» unito a «{{into}}»: {{count}} contenuti spostati.",
    retired: "«{{label}}» ritirato: non si può più scegliere per i nuovi contenuti.",
    restored: "«{{label}}» ripristinato.",
  },
  errors: {
    taken: "Questo nome è già usato da un altro termine dello stesso elenco (anche se ritirato).",
    unknown: "Questo termine non esiste più o non si può scegliere: scegline un altro.",
    chooseTarget: "Scegli il termine in cui unire.",
    sameTerm: "Scegli un termine diverso da questo.",
    notFound: "Questo termine non esiste più: la pagina è stata aggiornata.",
  },
  /** The choice in the event and news forms. */
  field: {
    none: "Nessuno",
    hint: "Manca quello giusto? Lo aggiunge chi gestisce i contenuti, in «Tipi e categorie».",
    retired: "{{label}} (ritirato)",
  },
};
