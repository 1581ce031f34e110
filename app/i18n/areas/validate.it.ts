import { memberLabelsIt } from "./member-labels.it";

/** Italian strings of the door's membership check (merged into it.ts under `validate`). */
export const validateIt = {
  scannerHeading: "Scansiona la tessera",
  codeLabel: "Codice tessera",
  codeHint: "Digita il codice stampato sulla tessera, oppure usa un lettore collegato: invia con Invio.",
  check: "Verifica",
  checking: "Verifica in corso…",
  ready: "Pronto: inquadra il QR della tessera o inserisci il codice.",
  resultHeading: "Esito",
  // A card's state has one name everywhere (member-labels.it.ts); "unknown" is the door's own.
  verdict: { ...memberLabelsIt.states, unknown: "Tessera sconosciuta" },
  detail: {
    valid: "Valida fino al {{date}}",
    expired: "Scaduta dal {{date}}",
    voided: "Annullata: {{reason}}",
    requested: "Richiesta non ancora convalidata: puoi convalidarla ora, dopo aver controllato un documento.",
    renewal:
      "Rinnovo: la persona è già socia e tiene il suo numero. Puoi convalidarlo ora, dopo aver controllato un documento.",
    rejected: "Richiesta respinta: non dà accesso.",
    unknown: "Nessuna tessera con il codice {{code}}. Controlla il codice o riprova.",
  },
  card: {
    request: "Richiesta",
    renewal: "Rinnovo della tessera",
    code: "Codice",
    type: "Tipo",
    category: "Categoria",
    validFrom: "Valida dal",
    validUntil: "Valida fino al",
  },
  admit: "Convalida ora",
  admitting: "Convalida in corso…",
  admitted: "Tessera convalidata.",
  next: "Avanti",
  holds: "L'esito resta finché non leggi il prossimo codice; «Avanti» o Esc lo tolgono.",
  failed: "La verifica non è riuscita: controlla la connessione e riprova.",
  retry: "Riprova",
  tooManyScans_one:
    "Troppe letture da questo dispositivo in poco tempo: aspetta {{count}} secondo e riprova.",
  tooManyScans_other:
    "Troppe letture da questo dispositivo in poco tempo: aspetta {{count}} secondi e riprova.",
  visitor: {
    heading: "Socio di un altro circolo",
    intro:
      "Chi ha la tessera di un altro circolo della stessa rete (ad esempio ARCI) può entrare: registra nome, rete e numero di tessera.",
    name: "Nome e cognome",
    network: "Rete o associazione",
    card: "Numero di tessera",
    submit: "Registra l'ingresso",
    recorded: "Ingresso di {{name}} registrato.",
  },
  log: {
    heading: "Registro della porta di oggi",
    empty: "Ancora nessun ingresso oggi.",
    time: "Ora",
    name: "Nome",
    code: "Codice",
    result: "Esito",
    operator: "Operatore",
    visitor: "Altro circolo ({{network}})",
  },
  errors: {
    code: "Inserisci il codice della tessera",
    notFound: "Questa tessera non esiste più.",
    voided: "La tessera è annullata: non può essere convalidata.",
  },
};
