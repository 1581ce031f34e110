/** Italian strings of the staff accounts page (merged into it.ts under `staffAdmin`). */
export const staffAdminIt = {
  listTitle: "Chi ha accesso",
  empty: "Nessun account dello staff.",
  columns: {
    name: "Nome",
    level: "Livello",
    state: "Stato",
    since: "Creato il",
    actions: "Azioni",
  },
  you: "(tu)",
  selfNote: "Il tuo account: lo cambia un altro amministratore.",
  active: "Attivo",
  disabled: "Disattivato",
  levelOf: "Livello di accesso di {{name}}",
  changeLevel: "Cambia livello",
  disable: "Disattiva",
  enable: "Riattiva",
  add: {
    title: "Aggiungi una persona allo staff",
    intro:
      "Viene generata una password iniziale, mostrata qui una sola volta: consegnala di persona. Si accede da /internal/login.",
    level: "Livello di accesso",
    submit: "Aggiungi",
  },
  done: {
    added: "{{name}} ({{email}}) ora accede come {{level}} con la password iniziale",
    passwordOnce: "— la vedi solo ora: consegnala di persona.",
    level: "{{name}} ora ha il livello {{level}}.",
    disable: "{{name}} non può più accedere: le sue sessioni sono terminate.",
    enable: "{{name}} può di nuovo accedere.",
  },
  errors: {
    emailTaken: "Esiste già un account dello staff con questa e-mail.",
    notFound: "Questo account non esiste più: ricarica la pagina.",
    self: "Non puoi cambiare né disattivare il tuo account: chiedi a un altro amministratore.",
    level: "Scegli un livello di accesso",
  },
} as const;
