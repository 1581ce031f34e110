/** Italian strings of the consent area (merged into it.ts under `consent`). */
export const consentIt = {
  bannerLabel: "Consenso ai cookie",
  bannerTitle: "Contenuti di terze parti",
  bannerText:
    "Usiamo solo cookie tecnici. Con il tuo consenso carichiamo anche la mappa di OpenStreetMap e lo streaming della radio, forniti da terzi. Puoi cambiare idea quando vuoi da «Preferenze cookie».",
  policyLink: "Cookie policy",
  acceptAll: "Accetta tutti",
  rejectAll: "Rifiuta tutti",
  preferences: "Preferenze",
  dialogTitle: "Preferenze cookie",
  dialogText:
    "Scegli quali contenuti di terze parti vuoi caricare. Puoi modificare la scelta quando vuoi; senza consenso al loro posto vedrai un segnaposto.",
  essentialTitle: "Cookie tecnici",
  essentialText: "Servono al funzionamento del sito e non richiedono consenso:",
  essential: {
    authrefToken: "mantiene l'accesso al tuo account (14 giorni)",
    lang: "ricorda la lingua scelta (365 giorni)",
    consent: "ricorda questa scelta (6 mesi)",
  },
  alwaysOn: "Sempre attivi",
  categories: {
    map: {
      title: "Mappa (OpenStreetMap)",
      text: "Mostra la mappa nella pagina «Dove siamo». Le tessere della mappa arrivano dai server della OpenStreetMap Foundation, che ricevono il tuo indirizzo IP.",
    },
    media: {
      title: "Media (streaming della radio)",
      text: "Riproduce la diretta della radio. Lo streaming arriva dal server del fornitore, che riceve il tuo indirizzo IP.",
    },
  },
  save: "Salva le preferenze",
  close: "Chiudi",
} as const;
