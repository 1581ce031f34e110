import { association } from "./association";
import type { LegalDocument } from "./types";

const a = association("it");

export const eulaIt: LegalDocument = {
  lang: "it",
  title: "Licenza d'uso dell'app (EULA)",
  lead: "Le condizioni con cui puoi installare e usare l'app del centro sul tuo dispositivo.",
  updated: "2026-11-22",
  sections: [
    {
      id: "oggetto",
      heading: "Oggetto",
      body: [
        `Questa licenza riguarda l'app installabile dal browser (progressive web app) del sito, offerta da ${a.name}, con sede legale in ${a.registeredOffice}, codice fiscale ${a.taxCode} (di seguito «Associazione»). L'app mostra gli stessi contenuti e servizi del sito, che restano regolati dai [termini e condizioni](/terms) e dall'[informativa privacy](/privacy).`,
      ],
    },
    {
      id: "licenza",
      heading: "Licenza",
      body: [
        "L'Associazione ti concede una licenza gratuita, personale, non esclusiva, non trasferibile e revocabile per installare e usare l'app sui tuoi dispositivi per scopi personali e non commerciali.",
      ],
    },
    {
      id: "limiti",
      heading: "Cosa non puoi fare",
      body: [
        {
          list: [
            "Vendere, noleggiare o concedere in sublicenza l'app.",
            "Modificarla o distribuirne versioni alterate presentandole come dell'Associazione.",
            "Usarla per aggirare i controlli di accesso, i limiti di utilizzo o i controlli dei biglietti.",
          ],
        },
        "I componenti open source inclusi nell'app restano soggetti alle rispettive licenze, che prevalgono su questa per quei componenti.",
      ],
    },
    {
      id: "aggiornamenti",
      heading: "Aggiornamenti e dati",
      body: [
        "L'app si aggiorna automaticamente attraverso il browser quando pubblichiamo una nuova versione del sito. Conserva sul dispositivo solo ciò che serve al suo funzionamento, come descritto nella [cookie policy](/cookies).",
      ],
    },
    {
      id: "garanzia",
      heading: "Garanzia e responsabilità",
      body: [
        "L'app è fornita gratuitamente così com'è. Nei limiti consentiti dalla legge l'Associazione non garantisce che sia priva di errori o sempre disponibile; resta ferma la responsabilità per dolo o colpa grave (art. 1229 c.c.) e restano salvi i diritti dei consumatori.",
      ],
    },
    {
      id: "fine",
      heading: "Durata e legge applicabile",
      body: [
        `La licenza dura finché tieni l'app installata; termina quando la disinstalli o se violi queste condizioni. Si applica la legge italiana. Per domande scrivi a ${a.email}.`,
      ],
    },
  ],
};
