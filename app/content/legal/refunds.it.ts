import { association } from "./association";
import type { LegalDocument } from "./types";

const a = association("it");

export const refundsIt: LegalDocument = {
  lang: "it",
  title: "Rimborsi",
  lead: "Quando e come rimborsiamo biglietti, quote associative e contributi, e come chiedere un rimborso.",
  updated: "2026-11-25",
  sections: [
    {
      id: "annullato",
      heading: "Evento annullato",
      body: [
        "Se annulliamo un evento ne annulliamo i biglietti, ti avvisiamo via e-mail e rimborsiamo per intero i biglietti pagati online, senza che tu debba chiederlo, entro 14 giorni dall'annullamento, come descritto in “Quando annulliamo il tuo biglietto”.",
      ],
    },
    {
      id: "biglietto-annullato",
      heading: "Quando annulliamo il tuo biglietto",
      body: [
        "Quando il personale annulla un biglietto (perché l'evento è annullato, o su tua richiesta quando il rimborso è dovuto secondo queste regole) ricevi un'e-mail con il motivo, il biglietto non è più valido e il posto torna in vendita. Cosa succede al denaro dipende da come hai pagato:",
        {
          list: [
            "Pagato online con carta (Stripe): il biglietto è rimborsato per intero, automaticamente, nel momento in cui viene annullato. Il rimborso torna sulla carta con cui hai pagato; i tempi di accredito dipendono dalla banca (di solito 5–10 giorni lavorativi).",
            "Prenotato da pagare all'ingresso e non ancora pagato: la prenotazione viene annullata; non c'è nulla da rimborsare.",
            "Pagato in contanti all'ingresso: il biglietto viene annullato e il denaro ti viene restituito in contanti alla cassa del centro.",
            "Biglietti gratuiti e omaggio: il biglietto viene annullato; non c'è nulla da rimborsare.",
          ],
        },
        "Un biglietto già usato per entrare non può essere annullato tramite il sito.",
      ],
    },
    {
      id: "rinviato",
      heading: "Evento rinviato o spostato",
      body: [
        "Se un evento cambia data, orario o luogo il biglietto resta valido per la nuova data. Se non puoi partecipare puoi chiedere il rimborso integrale entro 14 giorni dalla nostra comunicazione del cambiamento; trascorso questo termine il biglietto vale per la nuova data.",
        "Piccole variazioni del programma (ad esempio l'ordine delle esibizioni o la sostituzione di un singolo ospite) non danno diritto al rimborso, salvo che cambino in modo sostanziale la natura dell'evento.",
      ],
    },
    {
      id: "altri-casi",
      heading: "Altri casi",
      body: [
        {
          list: [
            "Ripensamento o mancata partecipazione: i biglietti per eventi in una data determinata non sono rimborsabili. Il diritto di recesso non si applica ai servizi per il tempo libero con data fissata (art. 59, comma 1, lett. n del Codice del consumo, D.Lgs. 206/2005).",
            "Pagamento all'ingresso: finché non paghi non c'è nulla da rimborsare. Se non puoi venire, scrivici: il personale annulla la prenotazione e il posto andrà a qualcun altro.",
            "Ingresso negato per violazione delle regole dell'evento o dei termini d'uso: nessun rimborso.",
            "Pagamenti doppi o importi errati per un nostro errore o un errore tecnico: rimborso integrale della differenza.",
          ],
        },
      ],
    },
    {
      id: "tessera",
      heading: "Quota associativa",
      body: [
        "La quota associativa non è rimborsabile dopo che il personale ha convalidato la tessera, perché da quel momento sei socio con tutti i diritti previsti dallo statuto. Se la domanda viene respinta o la ritiri prima della convalida, restituiamo per intero quanto eventualmente versato.",
      ],
    },
    {
      id: "contributi",
      heading: "Donazioni e contributi",
      body: [
        "Le donazioni e i contributi volontari all'Associazione non sono rimborsabili, salvo errore nell'importo o pagamento doppio segnalato entro 30 giorni.",
      ],
    },
    {
      id: "come",
      heading: "Come chiedere un rimborso",
      body: [
        `Scrivi a ${a.email} dall'indirizzo e-mail del tuo account indicando il codice dell'ordine, l'evento e il motivo. Rispondiamo entro 7 giorni e, se il rimborso è dovuto, lo disponiamo entro 14 giorni dalla risposta.`,
        "Restano salvi i diritti riconosciuti ai consumatori dalla legge.",
      ],
    },
  ],
};
