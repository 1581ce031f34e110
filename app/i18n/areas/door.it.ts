/** Italian strings of the door scanners (merged into it.ts under `door`). */
export const doorIt = {
  camera: {
    label: "Lettore QR con la fotocamera",
    viewfinder: "Inquadra il QR nel riquadro",
    start: "Avvia la fotocamera",
    stop: "Spegni la fotocamera",
    retry: "Riprova",
    switch: "Cambia fotocamera",
    current: "Fotocamera in uso: {{label}}",
    unnamed: "fotocamera {{number}}",
    idle: "La fotocamera è spenta. Avviala per leggere il QR, oppure digita il codice.",
    starting: "Avvio della fotocamera…",
    running: "Fotocamera attiva: inquadra il QR della tessera.",
    runningAny: "Fotocamera attiva: inquadra il QR di una tessera o di un biglietto.",
    denied:
      "L'accesso alla fotocamera è negato. Consentilo per questo sito nelle impostazioni del browser, poi riprova. Intanto puoi digitare il codice.",
    noCamera:
      "Nessuna fotocamera trovata su questo dispositivo. Digita il codice o usa un lettore di codici.",
    unsupported:
      "Questo browser non può usare la fotocamera qui (serve una connessione sicura e un browser aggiornato). Digita il codice o usa un lettore di codici.",
    blocked: "La fotocamera non è consentita nella pagina così come è stata aperta: ricarica la pagina.",
    reload: "Ricarica la pagina",
    inUse: "La fotocamera è occupata da un'altra app o scheda. Chiudila e riprova.",
    failed: "La fotocamera o il lettore dei codici non si sono avviati. Riprova, oppure digita il codice.",
  },
  sound: {
    off: "Il suono è spento finché non tocchi lo schermo: tocca un punto qualsiasi della pagina (o premi un tasto) per sentire gli esiti.",
  },
} as const;
