/** Italian strings of the contribute area (merged into it.ts under `contribute`). */
export const contributeIt = {
  intro:
    "Vuoi proporre un'attività, dare una mano come volontario o donare materiali? Scrivici: leggiamo ogni messaggio e ti rispondiamo via e-mail.",
  name: "Nome e cognome",
  email: "E-mail",
  emailHint: "Ti rispondiamo a questo indirizzo.",
  kind: "Tipo di contributo",
  kinds: {
    proposal: "Proposta (evento, laboratorio, attività)",
    volunteering: "Volontariato",
    materials: "Donazione di materiali",
    other: "Altro",
  },
  message: "Messaggio",
  messageHint: "Raccontaci la tua idea: cosa, quando, di cosa avresti bisogno. Almeno 10 caratteri.",
  privacyLabel:
    "Ho letto l'informativa privacy e acconsento al trattamento dei miei dati per ricevere una risposta",
  privacyLink: "Leggi l'informativa privacy",
  honeypot: "Lascia vuoto questo campo",
  submit: "Invia il contributo",
  kindRequired: "Scegli il tipo di contributo",
  messageTooShort: "Scrivi almeno 10 caratteri",
  thanksNext: "Nel frattempo puoi dare un'occhiata al programma.",
  backHome: "Torna alla home",
  seeEvents: "Vedi gli eventi",
} as const;
