import { association } from "./association";
import type { LegalDocument } from "./types";

const a = association("it");

export const termsIt: LegalDocument = {
  lang: "it",
  title: "Termini e condizioni",
  lead: "Le regole per usare il sito e i servizi dell'Associazione: account, tessera, biglietti, petizione e contributi.",
  updated: "2026-11-22",
  sections: [
    {
      id: "chi-siamo",
      heading: "Chi siamo",
      body: [
        `Il sito e i servizi sono offerti da ${a.name}, associazione di promozione sociale con sede legale in ${a.registeredOffice}, codice fiscale ${a.taxCode}, e-mail ${a.email}. Usando il sito accetti questi termini; se non li accetti, non usare i servizi che richiedono un account.`,
      ],
    },
    {
      id: "account",
      heading: "Account",
      body: [
        "Per chiedere la tessera, acquistare biglietti e accedere all'area riservata serve un account personale, attivato con il link che ti inviamo via e-mail (valido 15 minuti). Devi fornire dati veri e aggiornati e custodire la password: sei responsabile di quanto avviene con il tuo account. Puoi cancellare l'account in qualsiasi momento dalla pagina «Gestisci account».",
      ],
    },
    {
      id: "tessera",
      heading: "Tessera associativa",
      body: [
        "La richiesta di tessera è una domanda di adesione all'Associazione: diventa valida solo quando il personale la convalida e dura due anni dalla convalida. Con la tessera accetti lo statuto e i regolamenti dell'Associazione, pubblicati nel menu delle note legali. L'Associazione può respingere la domanda o sospendere la tessera nei casi previsti dallo statuto.",
      ],
    },
    {
      id: "biglietti",
      heading: "Biglietti ed eventi",
      body: [
        "Gli eventi riservati sono aperti ai soci con tessera valida. Puoi pagare online con Stripe oppure, quando l'evento lo prevede, all'ingresso. Il biglietto è personale, è legato al tuo account e alla tua tessera e contiene un codice QR controllato all'ingresso: un codice già usato non vale una seconda volta.",
        "I posti sono limitati: il posto è tuo quando il pagamento è confermato o, per il pagamento all'ingresso, quando la prenotazione è registrata. Per rimborsi, annullamenti e rinvii valgono le [condizioni di rimborso](/refunds).",
        "Durante gli eventi segui le indicazioni del personale. Chi mette a rischio la sicurezza o il rispetto degli altri può essere allontanato.",
      ],
    },
    {
      id: "petizione",
      heading: "Petizione",
      body: [
        "Puoi firmare la petizione una sola volta per indirizzo e-mail. La firma conta solo dopo la conferma tramite il link inviato via e-mail, valido 15 minuti. Il contatore pubblico mostra il numero di firme confermate, non i nomi.",
      ],
    },
    {
      id: "contributi",
      heading: "Contributi e messaggi",
      body: [
        "Quando ci invii proposte, offerte di volontariato o di materiali garantisci di avere il diritto di farlo e che il contenuto non viola diritti altrui. Inviare una proposta non obbliga l'Associazione ad accettarla.",
      ],
    },
    {
      id: "uso",
      heading: "Uso corretto del sito",
      body: [
        {
          list: [
            "Non usare il sito per attività illecite, per inviare spam o per raccogliere dati di altre persone.",
            "Non tentare di accedere ad aree o dati per cui non hai autorizzazione e non sovraccaricare il servizio con richieste automatiche.",
            "Non usare l'identità di un'altra persona.",
          ],
        },
        "In caso di violazione possiamo sospendere o chiudere l'account, fatti salvi i diritti di legge.",
      ],
    },
    {
      id: "contenuti",
      heading: "Contenuti e proprietà intellettuale",
      body: [
        "Testi, immagini e marchi del sito appartengono all'Associazione o ai rispettivi autori. Puoi condividerli citando la fonte per scopi personali e non commerciali; ogni altro uso richiede il nostro permesso scritto.",
      ],
    },
    {
      id: "responsabilita",
      heading: "Disponibilità e responsabilità",
      body: [
        "Facciamo il possibile perché il sito sia disponibile e le informazioni corrette, ma possono esserci interruzioni per manutenzione o cause esterne. I link a siti di terzi sono offerti per comodità: non siamo responsabili dei loro contenuti. Nulla in questi termini limita la responsabilità dell'Associazione per dolo o colpa grave né i diritti che la legge riconosce ai consumatori.",
      ],
    },
    {
      id: "modifiche",
      heading: "Modifiche e legge applicabile",
      body: [
        "Possiamo aggiornare questi termini; la versione in vigore è quella pubblicata su questa pagina, con la data dell'ultimo aggiornamento. Si applica la legge italiana. Per i consumatori è competente il foro del luogo di residenza o domicilio del consumatore.",
      ],
    },
  ],
};
