/** Italian strings of the radio area (merged into it.ts under `radio`). */
export const radioIt = {
  status: "Stato della diretta:",
  live: "In diretta",
  offline: "Offline",
  offlineTitle: "La radio è offline",
  offlineText:
    "In questo momento non stiamo trasmettendo oppure il server della diretta non risponde. Riprova più tardi; intanto puoi guardare il programma degli eventi.",
  toEvents: "Vai agli eventi",
  consentTitle: "La diretta arriva da un servizio esterno",
  consentText:
    "Per ascoltarla il tuo browser si collega al server dello streaming, che riceve il tuo indirizzo IP. Non carichiamo nulla da quel server finché non lo consenti.",
  allow: "Consenti la diretta",
  cookiePolicy: "Leggi la cookie policy",
  player: "Lettore della radio",
  play: "Ascolta",
  pause: "Pausa",
  connecting: "Connessione in corso…",
} as const;
