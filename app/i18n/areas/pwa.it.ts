/** Italian strings of the installable apps: install prompt, iOS banner, update notice, offline page, a member's offline copies (merged under `pwa`). */
export const pwaIt = {
  install: {
    title: "Installa Agorà",
    titleStaff: "Installa Agorà Staff",
    text: "Aggiungi l'app alla schermata Home: si apre come un'app e mostra una pagina chiara quando manca la rete.",
    accept: "Installa",
    dismiss: "Non ora",
  },
  ios: {
    title: "Installa l'app su iPhone e iPad",
    text: "Tocca Condividi, poi «Aggiungi alla schermata Home»: {{name}} si apre come un'app.",
    install: "Installa",
    continue: "Continua",
    stepsTitle: "Come si aggiunge alla schermata Home",
    step1: "Tocca il pulsante Condividi di Safari (il quadrato con la freccia verso l'alto).",
    step2: "Scorri e tocca «Aggiungi alla schermata Home».",
    step3: "Tocca «Aggiungi»: l'icona di {{name}} compare sulla schermata Home.",
    done: "Ho capito",
  },
  update: {
    text: "È disponibile una nuova versione.",
    reload: "Ricarica",
  },
  offline: {
    title: "Sei offline",
    text: "Questa pagina non è raggiungibile senza connessione. Controlla la rete e riprova.",
    retry: "Riprova",
    home: "Torna alla home",
    staffHome: "Torna alla dashboard",
  },
  member: {
    notice:
      "La rete non risponde: questa è la copia salvata su questo dispositivo il {{date}}. Il codice QR si legge lo stesso.",
    kept: "Salvati su questo dispositivo",
    cardLink: "La tua tessera",
    ticketLink: "Biglietto: {{event}}, {{date}}",
  },
};
