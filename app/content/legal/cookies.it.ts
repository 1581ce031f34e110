import { association } from "./association";
import type { LegalDocument } from "./types";

const a = association("it");

export const cookiesIt: LegalDocument = {
  lang: "it",
  title: "Cookie policy",
  lead: "Quali cookie e quali tecnologie simili usa questo sito, perché, per quanto tempo, e come scegliere cosa consentire.",
  updated: "2026-11-27",
  sections: [
    {
      id: "titolare",
      heading: "Chi è il titolare",
      body: [
        `Il sito è gestito da ${a.name}, associazione di promozione sociale con sede legale in ${a.registeredOffice}, codice fiscale ${a.taxCode} (di seguito «Associazione»). Per qualsiasi domanda su questa informativa scrivi a ${a.email}.`,
        "Questa informativa segue le Linee guida del Garante per la protezione dei dati personali sui cookie e gli altri strumenti di tracciamento del 10 giugno 2021 e completa l'[informativa privacy](/privacy).",
      ],
    },
    {
      id: "cosa-sono",
      heading: "Che cosa sono i cookie",
      body: [
        "I cookie sono piccoli file di testo che il sito salva nel tuo browser e che il browser rimanda al sito alle visite successive. Strumenti simili, come la memoria locale del browser (localStorage), conservano informazioni sul tuo dispositivo senza inviarle al server.",
        "I cookie tecnici servono a far funzionare il sito e non richiedono il consenso (art. 122 del Codice privacy, D.Lgs. 196/2003). Ogni altro strumento richiede il tuo consenso preventivo.",
      ],
    },
    {
      id: "tecnici",
      heading: "Cookie tecnici che usiamo",
      body: [
        "Usiamo solo cookie tecnici di prima parte. Non usiamo cookie analitici, di profilazione o pubblicitari, né strumenti di terze parti che ti seguano su altri siti.",
        {
          table: [
            ["Nome", "Finalità", "Durata"],
            [
              "authrefToken",
              "Mantiene l'accesso all'area personale o all'area del personale (cookie firmato, HttpOnly)",
              "14 giorni",
            ],
            ["lang", "Ricorda la lingua scelta con il selettore di lingua", "365 giorni"],
            [
              "consent",
              "Ricorda le tue scelte sui contenuti di terze parti descritte in questa pagina",
              "6 mesi",
            ],
            [
              "colour-mode (localStorage)",
              "Ricorda la modalità chiara, scura o di sistema; resta sul dispositivo e non viene inviato al server",
              "Fino a quando lo cancelli",
            ],
            [
              "door-camera (localStorage)",
              "Solo sui dispositivi del personale all'ingresso: ricorda la fotocamera scelta per leggere le tessere; resta sul dispositivo e non viene inviato al server",
              "Fino a quando lo cancelli",
            ],
            [
              "pwa-install-dismissed, pwa-ios-dismissed (localStorage)",
              "Ricordano che hai chiuso l'invito a installare l'app (pubblica o del personale), così non ricompare; restano sul dispositivo e non vengono inviati al server",
              "Fino a quando li cancelli",
            ],
            [
              "agora-public-…, agora-staff-… (Cache Storage, service worker)",
              "Copie dei file del sito (script, stili, caratteri, la pagina «Sei offline») per aprire l'app anche senza rete; nessun dato personale. Solo sui dispositivi del personale: le pagine dell'ingresso, cancellate all'uscita",
              "Fino al prossimo aggiornamento del sito o all'uscita",
            ],
            [
              "agora-member-… (Cache Storage)",
              "Solo per chi ha effettuato l'accesso: la copia della propria tessera e dei propri biglietti, con i codici QR, per mostrarli alla porta senza connessione (vedi l'[informativa privacy](/privacy)); non viene inviata al server",
              "Fino all'uscita dall'account o all'accesso di un'altra persona; al massimo fino alla scadenza della tessera o alla fine dell'evento",
            ],
          ],
        },
      ],
    },
    {
      id: "terze-parti",
      heading: "Contenuti di terze parti",
      body: [
        "Alcune pagine possono mostrare contenuti forniti da altri soggetti. Il tuo browser li scarica direttamente da loro, che ricevono così il tuo indirizzo IP e i dati tecnici del browser. Per questo li carichiamo solo dopo il tuo consenso; fino ad allora al loro posto vedi un riquadro con un pulsante per consentirli.",
        {
          list: [
            "Mappe: le tessere della mappa nella pagina «Dove siamo» provengono dai server di OpenStreetMap (OpenStreetMap Foundation, Regno Unito, paese con decisione di adeguatezza della Commissione europea).",
            "Contenuti multimediali: la diretta nella pagina «Radio» è trasmessa dal server del fornitore dello streaming audio.",
          ],
        },
        "Questi fornitori trattano i dati come titolari autonomi secondo le proprie informative.",
      ],
    },
    {
      id: "preferences",
      heading: "Le tue preferenze",
      body: [
        "Puoi dare, negare o revocare il consenso per ciascuna categoria in qualsiasi momento da questa sezione. Revocare il consenso non rende illegittimo quanto avvenuto prima.",
        {
          list: [
            "Necessari: i cookie tecnici descritti sopra. Sono sempre attivi perché senza di loro il sito non funziona.",
            "Mappe: le tessere di OpenStreetMap nella pagina «Dove siamo».",
            "Contenuti multimediali: la diretta audio nella pagina «Radio».",
          ],
        },
        "La tua scelta è conservata nel cookie consent per sei mesi; trascorso questo periodo te la chiederemo di nuovo. Puoi anche cancellare i cookie dalle impostazioni del browser: in quel caso alla visita successiva ti chiederemo nuovamente le preferenze.",
      ],
    },
    {
      id: "diritti",
      heading: "I tuoi diritti",
      body: [
        `Puoi esercitare i diritti previsti dagli articoli 15–22 del Regolamento (UE) 2016/679 scrivendo a ${a.email}. Hai anche il diritto di proporre reclamo al Garante per la protezione dei dati personali. Trovi tutti i dettagli nell'[informativa privacy](/privacy).`,
      ],
    },
  ],
};
